import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIApplication.sendAction(_:to:from:for:)` with method references.
@MainActor @Suite struct UIApplicationActionsTests {
    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @MainActor final class Receiver {
        var got: [String] = []
        func take(_ sender: UIView) { got.append("\(type(of: sender))") }
    }

    @Test func resignFirstResponderSentToNilDismissesTheFirstResponder() {
        let host = UITestHost()
        let field = Field(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        host.window.addSubview(field)
        #expect(!UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }

    @Test func anExplicitTargetGetsTheSender() {
        let host = UITestHost()
        let receiver = Receiver()
        let view = UIView()
        #expect(UIApplication.shared.sendAction(Receiver.take, to: receiver, from: view, for: nil))
        #expect(receiver.got == ["UIView"])
        withExtendedLifetime(host) {}
    }

    @Test func withoutAFirstResponderTheChainStartsAtTheSender() {
        final class Controller: UIViewController {
            var calls = 0
            func act() { calls += 1 }
        }
        let host = UITestHost()
        let controller = Controller()
        host.show(controller)
        let sender = UIView()
        controller.view.addSubview(sender)
        #expect(UIApplication.shared.sendAction(Controller.act, to: nil, from: sender, for: nil))
        #expect(controller.calls == 1)
        #expect(!UIApplication.shared.sendAction(Controller.act, to: nil, from: nil, for: nil))
    }
}
