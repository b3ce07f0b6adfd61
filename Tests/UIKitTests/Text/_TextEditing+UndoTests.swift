import Testing
import Foundation
@testable import UIKit

/// How edits group into undo steps, and what the keyboard's capitalisation types.
@MainActor @Suite struct _TextEditingUndoTests {
    @Test func aRunOfTypingIsOneUndoStep() {
        var model = _TextEditing(text: "x")
        var step: _TextEditing.UndoStep?
        for character in ["a", "b", "c"] {
            let edit = model.insert(character)
            if let grown = step?.coalescing(edit, kind: .typing) { step = grown } else { step = .init(edit, kind: .typing) }
        }
        // A Backspace over typed text stays in the run.
        let back = model.replace(model.rangeForDeleteBackward!, with: "")
        step = step?.coalescing(back, kind: .deleting)
        #expect(step?.range == NSRange(location: 1, length: 2))
        #expect(model.text == "xab")
        let (_, redo) = step!.revert(&model)
        #expect(model.text == "x")
        #expect(model.selectedRange == NSRange(location: 1, length: 0))
        _ = redo.revert(&model)
        #expect(model.text == "xab")
    }

    @Test func typingElsewhereStartsANewStep() {
        var model = _TextEditing(text: "hello")
        let first = model.insert("!")
        let step = _TextEditing.UndoStep(first, kind: .typing)
        model.placeCaret(at: 0)
        let second = model.insert(">")
        #expect(step.coalescing(second, kind: .typing) == nil)
    }

    @Test func backspacesOverOldTextGrowOneDeletingStep() {
        var model = _TextEditing(text: "hello")
        var step: _TextEditing.UndoStep?
        for _ in 0..<3 {
            let edit = model.replace(model.rangeForDeleteBackward!, with: "")
            if let grown = step?.coalescing(edit, kind: .deleting) { step = grown } else { step = .init(edit, kind: .deleting) }
        }
        #expect(model.text == "he")
        #expect(step?.replaced == "llo")
        _ = step!.revert(&model)
        #expect(model.text == "hello")
        #expect(model.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func pastesNeverGrow() {
        var model = _TextEditing(text: "a")
        let paste = model.insert("bc")
        let step = _TextEditing.UndoStep(paste, kind: .other)
        #expect(step.coalescing(model.insert("d"), kind: .typing) == nil)
    }

    @Test func autocapitalisationFollowsTheTraitAndTheTextBefore() {
        #expect(_TextEditing.autocapitalized("hello", type: .sentences, after: "") == "Hello")
        #expect(_TextEditing.autocapitalized("hello. how are you", type: .sentences, after: "") == "Hello. How are you")
        #expect(_TextEditing.autocapitalized("next", type: .sentences, after: "Done!  ") == "Next")
        #expect(_TextEditing.autocapitalized("line", type: .sentences, after: "first\n") == "Line")
        #expect(_TextEditing.autocapitalized("x", type: .sentences, after: "mid") == "x")
        #expect(_TextEditing.autocapitalized("new york city", type: .words, after: "") == "New York City")
        #expect(_TextEditing.autocapitalized("abc 1", type: .allCharacters, after: "") == "ABC 1")
        #expect(_TextEditing.autocapitalized("hello", type: .none, after: "") == "hello")
    }
}
