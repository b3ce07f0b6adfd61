import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport
import SnapshotTesting
import UIKitSnapshotTesting

/// `UITextView`: editing in UIKit's order, Return, the insets, growth under Auto Layout, scrolling
/// to the caret, selection by touch.
@MainActor @Suite struct UITextViewTests {
    /// The host of the test (each test gets a new suite value, so a new host).
    let host = UITestHost()

    /// A 300 × 200 text view at (20, 100) in a host's window, with a journal.
    func stage(_ text: String = "") -> (UITestHost, UITextView, TextEditingJournal) {
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = text
        host.window.addSubview(textView)
        let journal = TextEditingJournal(textView)
        host.settle()
        return (host, textView, journal)
    }

    func offset(_ textView: UITextView) -> Int? {
        textView.selectedTextRange.map { textView.offset(from: textView.beginningOfDocument, to: $0.start) }
    }

    @Test func defaultsAreUIKits() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.font == nil)
        #expect(textView.textColor == nil)
        #expect(textView.textAlignment == .natural)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.isScrollEnabled)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect((textView as UIView) is UIScrollView)
    }

    @Test func theTextStartsInsideTheInsetAndTheLinePadding() {
        let (_, textView, _) = stage("Hello")
        let caret = textView.caretRect(for: textView.beginningOfDocument)
        #expect(caret.width == 2)
        #expect(abs(caret.midX - 5) < 0.01, "0 inset + 5 pt line fragment padding")
        #expect(abs(caret.minY - 8) < 0.01, "8 pt top inset")
        #expect(abs(caret.height - UIFont.systemFont(ofSize: 17).lineHeight) < 0.5)
    }

    @Test func tappingBeginsEditingInUIKitsOrder() {
        let (host, textView, journal) = stage("Hello")
        host.tap(at: CGPoint(x: 100, y: 200))
        host.advance(by: 0.5)
        #expect(textView.isFirstResponder)
        #expect(journal.entries.prefix(3) == ["shouldBegin", "didBegin", "notification didBegin"])
        #expect(offset(textView) == 5, "a tap below the text puts the caret at its end")
    }

    @Test func refusingToBeginKeepsItFromBecomingFirstResponder() {
        let (host, textView, journal) = stage()
        journal.shouldBegin = false
        host.tap(textView)
        host.advance(by: 0.5)
        #expect(!textView.isFirstResponder)
        #expect(journal.entries == ["shouldBegin"])
    }

    @Test func returnInsertsALineBreakAndEveryChangeIsAskedAndAnnounced() {
        let (_, textView, journal) = stage()
        textView.becomeFirstResponder()
        journal.clear()
        textView.insertText("a")
        textView.insertText("\n")
        textView.insertText("b")
        #expect(textView.text == "a\nb")
        #expect(journal.entries == ["shouldChange 0,0 a", "didChangeSelection", "didChange", "notification didChange",
                                    "shouldChange 1,0 \n", "didChangeSelection", "didChange", "notification didChange",
                                    "shouldChange 2,0 b", "didChangeSelection", "didChange", "notification didChange"])
        let second = textView.caretRect(for: textView.endOfDocument)
        let first = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 1)!)
        #expect(second.minY > first.minY, "the caret is on the second line")
    }

    @Test func theDelegateCanRejectAChangeAndCodeChangesSendNothing() {
        let (_, textView, journal) = stage()
        textView.becomeFirstResponder()
        journal.shouldChange = { _, text in text != "\n" }
        textView.insertText("a")
        textView.insertText("\n")
        #expect(textView.text == "a")
        journal.clear()
        textView.text = "in code"
        #expect(journal.entries.isEmpty)
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
    }

    @Test func resigningAsksTheDelegateUnlessForced() {
        let (host, textView, journal) = stage()
        textView.becomeFirstResponder()
        journal.shouldEnd = false
        journal.clear()
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
        host.window.endEditing(true)
        #expect(!textView.isFirstResponder)
        #expect(journal.entries == ["shouldEnd", "didEnd", "notification didEnd"])
    }

    @Test func selectingInCodeTellsTheDelegate() {
        let (_, textView, journal) = stage("Hello world")
        journal.clear()
        textView.selectedRange = NSRange(location: 6, length: 5)
        #expect(journal.entries == ["didChangeSelection"])
        #expect(textView.text(in: textView.selectedTextRange!) == "world")
    }

    @Test func aDoubleTapSelectsAWordEvenWhenNotEditable() {
        let (host, textView, journal) = stage("Hello brave world")
        textView.isEditable = false
        let start = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 7)!)
        let point = textView.convert(CGPoint(x: start.midX, y: start.midY), to: nil)
        host.tap(at: point, count: 2)
        #expect(textView.selectedRange == NSRange(location: 6, length: 5))
        #expect(!journal.entries.contains("didBegin"), "selecting is not editing")
        textView.insertText("x")
        #expect(textView.text == "Hello brave world")
    }

    @Test func aTapPutsTheCaretOnTheTappedLineAndCharacter() {
        let (host, textView, _) = stage("first line\nsecond line")
        textView.becomeFirstResponder()
        let edge = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 14)!)
        host.tap(at: textView.convert(CGPoint(x: edge.midX + 1, y: edge.midY), to: nil))
        host.advance(by: 0.5)
        #expect(textView.selectedRange == NSRange(location: 14, length: 0))
    }

    @Test func typingScrollsToKeepTheCaretVisible() {
        let (_, textView, _) = stage()
        textView.becomeFirstResponder()
        for i in 0..<20 { textView.insertText("line \(i)\n") }
        #expect(textView.contentSize.height > textView.bounds.height)
        #expect(textView.contentOffset.y > 0)
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.bounds.contains(CGPoint(x: caret.midX, y: caret.maxY - 1)))
    }

    @Test func scrollRangeToVisibleBringsTheRangeIntoView() {
        let (_, textView, _) = stage((0..<40).map { "line \($0)" }.joined(separator: "\n"))
        textView.setContentOffset(.zero, animated: false)
        textView.scrollRangeToVisible(NSRange(location: textView.text.utf16.count - 2, length: 1))
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.contentOffset.y > 0)
        #expect(textView.bounds.intersects(caret))
    }

    @Test func withoutScrollingItGrowsWithItsTextUnderAutoLayout() {
        let host = UITestHost()
        let textView = UITextView()
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 100),
        ])
        host.settle()
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(abs(textView.frame.height - ceil(lineHeight + 16)) < 0.01, "one empty line and the insets")
        textView.becomeFirstResponder()
        textView.insertText("one\ntwo\nthree")
        host.settle()
        #expect(abs(textView.frame.height - ceil(3 * lineHeight + 16)) < 0.01)
        textView.insertText(" and a long line that has to wrap at the view's width because it is long")
        host.settle()
        #expect(textView.frame.height > ceil(4 * lineHeight + 16) - 0.01)
        #expect(textView.frame.width == host.window.bounds.width - 40)
        textView.deleteBackward()
        textView.text = "x"
        host.settle()
        #expect(abs(textView.frame.height - ceil(lineHeight + 16)) < 0.01)
    }

    @Test func undoInATextViewRestoresTextAndSelection() throws {
        let (_, textView, _) = stage("Hi")
        textView.becomeFirstResponder()
        textView.insertText(" there")
        textView.selectedRange = NSRange(location: 0, length: 2)
        textView.insertText("Hello")
        let undo = try #require(textView.undoManager)
        undo.undo()
        #expect(textView.text == "Hi there")
        #expect(textView.selectedRange == NSRange(location: 0, length: 2))
        undo.undo()
        #expect(textView.text == "Hi")
        undo.redo()
        undo.redo()
        #expect(textView.text == "Hello there")
    }

    @Test func linesAreFoundByTheTokenizer() {
        let (_, textView, _) = stage("one two\nthree")
        let tokenizer = textView.tokenizer
        let inside = textView.position(from: textView.beginningOfDocument, offset: 5)!
        let word = tokenizer.rangeEnclosingPosition(inside, with: .word, inDirection: .storage(.forward))
        #expect(word.flatMap { textView.text(in: $0) } == "two")
        let paragraph = tokenizer.rangeEnclosingPosition(textView.position(from: textView.beginningOfDocument, offset: 10)!,
                                                         with: .paragraph, inDirection: .storage(.forward))
        #expect(paragraph.flatMap { textView.text(in: $0) } == "three")
        let lineEnd = tokenizer.position(from: textView.beginningOfDocument, toBoundary: .line, inDirection: .storage(.forward))
        #expect(lineEnd.map { textView.offset(from: textView.beginningOfDocument, to: $0) } == 7)
        #expect(tokenizer.isPosition(textView.endOfDocument, atBoundary: .document, inDirection: .storage(.forward)))
    }

    @Test func upAndDownMoveBetweenLines() {
        let (_, textView, _) = stage("abc\ndef")
        let b = textView.position(from: textView.beginningOfDocument, offset: 1)!
        let down = textView.position(from: b, in: .down, offset: 1)
        #expect(down.map { textView.offset(from: textView.beginningOfDocument, to: $0) } == 5)
        #expect(textView.position(from: b, in: .up, offset: 1) == nil)
    }

    @Test func arrowKeysMoveTheCaretAndShiftExtendsTheSelection() {
        let (_, textView, _) = stage("ab😀\ncdef")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 4, length: 0)
        textView._moveCaret(.left, extendingSelection: false)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0), "one grapheme: the emoji")
        textView._moveCaret(.down, extendingSelection: false)
        #expect(textView.selectedRange.location >= 6 && textView.selectedRange.location <= 8)
        textView.selectedRange = NSRange(location: 1, length: 0)
        textView._moveCaret(.right, extendingSelection: true)
        textView._moveCaret(.right, extendingSelection: true)
        #expect(textView.selectedRange == NSRange(location: 1, length: 3))
        textView._moveCaret(.left, extendingSelection: true)
        #expect(textView.selectedRange == NSRange(location: 1, length: 1))
        textView._moveCaret(.left, extendingSelection: false)
        #expect(textView.selectedRange == NSRange(location: 1, length: 0))
        textView._moveCaret(.up, extendingSelection: false)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0), "past the first line: the start")
        textView._moveCaret(.down, extendingSelection: true)
        textView._moveCaret(.down, extendingSelection: true)
        #expect(textView.selectedRange == NSRange(location: 0, length: 9), "past the last line: the end")
    }

    // MARK: - Nothing leaks

    @Test func anEditedTextViewIsFreedOnceRemoved() {
        let host = UITestHost()
        weak var weakTextView: UITextView?
        weak var weakJournal: TextEditingJournal?
        do {
            let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
            host.window.addSubview(textView)
            let journal = TextEditingJournal(textView)
            weakJournal = journal
            host.tap(textView)
            host.advance(by: 0.5)
            for i in 0..<12 { textView.insertText("line \(i)\n") }
            host.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 120))
            host.tap(at: CGPoint(x: 60, y: 130), count: 2)
            host.advance(by: 1.2)
            withExtendedLifetime(journal) {}
            textView.removeFromSuperview()
            weakTextView = textView
        }
        #expect(weakJournal == nil)
        host.settle()
        #expect(weakTextView == nil)
        #expect(host.window.undoManager?.canUndo == false, "its undo steps left with it")
    }

    // MARK: - Golden images (scale 2, `__Snapshots__/UITextViewTests`)

    @Test func goldenTextViewEditingWithASelection() {
        let (host, textView, _) = stage("A text view wraps its lines at its width and scrolls.\n\n你好，世界！ and more text.")
        textView.frame = CGRect(x: 20, y: 100, width: 280, height: 160)
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray4.cgColor
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 9)
        host.advance(by: 0.1)
        assertSnapshot(of: textView, as: .image)
    }
}
