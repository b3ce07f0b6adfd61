import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// `UIScreenEdgePanGestureRecognizer`: `edges` (default none), touch-down within 13 pt of an edge,
/// 15 pt away from it within 0.25 s, `delaysTouchesBegan` true (Apple's
/// `UIScreenEdgePanGestureRecognizer` documentation; the limits read from iOS 18.2 UIKitCore
/// `UIScreenEdgePanGestureRecognizer` and `_UISEGestureFeatureSettings`).
@MainActor @Suite struct UIScreenEdgePanGestureRecognizerTests {
    let region = GestureConstants.screenEdgeRegion
    let hysteresis = GestureConstants.screenEdgeHysteresis

    func scene(_ edges: UIRectEdge) -> (UITestHost, TouchRecordingView, GestureActionLog, UIScreenEdgePanGestureRecognizer) {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let log = GestureActionLog()
        let edge = attach(UIScreenEdgePanGestureRecognizer(), named: "edge", to: view, log: log)
        edge.edges = edges
        return (host, view, log, edge)
    }

    @Test func defaultsAreNoEdgesOneFingerAndDelayedTouches() {
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.edges == [])
        #expect(edge.delaysTouchesBegan)
        #expect(edge.maximumNumberOfTouches == 1)
        #expect(edge.cancelsTouchesInView)
    }

    @Test func withoutEdgesItNeverBegins() {
        let (host, view, log, _) = scene([])
        host.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 100, y: 300), duration: 5 * gestureFrame)
        #expect(log.entries.isEmpty)
        #expect(view.methodsWithoutMoves == ["began", "ended"])
    }

    @Test func itBeginsFromEachEdgeMovingAwayFromIt() {
        let w: CGFloat = 375, hgt: CGFloat = 667
        let cases: [(UIRectEdge, CGPoint, CGPoint)] = [
            (.left, CGPoint(x: 5, y: 300), CGPoint(x: 1, y: 0)),
            (.right, CGPoint(x: w - 5, y: 300), CGPoint(x: -1, y: 0)),
            (.top, CGPoint(x: 180, y: 5), CGPoint(x: 0, y: 1)),
            (.bottom, CGPoint(x: 180, y: hgt - 5), CGPoint(x: 0, y: -1)),
        ]
        for (edges, start, direction) in cases {
            let (host, view, log, edge) = scene(edges)
            var translationAtBegan: CGPoint?
            log.onAction = { g in if g.state == .began { translationAtBegan = (g as! UIPanGestureRecognizer).translation(in: nil) } }
            let finger = host.touchDown(at: start)
            #expect(view.methods.isEmpty, "\(edges.rawValue): touchesBegan is delayed")
            glide(host, finger, from: start, by: CGPoint(x: direction.x * 40, y: direction.y * 40), steps: 8)
            host.lift(finger)
            #expect(log.states(of: "edge").first == "began", "edge \(edges.rawValue)")
            #expect(log.states(of: "edge").last == "ended", "edge \(edges.rawValue)")
            #expect(translationAtBegan == .zero)
            #expect(view.methods.isEmpty, "\(edges.rawValue): the delayed touch never reaches the view")
            _ = edge
        }
    }

    @Test func theTranslationFollowsTheFingerAfterBegan() {
        let (host, _, _, edge) = scene(.left)
        let finger = host.touchDown(at: CGPoint(x: 3, y: 300))
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: 3 + hysteresis, y: 300))
        #expect(edge.state == .began)
        host.move(finger, to: CGPoint(x: 3 + hysteresis + 30, y: 310))
        #expect(edge.translation(in: nil) == CGPoint(x: 30, y: 10))
        host.lift(finger)
    }

    @Test func aTouchDownBeyondTheEdgeRegionFails() {
        let (host, view, log, edge) = scene(.left)
        let finger = host.touchDown(at: CGPoint(x: region + 1, y: 300))
        #expect(edge.state == .failed)
        #expect(view.methods == ["began"])   // failing releases the delayed touch
        glide(host, finger, from: CGPoint(x: region + 1, y: 300), by: CGPoint(x: 60, y: 0), steps: 4)
        host.lift(finger)
        #expect(log.entries.isEmpty)
        // Exactly on the region's border is inside.
        let (host2, _, log2, _) = scene(.left)
        let f2 = host2.touchDown(at: CGPoint(x: region, y: 300))
        glide(host2, f2, from: CGPoint(x: region, y: 300), by: CGPoint(x: 60, y: 0), steps: 4)
        #expect(log2.states(of: "edge").first == "began")
    }

    @Test func anEdgeNotInEdgesDoesNotCount() {
        let (host, _, log, _) = scene(.right)
        host.drag(from: CGPoint(x: 3, y: 300), to: CGPoint(x: 100, y: 300), duration: 5 * gestureFrame)
        #expect(log.entries.isEmpty)
    }

    @Test func tooSlowAwayFromTheEdgeFails() {
        let (host, _, log, edge) = scene(.left)
        let finger = host.touchDown(at: CGPoint(x: 3, y: 300))
        // 0.8 pt a frame: 12 pt when the 0.25 s run out; 15 pt would come 4 frames later.
        glide(host, finger, from: CGPoint(x: 3, y: 300), by: CGPoint(x: 20, y: 0), steps: 25)
        #expect(edge.state == .failed)
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func movingMoreAlongTheEdgeThanAwayFromItFails() {
        let (host, _, log, _) = scene(.left)
        let finger = host.touchDown(at: CGPoint(x: 3, y: 300))
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: 3 + hysteresis + 1, y: 300 + hysteresis + 5))
        host.lift(finger)
        #expect(log.entries.isEmpty)
    }

    @Test func aSecondFingerDoesNotCount() {
        let (host, _, log, edge) = scene(.left)
        let a = host.touchDown(at: CGPoint(x: 3, y: 300))
        let b = host.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(edge.numberOfTouches == 1)
        host.advance(by: gestureFrame)
        host.move(b, to: CGPoint(x: 300, y: 300))
        #expect(edge.state == .possible)
        host.move(a, to: CGPoint(x: 3 + hysteresis, y: 300))
        #expect(log.entries == ["edge began"])
        host.lift([a, b])
    }
}
