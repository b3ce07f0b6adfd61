import Foundation
import Testing
import UIKitTesting
import UIKitTestSupport

/// Zoom limits, programmatic zoom, pinching around the fingers and the zoom bounce (Apple's `UIScrollView`
/// zooming documentation; the rubber band and durations read from iOS 18.2 UIKitCore `UIScrollView`).
@MainActor @Suite struct UIScrollViewZoomingTests {
    struct Scene {
        let host: UITestHost
        let scroll: UIScrollView
        let zoomView: UIView
        let recorder: ScrollDelegateRecorder
    }

    /// A 375×667 scroll view zooming a view of `size` (default: the bounds' size), limits 0.5...3.
    private func makeScene(size: CGSize = CGSize(width: 375, height: 667)) -> Scene {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let zoomView = UIView(frame: CGRect(origin: .zero, size: size))
        scroll.addSubview(zoomView)
        scroll.contentSize = size
        recorder.zoomView = zoomView
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        return Scene(host: host, scroll: scroll, zoomView: zoomView, recorder: recorder)
    }

    /// Two fingers on a horizontal line through `center`, `start` apart; they spread 10 pt (the pinch
    /// begins there, at scale 1), then to `10 + start` × `scale` apart in `steps` moves, one per frame.
    /// Returns the fingers, still down.
    private func pinch(_ host: UITestHost, center: CGPoint, start: CGFloat = 60, to scale: CGFloat,
                       steps: Int = 10) -> [UITestFinger] {
        func points(_ d: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y)]
        }
        let fingers = host.touchDown(at: points(start))
        host.advance(by: 1.0 / 60)
        let began = start + 10
        host.move(fingers, to: points(began))
        for i in 1...steps {
            host.advance(by: 1.0 / 60)
            host.move(fingers, to: points(began * (1 + (scale - 1) * CGFloat(i) / CGFloat(steps))))
        }
        return fingers
    }

    // MARK: Limits and the pinch recognizer

    @Test func thePinchRecognizerExistsOnlyWhileTheLimitsDiffer() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 2
        let pinch = try! #require(scroll.pinchGestureRecognizer)
        #expect(pinch.view === scroll)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil)
        #expect(pinch.view == nil)
    }

    @Test func setZoomScaleClampsToTheLimits() {
        let scene = makeScene()
        scene.scroll.setZoomScale(5, animated: false)
        #expect(scene.scroll.zoomScale == 3)
        scene.scroll.zoomScale = 0.1
        #expect(scene.scroll.zoomScale == 0.5)
        scene.scroll.zoomScale = 2
        #expect(scene.scroll.zoomScale == 2)
    }

    @Test func theZoomingViewGetsAScaleTransformAndContentSizeFollowsIt() {
        let scene = makeScene(size: CGSize(width: 400, height: 300))
        scene.scroll.setZoomScale(2, animated: false)
        #expect(scene.zoomView.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(scene.zoomView.bounds.size == CGSize(width: 400, height: 300))
        #expect(scene.zoomView.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scene.scroll.contentSize == CGSize(width: 800, height: 600))
        scene.scroll.zoomScale = 0.5
        #expect(scene.scroll.contentSize == CGSize(width: 200, height: 150))
    }

    @Test func aNonAnimatedZoomTellsDidZoomButNotEndZooming() {
        let scene = makeScene()
        scene.scroll.setZoomScale(2, animated: false)
        #expect(scene.recorder.count("didZoom") == 1)
        #expect(scene.recorder.count("didEndZooming") == 0)
        #expect(scene.recorder.count("willBeginZooming") == 0)
    }

    @Test func anAnimatedZoomLastsUIKitsLogarithmicDurationAndEndsZooming() {
        let scene = makeScene()
        let start = scene.host.now
        scene.scroll.setZoomScale(2, animated: true)
        #expect(scene.scroll.zoomScale == 1)
        // min(|ln 1 − ln 2|·0.3 + 0.1, 0.4) ≈ 0.308 s
        let duration = min(log(2.0) * 0.3 + 0.1, 0.4)
        scene.host.advance(by: duration / 2)
        #expect(scene.scroll.zoomScale > 1 && scene.scroll.zoomScale < 2)
        scene.host.settle()
        #expect(abs(scene.scroll.zoomScale - 2) < 1e-9)
        #expect(scene.recorder.zoomEndScale.map { abs($0 - 2) < 1e-9 } == true)
        let ended = try! #require(scene.recorder.times["didEndZooming"])
        #expect(ended - start >= duration - 1e-9 && ended - start <= duration + 1.0 / 60)
    }

    @Test func zoomToRectFitsTheRectWithinTheLimitsCentred() {
        let scene = makeScene(size: CGSize(width: 400, height: 300))
        // Fitting 100×100 into 375×667 wants 3.75; the limit is 3.
        scene.scroll.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        #expect(scene.scroll.zoomScale == 3)
        // The rect's centre (150, 150) at 3× is (450, 450), shown at the bounds' centre.
        #expect(scene.scroll.contentOffset == CGPoint(x: 450 - 187.5, y: 450 - 333.5))
    }

    @Test func zoomToRectPicksTheSmallerFittingScale() {
        let scene = makeScene()
        scene.scroll.zoom(to: CGRect(x: 0, y: 0, width: 187.5, height: 600), animated: false)
        // fit x = 2, fit y = 667/600 ≈ 1.11: the whole rect must fit.
        #expect(abs(scene.scroll.zoomScale - 667.0 / 600) < 1e-9)
    }

    // MARK: Pinching

    @Test func pinchingZoomsAroundTheFingers() {
        let scene = makeScene()
        let fingers = pinch(scene.host, center: CGPoint(x: 150, y: 200), to: 2)
        #expect(scene.scroll.isZooming)
        #expect(abs(scene.scroll.zoomScale - 2) < 1e-9)
        // The content point under the fingers, (150, 200), is at (300, 400) at 2×, still under them.
        #expect(abs(scene.scroll.contentOffset.x - 150) <= 0.5)
        #expect(abs(scene.scroll.contentOffset.y - 200) <= 0.5)
        #expect(scene.scroll.contentSize == CGSize(width: 750, height: 1334))
        scene.host.lift(fingers)
        #expect(!scene.scroll.isZooming)
        scene.host.settle()
        #expect(abs(scene.scroll.zoomScale - 2) < 1e-9)
    }

    @Test func aPinchSendsTheZoomSequence() {
        let scene = makeScene()
        let fingers = pinch(scene.host, center: CGPoint(x: 150, y: 200), to: 2)
        scene.host.lift(fingers)
        scene.host.settle()
        let log = scene.recorder.log
        #expect(log.first == "willBeginZooming")
        #expect(log.last == "didEndZooming")
        #expect(scene.recorder.count("didEndZooming") == 1)
        // Per change: didScroll (the offset follows), then didZoom.
        let calls = scene.recorder.calls
        for (i, call) in calls.enumerated() where call == "didScroll" {
            #expect(i + 1 < calls.count && calls[i + 1] == "didZoom")
        }
        #expect(scene.recorder.flags["willBeginZooming"] != nil)
        #expect(scene.recorder.zoomEndScale.map { abs($0 - 2) < 1e-9 } == true)
    }

    @Test func overZoomingRubberBandsAndSettlesBackToTheMaximum() {
        let scene = makeScene()
        let fingers = pinch(scene.host, center: CGPoint(x: 187.5, y: 300), to: 5)
        // Asking for 5 with a maximum of 3 shows 3·(2 − 3/5) = 4.2.
        #expect(abs(scene.scroll.zoomScale - 4.2) < 1e-9)
        #expect(!scene.scroll.isZoomBouncing)
        let lift = scene.host.now
        scene.host.lift(fingers)
        #expect(scene.scroll.isZoomBouncing)
        #expect(scene.recorder.count("didEndZooming") == 0)
        scene.host.settle()
        #expect(!scene.scroll.isZoomBouncing)
        #expect(abs(scene.scroll.zoomScale - 3) < 1e-9)
        #expect(scene.recorder.zoomEndScale.map { abs($0 - 3) < 1e-9 } == true)
        // The bounce lasts min(|ln 4.2 − ln 3|·0.3 + 0.1, 0.4) ≈ 0.201 s.
        let duration = min(abs(log(4.2) - log(3.0)) * 0.3 + 0.1, 0.4)
        let ended = try! #require(scene.recorder.times["didEndZooming"])
        #expect(ended - lift >= duration - 1e-9 && ended - lift <= duration + 1.0 / 60)
    }

    @Test func theZoomBounceShowsFromTheMomentItIsWorkedOut() {
        let scene = makeScene()
        let fingers = pinch(scene.host, center: CGPoint(x: 187.5, y: 300), to: 5)
        scene.recorder.zoomBouncingAtViewForZooming.removeAll()
        scene.host.lift(fingers)
        // The bounce asks for the zooming view once it has begun (and isZoomBouncing says so).
        #expect(scene.recorder.zoomBouncingAtViewForZooming.contains(true))
        #expect(scene.scroll.isZoomBouncing)
        scene.host.settle()
        #expect(!scene.scroll.isZoomBouncing)
    }

    @Test func aZoomScaleSetWithoutAnimationEndsAZoomBounce() {
        let scene = makeScene()
        let fingers = pinch(scene.host, center: CGPoint(x: 187.5, y: 300), to: 5)
        scene.host.lift(fingers)
        scene.host.advance(by: 1.0 / 60)
        #expect(scene.scroll.isZoomBouncing)
        scene.scroll.setZoomScale(2, animated: false)
        #expect(!scene.scroll.isZoomBouncing)
        #expect(abs(scene.scroll.zoomScale - 2) < 1e-9)
        scene.host.settle()
        #expect(abs(scene.scroll.zoomScale - 2) < 1e-9)
    }

    @Test func underZoomingRubberBandsAndSettlesBackToTheMinimum() {
        let scene = makeScene()
        let fingers = pinch(scene.host, center: CGPoint(x: 187.5, y: 300), start: 200, to: 0.25)
        // Asking for 0.25 with a minimum of 0.5 shows 0.5/(2 − 0.25/0.5) = 1/3.
        #expect(abs(scene.scroll.zoomScale - 1.0 / 3) < 1e-9)
        scene.host.lift(fingers)
        scene.host.settle()
        #expect(abs(scene.scroll.zoomScale - 0.5) < 1e-9)
    }

    @Test func withoutBouncesZoomAPinchStopsAtTheLimit() {
        let scene = makeScene()
        scene.scroll.bouncesZoom = false
        let fingers = pinch(scene.host, center: CGPoint(x: 187.5, y: 300), to: 5)
        #expect(scene.scroll.zoomScale == 3)
        scene.host.lift(fingers)
        #expect(!scene.scroll.isZoomBouncing)
        scene.host.settle()
        #expect(scene.scroll.zoomScale == 3)
        #expect(scene.recorder.zoomScales.allSatisfy { $0 <= 3 })
    }

    @Test func withoutAZoomingViewAPinchDoesNothing() {
        let scene = makeScene()
        scene.recorder.zoomView = nil
        let fingers = pinch(scene.host, center: CGPoint(x: 187.5, y: 300), to: 2)
        scene.host.lift(fingers)
        scene.host.settle()
        #expect(scene.scroll.zoomScale == 1)
        #expect(scene.recorder.count("willBeginZooming") == 0)
    }
}
