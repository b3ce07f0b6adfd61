import Foundation

extension UITextField {
    /// Why editing ended (`UITextField.DidEndEditingReason`, iOS 10).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder: the text is final.
        case committed = 0
    }
}
