import Foundation

/// Hears a scroll view scroll, drag, decelerate and zoom. Every method has a default
/// implementation (doing nothing, or giving UIKit's default answer).
///
/// Call orders (Apple's documentation of each `UIScrollViewDelegate` method; the order as read from
/// iOS 18.2 UIKitCore `UIScrollView`):
/// - a drag ending in a fling: `scrollViewWillBeginDragging`, `scrollViewDidScroll`…,
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
///   `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
///   `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`;
/// - a drag whose finger stops before lifting, inside the content: the same up to
///   `scrollViewDidEndDragging(_:willDecelerate: false)`, nothing after;
/// - an animated `setContentOffset`/`scrollRectToVisible`: `scrollViewDidScroll`… then
///   `scrollViewDidEndScrollingAnimation`;
/// - a pinch: `scrollViewWillBeginZooming`, (`scrollViewDidScroll`, `scrollViewDidZoom`)…, then
///   `scrollViewDidEndZooming(_:with:atScale:)` once any zoom bounce has finished;
/// - scrolling to top: `scrollViewShouldScrollToTop`, `scrollViewDidScroll`…,
///   `scrollViewDidScrollToTop`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// `velocity` is in points per millisecond; `targetContentOffset` is where a fling would
    /// stop (a page when paging) and may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
