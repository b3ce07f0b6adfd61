import Foundation

/// What the hardware keys that are not text do in a text field or text view that is first
/// responder (they arrive as `pressesBegan`, `UIApplication+Presses.swift`): the arrows move the
/// caret (with Shift, extend the selection); ⌘A, ⌘C, ⌘X, ⌘V are the standard edit actions; ⌘Z
/// undoes and ⇧⌘Z redoes. Any other press goes on up the responder chain. Not API.
@MainActor
enum _UITextEditingKeys {
    /// Performs `press`'s editing meaning for `input`; false when the press has none.
    static func perform(_ press: UIPress, on input: UIResponder & UIResponderStandardEditActions,
                        moveCaret: (UITextLayoutDirection, Bool) -> Void) -> Bool {
        guard let key = press.key else { return false }
        let flags = key.modifierFlags.intersection([.shift, .command, .alternate, .control])
        let shift = flags.contains(.shift)
        let input_ = key.charactersIgnoringModifiers
        if flags.isSubset(of: [.shift]) {
            switch input_ {
            case UIKeyCommand.inputLeftArrow: moveCaret(.left, shift)
            case UIKeyCommand.inputRightArrow: moveCaret(.right, shift)
            case UIKeyCommand.inputUpArrow: moveCaret(.up, shift)
            case UIKeyCommand.inputDownArrow: moveCaret(.down, shift)
            default: return false
            }
            return true
        }
        guard flags == .command || flags == [.command, .shift] else { return false }
        switch input_.lowercased() {
        case "a" where !shift: input.selectAll(nil)
        case "c" where !shift: input.copy(nil)
        case "x" where !shift: input.cut(nil)
        case "v" where !shift: input.paste(nil)
        case "z":
            guard let manager = input.undoManager else { return false }
            if shift { manager.redo() } else { manager.undo() }
        default: return false
        }
        return true
    }
}
