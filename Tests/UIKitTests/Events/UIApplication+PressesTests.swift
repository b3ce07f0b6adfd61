import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// Where a hardware key goes (UIApplication+Presses.swift): key commands wanting priority, the
/// first responder's text input, the other key commands, then `pressesBegan`/`pressesEnded` along
/// the responder chain from the first responder — driven through `UITestHost.press` and `type`.
@MainActor @Suite struct UIApplicationPressesTests {
    final class Log { var lines: [String] = [] }

    /// A view that can be first responder and logs its presses, passing them on when asked.
    final class PressView: UIView {
        let name: String
        let log: Log
        var forwards = false
        var commands: [UIKeyCommand]?
        var lastPress: (phase: UIPress.Phase, force: CGFloat, responder: UIResponder?, window: UIWindow?)?
        init(_ name: String, log: Log) {
            self.name = name; self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        required init?(coder: NSCoder) { fatalError() }
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { commands }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses {
                log.lines.append("\(name) began \(p.key!.charactersIgnoringModifiers)")
                lastPress = (p.phase, p.force, p.responder, p.window)
            }
            if forwards { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses {
                log.lines.append("\(name) ended \(p.key!.charactersIgnoringModifiers)")
                lastPress = (p.phase, p.force, p.responder, p.window)
            }
            if forwards { super.pressesEnded(presses, with: event) }
        }
        func other() { log.lines.append("\(name) other") }
    }

    /// A controller with actions for key commands, logging its presses.
    final class EditorController: UIViewController {
        let log = Log()
        var commands: [UIKeyCommand]?
        var sender: UIKeyCommand?
        override var keyCommands: [UIKeyCommand]? { commands ?? super.keyCommands }
        func save() { log.lines.append("save") }
        func find(_ command: UIKeyCommand) { sender = command; log.lines.append("find") }
        func copyAll(_ sender: Any?) { log.lines.append("copy \(sender is UIKeyCommand)") }
        func up() { log.lines.append("up") }
        func letterA() { log.lines.append("command a") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.lines.append("vc began \(p.key!.charactersIgnoringModifiers)") }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { log.lines.append("vc ended \(p.key!.charactersIgnoringModifiers)") }
        }
    }

    /// A responder nobody in the chain is.
    final class Stranger: UIResponder {
        func act() {}
    }

