import Foundation

/// What the text system (the keyboard, an input method) is told by a `UITextInput` object when
/// its text or selection changes other than by typing — `UITextField` and `UITextView` call these
/// around programmatic changes (`text =`, `selectedTextRange =`) of an object being edited.
@MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}
