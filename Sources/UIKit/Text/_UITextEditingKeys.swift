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

    /// For a text input's `pressesBegan`: performs the presses it takes while first responder
    /// (remembered in `consumed`) and returns the others, for `super`.
    static func pressesBegan(_ presses: Set<UIPress>, on input: UIResponder & UIResponderStandardEditActions,
                             consumed: inout Set<ObjectIdentifier>,
                             moveCaret: (UITextLayoutDirection, Bool) -> Void) -> Set<UIPress> {
        var others: Set<UIPress> = []
        for press in presses {
            if input.isFirstResponder, perform(press, on: input, moveCaret: moveCaret) {
                consumed.insert(ObjectIdentifier(press))
            } else {
                others.insert(press)
            }
        }
        return others
    }

    /// For `pressesEnded` and `pressesCancelled`: forgets the presses that began here and returns
    /// the others, for `super`.
    static func pressesEnded(_ presses: Set<UIPress>, consumed: inout Set<ObjectIdentifier>) -> Set<UIPress> {
        presses.filter { consumed.remove(ObjectIdentifier($0)) == nil }
    }
}
