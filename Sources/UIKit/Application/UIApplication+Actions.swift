import Foundation

// `UIApplication.sendAction(_:to:from:for:)` with method references: the action goes to
// `target`, or, when it is nil, along the responder chain from the key window's first responder
// (else from the sender, when it is a responder) to the first responder that is an instance of
// the method's class — `UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil,
// from: nil, for: nil)` dismisses the keyboard as on iOS.
extension UIApplication {
    /// Sends `action(target)(sender)`; true when some object took it.
    @discardableResult
    public func sendAction<T: AnyObject, Sender, Result>(_ action: @escaping (T) -> (Sender) -> Result, to target: AnyObject?,
                                                          from sender: Sender?, for event: UIEvent?) -> Bool {
        guard let receiver = _receiver(of: T.self, target: target, sender: sender as AnyObject?) else { return false }
        guard let sender else {
            _rockhopperFailure("UIApplication.sendAction(_:to:from:for:): the action takes a \(Sender.self) but no sender was given")
        }
        _ = action(receiver)(sender)
        return true
    }

    /// Sends `action(target)()`; true when some object took it.
    @discardableResult
    public func sendAction<T: AnyObject, Result>(_ action: @escaping (T) -> () -> Result, to target: AnyObject?,
                                                  from sender: AnyObject?, for event: UIEvent?) -> Bool {
        guard let receiver = _receiver(of: T.self, target: target, sender: sender) else { return false }
        _ = action(receiver)()
        return true
    }

    /// `target` when it is a `T`; without one, the first `T` along the responder chain from the
    /// key window's first responder, else from `sender`.
    private func _receiver<T: AnyObject>(of type: T.Type, target: AnyObject?, sender: AnyObject?) -> T? {
        if let target {
            guard let receiver = target as? T else {
                _rockhopperFailure("UIApplication.sendAction(_:to:from:for:): the target (\(Swift.type(of: target))) is not an instance of \(T.self), whose method was passed as the action")
            }
            return receiver
        }
        var responder: UIResponder? = keyWindow?._firstResponder ?? (sender as? UIResponder)
        while let current = responder {
            if let receiver = current as? T { return receiver }
            responder = current.next
        }
        return nil
    }
}
