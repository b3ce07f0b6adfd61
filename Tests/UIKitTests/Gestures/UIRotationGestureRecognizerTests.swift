import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UIRotationGestureRecognizer`: two fingers, `rotation` in radians since began, positive
/// clockwise on screen (as `CGAffineTransform(rotationAngle:)`), accumulated past ±π, `velocity` in
/// radians per second (Apple's `UIRotationGestureRecognizer` documentation; the 2° start threshold
/// is our choice, [N] in `GestureConstants`).
@MainActor @Suite struct UIRotationGestureRecognizerTests {
    let center = CGPoint(x: 180, y: 330)

    func scene() -> (UITestHost, TouchRecordingView, GestureActionLog, UIRotationGestureRecognizer) {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let log = GestureActionLog()
        let rotation = attach(UIRotationGestureRecognizer(), named: "rotation", to: view, log: log)
        return (host, view, log, rotation)
    }

    func points(_ theta: CGFloat, radius: CGFloat = 60) -> [CGPoint] {
        let dx = radius * cos(theta), dy = radius * sin(theta)
        return [CGPoint(x: center.x + dx, y: center.y + dy), CGPoint(x: center.x - dx, y: center.y - dy)]
    }

    @Test func rotationAndVelocityStartAtZero() {
        let r = UIRotationGestureRecognizer()
        #expect(r.rotation == 0)
        #expect(r.velocity == 0)
    }

    @Test func turningClockwiseOnScreenIsPositive() {
        let (host, _, log, _) = scene()
        var last: (rotation: CGFloat, velocity: CGFloat)?
        log.onAction = { g in let r = g as! UIRotationGestureRecognizer; last = (r.rotation, r.velocity) }
        // π/2 in 30 moves of 3° (π/60): the first move passes the 2° threshold and begins it.
        host.rotate(center: center, radius: 60, by: .pi / 2, duration: 0.5)
        #expect(log.states(of: "rotation").first == "began")
        #expect(log.states(of: "rotation").last == "ended")
        #expect(abs(last!.rotation - (.pi / 2 - .pi / 60)) < 1e-9)
        // π/60 per 1/60 s: π radians per second.
        #expect(abs(last!.velocity - .pi) < 1e-9)
    }

    @Test func turningCounterclockwiseIsNegative() {
        let (host, _, log, _) = scene()
        var last: CGFloat?
        log.onAction = { g in last = (g as! UIRotationGestureRecognizer).rotation }
        host.rotate(center: center, radius: 60, by: -.pi / 2, duration: 0.5)
        #expect(abs(last! + (.pi / 2 - .pi / 60)) < 1e-9)
    }

    @Test func theRotationAccumulatesPastHalfATurn() {
        let (host, _, log, _) = scene()
        var last: CGFloat?
        log.onAction = { g in last = (g as! UIRotationGestureRecognizer).rotation }
        // 1.5π in 45 moves of 6° (π/30).
        host.rotate(center: center, radius: 60, by: 1.5 * .pi, duration: 0.75)
        #expect(abs(last! - (1.5 * .pi - .pi / 30)) < 1e-9)
    }

    @Test func theViewTransformFollowsTheFingers() {
        let (host, view, log, _) = scene()
        let square = UIView(frame: CGRect(x: 150, y: 300, width: 60, height: 60))
        view.addSubview(square)
        log.onAction = { g in
            let r = g as! UIRotationGestureRecognizer
            square.transform = square.transform.rotated(by: r.rotation)
            r.rotation = 0
        }
        let fingers = host.touchDown(at: points(0))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(.pi / 60))          // began at 3°
        for i in 2...10 {
            host.advance(by: gestureFrame)
            host.move(fingers, to: points(CGFloat(i) * .pi / 60))
        }
        host.lift(fingers)
        // The square turned by what the fingers turned after began: 9 · 3° = 27°, clockwise.
        let expected = CGAffineTransform(rotationAngle: 9 * .pi / 60)
        #expect(abs(square.transform.a - expected.a) < 1e-9)
        #expect(abs(square.transform.b - expected.b) < 1e-9)
        #expect(square.transform.b > 0)
    }

    @Test func underTheThresholdItNeverBegins() {
        let (host, _, log, rotation) = scene()
        let fingers = host.touchDown(at: points(0))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(GestureConstants.rotationHysteresis * 0.9))
        #expect(rotation.state == .possible)
        host.move(fingers, to: points(GestureConstants.rotationHysteresis * 1.1))
        #expect(rotation.state == .began)
        host.lift(fingers)
        #expect(log.states(of: "rotation") == ["began", "ended"])
    }

    @Test func settingTheRotationRebasesItAndZeroesTheVelocity() {
        let (host, _, _, rotation) = scene()
        let fingers = host.touchDown(at: points(0))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(0.1))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(0.3))
        #expect(abs(rotation.rotation - 0.2) < 1e-9)
        #expect(abs(rotation.velocity - 0.2 * 60) < 1e-9)
        rotation.rotation = 1
        #expect(rotation.velocity == 0)
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(0.35))
        #expect(abs(rotation.rotation - 1.05) < 1e-9)
        host.lift(fingers)
    }

    @Test func velocitySmoothsAChangeOfSpeed() {
        let (host, _, _, rotation) = scene()
        let fingers = host.touchDown(at: points(0))
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(0.1))      // began
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(0.15))     // 0.05 per frame: 3 rad/s
        host.advance(by: gestureFrame)
        host.move(fingers, to: points(0.25))     // 6 rad/s
        #expect(abs(rotation.velocity - (0.25 * 6 + 0.75 * 3)) < 1e-9)
        host.lift(fingers)
    }
}
