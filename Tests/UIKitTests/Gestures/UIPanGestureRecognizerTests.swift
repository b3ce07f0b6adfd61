import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UIPanGestureRecognizer`: defaults, the 10 pt start threshold per axis, translation and
/// velocity (points per second, 0.2/0.8 smoothing, zero after 0.04 s at rest) in any view's
/// coordinates, `setTranslation`, and fingers joining and leaving (Apple's
/// `UIPanGestureRecognizer` documentation; threshold and smoothing read from iOS 18.2 UIKitCore
/// `UIPanGestureRecognizer`).
@MainActor @Suite struct UIPanGestureRecognizerTests {
    let h = GestureConstants.panHysteresis

    func scene() -> (UITestHost, TouchRecordingView, GestureActionLog, UIPanGestureRecognizer) {
        let (host, view) = gestureScene()
        let log = GestureActionLog()
        let pan = attach(UIPanGestureRecognizer(), named: "pan", to: view, log: log)
        return (host, view, log, pan)
    }

    @Test func defaultsAreOneToUnlimitedFingers() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test func thePanBeginsWhenEitherAxisReachesTheThreshold() {
        let (host, _, log, pan) = scene()
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        // Just under on both axes: 13.4 pt away diagonally, but no axis reaches 10.
        host.move(finger, to: CGPoint(x: 100 + h - 0.5, y: 100 + h - 0.5))
        #expect(pan.state == .possible)
        host.move(finger, to: CGPoint(x: 100 + h - 0.5, y: 100 + h))
        #expect(log.entries == ["pan began"])
        // The threshold is taken off each axis: x never reached it, y just did.
        #expect(pan.translation(in: nil) == .zero)
        host.lift(finger)
    }

    @Test func theThresholdIsTakenOffTheTranslationAtBegan() {
        let (host, _, _, pan) = scene()
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.move(finger, to: CGPoint(x: 100 - 25, y: 100 + 4))   // a jump past the threshold
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: -(25 - h), y: 0))
        host.move(finger, to: CGPoint(x: 100 - 35, y: 100 + 20))
        #expect(pan.translation(in: nil) == CGPoint(x: -(35 - h), y: 16))
        host.lift(finger)
    }

    @Test func liftingBeforeTheThresholdFails() {
        let (host, view, log, pan) = scene()
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.move(finger, to: CGPoint(x: 105, y: 100))
        host.lift(finger)
        #expect(log.entries.isEmpty)
        #expect(pan.state == .possible)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func velocityOfAConstantSpeedDragIsThatSpeedInPointsPerSecond() {
        let (host, _, log, pan) = scene()
        var velocities: [CGPoint] = []
        log.onAction = { g in if g.state == .changed { velocities.append((g as! UIPanGestureRecognizer).velocity(in: nil)) } }
        let finger = host.touchDown(at: CGPoint(x: 20, y: 200))
        // 6 pt right and 3 pt up per frame: 360 pt/s and −180 pt/s.
        glide(host, finger, from: CGPoint(x: 20, y: 200), by: CGPoint(x: 120, y: -60), steps: 20)
        #expect(!velocities.isEmpty)
        for v in velocities {
            #expect(abs(v.x - 360) < 1e-6)
            #expect(abs(v.y + 180) < 1e-6)
        }
        host.advance(by: gestureFrame)   // 1/60 s at rest: less than 0.04 s
        let v = pan.velocity(in: nil)
        #expect(abs(v.x - 360) < 1e-6)
        host.lift(finger)
    }

    @Test func velocityDropsToZeroAfterFortyMillisecondsAtRest() {
        let (host, _, _, pan) = scene()
        let finger = host.touchDown(at: CGPoint(x: 20, y: 200))
        glide(host, finger, from: CGPoint(x: 20, y: 200), by: CGPoint(x: 100, y: 0), steps: 10)
        host.advance(by: GestureConstants.velocityStaleInterval)
        #expect(abs(pan.velocity(in: nil).x - 600) < 1e-6)
        host.advance(by: 0.001)
        #expect(pan.velocity(in: nil) == .zero)
        host.lift(finger)
    }

    @Test func velocitySmoothsAChangeOfSpeedTwentyEighty() {
        let (host, _, _, pan) = scene()
        let finger = host.touchDown(at: CGPoint(x: 20, y: 200))
        glide(host, finger, from: CGPoint(x: 20, y: 200), by: CGPoint(x: 60, y: 0), steps: 6)   // 600 pt/s
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: 80 + 15, y: 200))   // 15 pt in a frame: 900 pt/s
        let expected = 0.2 * 900 + 0.8 * 600
        #expect(abs(pan.velocity(in: nil).x - expected) < 1e-6)
        host.lift(finger)
    }

    @Test func translationAndVelocityAreInTheGivenViewsCoordinates() {
        let (host, view, _, pan) = scene()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(scaled)
        view.addSubview(turned)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: 200 + h, y: 200))
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: 200 + h + 40, y: 200 + 20))
        let t = pan.translation(in: nil)
        #expect(t == CGPoint(x: 40, y: 20))
        // Twice as big: half the points.
        let ts = pan.translation(in: scaled)
        #expect(abs(ts.x - 20) < 1e-9 && abs(ts.y - 10) < 1e-9)
        // Turned a quarter clockwise: screen right is the view's up (−y), screen down its +x.
        let tt = pan.translation(in: turned)
        #expect(abs(tt.x - 20) < 1e-9 && abs(tt.y + 40) < 1e-9)
        let v = pan.velocity(in: nil), vs = pan.velocity(in: scaled)
        // Samples of 10 pt and (40, 20) pt a frame, smoothed 0.2/0.8.
        #expect(abs(v.x - (0.2 * 40 * 60 + 0.8 * 10 * 60)) < 1e-6)
        #expect(abs(v.y - 0.2 * 20 * 60) < 1e-6)
        #expect(abs(vs.x - v.x / 2) < 1e-6 && abs(vs.y - v.y / 2) < 1e-6)
        // The view's own position does not matter for a vector.
        #expect(pan.translation(in: view) == t)
        host.lift(finger)
    }

    @Test func setTranslationRebasesIt() {
        let (host, _, log, pan) = scene()
        var applied = CGPoint.zero
        log.onAction = { g in
            let pan = g as! UIPanGestureRecognizer
            let t = pan.translation(in: nil)
            applied.x += t.x; applied.y += t.y
            pan.setTranslation(.zero, in: nil)   // the classic idiom
        }
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 90), duration: 10 * gestureFrame)
        // The sum of the increments is the translation since began: the total less the threshold
        // on each axis (x crossed it on the first move; y had moved 4 pt, which the threshold
        // takes off too, down to zero).
        #expect(abs(applied.x - (100 - h)) < 1e-9)
        #expect(abs(applied.y - (40 - 4)) < 1e-9)
        _ = pan
    }

    @Test func setTranslationInAScaledViewIsConvertedToTheWindow() {
        let (host, view, _, pan) = scene()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 200))
        host.move(finger, to: CGPoint(x: 230, y: 200))
        pan.setTranslation(CGPoint(x: 100, y: 0), in: scaled)
        #expect(pan.translation(in: nil) == CGPoint(x: 200, y: 0))
        host.move(finger, to: CGPoint(x: 236, y: 200))
        #expect(pan.translation(in: scaled) == CGPoint(x: 103, y: 0))
        host.lift(finger)
    }

    // MARK: Several fingers

    @Test func aTwoFingerPanNeedsTwoFingers() {
        let (host, _, log, pan) = scene()
        pan.minimumNumberOfTouches = 2
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 5 * gestureFrame)
        #expect(log.entries.isEmpty)
        let fingers = host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 50)])
        host.move(fingers, to: [CGPoint(x: 50, y: 70), CGPoint(x: 90, y: 70)])
        #expect(log.entries == ["pan began"])
        host.move(fingers, to: [CGPoint(x: 50, y: 90), CGPoint(x: 90, y: 100)])
        // The centroid moved 20 − 10 (threshold), then 25.
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 35))
        #expect(pan.numberOfTouches == 2)
        host.lift(fingers[0])   // below the minimum: ended
        #expect(log.entries.last == "pan ended")
        host.lift(fingers[1])
    }

    @Test func fingersBeyondTheMaximumAreIgnored() {
        let (host, _, _, pan) = scene()
        pan.maximumNumberOfTouches = 1
        let a = host.touchDown(at: CGPoint(x: 50, y: 50))
        let b = host.touchDown(at: CGPoint(x: 150, y: 50))
        #expect(pan.numberOfTouches == 1)
        host.move(a, to: CGPoint(x: 50, y: 80))
        host.move(b, to: CGPoint(x: 250, y: 250))   // ignored
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30 - h))
        host.lift([a, b])
    }

    @Test func aFingerJoiningOrLeavingMidPanDoesNotMakeTheTranslationJump() {
        let (host, _, log, pan) = scene()
        let a = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.move(a, to: CGPoint(x: 80, y: 50))
        let before = pan.translation(in: nil)
        #expect(before == CGPoint(x: 30 - h, y: 0))
        let b = host.touchDown(at: CGPoint(x: 200, y: 200))   // the centroid jumps to (140, 125)
        #expect(pan.translation(in: nil) == before)
        host.move([a, b], to: [CGPoint(x: 90, y: 50), CGPoint(x: 210, y: 200)])   // both 10 right
        #expect(pan.translation(in: nil) == CGPoint(x: before.x + 10, y: 0))
        host.lift(b)                                           // the centroid jumps back
        #expect(pan.translation(in: nil) == CGPoint(x: before.x + 10, y: 0))
        host.move(a, to: CGPoint(x: 95, y: 50))
        #expect(pan.translation(in: nil) == CGPoint(x: before.x + 15, y: 0))
        #expect(pan.state == .changed)
        host.lift(a)
        #expect(log.entries.last == "pan ended")
        #expect(!log.entries.contains("pan cancelled"))
    }

    @Test func joiningDoesNotMakeTheVelocityJumpEither() {
        let (host, _, _, pan) = scene()
        let a = host.touchDown(at: CGPoint(x: 50, y: 50))
        glide(host, a, from: CGPoint(x: 50, y: 50), by: CGPoint(x: 60, y: 0), steps: 6)   // 600 pt/s
        _ = host.touchDown(at: CGPoint(x: 250, y: 250))
        #expect(abs(pan.velocity(in: nil).x - 600) < 1e-6)
        #expect(abs(pan.velocity(in: nil).y) < 1e-6)
    }
}
