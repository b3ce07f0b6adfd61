import UIKit

/// A scroll view delegate that writes down every call, for the scroll view suites.
///
/// `log` collapses runs of `didScroll` (and of `didZoom`) into one entry so that call orders read
/// as the `UIScrollViewDelegate` documentation lists them; `calls` keeps every call. The state
/// flags and the media time of each first call are kept too.
@MainActor public final class ScrollDelegateRecorder: UIScrollViewDelegate {
    public var log: [String] = []
    public var calls: [String] = []
    /// Offsets seen by `scrollViewDidScroll`, in order.
    public var scrolledOffsets: [CGPoint] = []
    /// `(isTracking, isDragging, isDecelerating)` at the first call of each name.
    public var flags: [String: (tracking: Bool, dragging: Bool, decelerating: Bool)] = [:]
    /// `CACurrentMediaTime()` at the first call of each name.
    public var times: [String: TimeInterval] = [:]

    /// What `scrollViewWillEndDragging` received.
    public var releaseVelocity: CGPoint?
    public var releaseTarget: CGPoint?
    public var releaseOffset: CGPoint?
    public var releaseTime: TimeInterval?
    /// When set, replaces the proposed target.
    public var rewriteTarget: ((CGPoint) -> CGPoint)?

    public var zoomView: UIView?
    public var zoomEndScale: CGFloat?
    public var zoomScales: [CGFloat] = []
    public var allowsScrollToTop = true
    /// Called from `scrollViewDidEndDragging`, after it is written down.
    public var onDidEndDragging: ((UIScrollView) -> Void)?
    /// `isZoomBouncing` at each `viewForZooming(in:)`.
    public var zoomBouncingAtViewForZooming: [Bool] = []

    public init() {}

    private func note(_ name: String, _ s: UIScrollView, collapse: Bool = false) {
        calls.append(name)
        if !(collapse && log.last == name) { log.append(name) }
        if flags[name] == nil { flags[name] = (s.isTracking, s.isDragging, s.isDecelerating) }
        if times[name] == nil { times[name] = CACurrentMediaTime() }
    }

    public func count(_ name: String) -> Int { calls.filter { $0 == name }.count }

    public func scrollViewDidScroll(_ s: UIScrollView) {
        note("didScroll", s, collapse: true)
        scrolledOffsets.append(s.contentOffset)
    }
    public func scrollViewDidZoom(_ s: UIScrollView) {
        note("didZoom", s, collapse: true)
        zoomScales.append(s.zoomScale)
    }
    public func scrollViewWillBeginDragging(_ s: UIScrollView) { note("willBeginDragging", s) }
    public func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint,
                                          targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging", s)
        releaseVelocity = v
        releaseTarget = t.pointee
        releaseOffset = s.contentOffset
        releaseTime = CACurrentMediaTime()
        if let rewriteTarget { t.pointee = rewriteTarget(t.pointee) }
    }
    public func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) {
        note("didEndDragging(\(d))", s)
        onDidEndDragging?(s)
    }
    public func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note("willBeginDecelerating", s) }
    public func scrollViewDidEndDecelerating(_ s: UIScrollView) { note("didEndDecelerating", s) }
    public func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { note("didEndScrollingAnimation", s) }
    public func viewForZooming(in s: UIScrollView) -> UIView? {
        zoomBouncingAtViewForZooming.append(s.isZoomBouncing)
        return zoomView
    }
    public func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { note("willBeginZooming", s) }
    public func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note("didEndZooming", s)
        zoomEndScale = scale
    }
    public func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool {
        note("shouldScrollToTop", s)
        return allowsScrollToTop
    }
    public func scrollViewDidScrollToTop(_ s: UIScrollView) { note("didScrollToTop", s) }
    public func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) { note("didChangeAdjustedContentInset", s) }
}
