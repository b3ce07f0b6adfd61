import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The window's events as the app's input: pure translation, no SDL.
@MainActor @Suite struct _WindowInputTranslatorTests {
    /// A window the same size as its screen.
    func translator() -> _WindowInputTranslator {
        _WindowInputTranslator(windowSize: CGSize(width: 375, height: 667), screenSize: CGSize(width: 375, height: 667))
    }

    func touch(_ finger: Int, _ kind: _TouchInput.Kind, _ x: CGFloat, _ y: CGFloat) -> _WindowInput {
        .touch(_TouchInput(finger: finger, kind: kind, location: CGPoint(x: x, y: y)))
    }

    @Test func theLeftMouseButtonIsOneFingerDownMovedAndUp() {
        var t = translator()
        let inputs = t.translate([
            .mouseMotion(x: 5, y: 5, leftButtonHeld: false),
            .mouseButton(down: true, button: 1, x: 10, y: 20),
            .mouseMotion(x: 15, y: 25, leftButtonHeld: true),
            .mouseButton(down: false, button: 1, x: 16, y: 26),
            .mouseMotion(x: 30, y: 30, leftButtonHeld: false),
        ])
        #expect(inputs.filter { if case .touch = $0 { true } else { false } }
                == [touch(1, .down, 10, 20), touch(1, .move, 15, 25), touch(1, .up, 16, 26)])
        #expect(!t.isMouseFingerDown)
    }

    @Test func otherButtonsMakeNoTouchesAndASecondDownIsIgnored() {
        var t = translator()
        #expect(t.translate([.mouseButton(down: true, button: 3, x: 1, y: 1), .mouseButton(down: false, button: 3, x: 1, y: 1)]).isEmpty)
        let inputs = t.translate([.mouseButton(down: true, button: 1, x: 1, y: 1), .mouseButton(down: true, button: 1, x: 2, y: 2)])
        #expect(inputs == [touch(1, .down, 1, 1)])
    }

    @Test func aButtonReleasedOutsideTheWindowLiftsTheFingerAtTheNextMotion() {
        var t = translator()
        _ = t.translate([.mouseButton(down: true, button: 1, x: 10, y: 10)])
        #expect(t.translate([.mouseMotion(x: 40, y: 50, leftButtonHeld: false)]) == [touch(1, .up, 40, 50)])
    }

    @Test func windowPointsAreScaledToScreenPointsWhenTheSizesDiffer() {
        var t = _WindowInputTranslator(windowSize: CGSize(width: 750, height: 1334), screenSize: CGSize(width: 375, height: 667))
        #expect(t.translate([.mouseButton(down: true, button: 1, x: 100, y: 200)]) == [touch(1, .down, 50, 100)])
    }

    @Test func touchDeviceFingersAreFingersOfTheirOwnAtTheirNormalizedPositions() {
        var t = translator()
        let inputs = t.translate([
            .finger(phase: .down, id: 77, x: 0.5, y: 0.5),
            .finger(phase: .down, id: 78, x: 0.1, y: 0.2),
            .finger(phase: .move, id: 77, x: 0.6, y: 0.5),
            .finger(phase: .up, id: 78, x: 0.1, y: 0.2),
            .finger(phase: .up, id: 77, x: 0.6, y: 0.5),
            .finger(phase: .move, id: 77, x: 0.7, y: 0.5),   // lifted: nothing
        ])
        #expect(inputs == [
            touch(1000, .down, 187.5, 333.5), touch(1001, .down, 37.5, 133.4), touch(1000, .move, 225, 333.5),
            touch(1001, .up, 37.5, 133.4), touch(1000, .up, 225, 333.5),
        ])
        // The next finger gets a fresh id.
        #expect(t.translate([.finger(phase: .down, id: 77, x: 0, y: 0)]) == [touch(1002, .down, 0, 0)])
    }

    @Test func aKeyDownFollowedByItsTextIsOnePressCarryingTheText() {
        var t = translator()
        let a = UIKeyboardHIDUsage.keyboardA
        let inputs = t.translate([
            .key(down: true, scancode: a.rawValue, modifiers: 0x0001, isRepeat: false),   // left Shift
            .text("A"),
            .key(down: false, scancode: a.rawValue, modifiers: 0x0001, isRepeat: false),
        ])
        #expect(inputs == [
            .key(_KeyInput(kind: .down, keyCode: a, modifierFlags: .shift, text: "A")),
            .key(_KeyInput(kind: .up, keyCode: a, modifierFlags: .shift)),
        ])
    }

    @Test func aKeyWithoutTextIsAPressWithoutText() {
        var t = translator()
        let inputs = t.translate([.key(down: true, scancode: UIKeyboardHIDUsage.keyboardLeftArrow.rawValue, modifiers: 0, isRepeat: false)])
        #expect(inputs == [.key(_KeyInput(kind: .down, keyCode: .keyboardLeftArrow))])
    }

    @Test func sdlModifierBitsAreUIKitsFlags() {
        #expect(_WindowInputTranslator.modifierFlags(0x0002) == .shift)          // right Shift
        #expect(_WindowInputTranslator.modifierFlags(0x0040) == .control)        // left Ctrl
        #expect(_WindowInputTranslator.modifierFlags(0x0200) == .alternate)      // right Alt
        #expect(_WindowInputTranslator.modifierFlags(0x0400) == .command)        // left GUI (Super)
        #expect(_WindowInputTranslator.modifierFlags(0x2000) == .alphaShift)     // Caps Lock
        #expect(_WindowInputTranslator.modifierFlags(0x1000) == [])              // Num Lock: nothing
        #expect(_WindowInputTranslator.modifierFlags(0x0441) == [.shift, .control, .command])
    }

    @Test func textWithoutAKeyIsCommittedText() {
        var t = translator()
        #expect(t.translate([.text("你好"), .text("")]) == [.key(_KeyInput(kind: .text, keyCode: .keyboardErrorUndefined, text: "你好"))])
    }

    @Test func compositionIsMarkedTextWithItsSelectionInUTF16() {
        var t = translator()
        let inputs = t.translate([.editing("ni", start: 2, length: 0), .editing("😀你", start: 1, length: 1), .editing("", start: 0, length: 0)])
        #expect(inputs == [
            .key(_KeyInput(markedText: "ni", selectedRange: NSRange(location: 2, length: 0))),
            .key(_KeyInput(markedText: "😀你", selectedRange: NSRange(location: 2, length: 1))),
            .key(_KeyInput(markedText: "", selectedRange: NSRange(location: 0, length: 0))),
        ])
    }

    @Test func windowEventsAreLifecycleChanges() {
        var t = translator()
        #expect(t.translate([.focusLost, .focusGained, .minimized, .restored, .closed])
                == [.resignActive, .becomeActive, .enterBackground, .becomeActive, .terminate])
    }

    @Test func aResizedWindowResizesTheScreenAndLaterPointsAreTheNewScreens() {
        var t = translator()
        let inputs = t.translate([.resized(width: 500, height: 300), .mouseButton(down: true, button: 1, x: 400, y: 250)])
        #expect(inputs == [.resize(CGSize(width: 500, height: 300)), touch(1, .down, 400, 250)])
        #expect(t.screenSize == CGSize(width: 500, height: 300))
    }

    @Test func aResizeToNothingIsIgnored() {
        var t = translator()
        #expect(t.translate([.resized(width: 0, height: 300)]).isEmpty)
    }

    @Test func aWheelTurnAwayFromTheUserScrollsTheContentUpByFortyPointsAUnit() {
        var t = translator()
        let inputs = t.translate([.wheel(dx: 0, dy: 1, x: 100, y: 200), .wheel(dx: -0.5, dy: -0.25, x: 100, y: 200)])
        #expect(inputs == [.scroll(at: CGPoint(x: 100, y: 200), by: CGVector(dx: 0, dy: -40)),
                           .scroll(at: CGPoint(x: 100, y: 200), by: CGVector(dx: -20, dy: 10))])
        #expect(WindowHostConstants.wheelPointsPerUnit == 40)
    }

    @Test func aWheelEventWithoutMovementMakesNothing() {
        var t = translator()
        #expect(t.translate([.wheel(dx: 0, dy: 0, x: 1, y: 1)]).isEmpty)
    }

    @Test func movingTheMouseWithoutTheButtonMovesThePointerOnly() {
        var t = translator()
        #expect(t.translate([.mouseMotion(x: 30, y: 40, leftButtonHeld: false)]) == [.pointer(CGPoint(x: 30, y: 40))])
        #expect(!t.isMouseFingerDown)
    }
}

