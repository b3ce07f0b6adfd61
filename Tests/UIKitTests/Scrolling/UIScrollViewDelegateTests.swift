import Testing
import UIKitTesting

/// A scroll view delegate that writes down every call, for the scroll view suites.
///
/// `log` collapses runs of `didScroll` (and of `didZoom`) into one entry so call orders read like
/// reference §5.11; `calls` keeps every call. The state flags and the media time of each first
/// call are kept too.
@MainActor final class ScrollDelegateRecorder: UIScrollViewDelegate {
    var log: [String] = []
    var calls: [String] = []
    /// Offsets seen by `scrollViewDidScroll`, in order.
    var scrolledOffsets: [CGPoint] = []
    /// `(isTracking, isDragging, isDecelerating)` at the first call of each name.
    var flags: [String: (tracking: Bool, dragging: Bool, decelerating: Bool)] = [:]
    /// `CACurrentMediaTime()` at the first call of each name.
    var times: [String: TimeInterval] = [:]

    /// What `scrollViewWillEndDragging` received.
    var releaseVelocity: CGPoint?
    var releaseTarget: CGPoint?
    var releaseOffset: CGPoint?
    var releaseTime: TimeInterval?
    /// When set, replaces the proposed target.
    var rewriteTarget: ((CGPoint) -> CGPoint)?

    var zoomView: UIView?
    var zoomEndScale: CGFloat?
    var zoomScales: [CGFloat] = []
    var allowsScrollToTop = true

    private func note(_ name: String, _ s: UIScrollView, collapse: Bool = false) {
        calls.append(name)
        if !(collapse && log.last == name) { log.append(name) }
        if flags[name] == nil { flags[name] = (s.isTracking, s.isDragging, s.isDecelerating) }
        if times[name] == nil { times[name] = CACurrentMediaTime() }
    }

    func count(_ name: String) -> Int { calls.filter { $0 == name }.count }

    func scrollViewDidScroll(_ s: UIScrollView) {
        note("didScroll", s, collapse: true)
        scrolledOffsets.append(s.contentOffset)
    }
    func scrollViewDidZoom(_ s: UIScrollView) {
        note("didZoom", s, collapse: true)
        zoomScales.append(s.zoomScale)
    }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { note("willBeginDragging", s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint,
                                   targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging", s)
        releaseVelocity = v
        releaseTarget = t.pointee
        releaseOffset = s.contentOffset
        releaseTime = CACurrentMediaTime()
        if let rewriteTarget { t.pointee = rewriteTarget(t.pointee) }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { note("didEndDragging(\(d))", s) }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note("willBeginDecelerating", s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { note("didEndDecelerating", s) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { note("didEndScrollingAnimation", s) }
    func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { note("willBeginZooming", s) }
    func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note("didEndZooming", s)
        zoomEndScale = scale
    }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool {
        note("shouldScrollToTop", s)
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { note("didScrollToTop", s) }
    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) { note("didChangeAdjustedContentInset", s) }
}

/// A view that writes down the touches it gets.
@MainActor final class TouchRecordingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if log.last != "moved" { log.append("moved") } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

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
