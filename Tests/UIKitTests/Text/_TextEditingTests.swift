import Testing
import Foundation
@testable import UIKit

/// The editing model: UTF-16 ranges, grapheme-correct edits, selection, marked text.
@MainActor @Suite struct _TextEditingTests {
    /// "ab你好" then a family emoji (ZWJ sequence, 8 UTF-16 units), "é" as e + combining acute,
    /// the French flag (two regional indicators).
    let mixed = "ab你好👨‍👩‍👧e\u{301}🇫🇷"

    @Test func newTextHasTheCaretAtTheEndAndNothingMarked() {
        let model = _TextEditing(text: "hello")
        #expect(model.length == 5)
        #expect(model.selectedRange == NSRange(location: 5, length: 0))
        #expect(model.markedRange == nil)
    }

    @Test func graphemeBoundariesNeverSplitACharacter() {
        let model = _TextEditing(text: mixed)
        // a b 你 好 👨‍👩‍👧 é 🇫🇷 start at 0 1 2 3 4 12 14, end 18.
        let boundaries = (0...model.length).filter(model.isGraphemeBoundary)
        #expect(boundaries == [0, 1, 2, 3, 4, 12, 14, 18])
        #expect(model.graphemeBoundary(roundingDown: 7) == 4)
        #expect(model.graphemeBoundary(roundingUp: 7) == 12)
        #expect(model.graphemeBoundary(before: 12) == 4)
        #expect(model.graphemeBoundary(after: 4) == 12)
        #expect(model.graphemeBoundary(after: 13) == 14)
        #expect(model.graphemeBoundary(before: 0) == 0)
        #expect(model.graphemeBoundary(after: 18) == 18)
        #expect(model.snapped(NSRange(location: 5, length: 8)) == NSRange(location: 4, length: 10))
    }

    @Test func typingInsertsAtTheCaretAndMovesIt() {
        var model = _TextEditing(text: "held")
        model.placeCaret(at: 3)
        let edit = model.insert("lo wor")
        #expect(model.text == "hello word")
        #expect(model.selectedRange == NSRange(location: 9, length: 0))
        #expect(edit.range == NSRange(location: 3, length: 0))
        #expect(edit.replacement == "lo wor")
        #expect(edit.replaced == "")
        #expect(edit.selectionBefore == NSRange(location: 3, length: 0))
    }

    @Test func typingReplacesTheSelection() {
        var model = _TextEditing(text: "hello world")
        model.select(NSRange(location: 6, length: 5))
        let edit = model.insert("there")
        #expect(model.text == "hello there")
        #expect(edit.replaced == "world")
        #expect(model.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test func backspaceDeletesWholeGraphemes() {
        var model = _TextEditing(text: mixed)
        var deleted: [String] = []
        while let range = model.rangeForDeleteBackward {
            deleted.append(model.replace(range, with: "").replaced)
        }
        #expect(deleted == ["🇫🇷", "e\u{301}", "👨‍👩‍👧", "好", "你", "b", "a"])
        #expect(model.text.isEmpty)
        #expect(model.rangeForDeleteBackward == nil)
    }

    @Test func backspaceDeletesTheSelectionWhenThereIsOne() {
        var model = _TextEditing(text: "hello")
        model.select(NSRange(location: 1, length: 3))
        #expect(model.rangeForDeleteBackward == NSRange(location: 1, length: 3))
    }

    @Test func aSelectionInsideAnEmojiIsWidenedToIt() {
        var model = _TextEditing(text: mixed)
        model.select(NSRange(location: 6, length: 2))
        #expect(model.selectedRange == NSRange(location: 4, length: 8))
        model.placeCaret(at: 13)
        #expect(model.selectedRange == NSRange(location: 12, length: 0))
    }

    @Test func rangesPastTheEndAreClamped() {
        var model = _TextEditing(text: "abc")
        model.select(NSRange(location: 2, length: 40))
        #expect(model.selectedRange == NSRange(location: 2, length: 1))
        model.placeCaret(at: -4)
        #expect(model.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var model = _TextEditing(text: "e")
        model.insert("\u{301}")
        #expect(model.text == "e\u{301}")
        #expect(model.selectedRange == NSRange(location: 2, length: 0))
        #expect(model.graphemeCount(in: NSRange(location: 0, length: 2)) == 1)
    }

    @Test func markedTextIsReplacedUntilCommitted() {
        var model = _TextEditing(text: "我")
        model.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        #expect(model.text == "我n")
        #expect(model.markedRange == NSRange(location: 1, length: 1))
        model.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(model.text == "我ni")
        #expect(model.markedRange == NSRange(location: 1, length: 2))
        #expect(model.selectedRange == NSRange(location: 3, length: 0))
        // The input method chooses the character: inserting replaces the marked text and commits.
        model.insert("你")
        #expect(model.text == "我你")
        #expect(model.markedRange == nil)
        #expect(model.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func unmarkingKeepsTheComposedText() {
        var model = _TextEditing()
        model.setMarkedText("ni hao", selectedRange: NSRange(location: 2, length: 0))
        #expect(model.selectedRange == NSRange(location: 2, length: 0))
        model.unmarkText()
        #expect(model.text == "ni hao")
        #expect(model.markedRange == nil)
        #expect(model.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func emptyMarkedTextRemovesTheComposition() {
        var model = _TextEditing(text: "a")
        model.setMarkedText("xyz", selectedRange: NSRange(location: 3, length: 0))
        model.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(model.text == "a")
        #expect(model.markedRange == nil)
        #expect(model.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test func backspaceWhileComposingDeletesFromTheMarkedText() {
        var model = _TextEditing(text: "a")
        model.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(model.rangeForDeleteBackward == NSRange(location: 2, length: 1))
    }

    @Test func selectingOutsideTheMarkedTextCommitsIt() {
        var model = _TextEditing(text: "abc")
        model.setMarkedText("de", selectedRange: NSRange(location: 2, length: 0))
        model.select(NSRange(location: 4, length: 0))
        #expect(model.markedRange == NSRange(location: 3, length: 2))
        model.placeCaret(at: 0)
        #expect(model.markedRange == nil)
        #expect(model.text == "abcde")
    }
}
