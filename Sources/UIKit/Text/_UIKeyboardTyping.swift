import Foundation

/// What the software keyboard does to typed text before it reaches the first responder's
/// `insertText(_:)`: its Shift key follows the responder's `autocapitalizationType` and the text
/// before the insertion point (`_TextEditing.autocapitalized`); secure text is never capitalised.
/// `insertText(_:)` itself inserts exactly what it is given, as on iOS, and a hardware keyboard
/// types what its keys say. For the keyboard (and `UITestHost`'s typing) to call. Not API.
@MainActor
enum _UIKeyboardTyping {
    /// `typed` as the software keyboard would type it into `responder`.
    static func text(forTyping typed: String, into responder: any UIKeyInput) -> String {
        guard !responder.isSecureTextEntry, responder.autocapitalizationType != .none else { return typed }
        var preceding = ""
        if let input = responder as? any UITextInput, let selection = input.selectedTextRange,
           let before = input.textRange(from: input.beginningOfDocument, to: selection.start) {
            preceding = input.text(in: before) ?? ""
        }
        return _TextEditing.autocapitalized(typed, type: responder.autocapitalizationType, after: preceding)
    }
}
