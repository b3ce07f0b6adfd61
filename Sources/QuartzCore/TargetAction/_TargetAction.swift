/// One target–action pair, the way Rockhopper does target–action without the Objective-C runtime:
/// the action is a method reference (`Self.tap`, `MyView.handlePan`) taking the sender or nothing,
/// and the target is held weakly. Used by `CADisplayLink`, gesture recognizers and controls. Not API.
///
/// The target is typed `AnyObject` and the method's type is checked against it once, here, because
/// inside a non-final class `self` is typed as the class while `Self.tap` is typed on `Self`.
@MainActor
package struct _TargetAction<Sender> {
    package private(set) weak var target: AnyObject?
    private let invoke: @MainActor (AnyObject, Sender) -> Void

    /// `action` receives the sender.
    package init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> (Sender) -> Void) {
        _rockhopperPrecondition(target is T,
            "target–action: the target (\(type(of: target))) is not an instance of \(T.self), whose method was passed as the action")
        self.target = target
        self.invoke = { target, sender in action(target as! T)(sender) }
    }

    /// `action` takes no argument.
    package init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
        _rockhopperPrecondition(target is T,
            "target–action: the target (\(type(of: target))) is not an instance of \(T.self), whose method was passed as the action")
        self.target = target
        self.invoke = { target, _ in action(target as! T)() }
    }

    /// Calls the action on the target; returns false (and does nothing) when the target is gone.
    @discardableResult
    package func send(_ sender: Sender) -> Bool {
        guard let target else { return false }
        invoke(target, sender)
        return true
    }
}
