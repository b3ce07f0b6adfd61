import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport
import SnapshotTesting
import UIKitSnapshotTesting

/// `UITextField` driven as a user drives it: taps, typing (`insertText`/`deleteBackward`, what the
/// keyboard sends), the clear button, Return, edit actions, undo.
@MainActor @Suite struct UITextFieldTests {
    /// The host of the test (each test gets a new suite value, so a new host).
    let host = UITestHost()

    /// A 300 × 34 rounded-rect field at (20, 100) in a host's window, with a journal.
    func stage(_ text: String? = nil) -> (UITestHost, UITextField, TextEditingJournal) {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        host.window.addSubview(field)
        let journal = TextEditingJournal(field)
        host.settle()
        return (host, field, journal)
    }

    func type(_ field: UITextField, _ text: String) {
        for character in text { field.insertText(String(character)) }
    }

    // MARK: - Defaults

    @Test func defaultsAreUIKits() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == UIColor.label)
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .none)
        #expect(field.placeholder == nil)
        #expect(field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing)
        #expect(!field.isEditing)
        #expect(field.delegate == nil)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(!field.isSecureTextEntry && field.textContentType == nil)
        field.text = nil
        #expect(field.text == "")
    }

    @Test func traitsAreSettable() {
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.enablesReturnKeyAutomatically = true
        field.textContentType = .username
        field.keyboardAppearance = .dark
        let traits: any UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.returnKeyType == .next)
        #expect(traits.autocapitalizationType == .none && traits.autocorrectionType == .no)
        #expect(traits.textContentType == .username && traits.keyboardAppearance == .dark)
        #expect(traits.enablesReturnKeyAutomatically && traits.spellCheckingType == .no)
    }

    @Test func aRoundedRectFieldIsAsTallAsALinePlusThirteenPoints() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Hello"
        let size = field.intrinsicContentSize
        #expect(size.height == ceil(field.font!.lineHeight) + 13)
        #expect(size.width == ceil(("Hello" as NSString).size(withAttributes: [.font: field.font!]).width) + 14)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == ceil(field.font!.lineHeight))
    }

    @Test func theRectsFollowTheBorderStyleAndOverlayViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == bounds)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        field.borderStyle = .line
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 2, y: 2, width: 196, height: 30))
        field.borderStyle = .roundedRect
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: bounds).minX == 30)
        field.text = "x"
        field.clearButtonMode = .always
        let clear = field.clearButtonRect(forBounds: bounds)
        #expect(clear == CGRect(x: 200 - 6 - 19, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds).maxX == clear.minX)
    }

    // MARK: - Beginning and ending

    @Test func tappingAFieldMakesItFirstResponderInUIKitsOrder() {
        let (host, field, journal) = stage()
        host.tap(field)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(journal.entries == ["shouldBegin", "didBegin", "editingDidBegin", "notification didBegin"])
    }

    @Test func refusingToBeginKeepsTheFieldFromBecomingFirstResponder() {
        let (host, field, journal) = stage()
        journal.shouldBegin = false
        host.tap(field)
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(!field.becomeFirstResponder())
        #expect(journal.entries == ["shouldBegin", "shouldBegin"])
    }

    @Test func aFieldOutsideAWindowCannotBecomeFirstResponder() {
        let field = UITextField()
        #expect(!field.becomeFirstResponder())
        #expect(!field.isEditing)
    }

    @Test func resigningAsksTheDelegateThenEnds() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.clear()
        journal.shouldEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        journal.shouldEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(journal.entries == ["shouldEnd", "shouldEnd", "didEnd committed", "editingDidEnd", "notification didEnd"])
    }

    @Test func endEditingWithForceSkipsTheDelegatesVeto() {
        let (host, field, journal) = stage()
        field.becomeFirstResponder()
        journal.shouldEnd = false
        #expect(!host.window.endEditing(false))
        #expect(field.isEditing)
        journal.clear()
        #expect(host.window.endEditing(true))
        #expect(!field.isEditing)
        #expect(journal.entries == ["didEnd committed", "editingDidEnd", "notification didEnd"])
    }

    @Test func aFieldRemovedWhileEditingEndsEditing() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.shouldEnd = false
        journal.clear()
        field.removeFromSuperview()
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(journal.entries == ["didEnd committed", "editingDidEnd", "notification didEnd"])
    }

    @Test func tappingAnotherFieldMovesEditingToIt() {
        let (host, first, journal) = stage()
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        host.window.addSubview(second)
        first.becomeFirstResponder()
        journal.clear()
        host.tap(second)
        #expect(second.isFirstResponder && !first.isEditing)
        #expect(journal.entries == ["shouldEnd", "didEnd committed", "editingDidEnd", "notification didEnd"])
    }

    @Test func clearsOnBeginEditingEmptiesTheField() {
        let (host, field, journal) = stage("old")
        field.clearsOnBeginEditing = true
        host.tap(field)
        #expect(field.text == "")
        #expect(journal.entries == ["shouldBegin", "didBegin", "editingDidBegin", "notification didBegin"])
    }

    // MARK: - Typing

    @Test func eachTypedCharacterIsAskedForThenAnnounced() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.clear()
        type(field, "hi")
        #expect(field.text == "hi")
        #expect(journal.entries == ["shouldChange 0,0 h", "didChangeSelection", "editingChanged", "notification didChange",
                                    "shouldChange 1,0 i", "didChangeSelection", "editingChanged", "notification didChange"])
    }

    @Test func theDelegateCanRejectAChange() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.shouldChange = { _, string in string.allSatisfy(\.isNumber) }
        type(field, "1a2")
        #expect(field.text == "12")
        #expect(journal.entries.filter { $0 == "editingChanged" }.count == 2)
    }

    @Test func settingTextInCodeSendsNothing() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.clear()
        field.text = "set in code"
        field.attributedText = NSAttributedString(string: "attributed")
        #expect(field.text == "attributed")
        #expect(journal.entries.isEmpty)
    }

    @Test func backspaceDeletesWholeCharactersWithUTF16Ranges() {
        let (_, field, journal) = stage("a你👍🏽")
        field.becomeFirstResponder()
        journal.clear()
        field.deleteBackward()
        #expect(field.text == "a你")
        #expect(journal.entries.first == "shouldChange 2,4 ")
        field.deleteBackward()
        #expect(field.text == "a")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
        #expect(!field.hasText)
    }

    @Test func chineseAndEmojiAreTypedAndMeasuredInUTF16() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.clear()
        field.insertText("你好")
        field.insertText("😀")
        #expect(field.text == "你好😀")
        #expect(journal.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0,0 你好", "shouldChange 2,0 😀"])
        let end = field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
        #expect(end == 4)
    }

    @Test func returnAsksTheDelegateThenSendsEditingDidEndOnExit() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        host.window.addSubview(field)
        let journal = TextEditingJournal(field, controlEvents: false)
        var primaryActions = 0
        field.addAction(UIAction { _ in primaryActions += 1 }, for: .primaryActionTriggered)
        field.becomeFirstResponder()
        journal.clear()
        field.insertText("\n")
        #expect(journal.entries == ["shouldReturn"])
        #expect(primaryActions == 1)
        #expect(field.isEditing, "no target for .editingDidEndOnExit: the field stays first responder")
        #expect(field.text == "")
        journal.shouldReturn = false
        journal.clear()
        field.insertText("\n")
        #expect(journal.entries == ["shouldReturn"])
        #expect(primaryActions == 1)
    }

    @Test func returnResignsWhenSomeoneListensForEditingDidEndOnExit() {
        let (_, field, journal) = stage()
        final class Target { var calls = 0; func done() { calls += 1 } }
        let target = Target()
        field.addTarget(target, action: Target.done, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        journal.clear()
        field.insertText("\n")
        #expect(target.calls == 1)
        #expect(!field.isEditing)
        #expect(journal.entries == ["shouldReturn", "editingDidEndOnExit", "primaryActionTriggered", "shouldEnd",
                                    "didEnd committed", "editingDidEnd", "notification didEnd"])
    }

    @Test func lineBreaksInTypedTextBecomeSpaces() {
        let (_, field, _) = stage()
        field.becomeFirstResponder()
        field.insertText("a\nb")
        #expect(field.text == "a b")
    }

    // MARK: - The clear button

    @Test func theClearButtonShowsPerItsModeAndClearsAsAChange() throws {
        let (host, field, journal) = stage("text")
        field.clearButtonMode = .whileEditing
        host.settle()
        let button = try #require(field.subviews.first { $0 is _UITextFieldClearButton })
        #expect(button.isHidden)
        host.tap(field)
        host.settle()
        #expect(!button.isHidden)
        journal.clear()
        host.tap(button)
        #expect(field.text == "")
        #expect(journal.entries == ["shouldClear", "shouldChange 0,4 ", "didChangeSelection", "editingChanged", "notification didChange"])
        host.settle()
        #expect(button.isHidden)
    }

    @Test func refusingToClearLeavesTheText() throws {
        let (host, field, journal) = stage("keep")
        field.clearButtonMode = .always
        journal.shouldClear = false
        host.settle()
        let button = try #require(field.subviews.first { $0 is _UITextFieldClearButton })
        host.tap(button)
        #expect(field.text == "keep")
        #expect(journal.entries == ["shouldClear"])
    }

    // MARK: - Secure entry

    @Test func secureTextShowsBulletsAndCannotBeCopied() {
        let (_, field, _) = stage()
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.insertText("pa😀")
        #expect(field.text == "pa😀")
        let label = field._textLabelForTesting
        #expect(label.text == "•••")
        field.selectAll(nil)
        #expect(!field.canPerformAction("copy:", withSender: nil))
        #expect(!field.canPerformAction("cut:", withSender: nil))
        #expect(field.canPerformAction("delete:", withSender: nil))
        UIPasteboard.general.string = "before"
        field.copy(nil)
        field.cut(nil)
        #expect(UIPasteboard.general.string == "before")
        #expect(field.text == "pa😀")
    }

    @Test func editingSecureTextAgainReplacesIt() {
        let (_, field, _) = stage()
        field.isSecureTextEntry = true
        field.text = "secret"
        field.becomeFirstResponder()
        field.insertText("n")
        #expect(field.text == "n")
        field.insertText("e")
        #expect(field.text == "ne")
    }

    // MARK: - Edit actions and the pasteboard

    @Test func pasteInsertsThePasteboardsStringAsOneChange() {
        let (_, field, journal) = stage("ab")
        field.becomeFirstResponder()
        UIPasteboard.general.string = "x\ny"
        #expect(field.canPerformAction("paste:", withSender: nil))
        journal.clear()
        field.paste(nil)
        #expect(field.text == "abx y")
        #expect(journal.entries.prefix(4) == ["shouldChange 2,0 x y", "didChangeSelection", "editingChanged", "notification didChange"])
    }

    @Test func copyAndCutPutTheSelectionOnThePasteboard() {
        let (_, field, _) = stage("hello world")
        field.becomeFirstResponder()
        #expect(!field.canPerformAction("copy:", withSender: nil))
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!,
                                                  to: field.endOfDocument)
        field.copy(nil)
        #expect(UIPasteboard.general.string == "world")
        field.cut(nil)
        #expect(field.text == "hello ")
        #expect(UIPasteboard.general.string == "world")
        #expect(UIPasteboard.general.changeCount == 2)
        field.selectAll(nil)
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 6)
        field.delete(nil)
        #expect(field.text == "")
    }

    @Test func otherActionsGoUpTheResponderChain() {
        let (_, field, _) = stage()
        #expect(!field.canPerformAction("makeBold:", withSender: nil))
        #expect(field.target(forAction: "selectAll:", withSender: nil) == nil || field.text == "")
        field.text = "x"
        #expect(field.target(forAction: "selectAll:", withSender: nil) as? UITextField === field)
    }

    // MARK: - Undo

    @Test func undoTakesBackARunOfTypingAndRedoRestoresIt() throws {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        type(field, "abc")
        let undo = try #require(field.undoManager)
        #expect(undo.canUndo)
        #expect(undo.undoActionName == "Typing")
        journal.clear()
        undo.undo()
        #expect(field.text == "")
        #expect(journal.entries.contains("editingChanged"))
        #expect(undo.canRedo)
        undo.redo()
        #expect(field.text == "abc")
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
    }

    @Test func aPasteIsItsOwnUndoStep() throws {
        let (_, field, _) = stage()
        field.becomeFirstResponder()
        type(field, "ab")
        UIPasteboard.general.string = "XY"
        field.paste(nil)
        type(field, "c")
        let undo = try #require(field.undoManager)
        undo.undo()
        #expect(field.text == "abXY")
        undo.undo()
        #expect(field.text == "ab")
        undo.undo()
        #expect(field.text == "")
        #expect(!undo.canUndo)
    }

    @Test func movingTheCaretEndsTheTypingRun() throws {
        let (_, field, _) = stage()
        field.becomeFirstResponder()
        type(field, "ab")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        type(field, ">")
        let undo = try #require(field.undoManager)
        undo.undo()
        #expect(field.text == "ab")
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 0)
    }

    @Test func endingEditingForgetsTheFieldsUndoSteps() throws {
        let (_, field, _) = stage()
        field.becomeFirstResponder()
        type(field, "ab")
        let undo = try #require(field.undoManager)
        field.resignFirstResponder()
        #expect(!undo.canUndo)
    }

    // MARK: - Marked text

    @Test func markedTextIsReplacedAsTheInputMethodComposes() {
        let (_, field, journal) = stage()
        field.becomeFirstResponder()
        journal.clear()
        field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "ni")
        let marked = field.markedTextRange.map { field.offset(from: $0.start, to: $0.end) }
        #expect(marked == 2)
        #expect(field._displayText().attributes(at: 0)?.underlineStyle == .single, "marked text is drawn underlined")
        field.insertText("你")
        #expect(field.text == "你")
        #expect(field.markedTextRange == nil)
        #expect(journal.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0,0 n", "shouldChange 0,1 ni", "shouldChange 0,2 你"])
    }

    @Test func theInputDelegateHearsOfChangesItDidNotMake() {
        final class TextSystem: UITextInputDelegate {
            var calls: [String] = []
            func selectionWillChange(_ textInput: (any UITextInput)?) { calls.append("selectionWillChange") }
            func selectionDidChange(_ textInput: (any UITextInput)?) { calls.append("selectionDidChange") }
            func textWillChange(_ textInput: (any UITextInput)?) { calls.append("textWillChange") }
            func textDidChange(_ textInput: (any UITextInput)?) { calls.append("textDidChange") }
        }
        let (_, field, _) = stage()
        let system = TextSystem()
        field.inputDelegate = system
        field.becomeFirstResponder()
        field.insertText("typed")
        #expect(system.calls.isEmpty, "typing comes from the text system itself")
        field.text = "set"
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(system.calls == ["textWillChange", "textDidChange", "selectionWillChange", "selectionDidChange"])
    }

    // MARK: - Touches on the text

    /// The x (window coordinates) of the caret before UTF-16 offset `offset`.
    func caretX(_ field: UITextField, _ offset: Int) -> CGFloat {
        let rect = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
        return field.convert(rect, to: nil).midX
    }

    @Test func aTapPutsTheCaretAtTheNearestCharacterEdge() {
        let (host, field, _) = stage("a你👍🏽b")
        host.tap(field)
        let y = field.convert(CGPoint(x: 0, y: 17), to: nil).y
        // Just right of the edge between 你 and 👍🏽 (offset 2), and a little left of the end of 👍🏽.
        let boundaries = [0, 1, 2, 6, 7]
        let xs = boundaries.map { caretX(field, $0) }
        host.tap(at: CGPoint(x: xs[2] + 2, y: y))
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 2)
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: xs[3] - 2, y: y))
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 6)
        host.advance(by: 0.5)
        // In the middle of the emoji: never inside it.
        host.tap(at: CGPoint(x: (xs[2] + xs[3]) / 2 + 1, y: y))
        let offset = field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
        #expect(offset == 6 || offset == 2)
    }

    @Test func aDoubleTapSelectsTheWord() {
        let (host, field, _) = stage("hello world")
        host.tap(field)
        host.advance(by: 0.5)
        let y = field.convert(CGPoint(x: 0, y: 17), to: nil).y
        let x = (caretX(field, 7) + caretX(field, 9)) / 2
        host.tap(at: CGPoint(x: x, y: y), count: 2)
        let range = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 6)
        #expect(field.offset(from: range.start, to: range.end) == 5)
        #expect(field._selectionViewForTesting.selectionRects.count == 1)
        #expect(field._selectionViewForTesting.caretView.isHidden)
    }

    @Test func aLongPressThenADragSelects() {
        let (host, field, _) = stage("hello world")
        host.tap(field)
        host.advance(by: 0.5)
        let y = field.convert(CGPoint(x: 0, y: 17), to: nil).y
        let finger = host.touchDown(at: CGPoint(x: caretX(field, 2), y: y))
        host.advance(by: 0.6)
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 2)
        host.move(finger, to: CGPoint(x: caretX(field, 8), y: y))
        host.advance(by: 1.0 / 60)
        host.lift(finger)
        host.advance(by: 1.0 / 60)
        let range = field.selectedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 2)
        #expect(field.offset(from: range.start, to: range.end) == 6)
    }

    // MARK: - The caret

    @Test func theCaretIsTwoPointsWideInTheTintColourAndBlinksOnTheFrameClock() {
        let (host, field, _) = stage("abc")
        field.tintColor = .systemRed
        field.becomeFirstResponder()
        let caret = field._selectionViewForTesting.caretView
        #expect(!caret.isHidden)
        #expect(caret.bounds.width == 2)
        #expect(caret.backgroundColor == .systemRed)
        #expect(field.caretRect(for: field.endOfDocument).width == 2)
        #expect(caret.alpha == 1)
        host.advance(by: 0.55)
        #expect(caret.alpha == 0, "faded out after half a second")
        host.advance(by: 0.5)
        #expect(caret.alpha == 1, "back after another half")
        host.advance(by: 0.45)
        field.insertText("d")
        #expect(caret.alpha == 1, "typing shows the caret")
        host.advance(by: 0.3)
        field.insertText("e")
        host.advance(by: 0.3)
        #expect(caret.alpha == 1, "still solid while typing")
        // A blinking caret leaves the application idle.
        #expect(host.settle() < 30)
        field.resignFirstResponder()
        #expect(caret.isHidden)
    }

    @Test func longTextScrollsToKeepTheCaretVisible() {
        let (_, field, _) = stage()
        field.becomeFirstResponder()
        type(field, String(repeating: "wide text ", count: 8))
        let caret = field._selectionViewForTesting.caretView
        let container = field._selectionViewForTesting.bounds
        #expect(caret.frame.maxX <= container.maxX + 0.01)
        #expect(caret.frame.minX > container.maxX - 10)
    }

    // MARK: - Nothing leaks

    @Test func anEditedBlinkingFieldIsFreedOnceRemovedAndItsDelegateIsHeldWeakly() {
        let host = UITestHost()
        weak var weakField: UITextField?
        weak var weakJournal: TextEditingJournal?
        do {
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            field.leftViewMode = .always
            host.window.addSubview(field)
            let journal = TextEditingJournal(field)
            weakJournal = journal
            host.tap(field)
            type(field, "hello 你好")
            UIPasteboard.general.string = "!"
            field.paste(nil)
            field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            host.tap(at: field.convert(CGPoint(x: 40, y: 17), to: nil), count: 2)
            host.advance(by: 1.3)
            #expect(field.isFirstResponder)
            withExtendedLifetime(journal) {}
            field.removeFromSuperview()
            weakField = field
        }
        #expect(weakJournal == nil, "the delegate is held weakly")
        host.settle()
        #expect(weakField == nil)
        #expect(host.window.undoManager?.canUndo == false)
    }

    @Test func makingEditingAndDiscardingFieldsLeavesNothingBehind() {
        let host = UITestHost()
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 40
        var weakFields: [() -> UITextField?] = []
        var rssAfterWarmUp = 0
        for i in 0..<cycles {
            if i == min(cycles - 1, 50) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            field.borderStyle = .roundedRect
            host.window.addSubview(field)
            field.becomeFirstResponder()
            type(field, "cycle \(i) 😀")
            field.deleteBackward()
            host.advance(by: 0.6)
            field.resignFirstResponder()
            field.removeFromSuperview()
            weak let weakField = field
            if i < 20 { weakFields.append { weakField } }
        }
        host.settle()
        #expect(weakFields.allSatisfy { $0() == nil })
        #expect(host.application._timers.isEmpty)
        if cycles > 1000 {
            let end = ResidentMemory.kilobytes()
            print("UITextField cycles: \(cycles), RSS after 50: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }

    // MARK: - Golden images (scale 2, `__Snapshots__/UITextFieldTests`; delete a PNG and run twice to re-record)

    /// A white 320-pt-wide panel in a host's window holding `fields` stacked 16 pt apart.
    func panel(_ fields: [UITextField]) -> (UITestHost, UIView) {
        let host = UITestHost()
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: CGFloat(fields.count) * 50 + 16))
        panel.backgroundColor = .white
        host.window.addSubview(panel)
        for (i, field) in fields.enumerated() {
            field.frame = CGRect(x: 16, y: 16 + CGFloat(i) * 50, width: 288, height: 34)
            panel.addSubview(field)
        }
        host.settle()
        return (host, panel)
    }

    @Test func goldenBorderStylesAndPlaceholder() {
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        var fields = styles.map { style -> UITextField in
            let field = UITextField()
            field.borderStyle = style
            field.text = "Hello, 你好"
            return field
        }
        let placeholder = UITextField()
        placeholder.borderStyle = .roundedRect
        placeholder.placeholder = "Email address"
        placeholder.clearButtonMode = .always
        fields.append(placeholder)
        let (_, panel) = panel(fields)
        assertSnapshot(of: panel, as: .image)
    }

    @Test func goldenEditingWithCaretAndClearButton() {
        let editing = UITextField()
        editing.borderStyle = .roundedRect
        editing.clearButtonMode = .whileEditing
        let (host, panel) = panel([editing])
        editing.becomeFirstResponder()
        editing.insertText("Typing")
        host.advance(by: 0.1)
        assertSnapshot(of: panel, as: .image)
    }

    @Test func goldenSelectionAndSecureText() {
        let selecting = UITextField()
        selecting.borderStyle = .roundedRect
        selecting.text = "hello world"
        let secure = UITextField()
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "password"
        let (host, panel) = panel([selecting, secure])
        selecting.becomeFirstResponder()
        selecting.selectedTextRange = selecting.textRange(from: selecting.position(from: selecting.beginningOfDocument, offset: 6)!,
                                                          to: selecting.endOfDocument)
        host.advance(by: 0.1)
        assertSnapshot(of: panel, as: .image)
    }
}
