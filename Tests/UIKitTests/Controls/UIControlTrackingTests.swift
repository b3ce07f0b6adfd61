import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// How a control tracks a finger (`UIControl.h`'s sequence), driven with synthetic touches.
@MainActor @Suite struct UIControlTrackingTests {
    /// A control that writes down its tracking hooks.
    final class HookedControl: UIControl {
        var hooks: [String] = []
        var beginsTracking = true
        var continuesTracking = true
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            hooks.append("begin")
            return beginsTracking
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            hooks.append("continue")
            return continuesTracking
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { hooks.append("end") }
        override func cancelTracking(with event: UIEvent?) { hooks.append("cancel") }
    }

    /// A 100 × 44 control at (100, 200) in a host's window.
    func stage() -> (UITestHost, HookedControl, ControlEventLog) {
        let host = UITestHost()
        let control = HookedControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        host.window.addSubview(control)
        host.settle()
        return (host, control, ControlEventLog(control))
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideAndHighlightsMeanwhile() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 150, y: 220))
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchUpInside"])
        #expect(log.highlighted == [true, false])
        #expect(control.hooks == ["begin", "end"])
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
    }

    @Test func draggingOutPastTheSlopExitsAndLiftingThereIsTouchUpOutside() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 150, y: 220))
        host.move(finger, to: CGPoint(x: 150, y: 300))   // 56 pt below: still inside the 70 pt slop
        #expect(control.isHighlighted && control.isTouchInside)
        host.move(finger, to: CGPoint(x: 150, y: 330))   // 86 pt below: outside
        #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
        host.move(finger, to: CGPoint(x: 150, y: 340))
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(control.hooks == ["begin", "continue", "continue", "continue", "end"])
    }

    @Test func comingBackInSendsTouchDragEnterAndHighlightsAgain() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 150, y: 220))
        host.move(finger, to: CGPoint(x: 400, y: 220))
        host.move(finger, to: CGPoint(x: 190, y: 230))
        #expect(control.isHighlighted)
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchDragOutside", "touchDragExit", "touchDragInside", "touchDragEnter", "touchUpInside"])
    }

    @Test func aDoubleTapsSecondTouchDownRepeats() {
        let (host, _, log) = stage()
        host.tap(at: CGPoint(x: 150, y: 220), count: 2)
        #expect(log.events == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test func anActionAddedForBothTouchDownAndItsRepeatRunsOncePerTouch() {
        let (host, control, _) = stage()
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: [.touchDown, .touchDownRepeat])
        host.tap(at: CGPoint(x: 150, y: 220), count: 2)
        #expect(runs == 2)
    }

    @Test func refusingToBeginTrackingSendsNothing() {
        let (host, control, log) = stage()
        control.beginsTracking = false
        let finger = host.touchDown(at: CGPoint(x: 150, y: 220))
        #expect(!control.isTracking && !control.isHighlighted)
        host.move(finger, to: CGPoint(x: 160, y: 220))
        host.lift(finger)
        #expect(log.events.isEmpty)
        #expect(control.hooks == ["begin"])
    }

    @Test func refusingToContinueEndsTrackingWithoutATouchUp() {
        let (host, control, log) = stage()
        control.continuesTracking = false
        let finger = host.touchDown(at: CGPoint(x: 150, y: 220))
        host.move(finger, to: CGPoint(x: 160, y: 220))
        #expect(!control.isTracking && !control.isHighlighted)
        host.move(finger, to: CGPoint(x: 170, y: 220))
        host.lift(finger)
        #expect(log.events == ["touchDown"])
        #expect(control.hooks == ["begin", "continue"])
    }

    @Test func aDisabledControlSendsNothingAndItsTouchesGoUpTheChain() {
        let host = UITestHost()
        let container = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(container)
        let control = HookedControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        container.addSubview(control)
        let log = ControlEventLog(control)
        control.isEnabled = false
        #expect(control.state == .disabled)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(log.events.isEmpty && control.hooks.isEmpty)
        #expect(container.calls.map(\.method) == [.began, .ended])
    }

    @Test func anEnabledControlKeepsItsTouchesFromTheChain() {
        let host = UITestHost()
        let container = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(container)
        container.addSubview(UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44)))
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(container.calls.isEmpty)
    }

    @Test func disablingWhileTrackingCancels() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 150, y: 220))
        control.isEnabled = false
        #expect(!control.isTracking && !control.isHighlighted)
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(control.hooks == ["begin", "cancel"])
    }

    @Test func aRecognizerTakingTheTouchCancelsTracking() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        let control = HookedControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        container.addSubview(control)
        let log = ControlEventLog(control)
        host.drag(from: CGPoint(x: 150, y: 220), to: CGPoint(x: 150, y: 400))
        #expect(log.withoutDrags == ["touchDown", "touchCancel"])
        #expect(control.hooks.first == "begin" && control.hooks.last == "cancel")
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func aSecondFingerDoesNotDisturbTheTrackedOne() {
        let (host, control, log) = stage()
        control.isMultipleTouchEnabled = true
        let first = host.touchDown(at: CGPoint(x: 120, y: 220))
        let second = host.touchDown(at: CGPoint(x: 180, y: 220))
        host.move(second, to: CGPoint(x: 500, y: 600))
        host.lift(second)
        #expect(control.isTracking && control.isHighlighted)
        host.lift(first)
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func aControlRemovedWhileTrackingIsFreed() {
        weak var weakControl: UIControl?
        let host = UITestHost()
        do {
            let control = UIControl(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            host.window.addSubview(control)
            _ = ControlEventLog(control)
            let finger = host.touchDown(at: CGPoint(x: 50, y: 150))
            control.removeFromSuperview()
            host.lift(finger)
            weakControl = control
        }
        host.settle()
        #expect(weakControl == nil)
    }
}
