import Foundation

/// The base class of controls: views that turn touches into actions (buttons, switches, sliders).
///
/// So far this is only the part other classes already need: the `State` and `Event` option sets
/// with UIKit's raw values (bar button items key their title attributes by `UIControl.State`) and
/// the three state flags with the `state` they make. Touch tracking and target–action
/// (`beginTracking`, `addTarget(_:action:for:)`, `sendActions(for:)`) come with the controls work;
/// until then a `UIControl` behaves like a plain view.
@MainActor
open class UIControl: UIView {
    /// Whether the control is enabled. A disabled control's `state` contains `.disabled`.
    /// Default true. (`UIControl.h`: "default is YES. if NO, ignores touch events".)
    open var isEnabled: Bool = true

    /// Whether the control is selected; for the app and subclasses to use. Default false.
    open var isSelected: Bool = false

    /// Whether the control draws highlighted (UIKit sets it while a touch is tracked inside).
    /// Default false.
    open var isHighlighted: Bool = false

    /// The control's state, made of its flags as UIKit makes it: `.disabled` when not enabled,
    /// `.highlighted`, `.selected`; `.normal` (empty) when none holds. The flags combine
    /// (`[.disabled, .selected]`).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
