import Foundation

/// One hardware keyboard change, as platform input reports it (the SDL window or `UITestHost`):
/// a key going down or coming up, or text an input method commits. Not API.
package struct _KeyInput: Sendable, Equatable {
    package enum Kind: Sendable {
        /// `keyCode` went down with `modifierFlags` held.
        case down
        /// `keyCode` came up.
        case up
        /// An input method (or an emoji picker) committed `text`: characters no key of the US
        /// keyboard makes. It goes to the first responder's text input, as iOS delivers such text,
        /// without a press.
        case text
        /// An input method is composing `text` (empty: the composition ended), with
        /// `selectedRange` selected in it: the first responder's marked text.
        case markedText
    }

    package var kind: Kind
    package var keyCode: UIKeyboardHIDUsage
    package var modifierFlags: UIKeyModifierFlags
    /// For `.text`, the text; for `.down`, the characters the key makes when the platform knows
    /// them (nil: the US layout's, `_USKeyboardLayout`).
    package var text: String?
    /// For `.markedText`, the selection within the marked text (UTF-16).
    package var selectedRange = NSRange(location: 0, length: 0)

    package init(kind: Kind, keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], text: String? = nil) {
        self.kind = kind
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.text = text
    }

    /// An input method's composition: `text` marked, `selectedRange` selected in it.
    package init(markedText text: String, selectedRange: NSRange) {
        self.init(kind: .markedText, keyCode: .keyboardErrorUndefined, text: text)
        self.selectedRange = selectedRange
    }

    /// What typing `character` on a US keyboard is: a key down and up with the modifiers it needs
    /// (Shift for capitals and the upper symbols, the Return key for a newline, Tab for a tab), or,
    /// for a character no key makes (Chinese, emoji, accented letters), the text committed as an
    /// input method would.
    package static func typing(_ character: Character) -> [_KeyInput] {
        guard let (code, flags) = _USKeyboardLayout.key(typing: character) else {
            return [_KeyInput(kind: .text, keyCode: .keyboardErrorUndefined, text: String(character))]
        }
        return [_KeyInput(kind: .down, keyCode: code, modifierFlags: flags),
                _KeyInput(kind: .up, keyCode: code, modifierFlags: flags)]
    }
}
