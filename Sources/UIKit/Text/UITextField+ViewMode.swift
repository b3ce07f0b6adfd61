import Foundation

extension UITextField {
    /// When an overlay view (the clear button, the left and right views) is shown
    /// (`UITextField.ViewMode`, raw values of UITextField.h).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is being edited.
        case whileEditing
        /// Only while it is not.
        case unlessEditing
        /// Always.
        case always
    }
}
