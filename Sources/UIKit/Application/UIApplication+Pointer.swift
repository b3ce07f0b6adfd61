import Foundation

extension UIApplication {
    /// Whether the view under `point` (screen points) in the frontmost visible window, or one of
    /// its ancestors, is editable text: an enabled `UITextField` or an editable `UITextView` —
    /// where an iPad's pointer becomes a text beam. The window host shows its text cursor there.
    package func _isEditableText(at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        for window in windows.reversed() where !window.isHidden {
            guard let hit = window.hitTest(window.convert(point, from: nil), with: nil) else { continue }
            var view: UIView? = hit
            while let current = view {
                if let field = current as? UITextField { return field.isEnabled }
                if let text = current as? UITextView { return text.isEditable }
                view = current._superview
            }
            return false
        }
        return false
    }
}
