import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UIKeyCommand`: Apple's properties and defaults, the special inputs, which keys match, and that
/// a command holds no target.
@MainActor @Suite struct UIKeyCommandTests {
    final class Controller: UIViewController {
        var saved = 0
        override var canBecomeFirstResponder: Bool { true }
        func save() { saved += 1 }
    }

    /// The key a host press would make.
    func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
        let (characters, ignoring) = _USKeyboardLayout.characters(for: code, modifierFlags: flags)
        return UIKey(keyCode: code, modifierFlags: flags, characters: characters, charactersIgnoringModifiers: ignoring)
    }

    @Test func aCommandKeepsItsInputModifiersAndTitlesWithUIKitsDefaults() {
        _ = UITestHost()
        let command = UIKeyCommand(input: "s", modifierFlags: .command, action: Controller.save)
        #expect(command.input == "s")
        #expect(command.modifierFlags == .command)
        #expect(command.title == "")
        #expect(command.image == nil)
        #expect(command.discoverabilityTitle == nil)
        #expect(command.wantsPriorityOverSystemBehavior == false)
        #expect(command.allowsAutomaticLocalization == true)
        #expect(command.allowsAutomaticMirroring == false)
        let titled = UIKeyCommand(title: "Save", action: Controller.save, input: "s", modifierFlags: .command,
                                  discoverabilityTitle: "Save Document")
        #expect(titled.title == "Save" && titled.discoverabilityTitle == "Save Document")
        titled.title = "Save All"
        #expect(titled.title == "Save All")
        let old = UIKeyCommand(input: "o", modifierFlags: .command, action: Controller.save, discoverabilityTitle: "Open")
        #expect(old.discoverabilityTitle == "Open")
    }

    @Test func theSpecialInputsAreUIKitsStrings() {
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
        #expect(UIKeyCommand.inputDownArrow == "UIKeyInputDownArrow")
        #expect(UIKeyCommand.inputLeftArrow == "UIKeyInputLeftArrow")
        #expect(UIKeyCommand.inputRightArrow == "UIKeyInputRightArrow")
        #expect(UIKeyCommand.inputEscape == "\u{1B}")
        #expect(UIKeyCommand.inputPageUp == "UIKeyInputPageUp")
        #expect(UIKeyCommand.inputPageDown == "UIKeyInputPageDown")
        #expect(UIKeyCommand.inputHome == "UIKeyInputHome")
        #expect(UIKeyCommand.inputEnd == "UIKeyInputEnd")
        #expect(UIKeyCommand.f1 == "UIKeyInputF1" && UIKeyCommand.f12 == "UIKeyInputF12")
    }

    @Test func aCommandMatchesItsKeyWithExactlyItsModifiers() {
        _ = UITestHost()
        let command = UIKeyCommand(input: "s", modifierFlags: .command, action: Controller.save)
        #expect(command._matches(key(.keyboardS, .command)))
        #expect(command._matches(key(.keyboardS, [.command, .alphaShift])))
        #expect(!command._matches(key(.keyboardS)))
        #expect(!command._matches(key(.keyboardS, [.command, .alternate])))
        #expect(!command._matches(key(.keyboardD, .command)))
        let capital = UIKeyCommand(input: "S", modifierFlags: .command, action: Controller.save)
        #expect(capital._matches(key(.keyboardS, .command)))
        let arrow = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: .alternate, action: Controller.save)
        #expect(arrow._matches(key(.keyboardRightArrow, .alternate)))
        #expect(!arrow._matches(key(.keyboardLeftArrow, .alternate)))
    }

    @Test func aCommandHoldsNoTargetAndItsControllerIsFreed() {
        let host = UITestHost()
        var command: UIKeyCommand?
        weak var weakController: Controller?
        do {
            let controller = Controller()
            weakController = controller
            host.show(controller)
            #expect(controller.becomeFirstResponder())
            let c = UIKeyCommand(input: "s", modifierFlags: .command, action: Controller.save)
            controller.addKeyCommand(c)
            command = c
            host.press(.keyboardS, modifierFlags: .command)
            #expect(controller.saved == 1)
            host.show(UIViewController())
            host.settle()
        }
        #expect(weakController == nil)
        #expect(command != nil)
        // Pressing it again finds nobody to perform it and does nothing.
        host.press(.keyboardS, modifierFlags: .command)
    }

    @Test func aDescriptionNamesTheInputAndTheAction() {
        _ = UITestHost()
        let command = UIKeyCommand(input: "s", modifierFlags: .command, action: Controller.save)
        #expect(command.description.contains("input=\"s\""))
        #expect(command.description.contains("Controller.()"))
    }
}
