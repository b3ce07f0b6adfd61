import Foundation

// Hardware keys: from the host's queue to key commands, the text system and the responders.
//
// A host queues key changes (`_KeyInput`: a key down or up, or text an input method committed)
// with `UIApplication._enqueue(_:)`; the frame's first step delivers them after the touches, in
// order (`_deliverQueuedKeyInput`). For each key that goes down, in the key window, with the
// chain starting at its first responder (the window itself when there is none):
//
//   1. key commands that want priority over the system (`wantsPriorityOverSystemBehavior`):
//      the chain is searched, from the first responder up, for a `UIKeyCommand` in `keyCommands`
//      matching the key and its modifiers; the first one whose action some responder of the
//      chain implements performs it (`_performKeyCommand`) and the press is consumed;
//   2. the text system: when the first responder adopts `UIKeyInput` and the key makes text
//      without Command or Control held, the text input takes it — printable characters as
//      `insertText(characters)` (Shift and Caps Lock applied, then the input's
//      `autocapitalizationType` when it adopts `UITextInput`), Return (and keypad Enter) as
//      `insertText("\n")`, Tab as `insertText("\t")`, Backspace as `deleteBackward()` — and the
//      press is consumed (iOS 15's order: "the system delivers physical keyboard events to the
//      text input or focus systems first");
//   3. the other key commands, searched the same way;
//   4. otherwise the responder gets `pressesBegan` with the press (a `UIResponder` passes it up
//      the chain by default), and `pressesEnded` when the key comes up — sent to that same
//      responder (`UIPress.responder`) even if the first responder changed meanwhile.
//
// A consumed key's coming up sends nothing. Text an input method commits (`_KeyInput.Kind.text`:
// Chinese, emoji) goes to the first responder's `insertText(_:)` when it adopts `UIKeyInput`,
// without a press, and is dropped otherwise. An input method's composition
// (`_KeyInput.Kind.markedText`) becomes the first responder's marked text when it adopts
// `UITextInput` (`setMarkedText(_:selectedRange:)`; empty text unmarks what is marked). The presses event is reused for the life of the app:
// its presses are the keys down and the one that just changed.
extension UIApplication {

    /// Delivers the queued key input (frame step 1, after the touches).
    package func _deliverQueuedKeyInput() {
        guard !_keyInputQueue.isEmpty else { return }
        let inputs = _keyInputQueue
        _keyInputQueue.removeAll(keepingCapacity: true)
        let now = _runtime.clock.now()
        for input in inputs {
            switch input.kind {
            case .down: _keyWentDown(input, at: now)
            case .up: _keyCameUp(input, at: now)
            case .text: _insertCommittedText(input.text ?? "")
            case .markedText: _setMarkedText(input.text ?? "", selectedRange: input.selectedRange)
            }
        }
    }

    private func _keyWentDown(_ input: _KeyInput, at now: TimeInterval) {
        // A key already down (a repeat the host reported) is let up first.
        if _heldKeys.contains(where: { $0.press.key?.keyCode == input.keyCode }) {
            _keyCameUp(_KeyInput(kind: .up, keyCode: input.keyCode, modifierFlags: input.modifierFlags), at: now)
        }
        var flags = input.modifierFlags
        if UIApplication._keypadKeys.contains(input.keyCode.rawValue) { flags.insert(.numericPad) }
        var (characters, ignoringModifiers) = _USKeyboardLayout.characters(for: input.keyCode, modifierFlags: flags)
        if let text = input.text { characters = text }
        if ignoringModifiers.isEmpty, let text = input.text { ignoringModifiers = text.lowercased() }
        let key = UIKey(keyCode: input.keyCode, modifierFlags: flags, characters: characters,
                        charactersIgnoringModifiers: ignoringModifiers)
        let press = UIPress(key: key, timestamp: now)
        let window = keyWindow
        let firstResponder = window?._firstResponder
        let start: UIResponder? = firstResponder ?? window
        press.window = window
        press.responder = start
        press.phase = .began

        let event = _pressesEvent
        event.timestamp = now
        for held in _heldKeys {
            held.press.phase = .stationary
        }
        event._presses = _heldKeys.map(\.press) + [press]

        var consumed = false
        if let start {
            if _performKeyCommand(for: key, from: start, priorityOnly: true) {
                consumed = true
            } else if let textInput = firstResponder as? UIKeyInput, _textInputTakes(key, into: textInput) {
                consumed = true
            } else if _performKeyCommand(for: key, from: start, priorityOnly: false) {
                consumed = true
            }
        }
        _heldKeys.append(_HeldKey(press: press, delivered: !consumed && start != nil))
        if !consumed, let start {
            start.pressesBegan([press], with: event)
        }
    }

