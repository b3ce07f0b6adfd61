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

    // MARK: Presses

    /// A key (or another physical button) went down while this responder was first responder, or
    /// a responder below it passed the press on. The presses that reach here are those no key
    /// command and no text input took (see `UIApplication+Presses.swift`). The default passes them
    /// to `next`; override to handle keys, and call `super` for the presses you don't handle.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// An analog button's force changed (keyboard keys never send this).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys that began here came up: sent to the responder that got `pressesBegan` for them.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled presses that began here.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers (iOS 7). While it is in the key window's
    /// responder chain, from the first responder up, a key press matching one of them performs
    /// the command's action. Default nil; a view controller returns those added with
    /// `addKeyCommand(_:)`.
    open var keyCommands: [UIKeyCommand]? { nil }

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
    ///
    /// A responder adopting `UIKeyInput` brings up the software keyboard (see
    /// `Keyboard/_UISoftwareKeyboard.swift`): the keyboard notifications are posted before this
    /// returns, after the responder became first responder — so a subclass that calls `super`
    /// first and then announces the beginning of editing announces it after them, as UIKit's text
    /// fields do. Switching from one text input to another keeps the keyboard up (only its
    /// frame-change notifications are posted).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = _windowForFirstResponder else { return false }
        if let current = window._firstResponder {
            // The keyboard waits for the new responder rather than going down in between.
            let keyboard = window._application._softwareKeyboard
            keyboard.deferUpdates += 1
            let resigned = current.resignFirstResponder()
            keyboard.deferUpdates -= 1
            guard resigned else {
                if window._firstResponder == nil { keyboard.firstResponderDidChange(in: window) }
                return false
            }
        }
        window._setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status. Returns false when `canResignFirstResponder` is false.
    /// A text input's software keyboard goes down (its notifications are posted before this
    /// returns), unless another responder is taking over (`becomeFirstResponder()`).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || _isBeingForcedToResign else { return false }
        if let window = _windowForFirstResponder, window._firstResponder === self {
            window._setFirstResponder(nil)
        }
        return true
    }

    /// True while this responder is made to resign whatever it answers (`endEditing(true)`, or its
    /// view leaving the window): a text input skips asking its delegate whether it may end
    /// editing, as UIKit's text fields do when forced.
    var _isBeingForcedToResign: Bool {
        guard let window = _windowForFirstResponder else { return false }
        return window._application._softwareKeyboard.forcedResignation === self
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
