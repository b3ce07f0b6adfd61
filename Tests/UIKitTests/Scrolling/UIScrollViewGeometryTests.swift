import Testing
import UIKitTesting
import UIKitTestSupport

/// Scrollable ranges, insets and `adjustedContentInset` (Apple's `UIScrollView.adjustedContentInset` and
/// `contentInsetAdjustmentBehavior` documentation).
///
/// Not covered: the 64 pt top inset under a 20 pt status bar plus a 44 pt navigation bar, because
/// navigation bars (and so `.automatic`'s navigation-controller rule) do not exist yet.
@MainActor @Suite struct UIScrollViewGeometryTests {
    /// Drags content far past the bottom and lets it settle: it rests at the largest offset.
    private func restingOffsetAfterFlingToEnd(_ host: UITestHost, _ scroll: UIScrollView) -> CGPoint {
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.1)
        host.settle()
        return scroll.contentOffset
    }

    private func restingOffsetAfterFlingToStart(_ host: UITestHost, _ scroll: UIScrollView) -> CGPoint {
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.1)
        host.settle()
        return scroll.contentOffset
    }

    @Test func theRangeRunsFromMinusTheTopInsetToContentPlusBottomInsetMinusHeight() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 2000)
        scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 50, right: 0)
        // maxY = 2000 + 50 − 667
        #expect(restingOffsetAfterFlingToEnd(host, scroll).y == 1383)
        // minY = −30
        #expect(restingOffsetAfterFlingToStart(host, scroll).y == -30)
    }

    @Test func contentShorterThanTheViewRestsAtMinusTheTopInset() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 300)
        scroll.alwaysBounceVertical = true
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        // max(minY, 300 + 10 − 667) = minY = −10
        #expect(restingOffsetAfterFlingToEnd(host, scroll).y == -10)
    }

    @Test func contentInsetIsNotAddedToByDefaultOutsideAWindow() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
    }

    // MARK: adjustedContentInset under the 20 pt status bar

    private func fullScreenScrollView(_ host: UITestHost, contentHeight: CGFloat,
                                      behavior: UIScrollView.ContentInsetAdjustmentBehavior,
                                      recorder: ScrollDelegateRecorder? = nil) -> UIScrollView {
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.delegate = recorder
        scroll.contentInsetAdjustmentBehavior = behavior
        scroll.contentSize = CGSize(width: 375, height: contentHeight)
        host.window.addSubview(scroll)
        host.advance(by: 1.0 / 60)   // layout pass
        return scroll
    }

    @Test func automaticAddsTheStatusBarToAVerticalScrollViewAndRestsAtMinus20() {
        let host = UITestHost()
        let scroll = fullScreenScrollView(host, contentHeight: 3000, behavior: .automatic)
        #expect(scroll.safeAreaInsets.top == 20)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentInset == .zero)
        #expect(scroll.contentOffset.y == -20)
    }

    @Test func automaticDoesNotAdjustAnAxisThatDoesNotScroll() {
        let host = UITestHost()
        let scroll = fullScreenScrollView(host, contentHeight: 300, behavior: .automatic)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func scrollableAxesAddsTheStatusBarOnlyWhenTheContentScrollsVertically() {
        let host = UITestHost()
        let tall = fullScreenScrollView(host, contentHeight: 3000, behavior: .scrollableAxes)
        #expect(tall.adjustedContentInset.top == 20)
        let short = fullScreenScrollView(host, contentHeight: 300, behavior: .scrollableAxes)
        #expect(short.adjustedContentInset.top == 0)
        short.alwaysBounceVertical = true
        short.contentSize = CGSize(width: 375, height: 301)
        #expect(short.adjustedContentInset.top == 20)
    }

    @Test func neverLeavesTheInsetsAlone() {
        let host = UITestHost()
        let scroll = fullScreenScrollView(host, contentHeight: 3000, behavior: .never)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func alwaysAddsTheSafeAreaEvenWhenNothingScrolls() {
        let host = UITestHost()
        let scroll = fullScreenScrollView(host, contentHeight: 100, behavior: .always)
        #expect(scroll.adjustedContentInset.top == 20)
        #expect(scroll.contentOffset.y == -20)
    }

    @Test func adjustedInsetIsContentInsetPlusSafeArea() {
        let host = UITestHost()
        let scroll = fullScreenScrollView(host, contentHeight: 3000, behavior: .automatic)
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
    }

    @Test func aNotchedScreenAddsItsSafeAreaToAllEdgesWithAlways() {
        let screen = UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                                  safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let host = UITestHost(screen: screen)
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentSize = CGSize(width: 375, height: 3000)
        host.window.addSubview(scroll)
        host.advance(by: 1.0 / 60)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func aScrollViewBelowTheStatusBarGetsNoAdjustment() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        scroll.contentSize = CGSize(width: 375, height: 3000)
        host.window.addSubview(scroll)
        host.advance(by: 1.0 / 60)
        #expect(scroll.adjustedContentInset == .zero)
    }

    @Test func aChangeOfAdjustedInsetTellsTheDelegate() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = fullScreenScrollView(host, contentHeight: 3000, behavior: .automatic, recorder: recorder)
        #expect(recorder.count("didChangeAdjustedContentInset") == 1)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(recorder.count("didChangeAdjustedContentInset") == 2)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(recorder.count("didChangeAdjustedContentInset") == 2)
    }

    @Test func adjustedContentInsetDidChangeIsCalledOnSubclasses() {
        final class Watching: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { changes += 1 }
        }
        let scroll = Watching(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scroll.changes == 1)
        #expect(scroll.adjustedContentInset.top == 5)
    }

    @Test func aFlingStopsAtTheAdjustedTop() {
        let host = UITestHost()
        let scroll = fullScreenScrollView(host, contentHeight: 3000, behavior: .automatic)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.1)
        host.settle()
        #expect(scroll.contentOffset.y == -20)
    }

    @Test func horizontalRangeUsesLeftAndRightInsets() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 1000, height: 667)
        scroll.contentInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 25)
        host.window.addSubview(scroll)
        host.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 20, y: 300), duration: 0.05)
        host.settle()
        let end: CGFloat = 1000 + 25 - 375   // content + right inset − width
        #expect(scroll.contentOffset.x == end)
        host.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.05)
        host.settle()
        #expect(scroll.contentOffset.x == -15)
    }
}
