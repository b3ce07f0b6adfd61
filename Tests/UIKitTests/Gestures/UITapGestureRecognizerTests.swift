import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UITapGestureRecognizer`: defaults, recognition on the last lift, and failure at each limit
/// (Apple's `UITapGestureRecognizer` documentation; `GestureConstants` for the limits read from
/// iOS 18.2 UIKitCore `UITapRecognizer`).
@MainActor @Suite struct UITapGestureRecognizerTests {
    let p = CGPoint(x: 100, y: 100)

    func scene(taps: Int = 1, touches: Int = 1) -> (UITestHost, TouchRecordingView, GestureActionLog, UITapGestureRecognizer) {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let tap = attach(UITapGestureRecognizer(), named: "tap", to: view, log: log)
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        return (host, view, log, tap)
    }

    @Test func defaultsAreOneTapOfOneFinger() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    }

    @Test func aTapIsRecognizedOnTheLiftNotTheTouchDown() {
        let (host, _, log, tap) = scene()
        let finger = host.touchDown(at: p)
        #expect(tap.state == .possible)
        host.advance(by: 0.1)
        #expect(log.entries.isEmpty)
        host.lift(finger)
        #expect(log.entries == ["tap ended"])
        #expect(tap.state == .possible)   // reset after the sequence
    }

    @Test func movingUpToTheAllowanceStillTaps() {
        let (host, _, log, _) = scene()
        let finger = host.touchDown(at: p)
        host.move(finger, to: CGPoint(x: p.x + GestureConstants.tapAllowableMovement, y: p.y))
        host.lift(finger)
        #expect(log.entries == ["tap ended"])
    }

    @Test func movingBeyondTheAllowanceFails() {
        let (host, _, log, tap) = scene()
        let finger = host.touchDown(at: p)
        let d = (GestureConstants.tapAllowableMovement + 1) / 2.squareRoot()   // diagonally: distance counts
        host.move(finger, to: CGPoint(x: p.x + d, y: p.y + d))
        #expect(tap.state == .failed)
        host.move(finger, to: p)   // coming back does not help
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func holdingLongerThanTheMaximumDurationFails() {
        let (host, _, log, tap) = scene()
        let finger = host.touchDown(at: p)
        host.advance(by: GestureConstants.tapMaximumDuration - gestureFrame)
        #expect(tap.state == .possible)
        host.advance(by: gestureFrame)
        #expect(tap.state == .failed)
        host.lift(finger)
        #expect(log.entries.isEmpty)
        // Just under the limit is a tap.
        let f2 = host.touchDown(at: p)
        host.advance(by: GestureConstants.tapMaximumDuration - gestureFrame)
        host.lift(f2)
        #expect(log.entries == ["tap ended"])
    }

    @Test func aDoubleTapNeedsTheSecondTapWithinTheInterval() {
        let (host, _, log, _) = scene(taps: 2)
        host.tap(at: p, count: 2)
        #expect(log.entries == ["tap ended"])
        log.entries.removeAll()
        let a = host.touchDown(at: p)
        host.lift(a)
        host.advance(by: GestureConstants.tapMaximumInterval)   // the window closes: failed
        let b = host.touchDown(at: p)
        host.lift(b)
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
    }

    @Test func aSecondTapFarFromTheFirstFails() {
        let (host, _, log, _) = scene(taps: 2)
        let a = host.touchDown(at: p)
        host.lift(a)
        host.advance(by: 0.1)
        let b = host.touchDown(at: CGPoint(x: p.x + GestureConstants.tapAllowableMovement + 1, y: p.y))
        host.lift(b)
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
    }

    @Test func aDoubleTapStillWaitingIsPossibleBetweenTaps() {
        let (host, _, _, tap) = scene(taps: 2)
        let a = host.touchDown(at: p)
        host.lift(a)
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        host.advance(by: GestureConstants.tapMaximumInterval)
        host.settle()
        #expect(tap.state == .possible)   // failed and reset
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
        let (host, _, log, tap) = scene(touches: 2)
        let fingers = host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100)])
        var location: CGPoint?
        log.onAction = { g in location = g.location(in: nil) }
        host.lift(fingers)
        #expect(log.entries == ["tap ended"])
        #expect(location == CGPoint(x: 120, y: 100))
        _ = tap
        // One finger: fails.
        let one = host.touchDown(at: p)
        host.lift(one)
        #expect(log.entries.count == 1)
    }

    @Test func fingersOfOneTapMayLandAndLiftAtSlightlyDifferentTimes() {
        let (host, _, log, _) = scene(touches: 2)
        let a = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.02)
        let b = host.touchDown(at: CGPoint(x: 130, y: 100))
        host.advance(by: 0.05)
        host.lift(a)
        #expect(log.entries.isEmpty)   // the tap completes when the last finger lifts
        host.advance(by: 0.02)
        host.lift(b)
        #expect(log.entries == ["tap ended"])
    }

    @Test func aThirdFingerFailsATwoFingerTap() {
        let (host, _, log, tap) = scene(touches: 2)
        let fingers = host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 100), CGPoint(x: 140, y: 100)])
        #expect(tap.state == .failed)
        host.lift(fingers)
        #expect(log.entries.isEmpty)
    }

    @Test func aTwoFingerDoubleTap() {
        let (host, _, log, _) = scene(taps: 2, touches: 2)
        for _ in 0..<2 {
            let fingers = host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100)])
            host.advance(by: 0.05)
            host.lift(fingers)
            host.advance(by: 0.1)
        }
        #expect(log.entries == ["tap ended"])
    }

    @Test func aTapOutsideTheViewIsNotSeen() {
        let (host, _, log, _) = scene()
        host.tap(at: CGPoint(x: 350, y: 500))
        #expect(log.entries.isEmpty)
    }

    // MARK: Several fingers

    @Test func twoFingersANaturalDistanceApartTap() {
        let (host, _, log, _) = scene(touches: 2)
        let fingers = host.touchDown(at: [CGPoint(x: 40, y: 100), CGPoint(x: 160, y: 100)])
        host.advance(by: 0.05)
        host.lift(fingers)
        #expect(log.entries == ["tap ended"])
    }

    @Test func twoFingersLandingInSeparateEventsStillTap() {
        let (host, _, log, _) = scene(touches: 2)
        let first = host.touchDown(at: CGPoint(x: 40, y: 100))
        host.advance(by: 0.03)
        let second = host.touchDown(at: CGPoint(x: 160, y: 110))
        host.advance(by: 0.05)
        host.lift([first, second])
        #expect(log.entries == ["tap ended"])
    }

    @Test func eachFingerOfATwoFingerTapMayMoveOnlyFromWhereItTouchedDown() {
        let (host, _, log, tap) = scene(touches: 2)
        let fingers = host.touchDown(at: [CGPoint(x: 40, y: 100), CGPoint(x: 160, y: 100)])
        // The second finger moves 30 pt (allowed), the first 50 pt (too far).
        host.move(fingers[1], to: CGPoint(x: 190, y: 100))
        #expect(tap.state == .possible)
        host.move(fingers[0], to: CGPoint(x: 40, y: 150))
        host.lift(fingers)
        #expect(log.entries.isEmpty)
    }

    @Test func theSecondTapOfADoubleTapMustLandNearTheFirst() {
        let (host, _, log, _) = scene(taps: 2)
        host.lift(host.touchDown(at: CGPoint(x: 40, y: 100)))
        host.advance(by: 0.1)
        host.lift(host.touchDown(at: CGPoint(x: 160, y: 100)))
        #expect(log.entries.isEmpty)
    }
}
