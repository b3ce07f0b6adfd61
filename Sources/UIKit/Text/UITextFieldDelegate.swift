import Foundation

/// What a text field asks and tells its delegate while it is edited (`UITextFieldDelegate`), in
/// UIKit's order (`UITextField.swift` lists it). Every method has a default: the `should…`
/// methods allow, the others do nothing — except that `textFieldDidEndEditing(_:reason:)`, the one
/// UIKit calls, calls `textFieldDidEndEditing(_:)` unless the delegate implements it, as UIKit
/// calls the older method for delegates without the newer one.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; false keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; false keeps the field first responder (unless ending is forced).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (called by the `reason:` variant's default).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16, of the current text) may become `string`
    /// (empty for a deletion); asked before every change the user makes.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; true lets the field send `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
