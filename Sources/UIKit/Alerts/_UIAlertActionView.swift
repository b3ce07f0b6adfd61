import Foundation

/// One button of an alert or action sheet (UIKit's `_UIInterfaceActionCustomViewRepresentationView`
/// plays this part): a `UILabel` with the action's title, centred, in the colour of its style —
/// system blue, red for `.destructive`, grey when disabled — and semibold when it is the emphasised
/// action. It tracks its own touch: the button under the finger is grey, and a lift on an enabled
/// button asks the alert controller to dismiss with that button's action. Disabled actions never
/// highlight or fire.
@MainActor
final class _UIAlertActionView: UIView {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private weak var alertController: UIAlertController?
    private let fontSize: CGFloat
    private var isTracking = false

    /// Whether the finger is on the button (its grey background shows).
    private(set) var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            backgroundColor = isHighlighted ? UIColor(white: 0, alpha: AlertConstants.highlightAlpha) : nil
        }
    }

    init(action: UIAlertAction, alertController: UIAlertController, fontSize: CGFloat) {
        self.action = action
        self.alertController = alertController
        self.fontSize = fontSize
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        titleLabel.text = action.title
        addSubview(titleLabel)
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UIAlertActionView.init(coder:): not supported")
    }

    /// Whether the title is drawn semibold (the alert's emphasised action).
    var isEmphasized = false {
        didSet { if oldValue != isEmphasized { updateAppearance() } }
    }

    /// The title's font for `emphasized`.
    static func font(size: CGFloat, emphasized: Bool) -> UIFont {
        UIFont.systemFont(ofSize: size, weight: emphasized ? .semibold : .regular)
    }

    /// Redraws the title for the action's style, `isEnabled` and emphasis.
    func updateAppearance() {
        titleLabel.font = _UIAlertActionView.font(size: fontSize, emphasized: isEmphasized)
        if !action.isEnabled {
            titleLabel.textColor = AlertConstants.disabledActionColor
        } else if action.style == .destructive {
            titleLabel.textColor = .systemRed
        } else {
            titleLabel.textColor = .systemBlue
        }
        if !action.isEnabled { isHighlighted = false }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = AlertConstants.actionTitleHorizontalInset
        titleLabel.frame = bounds.insetBy(dx: min(inset, bounds.width / 2), dy: 0)
    }

    // MARK: - Touch tracking

    /// The button under the tracked finger: the finger may slide from the button it went down on
    /// to another of the same alert, which then highlights and fires on the lift, as UIKit's alerts
    /// do (its `UIInterfaceActionSelectionTrackingController`). Disabled buttons never highlight.
    private weak var trackedTarget: _UIAlertActionView?

    private var alertView: _UIAlertControllerView? {
        var view = superview
        while let current = view, !(current is _UIAlertControllerView) { view = current.superview }
        return view as? _UIAlertControllerView
    }

    private func track(_ touch: UITouch) {
        var target: _UIAlertActionView?
        if let alertView {
            target = alertView._actionView(at: touch.location(in: alertView))
        } else if bounds.contains(touch.location(in: self)) {
            target = self
        }
        if let target, !target.action.isEnabled { self.trackedTarget?.isHighlighted = false; self.trackedTarget = nil; return }
        if target !== trackedTarget { trackedTarget?.isHighlighted = false }
        trackedTarget = target
        target?.isHighlighted = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTracking = true
        track(touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        track(touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        track(touch)
        let target = trackedTarget
        endTracking()
        if let target, target.action.isEnabled { alertController?._dismiss(triggering: target.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endTracking()
    }

    private func endTracking() {
        isTracking = false
        trackedTarget?.isHighlighted = false
        trackedTarget = nil
        isHighlighted = false
    }
}
