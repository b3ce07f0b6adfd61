import UIKit

// A hardware keyboard for `UITestHost`: keys go down and up through the application's event
// queue, delivered in the next frame's first step like every input (see UIKit's
// `UIApplication+Presses.swift` for where a key goes: key commands, the first responder's text
// input, `pressesBegan`/`pressesEnded` along the responder chain).
extension UITestHost {
    /// Types `text` into the key window's first responder as a hardware keyboard would: one key
    /// event per character, a frame after each. A character of the US layout is its key, down and
    /// up, with Shift when it needs it (capitals, `!`, `?`, …); `"\n"` is the Return key and `"\t"`
    /// Tab. A character no US key makes (Chinese, emoji, accented letters) arrives as text an input
    /// method commits: `insertText(_:)` of the first responder's text input, without a press.
    public func type(_ text: String) {
        makeCurrent()
        for character in text {
            for input in _KeyInput.typing(character) { application._enqueue(input) }
            advance(by: FrameConstants.frameInterval)
        }
    }

    /// Presses `key` once — down, then up — with `modifierFlags` held (`.command` for ⌘
    /// shortcuts), delivered in the next frame: through the key commands, the text system
    /// (Return, Tab, Backspace and character keys for a text input) and `pressesBegan`/
    /// `pressesEnded`.
    public func press(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        makeCurrent()
        application._enqueue(_KeyInput(kind: .down, keyCode: key, modifierFlags: modifierFlags))
        application._enqueue(_KeyInput(kind: .up, keyCode: key, modifierFlags: modifierFlags))
        advance(by: FrameConstants.frameInterval)
    }

    /// Holds `key` down (with `modifierFlags`) until `keyUp(_:)`, delivered in the next frame: for
    /// responders that act while a key is held.
    public func keyDown(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        makeCurrent()
        application._enqueue(_KeyInput(kind: .down, keyCode: key, modifierFlags: modifierFlags))
        advance(by: FrameConstants.frameInterval)
    }

    /// Lets a key held with `keyDown(_:modifierFlags:)` come up, delivered in the next frame.
    public func keyUp(_ key: UIKeyboardHIDUsage) {
        makeCurrent()
        application._enqueue(_KeyInput(kind: .up, keyCode: key))
        advance(by: FrameConstants.frameInterval)
    }
}
