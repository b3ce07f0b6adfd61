import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UISwipeGestureRecognizer`: direction (default right), recognized during the move once the
/// finger covered 50 pt within 0.5 s in an accepted direction, location = the start (Apple's
/// `UISwipeGestureRecognizer` documentation; the thresholds are `GestureConstants`' values from the
/// Books app's `BKSwipeGestureRecognizer`).
@MainActor @Suite struct UISwipeGestureRecognizerTests {
    let start = CGPoint(x: 180, y: 330)
    let distance = GestureConstants.swipeMinimumDistance

    func scene(_ direction: UISwipeGestureRecognizer.Direction = .right) -> (UITestHost, TouchRecordingView, GestureActionLog, UISwipeGestureRecognizer) {
        let host = UITestHost()
        let view = TouchRecordingView(frame: CGRect(x: 10, y: 20, width: 355, height: 600))
        host.window.addSubview(view)
        let log = GestureActionLog()
        let swipe = attach(UISwipeGestureRecognizer(), named: "swipe", to: view, log: log)
        swipe.direction = direction
        return (host, view, log, swipe)
    }

    @Test func defaultsAreRightAndOneFinger() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test func directionRawValuesAreApples() {
        typealias D = UISwipeGestureRecognizer.Direction
        #expect([D.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test func aSwipeInEachDirectionIsRecognizedBeforeTheLift() {
        let cases: [(UISwipeGestureRecognizer.Direction, CGPoint)] = [
            (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
            (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
        ]
        for (direction, unit) in cases {
            let (host, _, log, _) = scene(direction)
            let finger = host.touchDown(at: start)
            // 12.5 pt a frame: 50 pt on the fourth move, 4/60 s after touch-down.
            glide(host, finger, from: start, by: CGPoint(x: unit.x * distance, y: unit.y * distance), steps: 4)
            #expect(log.entries == ["swipe ended"], "direction \(direction.rawValue)")
            host.lift(finger)
        }
    }

    @Test func aSwipeTheOtherWayFails() {
        let (host, _, log, swipe) = scene(.right)
        let finger = host.touchDown(at: start)
        glide(host, finger, from: start, by: CGPoint(x: -distance, y: 0), steps: 4)
        #expect(swipe.state == .failed)
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func severalDirectionsMayBeAccepted() {
        for dx in [distance, -distance] {
            let (host, _, log, _) = scene([.left, .right])
            let finger = host.touchDown(at: start)
            glide(host, finger, from: start, by: CGPoint(x: dx, y: 0), steps: 4)
            host.lift(finger)
            #expect(log.entries == ["swipe ended"])
        }
    }

    @Test func theLocationIsWhereTheSwipeStarted() {
        let (host, view, log, swipe) = scene()
        var location: CGPoint?
        log.onAction = { g in location = g.location(in: view) }
        let finger = host.touchDown(at: start)
        glide(host, finger, from: start, by: CGPoint(x: 80, y: 0), steps: 4)
        #expect(location == CGPoint(x: start.x - 10, y: start.y - 20))
        #expect(swipe.location(in: nil) == start)
        host.lift(finger)
    }

    @Test func justUnderTheDistanceIsNotYetASwipeAndLiftingFails() {
        let (host, _, log, swipe) = scene()
        let finger = host.touchDown(at: start)
        glide(host, finger, from: start, by: CGPoint(x: distance - 1, y: 0), steps: 4)
        #expect(swipe.state == .possible)
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func tooSlowFails() {
        let (host, _, log, swipe) = scene()
        let finger = host.touchDown(at: start)
        // 1 pt a frame: 30 pt when the 0.5 s run out.
        glide(host, finger, from: start, by: CGPoint(x: 60, y: 0), steps: 60)
        #expect(swipe.state == .failed)
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func strayingTooFarAcrossFails() {
        let ratio = GestureConstants.swipeMaximumSecondaryRatio
        let (host, _, log, _) = scene()
        let finger = host.touchDown(at: start)
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: start.x + distance, y: start.y + distance * ratio + 1))
        host.lift(finger)
        #expect(log.entries.isEmpty)
        let (host2, _, log2, _) = scene()
        let f2 = host2.touchDown(at: start)
        host2.advance(by: gestureFrame)
        host2.move(f2, to: CGPoint(x: start.x + distance, y: start.y + distance * ratio))
        #expect(log2.entries == ["swipe ended"])
    }

    @Test func aTwoFingerSwipeNeedsTwoFingers() {
        let (host, _, log, swipe) = scene(.up)
        swipe.numberOfTouchesRequired = 2
        let one = host.touchDown(at: start)
        glide(host, one, from: start, by: CGPoint(x: 0, y: -80), steps: 4)
        host.lift(one)
        #expect(log.entries.isEmpty)
        let fingers = host.touchDown(at: [start, CGPoint(x: start.x + 40, y: start.y)])
        for i in 1...4 {
            host.advance(by: gestureFrame)
            let dy = -CGFloat(i) * 20
            host.move(fingers, to: [CGPoint(x: start.x, y: start.y + dy), CGPoint(x: start.x + 40, y: start.y + dy)])
        }
        #expect(log.entries == ["swipe ended"])
        #expect(swipe.location(in: nil) == CGPoint(x: start.x + 20, y: start.y))
        host.lift(fingers)
    }

    @Test func aThirdFingerFailsATwoFingerSwipe() {
        let (host, _, _, swipe) = scene()
        swipe.numberOfTouchesRequired = 2
        let fingers = host.touchDown(at: [start, CGPoint(x: start.x, y: start.y + 30), CGPoint(x: start.x, y: start.y + 60)])
        #expect(swipe.state == .failed)
        host.lift(fingers)
    }
}
