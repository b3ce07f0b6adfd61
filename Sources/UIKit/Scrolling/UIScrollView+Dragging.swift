import Foundation

// Dragging with the pan, and the motion after the finger lifts.
extension UIScrollView: _FrameTicking {
    /// The pan's action.
    package func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: _beginDragging(pan)
        case .changed: _continueDragging(pan)
        case .ended: _endDragging(pan, cancelled: false)
        case .cancelled: _endDragging(pan, cancelled: true)
        case .possible, .failed: break
        }
    }

    private func _beginDragging(_ pan: UIPanGestureRecognizer) {
        // A touch stops any motion in progress (without its end callbacks, as on iOS).
        _stopMotion()
        _isDragging = true
        let offset = contentOffset
        _dragStartOffset = CGPoint(x: _unconstrained(offset.x, range: _rangeX, dimension: bounds.width),
                                   y: _unconstrained(offset.y, range: _rangeY, dimension: bounds.height))
        _directionalLock = .free
        if isDirectionalLockEnabled && _scrollsHorizontally && _scrollsVertically {
            _directionalLock = _DirectionalLock(initialTranslation: pan._movement)
        }
        _showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
        _continueDragging(pan)
    }

    package func _unconstrained(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard !range.contains(offset) else { return offset }
        return _RubberBand(dimension: dimension).unconstrainedOffset(forOffset: offset, in: range) ?? offset
    }

    private func _continueDragging(_ pan: UIPanGestureRecognizer) {
        guard _isDragging, !_isZooming else { return }
        let t = _directionalLock.constrain(pan.translation(in: self))
        var p = contentOffset
        if _scrollsHorizontally {
            p.x = _displayed(_dragStartOffset.x - t.x, range: _rangeX, dimension: bounds.width, bounces: _bouncesHorizontally)
        }
        if _scrollsVertically {
            p.y = _displayed(_dragStartOffset.y - t.y, range: _rangeY, dimension: bounds.height, bounces: _bouncesVertically)
        }
        _applyOffset(p)
    }

    /// Where an offset the finger asks for is shown: rubber-banded past the edges, or clamped when
    /// the axis does not bounce.
    private func _displayed(_ u: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if bounces { return _RubberBand(dimension: dimension).offset(forUnconstrainedOffset: u, in: range) }
        return min(max(u, range.lowerBound), range.upperBound)
    }

    private func _endDragging(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard _isDragging else { return }
        let now = CACurrentMediaTime()
        if _isZooming || _zoomScaleOutOfLimits {
            // The pinch owns the content (its end settles it), or the fingers left it over-zoomed
            // (the zoom bounce settles it): the drag ends where it is, without a fling.
            var proposed = contentOffset
            withUnsafeMutablePointer(to: &proposed) { pointer in
                delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: pointer)
            }
            _isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            _hideIndicatorsSoon()
            _settleIfIdle()
            return
        }
        // UIKit reports the release velocity in points per millisecond, in offset direction.
        let fingers = cancelled ? .zero : _directionalLock.constrain(pan.velocity(in: self))
        let v = CGPoint(x: _scrollsHorizontally ? -fingers.x / ScrollConstants.millisecondsPerSecond : 0,
                        y: _scrollsVertically ? -fingers.y / ScrollConstants.millisecondsPerSecond : 0)
        let offset = contentOffset
        let target = _releaseTarget(offset: offset, velocity: v)
        var proposed = target
        withUnsafeMutablePointer(to: &proposed) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: pointer)
        }
        _isDragging = false
        let rate = decelerationRate.rawValue
        func simulation(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ proposed: CGFloat,
                        _ range: ClosedRange<CGFloat>, _ page: CGFloat, _ bounces: Bool) -> _ScrollSimulation {
            if isPagingEnabled {
                return _ScrollSimulation(pagingFrom: offset, velocity: velocity, target: proposed, pageSize: page,
                                         range: range, decelerationRate: rate, bounces: bounces, time: now)
            }
            if proposed == target {
                return _ScrollSimulation(releasedAt: offset, velocity: velocity, range: range,
                                         decelerationRate: rate, bounces: bounces, time: now)
            }
            return _ScrollSimulation(releasedAt: offset, velocity: velocity, target: proposed, range: range,
                                     decelerationRate: rate, bounces: bounces, time: now)
        }
        _simulationX = _scrollsHorizontally
            ? simulation(offset.x, v.x, target.x, proposed.x, _rangeX, bounds.width, _bouncesHorizontally) : nil
        _simulationY = _scrollsVertically
            ? simulation(offset.y, v.y, target.y, proposed.y, _rangeY, bounds.height, _bouncesVertically) : nil
        if _simulationX?.isDone ?? true { _simulationX = nil }
        if _simulationY?.isDone ?? true { _simulationY = nil }
        let willDecelerate = _simulationX != nil || _simulationY != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        _lastSimulatedOffset = offset
        if willDecelerate {
            _isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            UIApplication.shared._frameTickers.add(self)
        } else {
            _hideIndicatorsSoon()
            // An axis that does not scroll may still be out of its range (a pinch moved it).
            _settleIfIdle()
        }
    }

    /// Where a release would come to rest: the next page when paging, else the fling's closed-form
    /// target clamped to the content (reference §5.4, §5.5).
    private func _releaseTarget(offset: CGPoint, velocity v: CGPoint) -> CGPoint {
        if isPagingEnabled {
            return CGPoint(x: _PagingTarget.targetOffset(offset: offset.x, velocity: v.x, pageSize: bounds.width, range: _rangeX),
                           y: _PagingTarget.targetOffset(offset: offset.y, velocity: v.y, pageSize: bounds.height, range: _rangeY))
        }
        let rate = decelerationRate.rawValue
        return CGPoint(
            x: _ScrollSimulation.targetContentOffset(releasedAt: offset.x, velocity: v.x, range: _rangeX, decelerationRate: rate),
            y: _ScrollSimulation.targetContentOffset(releasedAt: offset.y, velocity: v.y, range: _rangeY, decelerationRate: rate))
    }

    /// The content size or insets changed mid-motion: each axis continues from where it is.
    package func _rangeDidChange() {
        _simulationX?.updateRange(_rangeX)
        _simulationY?.updateRange(_rangeY)
    }

    /// When the offset was set from outside during a fling (an infinite list re-centring itself in
    /// `scrollViewDidScroll`, say), the motion continues from the new offset with its velocity: a
    /// fling is re-created from position and velocity alone.
    private func _resumeFromExternalOffsetChange(at time: TimeInterval) {
        let offset = contentOffset
        guard let last = _lastSimulatedOffset, last != offset else { return }
        let rate = decelerationRate.rawValue
        // A page animation keeps its page; a fling or bounce carries on from the new offset.
        func resumed(_ s: _ScrollSimulation, _ offset: CGFloat, _ range: ClosedRange<CGFloat>, _ page: CGFloat,
                     _ bounces: Bool) -> _ScrollSimulation {
            if case .paging(let paging) = s.phase, page > 0 {
                return _ScrollSimulation(pagingFrom: offset, velocity: s.velocity, target: paging.target, pageSize: page,
                                         range: range, decelerationRate: rate, bounces: bounces, time: s.currentTime)
            }
            return _ScrollSimulation(releasedAt: offset, velocity: s.velocity, range: range,
                                     decelerationRate: rate, bounces: bounces, time: s.currentTime)
        }
        if let sx = _simulationX, last.x != offset.x {
            _simulationX = resumed(sx, offset.x, _rangeX, bounds.width, _bouncesHorizontally)
        }
        if let sy = _simulationY, last.y != offset.y {
            _simulationY = resumed(sy, offset.y, _rangeY, bounds.height, _bouncesVertically)
        }
    }

    // MARK: The frame tick

    package func _tick(at time: TimeInterval) {
        if _simulationX != nil || _simulationY != nil {
            _resumeFromExternalOffsetChange(at: time)
            var p = contentOffset
            if var sx = _simulationX { sx.advance(to: time); p.x = sx.offset; _simulationX = sx.isDone ? nil : sx }
            if var sy = _simulationY { sy.advance(to: time); p.y = sy.offset; _simulationY = sy.isDone ? nil : sy }
            _applyOffset(p)
            _lastSimulatedOffset = contentOffset
            if _simulationX == nil && _simulationY == nil && _isDecelerating {
                _isDecelerating = false
                _hideIndicatorsSoon()
                delegate?.scrollViewDidEndDecelerating(self)
                // The motion may end off its resting place (its range changed under it, say).
                _settleIfIdle()
            }
        }
        _tickOffsetAnimation(at: time)
        _tickZoomAnimation(at: time)
        _tickIndicators(at: time)
        if _simulationX == nil && _simulationY == nil && _offsetAnimation == nil && _zoomAnimation == nil
            && !(_indicators?.isAnimating ?? false) {
            UIApplication.shared._frameTickers.remove(self)
        }
    }
}
