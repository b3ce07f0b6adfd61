import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// The software keyboard's capitalisation of typed text, from the responder's traits.
@MainActor @Suite struct _UIKeyboardTypingTests {
    @Test func typedTextFollowsTheFieldsAutocapitalisation() {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        for character in "hello. world" {
            field.insertText(_UIKeyboardTyping.text(forTyping: String(character), into: field))
        }
        #expect(field.text == "Hello. World")
        field.text = ""
        field.autocapitalizationType = .words
        for character in "new york" { field.insertText(_UIKeyboardTyping.text(forTyping: String(character), into: field)) }
        #expect(field.text == "New York")
        field.text = ""
        field.autocapitalizationType = .allCharacters
        field.insertText(_UIKeyboardTyping.text(forTyping: "abc", into: field))
        #expect(field.text == "ABC")
    }

    @Test func secureFieldsAndNoneTypeAsIs() {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        host.window.addSubview(field)
        field.isSecureTextEntry = true
        #expect(_UIKeyboardTyping.text(forTyping: "pass", into: field) == "pass")
        field.isSecureTextEntry = false
        field.autocapitalizationType = .none
        #expect(_UIKeyboardTyping.text(forTyping: "user", into: field) == "user")
        field.insertText("abc")
        #expect(field.text == "abc", "insertText inserts exactly what it is given")
    }
}
