import Testing
@testable import UIKit

/// The US layout behind typing: which key makes a character, and what a key makes.
@MainActor @Suite struct USKeyboardLayoutTests {
    @Test func charactersOfTheUSKeyboardAreKeysWithShiftWhereNeeded() {
        #expect(_USKeyboardLayout.key(typing: "a")! == (.keyboardA, []))
        #expect(_USKeyboardLayout.key(typing: "H")! == (.keyboardH, .shift))
        #expect(_USKeyboardLayout.key(typing: "!")! == (.keyboard1, .shift))
        #expect(_USKeyboardLayout.key(typing: ",")! == (.keyboardComma, []))
        #expect(_USKeyboardLayout.key(typing: "?")! == (.keyboardSlash, .shift))
        #expect(_USKeyboardLayout.key(typing: " ")! == (.keyboardSpacebar, []))
        #expect(_USKeyboardLayout.key(typing: "\n")! == (.keyboardReturnOrEnter, []))
        #expect(_USKeyboardLayout.key(typing: "\t")! == (.keyboardTab, []))
        #expect(_USKeyboardLayout.key(typing: "世") == nil)
        #expect(_USKeyboardLayout.key(typing: "é") == nil)
        #expect(_USKeyboardLayout.key(typing: "👋") == nil)
    }

    @Test func aCharacterNoKeyMakesIsTypedAsCommittedText() {
        let inputs = _KeyInput.typing("界")
        #expect(inputs.count == 1)
        #expect(inputs[0].kind == .text && inputs[0].text == "界")
        let key = _KeyInput.typing("Q")
        #expect(key.map(\.kind) == [.down, .up])
        #expect(key[0].keyCode == .keyboardQ && key[0].modifierFlags == .shift)
    }

    @Test func keysWithoutTextGiveTheSpecialInputsOrControlCharacters() {
        #expect(_USKeyboardLayout.characters(for: .keyboardUpArrow, modifierFlags: []) == (UIKeyCommand.inputUpArrow, UIKeyCommand.inputUpArrow))
        #expect(_USKeyboardLayout.characters(for: .keyboardReturnOrEnter, modifierFlags: []).characters == "\r")
        #expect(_USKeyboardLayout.characters(for: .keyboardDeleteOrBackspace, modifierFlags: []).characters == UIKeyCommand.inputDelete)
        #expect(_USKeyboardLayout.characters(for: .keyboardF5, modifierFlags: []).characters == UIKeyCommand.f5)
        #expect(_USKeyboardLayout.characters(for: .keyboardLeftShift, modifierFlags: .shift) == ("", ""))
        #expect(_USKeyboardLayout.characters(for: .keyboardQuote, modifierFlags: .shift) == ("\"", "'"))
    }
}
