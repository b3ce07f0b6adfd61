import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// UISwitch driven like a user: taps, drags, cancels; its size, colours, animation, the linked
/// switches of seed 000, recognizers of other views, lifetime and pictures.
@MainActor @Suite struct UISwitchTests {
    private func stage(on: Bool = false) -> (UITestHost, UISwitch, ControlEventLog) {
        let control = UISwitch(frame: .zero)
        control.isOn = on
        return ValueControlStage.show(control)
    }

    /// The window point at `x` across the switch (0…51), on its middle line.
    private func at(_ control: UISwitch, _ x: CGFloat) -> CGPoint {
        control.convert(CGPoint(x: x, y: 15.5), to: nil)
    }

    // MARK: Size and defaults

    @Test func aSwitchIs51By31WhateverFrameItIsGiven() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        control.frame = CGRect(x: 5, y: 6, width: 80, height: 80)
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(UISwitch(frame: .zero).bounds.size == CGSize(width: 51, height: 31))
    }

    @Test func autoLayoutGivesASwitchItsIntrinsicSize() {
        let (_, control) = ValueControlStage.pinned(UISwitch(frame: .zero))
        #expect(control.frame == CGRect(x: 40, y: 100, width: 51, height: 31))
    }

    @Test func aNewSwitchIsOffWithUIKitsDefaults() {
        let control = UISwitch(frame: .zero)
        #expect(!control.isOn)
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.onImage == nil && control.offImage == nil)
        #expect(control.preferredStyle == .automatic && control.style == .sliding)
        control.preferredStyle = .checkbox
        #expect(control.style == .sliding)
        #expect(control._onFillView.backgroundColor == .systemGreen)
        #expect(control._thumbView.backgroundColor == .white)
        #expect(control._trackView.backgroundColor == .secondarySystemFill)
    }

    @Test func thePartsAreViewsInsideTheSwitch() {
        let control = UISwitch(frame: .zero)
        #expect(control.subviews == [control._contentView])
        #expect(control._contentView.subviews == [control._trackView, control._onFillView, control._thumbView])
        #expect(control._thumbView.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
        control.isOn = true
        #expect(control._thumbView.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        #expect(control._onFillView.alpha == 1)
        #expect(control._contentView.subviews.allSatisfy { !$0.isUserInteractionEnabled })
        #expect(!control._contentView.isUserInteractionEnabled)
    }

    // MARK: Setting the value in code

    @Test func settingTheValueInCodeSendsNoAction() {
        let (host, control, log) = stage()
        control.isOn = true
        control.setOn(false, animated: true)
        control.setOn(true, animated: false)
        host.settle()
        #expect(control.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func setOnAnimatedSlidesTheThumbWithASpring() {
        let (host, control, _) = stage()
        control.setOn(true, animated: true)
        #expect(control._thumbView.frame.minX == 22)   // the model is final at once
        host.advance(by: 0.1)
        let x = control._thumbView.layer.presentation()!.frame.minX
        #expect(x > 2 && x < 22)
        let alpha = control._onFillView.layer.presentation()!.opacity
        #expect(alpha > 0 && alpha < 1)
        host.settle()
        #expect(control._thumbView.layer.presentation()!.frame.minX == 22)
    }

    // MARK: Taps

    @Test func aTapTurnsItOnAndSendsValueChangedOnceBeforeTouchUpInside() {
        let (host, control, log) = stage()
        host.tap(control)
        #expect(control.isOn)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        log.clear()
        host.tap(control)
        #expect(!control.isOn)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func aPrimaryActionRunsOnEachToggle() {
        var toggles: [Bool] = []
        let control = UISwitch(frame: .zero, primaryAction: UIAction { action in
            toggles.append((action.sender as! UISwitch).isOn)
        })
        let (host, _, _) = ValueControlStage.show(control)
        host.tap(control)
        host.tap(control)
        #expect(toggles == [true, false])
    }

    @Test func theThumbStretchesWhileAFingerIsDown() {
        let (host, control, _) = stage()
        let finger = host.touchDown(at: at(control, 10))
        host.advance(by: 0.3)
        #expect(control._thumbView.frame == CGRect(x: 2, y: 2, width: 34, height: 27))
        host.lift(finger)
        host.settle()
        #expect(control._thumbView.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    @Test func aSmallWobbleIsStillATap() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: at(control, 10))
        host.move(finger, to: at(control, 16))
        host.lift(finger)
        #expect(control.isOn)
        #expect(log.withoutDrags == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    // MARK: Drags

    @Test func draggingTheThumbAcrossTurnsItOnWhenTheFingerLifts() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: at(control, 12))
        host.move(finger, to: at(control, 30))
        host.move(finger, to: at(control, 45))
        #expect(!control.isOn)                       // decided on release
        #expect(control._thumbView.frame.maxX == 49) // but the thumb is on the on side
        host.lift(finger)
        #expect(control.isOn)
        #expect(log.withoutDrags == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aDragThatComesBackToWhereItStartedChangesNothing() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: at(control, 12))
        host.move(finger, to: at(control, 45))
        host.move(finger, to: at(control, 5))
        host.lift(finger)
        host.settle()
        #expect(!control.isOn)
        #expect(!log.events.contains("valueChanged"))
        #expect(control._thumbView.frame.minX == 2)
    }

    @Test func aDragOnTheSameSideIsNotATap() {
        let (host, control, log) = stage(on: true)
        let finger = host.touchDown(at: at(control, 30))
        host.move(finger, to: at(control, 48))
        host.lift(finger)
        #expect(control.isOn)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func theValueFollowsTheSideEvenWhenTheFingerLiftsFarOutside() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: at(control, 10))
        host.move(finger, to: at(control, 300))
        host.lift(finger)
        #expect(control.isOn)
        #expect(log.withoutDrags == ["touchDown", "touchDragExit", "valueChanged", "primaryActionTriggered", "touchUpOutside"])
    }

    @Test func aCancelledTouchLeavesTheValue() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: at(control, 10))
        host.move(finger, to: at(control, 45))
        host.cancel([finger])
        host.settle()
        #expect(!control.isOn)
        #expect(log.withoutDrags == ["touchDown", "touchCancel"])
        #expect(control._thumbView.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    }

    @Test func aDisabledSwitchIgnoresTapsAndIsDimmed() {
        let (host, control, log) = stage()
        control.isEnabled = false
        host.tap(control)
        #expect(!control.isOn)
        #expect(log.events.isEmpty)
        #expect(control._contentView.alpha == 0.5)
    }

    // MARK: Colours

    @Test func theOffTrackTakesTheSwitchsOwnTintNotAnInheritedOne() {
        let (host, control, _) = stage()
        host.window.tintColor = .systemRed
        #expect(control._trackView.backgroundColor == .secondarySystemFill)
        control.tintColor = .systemOrange
        #expect(control._trackView.backgroundColor == .systemOrange)
        control.tintColor = nil
        #expect(control._trackView.backgroundColor == .secondarySystemFill)
    }

    @Test func onAndThumbTintsColourTheirParts() {
        let control = UISwitch(frame: .zero)
        control.onTintColor = .systemBlue
        control.thumbTintColor = .black
        #expect(control._onFillView.backgroundColor == .systemBlue)
        #expect(control._thumbView.backgroundColor == .black)
        control.onTintColor = nil
        #expect(control._onFillView.backgroundColor == .systemGreen)
    }

    // MARK: Seed 000: linked switches

    /// The login screen's "remember password" and "auto login" switches: turning remember off
    /// turns auto login off; turning auto login on turns remember on.
    @MainActor final class LoginScreen {
        let remember = UISwitch(frame: .zero)
        let autoLogin = UISwitch(frame: .zero)
        var rememberChanges = 0
        var autoLoginChanges = 0

        init() {
            remember.addTarget(self, action: LoginScreen.rememberChanged, for: .valueChanged)
            autoLogin.addTarget(self, action: LoginScreen.autoLoginChanged, for: .valueChanged)
        }

        func rememberChanged(_ sender: UISwitch) {
            rememberChanges += 1
            if !sender.isOn { autoLogin.setOn(false, animated: true) }
        }

        func autoLoginChanged(_ sender: UISwitch) {
            autoLoginChanges += 1
            if sender.isOn { remember.setOn(true, animated: true) }
        }
    }

    @Test func linkedSwitchesSetEachOtherWithoutLooping() {
        let host = UITestHost()
        let screen = LoginScreen()
        screen.remember.frame.origin = CGPoint(x: 200, y: 100)
        screen.autoLogin.frame.origin = CGPoint(x: 200, y: 160)
        host.window.addSubview(screen.remember)
        host.window.addSubview(screen.autoLogin)
        host.settle()
        host.tap(screen.autoLogin)                       // auto login on → remember on
        host.settle()
        #expect(screen.autoLogin.isOn && screen.remember.isOn)
        #expect(screen.autoLoginChanges == 1 && screen.rememberChanges == 0)
        host.tap(screen.remember)                        // remember off → auto login off
        host.settle()
        #expect(!screen.remember.isOn && !screen.autoLogin.isOn)
        #expect(screen.rememberChanges == 1 && screen.autoLoginChanges == 1)
    }

    // MARK: Other views' recognizers

    @Test func anAncestorsSingleTapDoesNotTakeTheSwitchsTap() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let counter = CallCounter()
        container.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: CallCounter.call))
        let control = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        container.addSubview(control)
        host.settle()
        host.tap(control)
        #expect(control.isOn)
        #expect(counter.calls == 0)
        host.tap(at: CGPoint(x: 20, y: 500))
        #expect(counter.calls == 1)
    }

    @Test func anAncestorsDoubleTapIsNotRefused() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let control = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        container.addSubview(control)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        #expect(control.gestureRecognizerShouldBegin(doubleTap))
        container.addGestureRecognizer(doubleTap)
        #expect(control.gestureRecognizerShouldBegin(doubleTap))
    }

    /// A switch in a horizontally scrolling scroll view.
    private func inHorizontalScrollView() -> (UITestHost, UIScrollView, UISwitch, ControlEventLog) {
        let host = UITestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 2000, height: host.window.bounds.height)
        host.window.addSubview(scroll)
        let control = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        scroll.addSubview(control)
        host.settle()
        return (host, scroll, control, ControlEventLog(control))
    }

    @Test func aHorizontalPanStartingOnTheKnobDragsTheKnobInsteadOfScrolling() {
        let (host, scroll, control, log) = inHorizontalScrollView()
        host.drag(from: at(control, 14), to: at(control, 60), duration: 0.2)
        host.settle()
        #expect(scroll.contentOffset == .zero)
        #expect(control.isOn)
        #expect(log.events.contains("valueChanged"))
    }

    @Test func aHorizontalPanStartingOffTheKnobScrolls() {
        let (host, scroll, control, log) = inHorizontalScrollView()
        host.drag(from: at(control, 40), to: at(control, -60), duration: 0.2)
        host.settle()
        #expect(scroll.contentOffset.x > 50)
        #expect(!control.isOn)
        #expect(!log.events.contains("valueChanged"))
    }

    // MARK: Lifetime

    @Test func aSwitchThatWasToggledAndIsStillAnimatingIsFreedWhenRemoved() {
        let host = UITestHost()
        weak var weakSwitch: UISwitch?
        weak var weakThumb: UIView?
        do {
            let control = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
            let counter = CallCounter()
            control.addTarget(counter, action: CallCounter.call, for: .valueChanged)
            host.window.addSubview(control)
            host.settle()
            weakSwitch = control
            weakThumb = control._thumbView
            host.tap(control)
            control.setOn(false, animated: true)
            host.advance(by: 0.05)
            control.removeFromSuperview()
        }
        host.settle()
        #expect(weakSwitch == nil)
        #expect(weakThumb == nil)
    }

    @Test func aSwitchRemovedWhileAFingerDragsItIsFreedOnceTheFingerLifts() {
        let host = UITestHost()
        weak var weakSwitch: UISwitch?
        var finger: UITestFinger?
        do {
            let control = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
            host.window.addSubview(control)
            host.settle()
            weakSwitch = control
            finger = host.touchDown(at: at(control, 10))
            host.move(finger!, to: at(control, 45))
            control.removeFromSuperview()
        }
        host.lift(finger!)
        host.settle()
        #expect(weakSwitch == nil)
    }

    /// 200 cycles; `ROCKHOPPER_LEAK_CYCLES` sets another count.
    @Test func makeToggleDiscardCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 200
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let subviews = host.window.subviews.count
        var released = 0
        var changes = 0
        for i in 0..<cycles {
            weak var weakSwitch: UISwitch?
            do {
                let control = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
                control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
                host.window.addSubview(control)
                weakSwitch = control
                host.advance(by: 1.0 / 60)
                if i % 2 == 0 { host.tap(control) } else { host.drag(from: at(control, 10), to: at(control, 45), duration: 0.05) }
                control.setOn(i % 3 == 0, animated: true)
                control.removeFromSuperview()
            }
            host.settle()
            if weakSwitch == nil { released += 1 }
        }
        #expect(released == cycles)
        #expect(changes == cycles)
        #expect(host.window.subviews.count == subviews)
        #expect(host.application._timers.isEmpty)
    }

    // MARK: Pictures

    @Test func goldenSwitchesInTheirStates() {
        let host = UITestHost()
        let off = UISwitch(frame: .zero)
        let on = UISwitch(frame: .zero)
        on.isOn = true
        let pressed = UISwitch(frame: .zero)
        let disabledOff = UISwitch(frame: .zero)
        disabledOff.isEnabled = false
        let disabledOn = UISwitch(frame: .zero)
        disabledOn.isOn = true
        disabledOn.isEnabled = false
        let coloured = UISwitch(frame: .zero)
        coloured.isOn = true
        coloured.onTintColor = .systemBlue
        coloured.thumbTintColor = .systemYellow
        let tinted = UISwitch(frame: .zero)
        tinted.tintColor = .systemPink
        let canvas = ValueControlStage.canvas(CGSize(width: 75, height: 7 * 43 + 12),
                                              [off, on, pressed, disabledOff, disabledOn, coloured, tinted])
        host.window.addSubview(canvas)
        host.settle()
        let finger = host.touchDown(at: at(pressed, 10))
        host.settle()
        assertSnapshot(of: canvas, as: .image)
        host.lift(finger)
    }
}
