import Foundation

extension UITextField {
    /// How a text field draws its border (`UITextField.BorderStyle`, raw values of UITextField.h).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default for fields made in code).
        case none = 0
        /// A thin dark rectangle.
        case line
        /// A bezelled rectangle: grey, darker at the top and left.
        case bezel
        /// A white field with rounded corners and a light grey hairline (the look of iOS 7+).
        case roundedRect
    }
}