/// The iOS Simulator's two-finger emulation with Option (Alt): pure translation, then the
/// fingers reaching a pinch recognizer through a host.
@MainActor @Suite struct _WindowInputTwoFingerEmulationTests {
    let optionDown = _WindowEvent.key(down: true, scancode: 226, modifiers: 0x0100, isRepeat: false)
    let optionUp = _WindowEvent.key(down: false, scancode: 226, modifiers: 0, isRepeat: false)
    let shiftDownWithOption = _WindowEvent.key(down: true, scancode: 225, modifiers: 0x0101, isRepeat: false)

    func translator() -> _WindowInputTranslator {
        _WindowInputTranslator(windowSize: CGSize(width: 375, height: 667), screenSize: CGSize(width: 375, height: 667))
    }

    func touches(_ inputs: [_WindowInput]) -> [_TouchInput] {
        inputs.compactMap { if case let .touch(t) = $0 { t } else { nil } }
    }

    @Test func withOptionHeldTheMouseIsTwoFingersMirroredThroughTheScreensCentre() {
        var t = translator()
        let inputs = t.translate([optionDown, .mouseButton(down: true, button: 1, x: 100, y: 200),
                                  .mouseMotion(x: 90, y: 180, leftButtonHeld: true),
                                  .mouseButton(down: false, button: 1, x: 90, y: 180)])
        #expect(touches(inputs) == [
            _TouchInput(finger: 1, kind: .down, location: CGPoint(x: 100, y: 200)),
            _TouchInput(finger: 2, kind: .down, location: CGPoint(x: 275, y: 467)),
            _TouchInput(finger: 1, kind: .move, location: CGPoint(x: 90, y: 180)),
            _TouchInput(finger: 2, kind: .move, location: CGPoint(x: 285, y: 487)),
            _TouchInput(finger: 1, kind: .up, location: CGPoint(x: 90, y: 180)),
            _TouchInput(finger: 2, kind: .up, location: CGPoint(x: 285, y: 487)),
        ])
    }

    @Test func withOptionAndShiftBothFingersMoveTogether() {
        var t = translator()
        let inputs = t.translate([shiftDownWithOption, .mouseButton(down: true, button: 1, x: 100, y: 200),
                                  .mouseMotion(x: 110, y: 250, leftButtonHeld: true)])
        #expect(touches(inputs) == [
            _TouchInput(finger: 1, kind: .down, location: CGPoint(x: 100, y: 200)),
            _TouchInput(finger: 2, kind: .down, location: CGPoint(x: 275, y: 467)),
            _TouchInput(finger: 1, kind: .move, location: CGPoint(x: 110, y: 250)),
            _TouchInput(finger: 2, kind: .move, location: CGPoint(x: 285, y: 517)),
        ])
    }

    @Test func holdingOptionShowsTheTwoCirclesAndReleasingItHidesThem() {
        var t = translator()
        #expect(t.translate([.mouseMotion(x: 100, y: 200, leftButtonHeld: false)]) == [.pointer(CGPoint(x: 100, y: 200))])
        #expect(t.translate([optionDown]).contains(.fingerIndicators([CGPoint(x: 100, y: 200), CGPoint(x: 275, y: 467)])))
        #expect(t.translate([optionUp]).contains(.fingerIndicators([])))
    }

    @Test func withoutOptionTheMouseStaysOneFinger() {
        var t = translator()
        let inputs = t.translate([optionDown, optionUp, .mouseButton(down: true, button: 1, x: 100, y: 200)])
        #expect(touches(inputs) == [_TouchInput(finger: 1, kind: .down, location: CGPoint(x: 100, y: 200))])
    }

    @MainActor final class PinchLog {
        var states: [UIGestureRecognizer.State] = []
        var scale: CGFloat = 1
        func pinched(_ g: UIPinchGestureRecognizer) { states.append(g.state); scale = g.scale }
    }

    @Test func anOptionDragAwayFromTheCentrePinchesOpen() {
        let host = UITestHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let log = PinchLog()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: PinchLog.pinched))
        var t = translator()
        func feed(_ events: [_WindowEvent]) {
            for case let .touch(touch) in t.translate(events) { host.application._enqueue(touch) }
            host.advance(by: 1.0 / 60)
        }
        feed([optionDown, .mouseButton(down: true, button: 1, x: 150, y: 300)])
        for i in 1...12 { feed([.mouseMotion(x: 150 - Double(i) * 5, y: 300 - Double(i) * 8, leftButtonHeld: true)]) }
        feed([.mouseButton(down: false, button: 1, x: 90, y: 204)])
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.scale > 1.5)
    }
}
