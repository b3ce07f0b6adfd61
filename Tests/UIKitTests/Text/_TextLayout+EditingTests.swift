import Testing
import Foundation
@testable import UIKit

/// Editing geometry from Pango: carets, hit-testing on grapheme boundaries, selection rectangles,
/// lines, words.
@MainActor @Suite struct TextLayoutEditingTests {
    let font = UIFont.systemFont(ofSize: 17)

    func layout(_ string: String, width: CGFloat? = nil) -> _TextLayout {
        var layout = _TextLayout(text: _AttributedText(string, attributes: _AttributedText.Attributes(font: font)), width: width,
                                 lineBreakMode: .byWordWrapping)
        layout.baseFont = font
        return layout
    }

    @Test func theCaretIsAsTallAsTheLineAndMovesRight() {
        let l = layout("abc")
        let carets = (0...3).map { l.caretRect(at: $0) }
        #expect(carets[0].minX == 0)
        #expect(zip(carets, carets.dropFirst()).allSatisfy { $0.minX < $1.minX })
        #expect(carets.allSatisfy { abs($0.height - font.lineHeight) < 0.5 && $0.width == 0 })
    }

    @Test func anEmptyTextHasACaretInTheBaseFont() {
        let caret = layout("").caretRect(at: 0)
        #expect(caret.minX == 0 && abs(caret.height - font.lineHeight) < 0.5)
    }

    @Test func hitTestingLandsOnGraphemeBoundaries() {
        let text = "a你👍🏽e\u{301}"
        let l = layout(text)
        let edges = [0, 1, 2, 6, 8].map { l.caretRect(at: $0).minX }
        for x in stride(from: -5, through: edges.last! + 5, by: 0.5) {
            let offset = l.offset(closestTo: CGPoint(x: x, y: 5))
            #expect([0, 1, 2, 6, 8].contains(offset), "x \(x) gave \(offset)")
        }
        #expect(l.offset(closestTo: CGPoint(x: edges[2] + 1, y: 5)) == 2)
        #expect(l.offset(closestTo: CGPoint(x: edges[1] - 1, y: 5)) == 1)
        #expect(l.offset(closestTo: CGPoint(x: 1000, y: 5)) == 8)
    }

    @Test func emptyLinesAreAsTallAsTheOthers() {
        let lines = layout("a\n\nb").lines()
        #expect(lines.map(\.range) == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 1), NSRange(location: 3, length: 1)])
        for line in lines { #expect(abs(line.rect.height - font.lineHeight) < 0.5, "\(line)") }
    }

    @Test func aPointPastALineEndPutsTheCaretBeforeItsBreak() {
        let l = layout("ab\ncd")
        let second = l.lines()[0]
        #expect(l.offset(closestTo: CGPoint(x: 500, y: second.rect.midY)) == 2)
        #expect(l.offset(closestTo: CGPoint(x: 500, y: second.rect.maxY + 5)) == 5)
    }

    @Test func selectionRectsCoverEachLineTheRangeTouches() {
        let l = layout("first line\nsecond", width: 300)
        let rects = l.selectionRects(for: NSRange(location: 6, length: 8), extendingLinesTo: 300)
        #expect(rects.count == 2)
        #expect(abs(rects[0].minX - l.caretRect(at: 6).minX) < 0.01)
        #expect(rects[0].maxX == 300, "covers to the container's edge past the line break")
        #expect(abs(rects[1].maxX - l.caretRect(at: 14).minX) < 0.01)
        #expect(rects[1].minY >= rects[0].maxY - 0.01)
        #expect(l.selectionRects(for: NSRange(location: 3, length: 0)).isEmpty)
    }

    @Test func wordsFollowUnicodeWordBoundaries() {
        let text = "Hello, wörld! don't 你好"
        func word(_ offset: Int) -> String {
            let r = _TextLayout.wordRange(at: offset, in: text)
            return (text as NSString).substring(with: r)
        }
        #expect(word(2) == "Hello")
        #expect(word(5) == "Hello", "just after a word: that word")
        #expect(word(9) == "wörld")
        #expect(word(16) == "don't")
        #expect(word(20) == "你好", "a run of Han characters is one word here")
        #expect(word(6) == ", ")
        #expect(_TextLayout.wordRange(at: 0, in: "") == NSRange(location: 0, length: 0))
    }
}
