import Foundation

// Scrolling by a mouse wheel or a trackpad's two-finger scroll, as an iPad with a trackpad or
// mouse scrolls the scroll view under the pointer.
//
// Each wheel event moves the content at once by its delta (no animation), clamped to the
// scrollable range — no rubber band at the edges — and the delegate gets `scrollViewDidScroll`.
// A fling in progress stops first (`scrollViewDidEndDecelerating`). The scroll ends when the
// events stop: there is no deceleration after the last one and no `scrollViewWillBeginDragging`
// / `DidEndDragging` pair (DEVIATIONS 197). The indicators show and fade out as after a flash.
// A scroll view whose fingers are down, that cannot scroll, or that is at its edge in the
// direction of the delta passes the delta to the nearest scroll view around it.
extension UIScrollView {
    /// Moves the content by `delta` points (positive: the offset grows — content moves up/left),
    /// clamped to the scrollable range. Returns false if it did not move.
    func _scrollByWheel(_ delta: CGVector) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, !_activity.isDrivenByFingers else { return false }
        let from = contentOffset
        let target = _clampedOffset(CGPoint(x: from.x + (_scrollsHorizontally ? delta.dx : 0),
                                             y: from.y + (_scrollsVertically ? delta.dy : 0)))
        guard _roundedToPixels(target) != from else { return false }
        _stopMotion(notify: true)
        _setContentOffset(target, animated: false)
        _flashIndicators()
        return true
    }
}

extension UIApplication {
    /// A wheel or trackpad scroll of `delta` points at `point` (screen points): the innermost
    /// scroll view under the point that can move by it does (see `UIScrollView+Wheel.swift`).
    /// Returns the scroll view that moved, if any.
    @discardableResult
    package func _scrollWheel(at point: CGPoint, by delta: CGVector) -> UIScrollView? {
        guard delta.dx.isFinite, delta.dy.isFinite, point.x.isFinite, point.y.isFinite,
              delta.dx != 0 || delta.dy != 0 else { return nil }
        for window in windows.reversed() where !window.isHidden {
            let local = window.convert(point, from: nil)
            guard let hit = window.hitTest(local, with: nil) else { continue }
            var view: UIView? = hit
            while let current = view {
                if let scrollView = current as? UIScrollView, scrollView._scrollByWheel(delta) { return scrollView }
                view = current._superview
            }
            return nil
        }
        return nil
    }
}
