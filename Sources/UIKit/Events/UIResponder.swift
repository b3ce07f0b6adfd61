import Foundation

/// An object that can handle events: views, view controllers, windows and the application.
///
/// The responder chain (`next`) is: a view → its view controller if it is that controller's root
/// view, else its superview → … → the window → the application → the application's delegate (if it
/// is a `UIResponder` that is not a view, view controller or application).
///
/// The default `touches…` methods forward to `next`, so an event not handled lower down travels up
/// the chain. A subclass overriding one of them should either handle the whole sequence or call
/// `super`.
@MainActor
open class UIResponder: Hashable {
    public init() {}

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// One or more fingers touched down in the view (or a view below this responder).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer took them, or the system interrupted).
    /// Undo whatever `touchesBegan` started.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder

    /// Whether this responder accepts first-responder status. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// True while this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = _windowForFirstResponder else { return false }
        return window._firstResponder === self
    }

    /// Makes this responder its window's first responder. Returns false when it refuses
    /// (`canBecomeFirstResponder` is false), is not in a window, or the current first responder
    /// refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = _windowForFirstResponder else { return false }
        if let current = window._firstResponder {
            guard current.resignFirstResponder() else { return false }
        }
        window._firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = _windowForFirstResponder, window._firstResponder === self {
            window._firstResponder = nil
        }
        return true
    }

    /// The window whose first responder this responder can be: a view's window, a view
    /// controller's view's window.
    var _windowForFirstResponder: UIWindow? { nil }

    // MARK: Edit actions and undo

    /// Whether this responder can perform `action` (an edit action's `Selector`, `"paste:"`) now.
    /// Default: true when the responder adopts `UIResponderStandardEditActions` and `action` is
    /// one of them, else the next responder's answer (false at the end of the chain), as UIKit's
    /// "implements the method, else ask the next responder".
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if self is UIResponderStandardEditActions && UIResponder._standardEditActions.contains(action) { return true }
        return next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// The responder that takes `action`: this one when `canPerformAction(_:withSender:)` says so,
    /// else the next responder's answer; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    static let _standardEditActions: Set<Selector> = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"]

    /// The undo manager of this responder's part of the app: by default the next responder's
    /// (a window has its own, so every view in a window shares it). Nil at the end of the chain.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Hashable (identity)

    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
