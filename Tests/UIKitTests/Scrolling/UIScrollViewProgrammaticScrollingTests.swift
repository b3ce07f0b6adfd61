import Testing
import UIKitTesting
import UIKitTestSupport

/// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and the status-bar tap
/// (UIScrollView.h and Apple's `UIScrollViewDelegate` documentation; the 0.3 s duration and the
/// rect rule read from iOS 18.2 UIKitCore `UIScrollView`).
@MainActor @Suite struct UIScrollViewProgrammaticScrollingTests {
    // MARK: setContentOffset(_:animated:)

    @Test func anAnimatedOffsetTakesPointThreeSecondsScrollingEveryFrame() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let start = host.now
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scroll.contentOffset.y == 0)   // nothing moves until a frame runs
        host.advance(by: 0.15)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 600)
        host.advance(by: 0.15)
        #expect(scroll.contentOffset.y == 600)
        #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
        // 0.3 s at 60 Hz is 18 frames, each moving the content.
        #expect(recorder.count("didScroll") >= 17 && recorder.count("didScroll") <= 18)
        let ended = try! #require(recorder.times["didEndScrollingAnimation"])
        #expect(abs(ended - start - 0.3) < 1e-6)
        // Monotonic progress toward the target.
        let ys = recorder.scrolledOffsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func anAnimatedOffsetSendsNoDraggingOrDeceleratingCallbacks() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        host.settle()
        #expect(Set(recorder.log) == ["didScroll", "didEndScrollingAnimation"])
        #expect(!scroll.isDragging && !scroll.isDecelerating)
    }

    @Test func anAnimatedOffsetToWhereItIsSendsNothing() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.setContentOffset(.zero, animated: true)
        host.advance(by: 0.5)
        #expect(recorder.log.isEmpty)
    }

    @Test func outOfAWindowAnAnimatedOffsetAppliesAtOnce() {
        _ = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 3000)
        scroll.delegate = recorder
        scroll.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
        #expect(scroll.contentOffset.y == 700)
        #expect(recorder.log == ["didScroll"])
    }

    @Test func aNonAnimatedOffsetCancelsARunningAnimation() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        host.advance(by: 0.1)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        host.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 50)
        #expect(recorder.count("didEndScrollingAnimation") == 0)
    }

    @Test func anAnimatedOffsetAskedForDuringADragAppliesAtOnceAndEnds() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 500))
        host.advance(by: 1.0 / 60)
        host.move(finger, to: CGPoint(x: 200, y: 400))
        #expect(scroll.isDragging)
        scroll.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2000))
        #expect(recorder.count("didEndScrollingAnimation") == 1)
        #expect(scroll.isDragging)
        host.lift(finger)
        host.settle()
        #expect(recorder.count("didEndScrollingAnimation") == 1)
        #expect(recorder.count("didEndDragging(false)") + recorder.count("didEndDragging(true)") == 1)
    }

    @Test func aTouchStopsAnAnimatedScroll() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        host.advance(by: 0.1)
        let finger = host.touchDown(at: CGPoint(x: 200, y: 300))
        let stopped = scroll.contentOffset
        host.advance(by: 0.5)
        host.lift(finger)
        host.settle()
        #expect(scroll.contentOffset == stopped)
        #expect(stopped.y < 600)
    }

    // MARK: Stopping a motion

    /// A fast upward drag released in motion: a fling.
    private func fling(_ host: UITestHost) {
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.1)
    }

    @Test func settingTheOffsetWithoutAnimationStopsAFling() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        fling(host)
        host.advance(by: 0.1)
        #expect(scroll.isDecelerating)
        let here = scroll.contentOffset
        scroll.setContentOffset(here, animated: false)
        #expect(!scroll.isDecelerating)
        #expect(recorder.count("didEndDecelerating") == 1)
        host.settle()
        #expect(scroll.contentOffset == here)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func anAnimatedOffsetReplacesAFling() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        fling(host)
        host.advance(by: 0.1)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        #expect(!scroll.isDecelerating)
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.count("didEndDecelerating") == 1)
        #expect(recorder.log.last == "didEndScrollingAnimation")
    }

    @Test func settingTheOffsetStopsAPageAnimation() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 667 * 4, recorder: recorder)
        scroll.isPagingEnabled = true
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.1)
        host.advance(by: 0.05)
        #expect(scroll.isDecelerating)
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func settingTheOffsetEndsAZoomBounceAtItsLimit() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 667, recorder: recorder)
        let zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.addSubview(zoomView)
        recorder.zoomView = zoomView
        scroll.maximumZoomScale = 2
        host.pinch(center: CGPoint(x: 187, y: 333), from: 60, to: 300)
        #expect(scroll.isZoomBouncing)
        scroll.setContentOffset(CGPoint(x: 10, y: 10), animated: false)
        #expect(!scroll.isZoomBouncing)
        #expect(scroll.zoomScale == 2)
        #expect(recorder.count("didEndZooming") == 1)
        host.settle()
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 10, y: 10))
        #expect(recorder.count("didEndZooming") == 1)
    }

    // MARK: scrollRectToVisible(_:animated:)

    @Test func aVisibleRectDoesNotScroll() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 3000, recorder: recorder)
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 200)
        #expect(recorder.count("didScroll") == 1)
    }

    @Test func aRectBelowScrollsUntilItsBottomIsAtTheBottom() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 3000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        let bottom: CGFloat = 1100 - 667   // rect.maxY − height
        #expect(scroll.contentOffset.y == bottom)
    }

    @Test func aRectAboveScrollsUntilItsTopIsAtTheTop() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 3000)
        scroll.contentOffset = CGPoint(x: 0, y: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 500)
    }

    @Test func aRectTallerThanTheViewShowsItsBottom() {
        // minY before the visible area and maxY past its end: the second rule wins.
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 3000)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 900), animated: false)
        let bottom: CGFloat = 1300 - 667
        #expect(scroll.contentOffset.y == bottom)
    }

    @Test func aRectPartlyOutsideTheContentIsClippedToIt() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 3000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2900, width: 10, height: 500), animated: false)
        let end: CGFloat = 3000 - 667   // clipped to the content's end
        #expect(scroll.contentOffset.y == end)
    }

    @Test func aRectToTheRightScrollsHorizontally() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 3000)
        scroll.contentSize = CGSize(width: 2000, height: 3000)
        scroll.scrollRectToVisible(CGRect(x: 1500, y: 100, width: 100, height: 10), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 1225, y: 0))   // 1600 − 375
    }

    @Test func anAnimatedScrollRectEndsWithTheScrollingAnimationCallback() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, height: 3000, recorder: recorder)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: true)
        host.advance(by: 0.3)
        #expect(scroll.contentOffset.y == 433)
        #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
    }

    // MARK: Scrolling to top

    @Test func tappingTheStatusBarScrollsTheOnlyScrollViewToItsTop() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.contentOffset = CGPoint(x: 0, y: 3000)
        recorder.log = []
        let start = host.now
        host.tapStatusBar()
        host.advance(by: 0.3)
        #expect(scroll.contentOffset.y == 0)
        #expect(recorder.log == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        #expect(abs(recorder.times["didScrollToTop"]! - start - 0.3) < 1e-6)
        #expect(recorder.count("didEndScrollingAnimation") == 0)
    }

    @Test func scrollingToTopStopsAtTheAdjustedTop() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 375, height: 5000)
        host.window.addSubview(scroll)
        host.advance(by: 1.0 / 60)
        scroll.contentOffset = CGPoint(x: 0, y: 2000)
        host.tapStatusBar()
        host.settle()
        #expect(scroll.contentOffset.y == -20)
    }

    @Test func twoScrollViewsThatScrollToTopMakeTheTapDoNothing() {
        let host = UITestHost()
        let a = makeVerticalScrollView(host)
        let b = makeVerticalScrollView(host)
        a.contentOffset = CGPoint(x: 0, y: 500)
        b.contentOffset = CGPoint(x: 0, y: 500)
        host.tapStatusBar()
        host.settle()
        #expect(a.contentOffset.y == 500 && b.contentOffset.y == 500)
    }

    @Test func theOneScrollViewLeftWithScrollsToTopGetsTheTap() {
        let host = UITestHost()
        let a = makeVerticalScrollView(host)
        let b = makeVerticalScrollView(host)
        a.contentOffset = CGPoint(x: 0, y: 500)
        b.contentOffset = CGPoint(x: 0, y: 500)
        a.scrollsToTop = false
        host.tapStatusBar()
        host.settle()
        #expect(a.contentOffset.y == 500)
        #expect(b.contentOffset.y == 0)
    }

    @Test func theDelegateCanRefuseScrollingToTop() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        recorder.allowsScrollToTop = false
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        recorder.log = []
        host.tapStatusBar()
        host.settle()
        #expect(scroll.contentOffset.y == 500)
        #expect(recorder.log == ["shouldScrollToTop"])
    }

    @Test func aHiddenScrollViewDoesNotCountForTheStatusBarTap() {
        let host = UITestHost()
        let hidden = makeVerticalScrollView(host)
        hidden.isHidden = true
        let shown = makeVerticalScrollView(host)
        shown.contentOffset = CGPoint(x: 0, y: 500)
        host.tapStatusBar()
        host.settle()
        #expect(shown.contentOffset.y == 0)
    }
}
