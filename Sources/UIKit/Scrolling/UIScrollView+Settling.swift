import Foundation

// Who moves the offset, and where the content comes to rest when nobody does.
//
// At any moment at most one activity owns the offset (`_activity`, a `_ScrollActivity`): the
// fingers (a drag, a pinch, or both, the pinch winning while it lasts), or one motion — a
// fling/bounce/page (`.decelerating`), a programmatic scroll (`.animatingOffset`) or a zoom
// animation (`.animatingZoom`, `.zoomBouncing`). Starting an activity stops the motion in
// progress; a drag and a pinch that end hand the content to a single motion (never two at once);
// a programmatic scroll or zoom asked for while the fingers drive the content applies at once. Whenever a user-driven activity ends and nothing else owns
// the offset — the last finger lifts without dragging, a drag ends while a pinch continues or
// the other way round, a fling, bounce, page or zoom bounce finishes — `_settleIfIdle()` brings
// the content to where it may rest: the zoom scale inside its limits, the offset inside its
// range and, when paging, on a page. So whatever the fingers did, the content ends at rest.
extension UIScrollView {
    /// A fling, bounce, page, programmatic scroll or zoom animation is moving the content.
    package var _motionOwnsOffset: Bool { _activity.isMoving }

    /// Where the content may rest nearest `p` at the current scale: inside the range and, when
    /// paging, on the nearest page (or the end of the range when the content is not a whole
    /// number of pages).
    package func _restingOffset(near p: CGPoint) -> CGPoint {
        guard isPagingEnabled else { return _clampedOffset(p) }
        return CGPoint(x: _PagingTarget.targetOffset(offset: p.x, velocity: 0, pageSize: bounds.width, range: _rangeX),
                       y: _PagingTarget.targetOffset(offset: p.y, velocity: 0, pageSize: bounds.height, range: _rangeY))
    }

    /// Whether the zoom scale lies outside `minimumZoomScale...maximumZoomScale` with a view to
    /// zoom.
    package var _zoomScaleOutOfLimits: Bool {
        _zoomingView != nil && (_currentZoomScale < minimumZoomScale || _currentZoomScale > maximumZoomScale)
    }

    /// A user-driven activity ended: when no finger drives the content and no motion owns it,
    /// start the motion that brings it to rest — a zoom bounce when the scale is past its limits
    /// (ending on a resting offset), else a bounce or page animation from rest (through the
    /// deceleration callbacks) when the offset is not where it may rest. Does nothing out of a
    /// window or when the content already rests.
    package func _settleIfIdle() {
        guard !_activity.isDrivenByFingers, !_activity.isMoving, _window != nil else { return }
        if _zoomScaleOutOfLimits, let zoomView = _zoomingView {
            let target = min(max(_currentZoomScale, minimumZoomScale), maximumZoomScale)
            let (anchor, visibleCenter) = _centreAnchor(in: zoomView)
            _animateZoom(to: target, anchor: anchor, visible: visibleCenter, endsZooming: true, toRest: true, bounce: true)
            return
        }
        let offset = contentOffset
        let rest = _restingOffset(near: offset)
        guard _roundedToPixels(rest) != offset else { return }
        let now = _now
        let rate = decelerationRate.rawValue
        func motion(_ from: CGFloat, _ to: CGFloat, _ range: ClosedRange<CGFloat>, _ page: CGFloat) -> _ScrollSimulation? {
            guard _roundedToPixels(CGPoint(x: to, y: 0)).x != _roundedToPixels(CGPoint(x: from, y: 0)).x else { return nil }
            let simulation = isPagingEnabled && page > 0
                ? _ScrollSimulation(pagingFrom: from, velocity: 0, target: to, pageSize: page, range: range,
                                    decelerationRate: rate, bounces: true, time: now)
                : _ScrollSimulation(releasedAt: from, velocity: 0, range: range, decelerationRate: rate,
                                    bounces: true, time: now)
            return simulation.isDone ? nil : simulation
        }
        let bounce = _ScrollActivity.Deceleration(x: motion(offset.x, rest.x, _rangeX, bounds.width),
                                                  y: motion(offset.y, rest.y, _rangeY, bounds.height),
                                                  lastOffset: offset)
        guard !bounce.isFinished else {
            _applyOffset(rest)
            return
        }
        _activity.startDecelerating(bounce)
        _showIndicators()
        delegate?.scrollViewWillBeginDecelerating(self)
        _application._frameTickers.add(self)
    }

    /// Stops a fling, bounce, page, programmatic scroll or zoom animation where it is.
    ///
    /// A touch stops it silently (as on iOS: the motion resumes toward rest when the fingers lift
    /// without dragging). `setContentOffset(_:animated:)` stops it with `notify`: a deceleration
    /// ends with `scrollViewDidEndDecelerating`, and a zoom animation jumps to its final scale
    /// (which lies inside the limits) and ends with `scrollViewDidEndZooming`, so the content is
    /// never left over-zoomed (docs/DEVIATIONS.md).
    package func _stopMotion(notify: Bool = false) {
        let stopped = _activity.stopMotion()
        switch stopped {
        case .animatingZoom(let zoom), .zoomBouncing(let zoom):
            if notify, let zoomView = _zoomingView {
                let (anchor, visibleCenter) = _centreAnchor(in: zoomView)
                _applyZoom(zoom.toScale, keeping: anchor, at: visibleCenter, clampOffset: true)
                if zoom.endsZooming { delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: _currentZoomScale) }
            }
        case .decelerating:
            if notify {
                _hideIndicatorsSoon()
                delegate?.scrollViewDidEndDecelerating(self)
            }
        case .idle, .dragging, .zooming, .released, .animatingOffset:
            break
        }
    }
}