    /// The app delegate as a plain responder: the end of the chain.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var lines: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { lines.append("delegate began \(p.key!.charactersIgnoringModifiers)") }
        }
    }

    /// A host showing an `EditorController` whose view holds a `PressView` made first responder.
    func editor() -> (UITestHost, EditorController, PressView) {
        let host = UITestHost()
        let controller = EditorController()
        host.show(controller)
        let view = PressView("view", log: controller.log)
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (host, controller, view)
    }

    // MARK: Presses along the chain

    @Test func aKeyReachesTheFirstResponderAsPressesBeganThenPressesEnded() {
        let (host, controller, _) = editor()
        host.press(.keyboardA)
        #expect(controller.log.lines == ["view began a", "view ended a"])
    }

    @Test func pressesAViewDoesNotHandleGoUpTheChainToItsController() {
        let (host, controller, view) = editor()
        view.forwards = true
        host.press(.keyboardB)
        #expect(controller.log.lines == ["view began b", "vc began b", "view ended b", "vc ended b"])
    }

    @Test func withoutAFirstResponderTheKeyWindowGetsThePressAndPassesItToTheApplication() {
        let host = UITestHost()
        let delegate = AppDelegate()
        host.application.delegate = delegate
        host.show(UIViewController())
        host.press(.keyboardQ)
        #expect(delegate.lines == ["delegate began q"])
    }

    @Test func keysAreDeliveredInTheFramesFirstStepNotWhenQueued() {
        let (host, controller, _) = editor()
        host.application._enqueue(_KeyInput(kind: .down, keyCode: .keyboardX))
        #expect(controller.log.lines.isEmpty)
        #expect(host.application._hasPendingWork)
        host.advance(by: 1.0 / 60)
        #expect(controller.log.lines == ["view began x"])
        host.keyUp(.keyboardX)
        #expect(controller.log.lines == ["view began x", "view ended x"])
    }

    @Test func theReleaseGoesToTheResponderThatGotTheBeganEvenAfterTheFirstResponderChanged() {
        let (host, controller, view) = editor()
        let other = PressView("other", log: controller.log)
        controller.view.addSubview(other)
        host.keyDown(.keyboardC)
        #expect(other.becomeFirstResponder())
        host.keyUp(.keyboardC)
        #expect(controller.log.lines == ["view began c", "view ended c"])
        _ = view
    }

    @Test func aPressTellsItsPhaseForceKeyWindowAndResponder() throws {
        let (host, _, view) = editor()
        host.keyDown(.keyboard1, modifierFlags: .shift)
        var last = try #require(view.lastPress)
        #expect(last.phase == .began && last.force == 1)
        #expect(last.responder === view && last.window === host.window)
        host.keyUp(.keyboard1)
        last = try #require(view.lastPress)
        #expect(last.phase == .ended && last.force == 0)
    }

    @Test func aKeyboardPressIsOfType2000PlusItsKeyCodeAndCarriesItsKey() throws {
        let host = UITestHost()
        final class Catcher: UIView {
            var press: UIPress?
            var event: UIPressesEvent?
            var time: TimeInterval = -1
            var presses = 0
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                press = presses.first; self.event = event; time = press?.timestamp ?? -1
                self.presses = event?.allPresses.count ?? -1
            }
        }
        let view = Catcher()
        host.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        host.press(.keyboardLeftArrow)
        let press = try #require(view.press)
        #expect(press.type.rawValue == 2080)
        #expect(press.type != .leftArrow)
        #expect(press.key?.keyCode == .keyboardLeftArrow)
        #expect(press.key?.characters == UIKeyCommand.inputLeftArrow)
        #expect(press.key?.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow)
        #expect(press.gestureRecognizers?.isEmpty == true)
        #expect(view.time == host.now)
        let event = try #require(view.event)
        #expect(event.type == .presses)
        #expect(event.allTouches == nil)
        #expect(view.presses == 1)
    }

    @Test func shiftAndCapsLockMakeCapitalsAndTheUpperSymbols() throws {
        let host = UITestHost()
        final class Catcher: UIView {
            var keys: [UIKey] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { keys += presses.compactMap(\.key) }
        }
        let view = Catcher()
        host.window.addSubview(view)
        view.becomeFirstResponder()
        host.press(.keyboardG, modifierFlags: .shift)
        host.press(.keyboardG, modifierFlags: .alphaShift)
        host.press(.keyboard1, modifierFlags: .shift)
        host.press(.keyboardSlash, modifierFlags: .shift)
        host.press(.keypad7)
        host.press(.keyboardLeftShift)
        let k = view.keys
        #expect(k.map(\.characters) == ["G", "G", "!", "?", "7", ""])
        #expect(k.map(\.charactersIgnoringModifiers) == ["g", "g", "1", "/", "7", ""])
        #expect(k[0].modifierFlags == .shift)
        #expect(k[4].modifierFlags == .numericPad)
    }

    // MARK: Key commands

    @Test func aKeyCommandOfTheControllerIsPerformedFromTheFirstResponderAndConsumesThePress() {
        let (host, controller, _) = editor()
        controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: EditorController.save)]
        host.press(.keyboardS, modifierFlags: .command)
        #expect(controller.log.lines == ["save"])
        // Without Command it is an ordinary key.
        host.press(.keyboardS)
        #expect(controller.log.lines == ["save", "view began s", "view ended s"])
    }

    @Test func theFirstMatchingCommandFromTheFirstResponderUpWins() {
        let (host, controller, view) = editor()
        view.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.save)]
        controller.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.find)]
        host.press(.keyboardF, modifierFlags: .command)
        #expect(controller.log.lines == ["save"])
    }

    @Test func aCommandWhoseActionNoResponderOfTheChainImplementsIsPassedOver() {
        let (host, controller, view) = editor()
        view.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: Stranger.act)]
        controller.commands = [UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.find)]
        host.press(.keyboardF, modifierFlags: .command)
        #expect(controller.log.lines == ["find"])
    }

    @Test func anActionTakingTheCommandGetsTheCommandAndAnyTakingActionGetsItToo() {
        let (host, controller, _) = editor()
        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.find)
        let copy = UIKeyCommand(input: "c", modifierFlags: .command, action: EditorController.copyAll)
        controller.commands = [find, copy]
        host.press(.keyboardF, modifierFlags: .command)
        host.press(.keyboardC, modifierFlags: .command)
        #expect(controller.sender === find)
        #expect(controller.log.lines == ["find", "copy true"])
    }

    @Test func theViewsOwnActionCanBePerformedByItsOwnCommand() {
        let (host, controller, view) = editor()
        view.commands = [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: PressView.other)]
        host.press(.keyboardEscape)
        #expect(controller.log.lines == ["view other"])
    }

    @Test func specialKeysMatchTheirInputs() {
        let (host, controller, _) = editor()
        controller.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: EditorController.up),
                               UIKeyCommand(input: UIKeyCommand.inputDelete, modifierFlags: .command, action: EditorController.save)]
        host.press(.keyboardUpArrow)
        host.press(.keyboardDeleteOrBackspace, modifierFlags: .command)
        #expect(controller.log.lines == ["up", "save"])
    }

    @Test func aCommandForAShiftedSymbolMatchesItsKeyWithShift() {
        let (host, controller, _) = editor()
        controller.commands = [UIKeyCommand(input: "?", modifierFlags: .command, action: EditorController.save),
                               UIKeyCommand(input: "Z", modifierFlags: [.command, .shift], action: EditorController.up)]
        host.press(.keyboardSlash, modifierFlags: [.command, .shift])
        host.press(.keyboardZ, modifierFlags: [.command, .shift])
        host.press(.keyboardZ, modifierFlags: .command)
        #expect(controller.log.lines == ["save", "up", "view began z", "view ended z"])
    }

    @Test func commandsAddedToAControllerWork() {
        let (host, controller, _) = editor()
        let command = UIKeyCommand(input: "s", modifierFlags: .command, action: EditorController.save)
        controller.addKeyCommand(command)
        controller.addKeyCommand(command)
        #expect(controller.keyCommands?.count == 1)
        host.press(.keyboardS, modifierFlags: .command)
        controller.removeKeyCommand(command)
        #expect(controller.keyCommands == nil)
        host.press(.keyboardS, modifierFlags: .command)
        #expect(controller.log.lines == ["save", "view began s", "view ended s"])
    }

    // MARK: The text system

    @Test func typingGoesIntoTheFirstRespondersTextInputOneInsertionPerCharacter() {
        let host = UITestHost()
        let input = KeyInputRecordingView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        host.window.addSubview(input)
        #expect(input.becomeFirstResponder())
        input.log.removeAll()
        host.type("Hello, 世界 👋")
        #expect(input.text == "Hello, 世界 👋")
        #expect(input.log == ["insert H", "insert e", "insert l", "insert l", "insert o", "insert ,", "insert  ",
                              "insert 世", "insert 界", "insert  ", "insert 👋"])
    }

    @Test func backspaceDeletesReturnAndTabInsertTheirCharacters() {
        let host = UITestHost()
        let input = KeyInputRecordingView()
        host.window.addSubview(input)
        input.becomeFirstResponder()
        host.type("ab")
        host.press(.keyboardDeleteOrBackspace)
        host.press(.keyboardReturnOrEnter)
        host.press(.keyboardTab)
        host.type("c\n")
        #expect(input.text == "a\n\tc\n")
        #expect(input.log.suffix(5) == ["delete", "insert \n", "insert \t", "insert c", "insert \n"])
    }

    @Test func keysWithoutTextReachTheTextInputsPressesBegan() {
        let host = UITestHost()
        let input = KeyInputRecordingView()
        host.window.addSubview(input)
        input.becomeFirstResponder()
        input.log.removeAll()
        host.press(.keyboardLeftArrow)
        host.press(.keyboardEscape)
        host.press(.keyboardA, modifierFlags: .control)
        #expect(input.log == ["began keyboardLeftArrow", "ended keyboardLeftArrow", "began keyboardEscape",
                              "ended keyboardEscape", "began keyboardA", "ended keyboardA"])
        #expect(input.text.isEmpty)
    }

    @Test func aPlainKeyCommandLosesToTheTextInputUnlessItWantsPriority() {
        let host = UITestHost()
        let controller = EditorController()
        host.show(controller)
        let input = KeyInputRecordingView()
        controller.view.addSubview(input)
        input.becomeFirstResponder()
        let command = UIKeyCommand(input: "a", modifierFlags: [], action: EditorController.letterA)
        controller.commands = [command]
        host.type("a")
        #expect(input.text == "a")
        #expect(controller.log.lines.isEmpty)
        command.wantsPriorityOverSystemBehavior = true
        host.type("a")
        #expect(input.text == "a")
        #expect(controller.log.lines == ["command a"])
    }

    @Test func commandShortcutsReachTheirCommandsWhileATextInputIsFirstResponder() {
        let host = UITestHost()
        let controller = EditorController()
        host.show(controller)
        let input = KeyInputRecordingView()
        controller.view.addSubview(input)
        input.becomeFirstResponder()
        controller.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: EditorController.save)]
        host.type("x")
        host.press(.keyboardS, modifierFlags: .command)
        #expect(input.text == "x")
        #expect(controller.log.lines == ["save"])
    }

    @Test func committedTextWithoutATextInputIsDropped() {
        let (host, controller, _) = editor()
        host.type("世")
        #expect(controller.log.lines.isEmpty)
    }

    /// An input method composing "shi" then committing 世, as SDL reports it (composition, the
    /// commit, then the end of the composition).
    @Test func anInputMethodsCompositionIsMarkedTextUntilItCommits() {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 40))
        field.autocapitalizationType = .none
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.type("a")
        host.application._enqueue(_KeyInput(markedText: "sh", selectedRange: NSRange(location: 2, length: 0)))
        host.advance(by: FrameConstants.frameInterval)
        host.application._enqueue(_KeyInput(markedText: "shi", selectedRange: NSRange(location: 3, length: 0)))
        host.advance(by: FrameConstants.frameInterval)
        #expect(field.text == "ashi")
        #expect(field.markedTextRange != nil)
        host.application._enqueue(_KeyInput(kind: .text, keyCode: .keyboardErrorUndefined, text: "世"))
        host.application._enqueue(_KeyInput(markedText: "", selectedRange: NSRange(location: 0, length: 0)))
        host.advance(by: FrameConstants.frameInterval)
        #expect(field.text == "a世")
        #expect(field.markedTextRange == nil)
    }

    @Test func anInputMethodCancellingItsCompositionRemovesTheMarkedText() {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 40))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.application._enqueue(_KeyInput(markedText: "ni", selectedRange: NSRange(location: 2, length: 0)))
        host.advance(by: FrameConstants.frameInterval)
        host.application._enqueue(_KeyInput(markedText: "", selectedRange: NSRange(location: 0, length: 0)))
        host.advance(by: FrameConstants.frameInterval)
        #expect(field.text == "")
        #expect(field.markedTextRange == nil)
    }
}
