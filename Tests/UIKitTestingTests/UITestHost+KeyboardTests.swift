import Testing
import UIKitTesting
import UIKitTestSupport

/// `UITestHost.type(_:)` and `press(_:modifierFlags:)`: a hardware keyboard whose keys go through
/// the application's event queue, a frame per key.
@MainActor @Suite struct UITestHostKeyboardTests {
    /// Logs the keys that reach it.
    final class KeyLog: UIView {
        var keys: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { keys.append("down \(p.key!.characters) \(p.key!.modifierFlags.rawValue)") }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { keys.append("up \(p.key!.charactersIgnoringModifiers)") }
        }
    }

    @Test func typeSendsOneKeyPerCharacterAFrameEach() {
        let host = UITestHost()
        let view = KeyLog()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        let start = host.now
        host.type("aB!")
        #expect(abs(host.now - start - 3.0 / 60) < 1e-9)
        let shift = UIKeyModifierFlags.shift.rawValue
        #expect(view.keys == ["down a 0", "up a", "down B \(shift)", "up b", "down ! \(shift)", "up 1"])
    }

    @Test func typeFillsATextInput() {
        let host = UITestHost()
        let input = KeyInputRecordingView()
        host.window.addSubview(input)
        input.becomeFirstResponder()
        host.type("Hi 世界\n")
        #expect(input.text == "Hi 世界\n")
    }

    @Test func pressSendsOneKeyDownAndUpInAFrame() {
        let host = UITestHost()
        let view = KeyLog()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        let start = host.now
        host.press(.keyboardTab)
        host.press(.keyboardK, modifierFlags: .command)
        #expect(abs(host.now - start - 2.0 / 60) < 1e-9)
        #expect(view.keys == ["down \t 0", "up \t", "down k \(UIKeyModifierFlags.command.rawValue)", "up k"])
    }

    @Test func keyDownHoldsTheKeyUntilKeyUp() {
        let host = UITestHost()
        let view = KeyLog()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.keyDown(.keyboardSpacebar)
        host.advance(by: 0.5)
        #expect(view.keys == ["down   0"])
        host.keyUp(.keyboardSpacebar)
        #expect(view.keys == ["down   0", "up  "])
    }
}
