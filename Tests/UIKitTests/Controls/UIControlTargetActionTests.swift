import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// Target–action with method references and `UIAction`s on controls.
@MainActor @Suite struct UIControlTargetActionTests {
    @MainActor final class Receiver {
        var log: [String] = []
        func tapped(_ sender: UIControl) { log.append("tapped \(type(of: sender))") }
        func tappedNoSender() { log.append("tappedNoSender") }
        func tappedWithEvent(_ sender: UIControl, _ event: UIEvent) { log.append("event \(event.type)") }
        func other(_ sender: UIControl) { log.append("other") }
    }

    final class ResponderController: UIViewController {
        var saves = 0
        func save(_ sender: UIControl) { saves += 1 }
    }

    func stage() -> (UITestHost, UIControl) {
        let host = UITestHost()
        let control = UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        host.window.addSubview(control)
        host.settle()
        return (host, control)
    }

    @Test func actionsTakeTheSenderNothingOrTheSenderAndTheEventInTheOrderAdded() {
        let (host, control) = stage()
        let receiver = Receiver()
        control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        control.addTarget(receiver, action: Receiver.tappedNoSender, for: .touchUpInside)
        control.addTarget(receiver, action: Receiver.tappedWithEvent, for: .touchUpInside)
        control.addTarget(receiver, action: Receiver.other, for: .touchDown)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(receiver.log == ["other", "tapped UIControl", "tappedNoSender", "event touches"])
    }

    @Test func theTargetIsHeldWeakly() {
        let (host, control) = stage()
        weak var weakReceiver: Receiver?
        do {
            let receiver = Receiver()
            control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
            weakReceiver = receiver
        }
        #expect(weakReceiver == nil)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(control.allTargets.isEmpty)
    }

    @Test func aNilTargetFindsTheFirstResponderOfTheMethodsClassAlongTheChain() {
        let host = UITestHost()
        let controller = ResponderController()
        host.show(controller)
        let control = UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        let inner = UIView(frame: controller.view.bounds)
        controller.view.addSubview(inner)
        inner.addSubview(control)
        control.addTarget(nil, action: ResponderController.save, for: .touchUpInside)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(controller.saves == 1)
        #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["ResponderController.(UIControl)"])
    }

    @Test func addingTheSameTargetFromTheSamePlaceAgainIsOneRegistration() {
        let (host, control) = stage()
        let receiver = Receiver()
        for _ in 0..<3 { control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside) }
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(receiver.log == ["tapped UIControl"])
    }

    @Test func removingTargetsByTargetSignatureOrAll() {
        let (host, control) = stage()
        let a = Receiver(), b = Receiver()
        control.addTarget(a, action: Receiver.tapped, for: [.touchUpInside, .touchDown])
        control.addTarget(a, action: Receiver.tappedNoSender, for: .touchUpInside)
        control.addTarget(b, action: Receiver.tapped, for: .touchUpInside)
        control.removeTarget(a, action: Receiver.tapped, for: .touchUpInside)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(a.log == ["tapped UIControl", "tappedNoSender"])
        #expect(b.log == ["tapped UIControl"])
        #expect(control.allControlEvents == [.touchUpInside, .touchDown])
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(a.log.count == 2 && b.log.count == 1)
    }

    @Test func actionsForATargetNameTheirSignatures() {
        let (_, control) = stage()
        let receiver = Receiver()
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == nil)
        control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        control.addTarget(receiver, action: Receiver.tappedNoSender, for: .valueChanged)
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["Receiver.(UIControl)"])
        #expect(control.actions(forTarget: receiver, forControlEvent: .valueChanged) == ["Receiver.()"])
        #expect(control.allTargets.count == 1)
    }

    @Test func uiActionsAreKeptByIdentifierAndRunWithTheControlAsSender() {
        let (host, control) = stage()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { action in log.append("first \(action.sender is UIControl)") }, for: .touchDown)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(log == ["second", "second"])
        control.removeAction(identifiedBy: id, for: .touchDown)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(log == ["second", "second", "second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
    }

    @Test func sendActionsForEventsRunsThemWithoutATouch() {
        let (_, control) = stage()
        let receiver = Receiver()
        control.addTarget(receiver, action: Receiver.tapped, for: .valueChanged)
        control.addTarget(receiver, action: Receiver.tappedWithEvent, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(receiver.log == ["tapped UIControl", "event touches"])
        var performed = false
        control.sendAction(UIAction { action in performed = action.sender as? UIControl === control })
        #expect(performed)
    }

    @Test func anActionRemovingOthersDuringADispatchDoesNotDisturbIt() {
        let (host, control) = stage()
        let receiver = Receiver()
        control.addAction(UIAction { [unowned control] _ in control.removeTarget(nil, action: nil, for: .allEvents) }, for: .touchUpInside)
        control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(receiver.log == ["tapped UIControl"])
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(receiver.log == ["tapped UIControl"])
    }

    @Test func aControlAndItsActionsAreFreedAfterUse() {
        weak var weakControl: UIControl?, weakAction: UIAction?
        let host = UITestHost()
        let receiver = Receiver()
        do {
            let control = UIControl(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            host.window.addSubview(control)
            let action = UIAction { _ in }
            control.addAction(action, for: .touchUpInside)
            control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
            host.tap(at: CGPoint(x: 50, y: 150))
            control.removeFromSuperview()
            (weakControl, weakAction) = (control, action)
        }
        host.settle()
        #expect(weakControl == nil && weakAction == nil)
        #expect(receiver.log.count == 1)
    }

    @Test func manyControlsMadeTappedAndDiscardedLeaveNothingBehind() {
        let host = UITestHost()
        let receiver = Receiver()
        var weakControls: [() -> UIControl?] = []
        for i in 0..<200 {
            let control = UIControl(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            host.window.addSubview(control)
            control.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
            control.addAction(UIAction { [unowned control] _ in _ = control.state }, for: .allTouchEvents)
            host.tap(at: CGPoint(x: 50, y: 150))
            control.removeFromSuperview()
            if i % 20 == 0 { weak var w = control; weakControls.append { w } }
        }
        host.settle()
        #expect(receiver.log.count == 200)
        #expect(weakControls.allSatisfy { $0() == nil })
    }
}

/// Misuse of target–action: stops with a message naming the mistake (release builds too).
@MainActor @Suite struct UIControlTargetActionMisuseTests {
    @MainActor final class Receiver { func tapped(_ sender: UIControl) {} }
    final class Other {}
    @MainActor final class SliderReceiver { func moved(_ sender: UISwitchLikeControl) {} }
    final class UISwitchLikeControl: UIControl {}

    @Test func aTargetOfAnotherClassThanTheMethodsStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIControl().addTarget(Other(), action: Receiver.tapped, for: .touchUpInside)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("is not an instance of Receiver, whose method was passed as the action"), "\(stderr)")
    }

    @Test func anActionTakingAnotherControlClassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIControl().addTarget(SliderReceiver(), action: SliderReceiver.moved, for: .valueChanged)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("the action takes a UISwitchLikeControl, but this control is a UIControl"), "\(stderr)")
    }
}
