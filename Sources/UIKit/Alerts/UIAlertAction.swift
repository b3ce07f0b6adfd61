import Foundation

/// One button of a `UIAlertController`: its title, its style and what happens when it is tapped.
///
/// Tapping an enabled action dismisses the alert and, once the dismissal has ended, calls the
/// action's `handler` with the action (UIKit runs `-[UIAlertController _invokeHandlersForAction:]`
/// from the dismissal's completion; crash reports show it under
/// `-[UIPresentationController transitionDidFinish:]`).
@MainActor
open class UIAlertAction: NSObject, NSCopying {
    private let _title: String?
    private let _style: Style
    let _handler: ((UIAlertAction) -> Void)?

    /// The alert controller this action was added to last; it redraws the button when `isEnabled`
    /// changes. Held weakly: the controller holds its actions.
    weak var _alertController: UIAlertController?

    init(_title title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        _title = title
        _style = style
        _handler = handler
        super.init()
    }

    /// Makes an action with `title` and `style`; `handler` runs after the alert was dismissed by a
    /// tap on this action.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(_title: title, style: style, handler: handler)
    }

    /// The button's title.
    open var title: String? { _title }

    /// The action's style: `.default`, `.cancel` or `.destructive`.
    open var style: Style { _style }

    /// Whether the action can be tapped. A disabled action's title is grey and taps on it do
    /// nothing. Default true; changing it redraws a shown alert.
    open var isEnabled: Bool = true {
        didSet {
            if oldValue != isEnabled { _alertController?._actionEnabledDidChange(self) }
        }
    }

    /// A new action with the same title, style, handler and `isEnabled`, in no alert controller.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        let copy: UIAlertAction = MainActor.assumeIsolated {
            let copy = UIAlertAction(_title: _title, style: _style, handler: _handler)
            copy.isEnabled = isEnabled
            return copy
        }
        return copy
    }
}
