import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or inside it (a view controller whose
    /// view is inside counts too) — the usual way to dismiss the keyboard ("this method looks at
    /// the current view and its subview hierarchy for the text field that is currently the first
    /// responder"). With `force`, it resigns whatever it answers: `canResignFirstResponder` is not
    /// consulted and a text input does not ask its delegate (`UIResponder._isBeingForcedToResign`).
    /// Returns true when no first responder is left in the view, false when one refused.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window = _window, let responder = window._firstResponder,
              _isInSubtree(responder) else { return true }
        if force {
            window._forceResignation(of: responder)
            return true
        }
        return responder.resignFirstResponder()
    }

    /// Whether `responder` is this view, a view inside it, or a view controller whose view is.
    private func _isInSubtree(_ responder: UIResponder) -> Bool {
        if let view = responder as? UIView { return view.isDescendant(of: self) }
        if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            return view.isDescendant(of: self)
        }
        return false
    }
}
