import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// A hardware keyboard typing into text fields and text views through `UITestHost`: text,
/// auto-capitalisation, Return, arrows, the ⌘ shortcuts, and the keyboard notifications around
/// the editing callbacks.
@MainActor @Suite struct UITextEditingKeysTests {
    final class Journal: UITextFieldDelegate {
        var log: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            textField.resignFirstResponder()
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    }

    func stage() -> (UITestHost, UITextField) {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        host.settle()
        return (host, field)
    }

    @Test func typingIntoATappedFieldCapitalisesTheSentenceAndBackspaceDeletes() {
        let (host, field) = stage()
        host.tap(field)
        #expect(field.isFirstResponder)
        host.type("hello. world 世界 👋")
        #expect(field.text == "Hello. World 世界 👋")
        host.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "Hello. World 世界 ")
    }

    @Test func aFieldWithoutCapitalisationTypesWhatTheKeysSay() {
        let (host, field) = stage()
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        host.type("abc")
        #expect(field.text == "abc")
    }

    @Test func returnAsksTheDelegateAndTheKeyboardNotificationsSurroundTheEditing() {
        let (host, field) = stage()
        let journal = Journal()
        field.delegate = journal
        var observers: [NSObjectProtocol] = []
        for (name, label) in [(UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                              (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide")] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { journal.log.append(label) }
            })
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        host.tap(field)
        host.settle()
        host.type("x")
        host.press(.keyboardReturnOrEnter)
        host.settle()
        #expect(journal.log == ["willShow", "didBegin", "didShow", "shouldReturn", "willHide", "didEnd", "didHide"])
        #expect(!field.isFirstResponder)
    }

    @Test func arrowsMoveTheCaretAndShiftExtendsTheSelection() {
        let (host, field) = stage()
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        host.type("abcd")
        host.press(.keyboardLeftArrow)
        host.press(.keyboardLeftArrow)
        host.type("X")
        #expect(field.text == "abXcd")
        host.press(.keyboardRightArrow, modifierFlags: .shift)
        host.press(.keyboardRightArrow, modifierFlags: .shift)
        host.type("y")
        #expect(field.text == "abXy")
    }

    @Test func commandShortcutsSelectCopyPasteAndUndo() {
        let (host, field) = stage()
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        host.type("copy me")
        host.press(.keyboardA, modifierFlags: .command)
        host.press(.keyboardC, modifierFlags: .command)
        #expect(UIPasteboard.general.string == "copy me")
        host.press(.keyboardRightArrow)
        host.press(.keyboardV, modifierFlags: .command)
        #expect(field.text == "copy mecopy me")
        host.press(.keyboardZ, modifierFlags: .command)
        #expect(field.text == "copy me")
        host.press(.keyboardZ, modifierFlags: [.command, .shift])
        #expect(field.text == "copy mecopy me")
    }

    @Test func keysAFieldDoesNotTakeGoUpTheResponderChain() {
        final class Catcher: UIView {
            var began: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                began += presses.compactMap { $0.key?.charactersIgnoringModifiers }
            }
        }
        let host = UITestHost()
        let catcher = Catcher(frame: host.window.bounds)
        host.window.addSubview(catcher)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        catcher.addSubview(field)
        field.becomeFirstResponder()
        host.press(.keyboardLeftArrow)
        host.press(.keyboardEscape)
        #expect(catcher.began == [UIKeyCommand.inputEscape])
    }

    @Test func aTextViewTakesReturnAsANewLineAndArrowsBetweenLines() {
        let host = UITestHost()
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        view.autocapitalizationType = .none
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.type("one")
        host.press(.keyboardReturnOrEnter)
        host.type("two")
        host.press(.keyboardUpArrow)
        host.type("!")
        #expect(view.text == "one!\ntwo")
    }
}
