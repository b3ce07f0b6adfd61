import Foundation

// Undo of edits, and how typing groups into one undo step (pure functions of the model).
//
// Grouping (what one "Undo" takes back), as iOS's text views do it: a run of typing is one step
// — characters inserted one after another at the caret, including Backspaces that only take back
// what the run typed and input-method compositions replacing their own marked text; a run of
// Backspaces deleting older text is one step; anything else (a paste, a cut, a replacement of a
// selection, text inserted elsewhere) starts a new step, and so does any selection change made by
// the user, an undo or a redo, or the end of editing (the views break the run then). [O] AppKit's
// NSTextView coalesces typing the same way ("Undo Typing"); iOS's exact rules are not documented
// (DEVIATIONS 153).
extension _TextEditing {
    /// One undoable step: putting `replaced` back in place of `range` (where the step's new text
    /// is now) and selecting `selectionBefore` restores the text from before the step.
    struct UndoStep: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// Typed text (and Backspaces inside it, and marked text).
            case typing
            /// Backspaces deleting text that was there before.
            case deleting
            /// A paste, cut, replacement or programmatic edit: never grows.
            case other
        }

        var kind: Kind
        /// The range the step's text occupies now.
        var range: NSRange
        /// The text the step replaced.
        var replaced: String
        /// The selection before the step.
        var selectionBefore: NSRange

        /// The step of one edit.
        init(_ edit: Edit, kind: Kind) {
            self.kind = kind
            range = edit.rangeAfter
            replaced = edit.replaced
            selectionBefore = edit.selectionBefore
        }

        init(kind: Kind, range: NSRange, replaced: String, selectionBefore: NSRange) {
            self.kind = kind
            self.range = range
            self.replaced = replaced
            self.selectionBefore = selectionBefore
        }

        /// This step grown by `edit` (of kind `kind`) when the two are one run, else nil:
        /// - typing, then an edit inside the typed text that reaches its end (more typing at the
        ///   caret, a Backspace over typed text, a composition replacing its marked text): the
        ///   typed range grows or shrinks;
        /// - deleting, then a Backspace just before the deleted place: the deleted text grows.
        func coalescing(_ edit: Edit, kind: Kind) -> UndoStep? {
            switch (self.kind, kind) {
            case (.typing, .typing), (.typing, .deleting):
                guard edit.range.location >= range.location, NSMaxRange(edit.range) == NSMaxRange(range),
                      edit.selectionBefore.length == 0 || edit.selectionBefore == edit.range else { return nil }
                var grown = self
                grown.range.length += edit.replacement.utf16.count - edit.range.length
                return grown
            case (.deleting, .deleting):
                guard range.length == 0, edit.replacement.isEmpty, NSMaxRange(edit.range) == range.location else { return nil }
                var grown = self
                grown.range.location = edit.range.location
                grown.replaced = edit.replaced + replaced
                return grown
            default:
                return nil
            }
        }

        /// Undoes the step on `model` (selecting what was selected before it) and returns the step
        /// that redoes it.
        func revert(_ model: inout _TextEditing) -> (edit: Edit, redo: UndoStep) {
            let selectionNow = model.selectedRange
            let edit = model.replace(range, with: replaced)
            model.select(selectionBefore)
            let redo = UndoStep(kind: .other, range: edit.rangeAfter, replaced: edit.replaced, selectionBefore: selectionNow)
            return (edit, redo)
        }
    }

    /// What the software keyboard types for `typed` under `type`, given the text before the
    /// insertion point: its Shift key engaged at the start of the text (`.words`, `.sentences`),
    /// after a space or line break (`.words`), after a sentence's end and a space or after a line
    /// break (`.sentences`), always (`.allCharacters`). Only letters change. The keyboard applies
    /// this before `insertText(_:)`; `insertText` itself inserts exactly what it is given, as on
    /// iOS (and a hardware keyboard does not capitalise).
    static func autocapitalized(_ typed: String, type: UITextAutocapitalizationType, after preceding: String) -> String {
        guard type != .none else { return typed }
        // What matters is the end of the text before each typed character.
        var before = String(preceding.suffix(64))
        var result = ""
        for character in typed {
            let shift: Bool
            switch type {
            case .none: shift = false
            case .allCharacters: shift = true
            case .words: shift = before.last.map { $0.isWhitespace } ?? true
            case .sentences:
                if let last = before.last, !last.isNewline {
                    guard last.isWhitespace else { shift = false; break }
                    let end = before.lastIndex { !$0.isWhitespace || $0.isNewline }
                    shift = end.map { ".!?".contains(before[$0]) || before[$0].isNewline } ?? true
                } else {
                    shift = true
                }
            }
            let typedCharacter = shift && character.isLetter ? Character(character.uppercased()) : character
            result.append(typedCharacter)
            before.append(typedCharacter)
        }
        return result
    }
}
