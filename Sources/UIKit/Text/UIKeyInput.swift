import Foundation

/// The least a responder needs to take typing (`UIKeyInput`): whether it has text, inserting
/// text at its insertion point, and deleting backward. A view adopting it and answering true to
/// `canBecomeFirstResponder` gets the keyboard's text when it is first responder: typed
/// characters arrive as `insertText(_:)`, Return as `insertText("\n")`, Tab as
/// `insertText("\t")`, Backspace as `deleteBackward()`.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text (the keyboard disables Backspace without it).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
