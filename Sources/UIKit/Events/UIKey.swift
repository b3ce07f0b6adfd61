import Foundation

/// A key of a hardware keyboard as a press reports it (`UIPress.key`, iOS 13.4): which key
/// (`keyCode`), the modifiers held with it, and the text it makes.
@MainActor
open class UIKey: NSObject {
    /// The text the key makes with the modifiers held: a capital letter with Shift, `"!"` for
    /// Shift-1. For keys that make no text, one of `UIKeyCommand`'s special inputs
    /// (`UIKeyCommand.inputUpArrow`, …) or a control character (Return `"\r"`, Tab `"\t"`,
    /// Backspace `"\u{8}"`, Escape `"\u{1B}"`); empty for a modifier key alone.
    open var characters: String { _characters }

    /// The text the key makes without modifiers: always lowercase for letters, the digit for
    /// Shift-1; empty for a modifier key alone. Compare it with `UIKeyCommand`'s special inputs.
    open var charactersIgnoringModifiers: String { _charactersIgnoringModifiers }

    /// The modifier keys held with the key.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }

    /// The key's HID usage code: which key it is on the keyboard, whatever it prints.
    open var keyCode: UIKeyboardHIDUsage { _keyCode }

    private let _characters: String
    private let _charactersIgnoringModifiers: String
    private let _modifierFlags: UIKeyModifierFlags
    private let _keyCode: UIKeyboardHIDUsage

    init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags, characters: String, charactersIgnoringModifiers: String) {
        _keyCode = keyCode
        _modifierFlags = modifierFlags
        _characters = characters
        _charactersIgnoringModifiers = charactersIgnoringModifiers
        super.init()
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<UIKey: keyCode=\(_keyCode) (\(_keyCode.rawValue)), modifierFlags=\(_modifierFlags.rawValue), characters=\(_characters.debugDescription), charactersIgnoringModifiers=\(_charactersIgnoringModifiers.debugDescription)>"
        }
    }
}
