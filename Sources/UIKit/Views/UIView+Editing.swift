import Foundation

extension UIView {
    /// Makes the first responder in this view's subtree (this view included) resign — a text
    /// field or text view being edited — and returns whether it did (true when there is none).
    /// With `force` the text's delegate is not asked whether editing may end
    /// (`textFieldShouldEndEditing(_:)`, `textViewShouldEndEditing(_:)`), so editing ends.
    /// The tutorial idiom `view.endEditing(true)` in `touchesBegan` dismisses the keyboard.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window._firstResponder else { return true }
        let inSubtree: Bool
        if let view = responder as? UIView {
            inSubtree = view.isDescendant(of: self)
        } else {
            inSubtree = self === window
        }
        guard inSubtree else { return true }
        return _UIEndEditingForce.run(force) { responder.resignFirstResponder() }
    }
}

/// Whether the resignation under way is forced (`endEditing(true)`, a responder leaving its
/// window): text fields and views then skip their delegate's "should end editing". Not API.
@MainActor
enum _UIEndEditingForce {
    private(set) static var isForcing = false

    /// Runs `body` with `isForcing` set to `force` (restored after).
    static func run<T>(_ force: Bool, _ body: () -> T) -> T {
        let saved = isForcing
        isForcing = force || saved
        defer { isForcing = saved }
        return body()
    }
}
