import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// UIStepper pressed and held like a user: steps, limits, wrapping, autorepeat on the frame clock,
/// continuous and not; recognizers of other views; misuse; lifetime and pictures. Images are in
/// `UIStepperImagesTests`.
@MainActor @Suite struct UIStepperTests {
    private func stage() -> (UITestHost, UIStepper, ControlEventLog) {
        ValueControlStage.show(UIStepper(frame: .zero))
    }

    private func minus(_ stepper: UIStepper) -> CGPoint { stepper.convert(CGPoint(x: 23, y: 16), to: nil) }
    private func plus(_ stepper: UIStepper) -> CGPoint { stepper.convert(CGPoint(x: 70, y: 16), to: nil) }

    // MARK: Defaults and size

    @Test func aNewStepperHasUIKitsDefaults() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func aStepperIs94By32WhateverFrameItIsGiven() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 20, width: 300, height: 100))
        #expect(stepper.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    }

    @Test func autoLayoutGivesAStepperItsIntrinsicSize() {
        let (_, stepper) = ValueControlStage.pinned(UIStepper(frame: .zero))
        #expect(stepper.frame == CGRect(x: 40, y: 100, width: 94, height: 32))
    }

    @Test func thePartsAreViews() {
        let stepper = UIStepper(frame: .zero)
        stepper.layoutIfNeeded()
        #expect(stepper._decrementHalf.frame == CGRect(x: 0, y: 0, width: 47, height: 32))
        #expect(stepper._incrementHalf.frame == CGRect(x: 47, y: 0, width: 47, height: 32))
        #expect(stepper._incrementGlyph.frame == CGRect(x: 16.5, y: 9, width: 14, height: 14))
        #expect(stepper._dividerView.frame == CGRect(x: 46.5, y: 7, width: 1, height: 18))
        #expect(stepper._backgroundView.layer.cornerRadius == 8 && stepper._backgroundView.clipsToBounds)
    }

    // MARK: Values in code

    @Test func theValueIsClampedAndSettingItSendsNothing() {
        let (host, stepper, log) = stage()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -5
        #expect(stepper.value == 0)
        stepper.value = 40
        stepper.maximumValue = 30
        #expect(stepper.value == 30)
        stepper.minimumValue = 20
        stepper.value = 10
        #expect(stepper.value == 20)
        host.settle()
        #expect(log.events.isEmpty)
    }

    // MARK: Pressing

    @Test func aTapOnPlusStepsOnceAtTouchDown() {
        let (host, stepper, log) = stage()
        let finger = host.touchDown(at: plus(stepper))
        #expect(stepper.value == 1)
        host.lift(finger)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        host.tap(at: minus(stepper))
        #expect(stepper.value == 0)
    }

    @Test func aTapStepsByStepValue() {
        let (host, stepper, _) = stage()
        stepper.stepValue = 2.5
        host.tap(at: plus(stepper))
        host.tap(at: plus(stepper))
        #expect(stepper.value == 5)
    }

    @Test func atTheLimitTheHalfIsDisabledAndIgnoresTouches() {
        let (host, stepper, log) = stage()
        #expect(stepper._halfState(increment: false) == .disabled)
        #expect(stepper._decrementGlyph.tintColor == .tertiaryLabel)
        #expect(stepper._incrementGlyph.tintColor == .label)
        host.tap(at: minus(stepper))
        #expect(stepper.value == 0 && log.events.isEmpty)
        stepper.value = 100
        #expect(stepper._halfState(increment: true) == .disabled)
        host.tap(at: plus(stepper))
        #expect(stepper.value == 100 && log.events.isEmpty)
    }

    @Test func aWrappingStepperGoesFromTheMaximumToTheMinimumAndBack() {
        let (host, stepper, log) = stage()
        stepper.wraps = true
        stepper.value = 100
        #expect(stepper._halfState(increment: true) == .normal)
        host.tap(at: plus(stepper))
        #expect(stepper.value == 0)
        host.tap(at: minus(stepper))
        #expect(stepper.value == 100)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test func aStepPastTheEndHoldsAtTheEndWithoutWrapping() {
        let (host, stepper, _) = stage()
        stepper.stepValue = 30
        stepper.value = 80
        host.tap(at: plus(stepper))
        #expect(stepper.value == 100)
        stepper.wraps = true
        stepper.value = 80
        host.tap(at: plus(stepper))
        #expect(stepper.value == 0)
    }

    @Test func thePressedHalfIsHighlighted() {
        let (host, stepper, _) = stage()
        let finger = host.touchDown(at: plus(stepper))
        #expect(stepper._halfState(increment: true) == .highlighted)
        #expect(stepper._incrementBackground.backgroundColor == ControlConstants.stepperHighlightedBackgroundColor)
        #expect(stepper._decrementBackground.backgroundColor == .tertiarySystemFill)
        host.lift(finger)
        #expect(stepper._halfState(increment: true) == .normal)
    }

    // MARK: Autorepeat

    @Test func holdingRepeatsAfterHalfASecondThenTenTimesASecond() {
        let (host, stepper, _) = stage()
        let finger = host.touchDown(at: plus(stepper))
        #expect(stepper.value == 1)
        host.advance(by: 0.45)
        #expect(stepper.value == 1)
        host.advance(by: 0.1)       // 0.55 s: the first repeat (0.5 s)
        #expect(stepper.value == 2)
        host.advance(by: 0.5)       // 1.05 s: repeats at 0.6 … 1.0 s
        #expect(stepper.value == 7)
        host.lift(finger)
        host.advance(by: 1)
        #expect(stepper.value == 7)
        #expect(host.application._timers.isEmpty)
    }

    @Test func holdingLongerAccelerates() {
        let (host, stepper, log) = stage()
        let finger = host.touchDown(at: plus(stepper))
        host.advance(by: 1.42)      // ten repeats at 0.5 … 1.4 s
        #expect(stepper.value == 11)
        host.advance(by: 0.5)       // then every 0.05 s: 1.45 … 1.9 s
        #expect(stepper.value == 21)
        host.lift(finger)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 21)
    }

    @Test func repeatsStopAtTheLimit() {
        let (host, stepper, _) = stage()
        stepper.maximumValue = 3
        let finger = host.touchDown(at: plus(stepper))
        host.advance(by: 2)
        #expect(stepper.value == 3)
        #expect(host.application._timers.isEmpty)
        host.lift(finger)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let (host, stepper, _) = stage()
        stepper.autorepeat = false
        let finger = host.touchDown(at: plus(stepper))
        host.advance(by: 2)
        host.lift(finger)
        #expect(stepper.value == 1)
    }

    @Test func repeatsPauseWhileTheFingerIsOutside() {
        let (host, stepper, _) = stage()
        let finger = host.touchDown(at: plus(stepper))
        host.move(finger, to: CGPoint(x: plus(stepper).x, y: plus(stepper).y + 200))
        host.advance(by: 1)
        #expect(stepper.value == 1)
        host.move(finger, to: plus(stepper))
        host.advance(by: 0.15)
        #expect(stepper.value > 1)
        host.lift(finger)
    }

    @Test func aNonContinuousStepperSendsOneValueChangedWhenTheFingerLifts() {
        let (host, stepper, log) = stage()
        stepper.isContinuous = false
        let finger = host.touchDown(at: plus(stepper))
        host.advance(by: 0.75)
        #expect(stepper.value == 4)
        #expect(!log.events.contains("valueChanged"))
        host.lift(finger)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aCancelledHoldStopsRepeating() {
        let (host, stepper, log) = stage()
        let finger = host.touchDown(at: plus(stepper))
        host.cancel([finger])
        host.advance(by: 1)
        #expect(stepper.value == 1)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchCancel"])
        #expect(host.application._timers.isEmpty)
    }

    // MARK: Other views' recognizers

    @Test func anAncestorsSingleTapDoesNotTakeTheStepperTap() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let counter = CallCounter()
        container.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: CallCounter.call))
        let stepper = UIStepper(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        container.addSubview(stepper)
        host.settle()
        host.tap(at: plus(stepper))
        #expect(stepper.value == 1 && counter.calls == 0)
    }

    // MARK: Misuse

    @Test func aStepValueOfZeroStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper(frame: .zero).stepValue = 0 }
        }
        #expect(exitStderr(result).contains("UIStepper stepValue (0.0) must be greater than 0"))
    }

    @Test func aMinimumNotBelowTheMaximumStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper(frame: .zero).minimumValue = 100 }
        }
        #expect(exitStderr(result).contains("UIStepper minimumValue (100.0) must be less than maximumValue (100.0)"))
    }

    @Test func aMaximumNotAboveTheMinimumStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper(frame: .zero).maximumValue = -1 }
        }
        #expect(exitStderr(result).contains("UIStepper maximumValue (-1.0) must be greater than minimumValue (0.0)"))
    }

    // MARK: Lifetime

    @Test func aStepperRemovedWhileHeldStopsRepeatingAndIsFreed() {
        let host = UITestHost()
        weak var weakStepper: UIStepper?
        var finger: UITestFinger?
        do {
            let stepper = UIStepper(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
            host.window.addSubview(stepper)
            host.settle()
            weakStepper = stepper
            finger = host.touchDown(at: plus(stepper))
            host.advance(by: 0.7)
            stepper.removeFromSuperview()
        }
        host.advance(by: 1)
        host.lift(finger!)
        host.settle()
        #expect(weakStepper == nil)
        #expect(host.application._timers.isEmpty)
    }

    /// 200 cycles; `ROCKHOPPER_LEAK_CYCLES` sets another count.
    @Test func makeHoldDiscardCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 200
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let subviews = host.window.subviews.count
        var released = 0
        for i in 0..<cycles {
            weak var weakStepper: UIStepper?
            do {
                let stepper = UIStepper(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
                stepper.addAction(UIAction { _ in }, for: .valueChanged)
                host.window.addSubview(stepper)
                weakStepper = stepper
                host.advance(by: 1.0 / 60)
                if i % 2 == 0 { host.tap(at: plus(stepper)) } else { host.longPress(at: plus(stepper), duration: 0.7) }
                stepper.removeFromSuperview()
            }
            host.settle()
            if weakStepper == nil { released += 1 }
        }
        #expect(released == cycles)
        #expect(host.window.subviews.count == subviews)
        #expect(host.application._timers.isEmpty)
    }

    // MARK: Pictures

    @Test func goldenSteppersInTheirStates() {
        let host = UITestHost()
        let atMinimum = UIStepper(frame: .zero)
        let middle = UIStepper(frame: .zero)
        middle.value = 50
        let pressed = UIStepper(frame: .zero)
        pressed.value = 50
        let atMaximum = UIStepper(frame: .zero)
        atMaximum.value = 100
        let disabled = UIStepper(frame: .zero)
        disabled.value = 50
        disabled.isEnabled = false
        let canvas = ValueControlStage.canvas(CGSize(width: 118, height: 5 * 44 + 12), [atMinimum, middle, pressed, atMaximum, disabled])
        host.window.addSubview(canvas)
        host.settle()
        let finger = host.touchDown(at: plus(pressed))
        host.advance(by: 0.1)   // not settle: holding keeps repeating
        #expect(pressed.value == 51)
        assertSnapshot(of: canvas, as: .image)
        host.lift(finger)
    }
}
