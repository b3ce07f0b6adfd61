import Testing
import UIKitTesting
import UIKitTestSupport

@MainActor @Suite struct UIScrollViewSmokeTests {
    @Test func aFlingDeceleratesToTheTargetItReported() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = CGSize(width: 375, height: 10_000)
        scroll.contentInsetAdjustmentBehavior = .never
        let recorder = ScrollDelegateRecorder()
        scroll.delegate = recorder
        host.window.addSubview(scroll)
        host.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 300), duration: 0.25)
        host.settle()
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                 "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        let target = try! #require(recorder.releaseTarget)
        #expect(abs(scroll.contentOffset.y - target.y) <= 0.5)
        #expect(recorder.releaseVelocity!.y > 1)   // 300 pt in 0.25 s: 1.2 pt/ms
        #expect(!scroll.isDecelerating && !scroll.isDragging && !scroll.isTracking)
    }

    @Test func aDragPastTheTopRubberBandsAndBouncesBack() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = CGSize(width: 375, height: 2_000)
        scroll.contentInsetAdjustmentBehavior = .never
        host.window.addSubview(scroll)
        let finger = host.touchDown(at: CGPoint(x: 100, y: 100))
        for i in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 100, y: 100 + CGFloat(i) * 10))
        }
        // 200 pt of finger past the edge, less the 10 pt start threshold: 0.55 rubber band.
        let shown = -scroll.contentOffset.y
        #expect(shown > 80 && shown < 190 * 0.55 + 1)
        host.advance(by: 0.2)
        host.lift(finger)
        host.settle()
        #expect(scroll.contentOffset.y == 0)
    }
}
