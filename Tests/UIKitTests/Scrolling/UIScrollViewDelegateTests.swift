import Testing
import UIKitTesting
import UIKitTestSupport

/// A full-screen (375×667) vertical scroll view in a fresh host's window, without safe-area
/// adjustment, `height` points of content, delegate `recorder`.
@MainActor func makeVerticalScrollView(_ host: UITestHost, height: CGFloat = 10_000,
                                       recorder: ScrollDelegateRecorder? = nil) -> UIScrollView {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentSize = CGSize(width: 375, height: height)
    scroll.delegate = recorder
    host.window.addSubview(scroll)
    return scroll
}

@MainActor @Suite struct UIScrollViewDelegateTests {
    final class Silent: UIScrollViewDelegate {}

    @Test func everyMethodHasADefaultAndScrollToTopDefaultsToYes() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = Silent()
        scroll.delegate = delegate
        #expect(delegate.scrollViewShouldScrollToTop(scroll))
        #expect(delegate.viewForZooming(in: scroll) == nil)
        var target = CGPoint(x: 3, y: 4)
        delegate.scrollViewWillEndDragging(scroll, withVelocity: .zero, targetContentOffset: &target)
        #expect(target == CGPoint(x: 3, y: 4))
    }

    @Test func theDelegateIsHeldWeakly() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let delegate = Silent()
            scroll.delegate = delegate
            #expect(scroll.delegate != nil)
        }
        #expect(scroll.delegate == nil)
    }

    @Test func aDelegateWithoutZoomingViewMakesSetZoomScaleDoNothing() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.maximumZoomScale = 4
        let delegate = Silent()
        scroll.delegate = delegate
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 1)
    }
}
