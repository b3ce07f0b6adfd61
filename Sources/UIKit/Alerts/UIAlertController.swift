import Foundation

/// An alert or an action sheet: a title, a message and buttons (`UIAlertAction`s), presented
/// modally with `present(_:animated:completion:)`.
///
/// As on a phone with iOS 13–17 (numbers in `AlertConstants`): a black dimming view at 0.2 covers
/// the screen; an `.alert` is a 270-pt near-white panel in the middle — bold title, smaller
/// message, hairline separators, 44-pt buttons side by side for two actions and stacked for
/// three or more — that fades in while shrinking from 1.2 and fades out; an `.actionSheet` rises
/// from the bottom (8 pt from the edges) with its actions stacked 57 pt tall and the cancel action
/// in its own rounded panel below, and slides back down.
///
/// The controller presents with `modalPresentationStyle` `.custom` and its own animation, so the
/// presenter stays on screen and gets no appearance callbacks. Tapping an enabled action calls
/// `presentingViewController?.dismiss(animated: true)` and runs the action's handler when the
/// dismissal has ended. Tapping outside an action sheet does the same with its cancel action, if
/// it has one; tapping outside an alert does nothing.
///
/// Unlike UIKit's, the controller's `view` fills the screen and holds the dimming view and the
/// panel (UIKit keeps the dimming view in its presentation controller).
@MainActor
open class UIAlertController: UIViewController {
    private var _preferredStyle: Style = .actionSheet
    private var _actions: [UIAlertAction] = []
    private var _cancelAction: UIAlertAction?
    private var _preferredAction: UIAlertAction?
    /// Set from the tap that dismisses the alert until its handler has run, so a second tap during
    /// the dismissal does nothing (UIKit's `_actionInvokedOnDismiss`).
    private var _isDismissingForAction = false

