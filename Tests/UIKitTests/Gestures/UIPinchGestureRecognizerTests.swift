import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UIPinchGestureRecognizer`: two fingers, began after the distance changed 8 pt, `scale`
/// relative to the distance at began, `velocity` in scale factor per second smoothed 0.25/0.75
/// (Apple's `UIPinchGestureRecognizer` documentation; threshold and smoothing read from iOS 18.2
/// UIKitCore `_UIPinchGestureRecognizerDriver` and `UIPinchGestureRecognizer`).
@MainActor @Suite struct UIPinchGestureRecognizerTests {
    let center = CGPoint(x: 180, y: 330)

    func scene() -> (UITestHost, TouchRecordingView, GestureActionLog, UIPinchGestureRecognizer) {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let log = GestureActionLog()
        let pinch = attach(UIPinchGestureRecognizer(), named: "pinch", to: view, log: log)
        return (host, view, log, pinch)
    }

    func points(_ d: CGFloat) -> [CGPoint] {
        [CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y)]
    }

    @Test func scaleStartsAtOneAndVelocityAtZero() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
    }

    @Test func spreadingScalesRelativeToTheDistanceAtBegan() {
        let (host, _, log, pinch) = scene()
        var last: (scale: CGFloat, velocity: CGFloat)?
        log.onAction = { g in let p = g as! UIPinchGestureRecognizer; last = (p.scale, p.velocity) }
        // 100 → 200 pt in 30 moves of 10/3 pt: the third move (10 pt ≥ 8) begins it at 110 pt.
        host.pinch(center: center, from: 100, to: 200, duration: 0.5)
        #expect(log.states(of: "pinch").first == "began")
        #expect(log.states(of: "pinch").count == 29)   // began, 27 changed, ended
        #expect(log.states(of: "pinch").last == "ended")
        #expect(abs(last!.scale - 200.0 / 110.0) < 1e-9)
        // Each frame the scale grows (10/3)/110: (10/3)/110 · 60 = 200/110 per second.
        #expect(abs(last!.velocity - 200.0 / 110.0) < 1e-9)
        #expect(pinch.state == .possible)
    }

    @Test func pinchingInGivesAScaleBelowOneAndANegativeVelocity() {
        let (host, _, log, _) = scene()
        var last: (scale: CGFloat, velocity: CGFloat)?
        log.onAction = { g in let p = g as! UIPinchGestureRecognizer; last = (p.scale, p.velocity) }
        host.pinch(center: center, from: 200, to: 100, duration: 0.5)
        #expect(abs(last!.scale - 100.0 / 190.0) < 1e-9)
        #expect(abs(last!.velocity + 200.0 / 190.0) < 1e-9)
    }

    @Test func underTheThresholdItNeverBeginsAndFailsOnTheLift() {
        let (host, view, log, pinch) = scene()
        let fingers = host.touchDown(at: points(100))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(100 + GestureConstants.pinchHysteresis - 0.5))
        #expect(pinch.state == .possible)
        host.move(fingers, to: points(100 - GestureConstants.pinchHysteresis + 0.5))
        #expect(pinch.state == .possible)
        host.lift(fingers)
        #expect(log.entries.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func velocitySmoothsAChangeOfSpeed() {
        let (host, _, _, pinch) = scene()
        let fingers = host.touchDown(at: points(100))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(110))    // began at 110
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(121))    // scale 1.1: 0.1 per frame = 6/s (first sample as is)
        #expect(abs(pinch.velocity - 6) < 1e-9)
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(143))    // scale 1.3: 12/s
        #expect(abs(pinch.velocity - (0.25 * 12 + 0.75 * 6)) < 1e-9)
        host.lift(fingers)
    }

    @Test func settingTheScaleRebasesItAndZeroesTheVelocity() {
        let (host, _, _, pinch) = scene()
        let fingers = host.touchDown(at: points(100))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(110))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(132))
        #expect(abs(pinch.scale - 1.2) < 1e-9)
        pinch.scale = 1   // the classic idiom: apply, then reset
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(165))
        #expect(abs(pinch.scale - 165.0 / 132.0) < 1e-9)
        host.lift(fingers)
    }

    @Test func theScaleStaysWhereItWasAsTheFingersLift() {
        let (host, _, log, _) = scene()
        var scaleAtEnd: CGFloat?
        log.onAction = { g in if g.state == .ended { scaleAtEnd = (g as! UIPinchGestureRecognizer).scale } }
        let fingers = host.touchDown(at: points(100))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(110))
        host.move(fingers, to: points(165))
        host.lift(fingers[0])
        #expect(abs(scaleAtEnd! - 1.5) < 1e-9)
        host.lift(fingers[1])
    }

    @Test func aThirdFingerIsIgnored() {
        let (host, _, _, pinch) = scene()
        let fingers = host.touchDown(at: points(100))
        let third = host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(pinch.numberOfTouches == 2)
        host.advance(by: gestureFrame)
        host.move(third, to: CGPoint(x: 10, y: 10))
        #expect(pinch.state == .possible)
        host.move(fingers, to: points(120))
        #expect(pinch.state == .began)
        host.lift(fingers + [third])
    }

    @Test func oneFingerNeverPinches() {
        let (host, _, log, _) = scene()
        host.drag(from: center, to: CGPoint(x: center.x + 100, y: center.y), duration: 10 * gestureFrame)
        #expect(log.entries.isEmpty)
    }
}
