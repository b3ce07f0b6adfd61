import Foundation

/// A programmatic scroll in flight: `from` to `to` over `duration` seconds from `start`. Not API.
struct _ScrollOffsetAnimation: Equatable {
    var from: CGPoint
    var to: CGPoint
    var start: TimeInterval
    var duration: TimeInterval
    /// A status-bar tap's scroll to top (ends with `scrollViewDidScrollToTop`).
    var isScrollToTop: Bool
}

// `setContentOffset(_:animated:)`, `scrollRectToVisible`, scrolling to top.
extension UIScrollView {
    /// The programmatic scroll's curve: ease in, ease out. [N] UIKit's is not established (UIScrollView.h
    /// says "constant velocity"; iOS 18.2 uses a fixed duration); the duration is its 0.3 s.
    private static let offsetCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// Sets the offset at once (ending a programmatic scroll in flight, but not a fling, which
    /// continues from the new offset) or starts a programmatic scroll. While the fingers drive the
    /// content an animated scroll applies at once and ends at once (its end callback follows).
    func _setContentOffset(_ offset: CGPoint, animated: Bool, scrollToTop: Bool = false) {
        _requireFinite(offset, "UIScrollView contentOffset")
        _activity.finishOffsetAnimation()
        guard animated, _window != nil else {
            _applyOffset(offset)
            return
        }
        let from = contentOffset
        guard _roundedToPixels(offset) != from else { return }
        guard !_activity.isDrivenByFingers else {
            _applyOffset(offset)
            _didEndScrollingAnimation(scrollToTop: scrollToTop)
            return
        }
        _activity.startOffsetAnimation(_ScrollOffsetAnimation(from: from, to: offset, start: _now,
                                                              duration: ScrollConstants.contentOffsetAnimationDuration,
                                                              isScrollToTop: scrollToTop))
        _showIndicators()
        _application._frameTickers.add(self)
    }

    private func _didEndScrollingAnimation(scrollToTop: Bool) {
        if scrollToTop {
            delegate?.scrollViewDidScrollToTop(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func _tickOffsetAnimation(at time: TimeInterval) {
        guard case .animatingOffset(let animation) = _activity else { return }
        let f = min(1, max(0, (time - animation.start) / animation.duration))
        let e = CGFloat(UIScrollView.offsetCurve._solve(f))
        _applyOffset(CGPoint(x: animation.from.x + (animation.to.x - animation.from.x) * e,
                             y: animation.from.y + (animation.to.y - animation.from.y) * e))
        guard f >= 1 else { return }
        _activity.finishOffsetAnimation()
        _hideIndicatorsSoon()
        _didEndScrollingAnimation(scrollToTop: animation.isScrollToTop)
    }

    /// UIKit's rule ([H] UIScrollView.h: scroll so the rect is just visible; [R] iOS 18.2 UIKitCore
    /// `-[UIScrollView scrollRectToVisible:animated:]`): clip the rect to the content; per axis, if it
    /// starts before the visible area move its start into view, and if it ends at or past the visible
    /// end move its end into view (the second rule wins for rects larger than the view).
    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = _adjustedContentInset
        let content = CGRect(x: -inset.left, y: -inset.top,
                             width: contentSize.width + inset.left + inset.right,
                             height: contentSize.height + inset.top + inset.bottom)
        let r = rect.standardized.intersection(content)
        guard !r.isNull else { return }
        let b = bounds
        var p = b.origin
        if r.minX < b.minX { p.x = r.minX }
        if r.maxX >= b.maxX { p.x = r.maxX - b.width }
        if r.minY < b.minY { p.y = r.minY }
        if r.maxY >= b.maxY { p.y = r.maxY - b.height }
        p = _clampedOffset(p)
        guard p != b.origin else { return }
        _stopMotion(notify: true)
        _setContentOffset(p, animated: animated)
    }

    /// A tap on the status bar reached this scroll view: scroll to the top if allowed.
    func _scrollToTop() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        _stopMotion()
        let top = CGPoint(x: contentOffset.x, y: -_adjustedContentInset.top)
        if _roundedToPixels(top) == contentOffset {
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        _setContentOffset(top, animated: true, scrollToTop: true)
    }
}
