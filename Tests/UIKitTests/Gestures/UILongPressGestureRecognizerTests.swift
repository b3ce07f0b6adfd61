import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UILongPressGestureRecognizer`: Apple's documented defaults (0.5 s, 10 pt, 0 taps, 1 finger),
/// began after the duration, changed on moves, ended on lift, failed by moving or lifting early
/// (Apple's `UILongPressGestureRecognizer` documentation).
@MainActor @Suite struct UILongPressGestureRecognizerTests {
    let p = CGPoint(x: 100, y: 100)

    func scene() -> (UITestHost, TouchRecordingView, GestureActionLog, UILongPressGestureRecognizer) {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let press = attach(UILongPressGestureRecognizer(), named: "press", to: view, log: log)
        return (host, view, log, press)
    }

    @Test func defaultsAreApples() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test func itBeginsAfterTheMinimumDurationThenChangesAndEnds() {
        let (host, view, log, press) = scene()
        let finger = host.touchDown(at: p)
        host.advance(by: GestureConstants.longPressMinimumDuration - gestureFrame)
        #expect(log.entries.isEmpty)
        host.advance(by: gestureFrame)
        #expect(log.entries == ["press began"])
        #expect(abs(host.now - 0.5) < 1e-9)
        #expect(view.methodsWithoutMoves == ["began", "cancelled"])   // cancelsTouchesInView at began
        // After began, movement is no longer limited.
        host.move(finger, to: CGPoint(x: p.x + 100, y: p.y))
        host.move(finger, to: CGPoint(x: p.x + 150, y: p.y + 40))
        #expect(press.location(in: nil) == CGPoint(x: p.x + 150, y: p.y + 40))
        host.lift(finger)
        #expect(log.entries == ["press began", "press changed", "press changed", "press ended"])
        #expect(press.state == .possible)
    }

    @Test func movingUpToTheAllowanceBeforeBeganIsFine() {
        let (host, _, log, _) = scene()
        let finger = host.touchDown(at: p)
        host.move(finger, to: CGPoint(x: p.x, y: p.y + GestureConstants.longPressAllowableMovement))
        host.advance(by: 0.5)
        #expect(log.entries == ["press began"])
        host.lift(finger)
    }

    @Test func movingElevenPointsBeforeBeganFails() {
        let (host, _, log, press) = scene()
        let finger = host.touchDown(at: p)
        host.advance(by: 0.2)
        host.move(finger, to: CGPoint(x: p.x + GestureConstants.longPressAllowableMovement + 1, y: p.y))
        #expect(press.state == .failed)
        host.advance(by: 1)
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func theAllowableMovementIsAdjustable() {
        let (host, _, log, press) = scene()
        press.allowableMovement = 30
        let finger = host.touchDown(at: p)
        host.move(finger, to: CGPoint(x: p.x + 25, y: p.y))
        host.advance(by: 0.5)
        #expect(log.entries == ["press began"])
        host.lift(finger)
    }

    @Test func liftingEarlyFailsWithoutAnAction() {
        let (host, view, log, press) = scene()
        let finger = host.touchDown(at: p)
        host.advance(by: 0.3)
        host.lift(finger)
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(press.state == .possible)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func theMinimumDurationIsAdjustable() {
        let (host, _, log, press) = scene()
        press.minimumPressDuration = 1.2
        let finger = host.touchDown(at: p)
        host.advance(by: 1.2 - gestureFrame)
        #expect(log.entries.isEmpty)
        host.advance(by: gestureFrame)
        #expect(log.entries == ["press began"])
        host.lift(finger)
    }

    @Test func aTwoFingerPressNeedsBothFingersDown() {
        let (host, _, log, press) = scene()
        press.numberOfTouchesRequired = 2
        let one = host.touchDown(at: p)
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        let two = host.touchDown(at: CGPoint(x: p.x + 40, y: p.y))
        host.advance(by: 0.5)
        #expect(log.entries == ["press began"])
        #expect(press.location(in: nil) == CGPoint(x: p.x + 20, y: p.y))
        host.lift([one, two])
        #expect(log.entries.last == "press ended")
    }

    @Test func aPressAfterARequiredTap() {
        let (host, _, log, press) = scene()
        press.numberOfTapsRequired = 1
        // Without the tap first, the press is taken as the tap and fails once held too long.
        let held = host.touchDown(at: p)
        host.advance(by: 1)
        host.lift(held)
        #expect(log.entries.isEmpty)
        // Tap, then press.
        let tap = host.touchDown(at: p)
        host.advance(by: 0.05)
        host.lift(tap)
        host.advance(by: 0.1)
        let finger = host.touchDown(at: p)
        host.advance(by: 0.5)
        #expect(log.entries == ["press began"])
        host.lift(finger)
    }

    @Test func aSecondPressMustFollowTheTapWithinTheInterval() {
        let (host, _, log, press) = scene()
        press.numberOfTapsRequired = 1
        let tap = host.touchDown(at: p)
        host.lift(tap)
        host.advance(by: GestureConstants.tapMaximumInterval + gestureFrame)
        let finger = host.touchDown(at: p)
        host.advance(by: 1)
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }
}