    private func _keyCameUp(_ input: _KeyInput, at now: TimeInterval) {
        guard let index = _heldKeys.firstIndex(where: { $0.press.key?.keyCode == input.keyCode }) else { return }
        let held = _heldKeys.remove(at: index)
        let press = held.press
        press.phase = .ended
        press.timestamp = now
        let event = _pressesEvent
        event.timestamp = now
        for other in _heldKeys { other.press.phase = .stationary }
        event._presses = _heldKeys.map(\.press) + [press]
        if held.delivered, let responder = press.responder {
            responder.pressesEnded([press], with: event)
        }
        event._presses = _heldKeys.map(\.press)
    }

    /// Text an input method committed: to the key window's first responder when it is a text input.
    private func _insertCommittedText(_ text: String) {
        guard !text.isEmpty, let input = keyWindow?._firstResponder as? UIKeyInput else { return }
        input.insertText(text)
    }

    /// An input method's composition: the key window's first responder's marked text, when it is
    /// a `UITextInput`. Empty text ends a composition (the marked text goes; the commit, if any,
    /// arrives as committed text); with nothing marked it does nothing.
    private func _setMarkedText(_ text: String, selectedRange: NSRange) {
        guard let input = keyWindow?._firstResponder as? UITextInput else { return }
        if text.isEmpty {
            guard input.markedTextRange != nil else { return }
            input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            input.unmarkText()
        } else {
            input.setMarkedText(text, selectedRange: selectedRange)
        }
    }

    /// Step 2: whether `key` makes text (or deletes it) for a text input, and if so gives it.
    private func _textInputTakes(_ key: UIKey, into input: UIKeyInput) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        case .keyboardTab:
            input.insertText("\t")
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        default:
            let text = key.characters
            guard UIApplication._isInsertableText(text) else { return false }
            // Auto-capitalisation, as iOS 13.4+ applies it to hardware typing too, where the
            // input knows its text (`UITextInput`) to tell a sentence's start.
            input.insertText(input is UITextInput ? _UIKeyboardTyping.text(forTyping: text, into: input) : text)
        }
        return true
    }

    /// Whether a key's characters are text to insert: not empty, not a special input's name,
    /// no control characters.
    static func _isInsertableText(_ text: String) -> Bool {
        guard !text.isEmpty, !text.hasPrefix("UIKeyInput") else { return false }
        return !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Steps 1 and 3: searches the chain from `start` for a key command matching `key` (only those
    /// wanting priority, or the others) and performs the first whose action a responder of the
    /// chain implements. True when one was performed.
    func _performKeyCommand(for key: UIKey, from start: UIResponder, priorityOnly: Bool) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if let commands = current.keyCommands {
                for command in commands where command.wantsPriorityOverSystemBehavior == priorityOnly && command._matches(key) {
                    if let receiver = UIApplication._receiver(of: command, from: start) {
                        command._perform(receiver, command)
                        return true
                    }
                }
            }
            responder = current.next
        }
        return false
    }

    /// The first responder of the chain from `start` that implements `command`'s action.
    private static func _receiver(of command: UIKeyCommand, from start: UIResponder) -> UIResponder? {
        var responder: UIResponder? = start
        while let current = responder {
            if command._accepts(current) { return current }
            responder = current.next
        }
        return nil
    }

    /// The keypad's keys (they carry `.numericPad`).
    private static let _keypadKeys: ClosedRange<Int> =
        UIKeyboardHIDUsage.keypadSlash.rawValue...UIKeyboardHIDUsage.keypadPeriod.rawValue
}

/// A key down: its press, and whether the press went to a responder's `pressesBegan` (else a key
/// command or the text system consumed it). Not API.
struct _HeldKey {
    let press: UIPress
    let delivered: Bool
}

extension UIKeyCommand {
    /// Whether `key` triggers the command: the same modifiers (Shift, Control, Option, Command;
    /// Caps Lock and the keypad flag do not count) and `input` equal to the key's characters
    /// without modifiers, letters in either case — or, for a command without Shift whose input
    /// needs it (`"?"` with Command), the key's characters with Shift held.
    func _matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let mask: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        let pressed = key.modifierFlags.intersection(mask)
        let wanted = modifierFlags.intersection(mask)
        if wanted == pressed, input.lowercased() == key.charactersIgnoringModifiers.lowercased() { return true }
        if pressed.contains(.shift), !wanted.contains(.shift), wanted == pressed.subtracting(.shift),
           input == key.characters { return true }
        return false
    }
}
