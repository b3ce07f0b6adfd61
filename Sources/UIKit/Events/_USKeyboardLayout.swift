import Foundation

/// The US keyboard layout: the characters each key makes, with and without Shift, and the key
/// that makes a character. Not API.
enum _USKeyboardLayout {
    /// The digit row and the punctuation keys: (key, unshifted, shifted).
    private static let symbolKeys: [(UIKeyboardHIDUsage, Character, Character)] = [
        (.keyboard1, "1", "!"), (.keyboard2, "2", "@"), (.keyboard3, "3", "#"), (.keyboard4, "4", "$"),
        (.keyboard5, "5", "%"), (.keyboard6, "6", "^"), (.keyboard7, "7", "&"), (.keyboard8, "8", "*"),
        (.keyboard9, "9", "("), (.keyboard0, "0", ")"),
        (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"),
        (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"),
        (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"),
        (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"), (.keyboardSpacebar, " ", " "),
    ]

    /// The keypad's keys and their characters.
    private static let keypadKeys: [(UIKeyboardHIDUsage, String)] = [
        (.keypad1, "1"), (.keypad2, "2"), (.keypad3, "3"), (.keypad4, "4"), (.keypad5, "5"),
        (.keypad6, "6"), (.keypad7, "7"), (.keypad8, "8"), (.keypad9, "9"), (.keypad0, "0"),
        (.keypadPeriod, "."), (.keypadSlash, "/"), (.keypadAsterisk, "*"), (.keypadHyphen, "-"),
        (.keypadPlus, "+"), (.keypadEqualSign, "="), (.keypadEnter, "\r"),
    ]

    /// The key of a letter a–z (either case); `.keyboardErrorUndefined` for anything else.
    static func keyCode(forLetter letter: Character) -> UIKeyboardHIDUsage {
        guard let ascii = letter.lowercased().unicodeScalars.first?.value, letter.isASCII,
              ascii >= 97, ascii <= 122 else { return .keyboardErrorUndefined }
        return UIKeyboardHIDUsage(rawValue: Int(ascii) - 97 + UIKeyboardHIDUsage.keyboardA.rawValue)!
    }

    /// The key and modifiers that type `character`, or nil when no key of the layout makes it.
    static func key(typing character: Character) -> (UIKeyboardHIDUsage, UIKeyModifierFlags)? {
        if character == "\n" || character == "\r" || character == "\r\n" { return (.keyboardReturnOrEnter, []) }
        if character == "\t" { return (.keyboardTab, []) }
        let code = keyCode(forLetter: character)
        if code != .keyboardErrorUndefined {
            return (code, character.isUppercase ? .shift : [])
        }
        for (key, plain, shifted) in symbolKeys {
            if character == plain { return (key, []) }
            if character == shifted { return (key, .shift) }
        }
        return nil
    }

    /// What `keyCode` makes with `modifierFlags` held: `characters` (Shift and Caps Lock applied)
    /// and `charactersIgnoringModifiers` (lowercase). Keys without text give UIKit's special
    /// inputs (`UIKeyCommand.inputUpArrow`, …) or control characters; modifier keys give "".
    /// Option and Control do not change the characters here (docs/COMPATIBILITY.md).
    static func characters(for keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> (characters: String, ignoringModifiers: String) {
        let raw = keyCode.rawValue
        if raw >= UIKeyboardHIDUsage.keyboardA.rawValue && raw <= UIKeyboardHIDUsage.keyboardZ.rawValue {
            let lower = String(UnicodeScalar(UInt8(97 + raw - UIKeyboardHIDUsage.keyboardA.rawValue)))
            let upper = modifierFlags.contains(.shift) || modifierFlags.contains(.alphaShift)
            return (upper ? lower.uppercased() : lower, lower)
        }
        for (key, plain, shifted) in symbolKeys where key == keyCode {
            return (String(modifierFlags.contains(.shift) ? shifted : plain), String(plain))
        }
        for (key, text) in keypadKeys where key == keyCode { return (text, text) }
        let special: String
        switch keyCode {
        case .keyboardReturnOrEnter: special = "\r"
        case .keyboardTab: special = "\t"
        case .keyboardDeleteOrBackspace: special = UIKeyCommand.inputDelete
        case .keyboardEscape: special = UIKeyCommand.inputEscape
        case .keyboardUpArrow: special = UIKeyCommand.inputUpArrow
        case .keyboardDownArrow: special = UIKeyCommand.inputDownArrow
        case .keyboardLeftArrow: special = UIKeyCommand.inputLeftArrow
        case .keyboardRightArrow: special = UIKeyCommand.inputRightArrow
        case .keyboardHome: special = UIKeyCommand.inputHome
        case .keyboardEnd: special = UIKeyCommand.inputEnd
        case .keyboardPageUp: special = UIKeyCommand.inputPageUp
        case .keyboardPageDown: special = UIKeyCommand.inputPageDown
        case .keyboardDeleteForward: special = "\u{7F}"
        case .keyboardF1: special = UIKeyCommand.f1
        case .keyboardF2: special = UIKeyCommand.f2
        case .keyboardF3: special = UIKeyCommand.f3
        case .keyboardF4: special = UIKeyCommand.f4
        case .keyboardF5: special = UIKeyCommand.f5
        case .keyboardF6: special = UIKeyCommand.f6
        case .keyboardF7: special = UIKeyCommand.f7
        case .keyboardF8: special = UIKeyCommand.f8
        case .keyboardF9: special = UIKeyCommand.f9
        case .keyboardF10: special = UIKeyCommand.f10
        case .keyboardF11: special = UIKeyCommand.f11
        case .keyboardF12: special = UIKeyCommand.f12
        default: special = ""
        }
        return (special, special)
    }
}