    /// Makes an alert controller. `UIAlertController(title:message:preferredStyle:)` is the way to
    /// make one; this initializer makes an action sheet without title or message.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Storyboards and nibs are not supported; calling this stops the program saying so.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes an alert controller showing `title` and `message` in `preferredStyle`; add actions
    /// with `addAction(_:)`, then present it.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        _preferredStyle = preferredStyle
    }

    /// The title shown at the top, bold (in an action sheet: small and grey).
    open override var title: String? {
        didSet { _alertView?._contentDidChange() }
    }

    /// The text shown below the title.
    open var message: String? {
        didSet { _alertView?._contentDidChange() }
    }

    /// `.alert` or `.actionSheet`, fixed at creation.
    open var preferredStyle: Style { _preferredStyle }

    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] { _actions }

    /// Adds a button for `action`, after the others (an action sheet's cancel action goes to its
    /// own panel at the bottom; an alert's goes on the left of two side-by-side buttons and at the
    /// bottom of stacked ones). A second action with the `.cancel` style stops the program, as
    /// UIKit raises.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            _rockhopperPrecondition(_cancelAction == nil,
                "UIAlertController.addAction(_:): UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            _cancelAction = action
        }
        _actions.append(action)
        action._alertController = self
        _alertView?._actionsDidChange()
    }

    /// The action whose title is emphasised (bold) in an alert, taking the emphasis from the cancel
    /// action; a hardware keyboard's Return would trigger it. It must be one of `actions` (setting
    /// any other stops the program, as UIKit raises) or nil. Action sheets ignore it.
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            guard newValue !== _preferredAction else { return }
            if let newValue {
                _rockhopperPrecondition(_actions.contains { $0 === newValue },
                    "UIAlertController.preferredAction: The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
            }
            _preferredAction = newValue
            _alertView?._actionsDidChange()
        }
    }

    // MARK: - Text fields

    private var _textFields: [UITextField] = []

    /// Adds a text field below the message (alerts only: for an action sheet the program stops,
    /// as UIKit raises), after the others; `configurationHandler` configures it (placeholder,
    /// secure entry, targets, a delegate). The field is in the system font at 13 points without a
    /// border, in a white box under the message; the first field becomes first responder when the
    /// alert has appeared.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        _rockhopperPrecondition(_preferredStyle == .alert,
            "UIAlertController.addTextField(configurationHandler:): Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.font = UIFont.systemFont(ofSize: AlertConstants.alertTextFieldFontSize)
        field.borderStyle = .none
        field.backgroundColor = .white
        _textFields.append(field)
        configurationHandler?(field)
        _alertView?._textFieldsDidChange()
    }

    /// The text fields, in the order added; nil when there is none.
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _textFields.first?.becomeFirstResponder()
    }

    // MARK: - The view

    /// The full-screen view holding the dimming view and the panel.
    open override func loadView() {
        let alertView = _UIAlertControllerView(alertController: self)
        alertView.frame = UIScreen.main.bounds
        view = alertView
    }

    var _alertView: _UIAlertControllerView? { _loadedView as? _UIAlertControllerView }

    /// The cancel action, if one was added.
    var _cancelActionIfAny: UIAlertAction? { _cancelAction }

    /// The action drawn bold: in an alert the preferred action, else the cancel action; in an
    /// action sheet the cancel action.
    var _emphasizedAction: UIAlertAction? {
        if _preferredStyle == .alert, let preferred = _preferredAction { return preferred }
        return _cancelAction
    }

    func _actionEnabledDidChange(_ action: UIAlertAction) {
        guard _actions.contains(where: { $0 === action }) else { return }
        _alertView?._actionEnabledDidChange(action)
    }

    // MARK: - Dimming the views behind

    /// The view dimmed behind the alert while it is up (the presenting window's root view), and
    /// its own `tintAdjustmentMode` before.
    private weak var _dimmedView: UIView?
    private var _dimmedViewPreviousMode: UIView.TintAdjustmentMode = .automatic

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _setViewsBehindDimmed(true, animated: animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        _setViewsBehindDimmed(false, animated: animated)
    }

    /// UIKit dims the tint of the views behind an alert or action sheet while it is up: the root
    /// view of the presenting window goes `.dimmed` as the alert appears and back as it goes, in an
    /// animation as long as the alert's. A view the app dimmed itself is left alone, and so is a
    /// view presented over the root ([M] openradar 51354714: the controls of a modally presented
    /// controller are not dimmed behind an alert it presents).
    private func _setViewsBehindDimmed(_ dimmed: Bool, animated: Bool) {
        let change: () -> Void
        if dimmed {
            guard _dimmedView == nil,
                  let root = presentingViewController?.viewIfLoaded?.window?.rootViewController?.viewIfLoaded,
                  root._ownTintAdjustmentMode != .dimmed else { return }
            _dimmedView = root
            _dimmedViewPreviousMode = root._ownTintAdjustmentMode
            change = { root.tintAdjustmentMode = .dimmed }
        } else {
            guard let view = _dimmedView else { return }
            _dimmedView = nil
            let previous = _dimmedViewPreviousMode
            change = { view.tintAdjustmentMode = previous }
        }
        if animated {
            UIView.animate(withDuration: AlertConstants.transitionDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: change)
        } else {
            change()
        }
    }

    // MARK: - Presentation and dismissal

    override func _customPresentationAnimator(presenting: Bool) -> (any _UITransitionAnimator)? {
        _UIAlertAnimator(presenting: presenting)
    }

    /// A tap on an enabled action's button (or, for an action sheet, outside it: the cancel
    /// action): dismisses through the presenter, then runs the handler once the dismissal has
    /// ended, as `-[UIAlertController _dismissAnimated:triggeringAction:…]` does.
    func _dismiss(triggering action: UIAlertAction) {
        // Taps while the alert is still appearing or already going do nothing.
        guard !_isDismissingForAction, !_isBeingPresented, !_isBeingDismissed,
              let presenter = presentingViewController else { return }
        _isDismissingForAction = true
        presenter.dismiss(animated: true) {
            self._isDismissingForAction = false
            action._handler?(action)
        }
    }

    /// A tap on the dimming view: an action sheet is dismissed with its cancel action (when it has
    /// one; otherwise nothing happens), an alert ignores it — `_canDismissWithGestureRecognizer`
    /// and `_dismissWithCancelOrEmptyAction` of UIKit.
    func _dimmingViewTapped() {
        guard _preferredStyle == .actionSheet, let cancel = _cancelAction else { return }
        _dismiss(triggering: cancel)
    }
}
