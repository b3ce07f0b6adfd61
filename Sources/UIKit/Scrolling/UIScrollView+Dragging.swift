import Foundation

// Dragging with the pan, and the motion after the finger lifts.
extension UIScrollView: _FrameTicking {
    /// The pan's action.
    func _handlePan(_ pan: UIPanGestureRecognizer) {
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
        let offset = contentOffset
        let start = CGPoint(x: _unconstrained(offset.x, range: _rangeX, dimension: bounds.width),
                            y: _unconstrained(offset.y, range: _rangeY, dimension: bounds.height))
        let lock = isDirectionalLockEnabled && _scrollsHorizontally && _scrollsVertically
            ? _DirectionalLock(initialTranslation: pan._movement) : .free
        _activity.beginDragging(_ScrollActivity.Drag(startOffset: start, lock: lock))
        _application._runLoopModes.scrollViewBeganTracking(self)
        _showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
        _dismissKeyboardForDrag()
        _continueDragging(pan)
    }

    /// `keyboardDismissMode`: a drag that scrolls makes the window's first responder resign when
    /// it is a text input (its keyboard goes down). `.interactive` acts as `.onDrag` (the keyboard
    /// does not follow the finger; docs/DEVIATIONS.md).
    private func _dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let window = _window,
              let responder = window._firstResponder, responder is UIKeyInput else { return }
        responder.resignFirstResponder()
    }

    func _unconstrained(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard !range.contains(offset) else { return offset }
        return _RubberBand(dimension: dimension).unconstrainedOffset(forOffset: offset, in: range) ?? offset
    }

    private func _continueDragging(_ pan: UIPanGestureRecognizer) {
        // Beside a pinch, the pinch moves the content.
        guard case .dragging(let drag) = _activity else { return }
        let t = drag.lock.constrain(pan.translation(in: self))
        var p = contentOffset
        if _scrollsHorizontally {
            p.x = _displayed(drag.startOffset.x - t.x, range: _rangeX, dimension: bounds.width, bounces: _bouncesHorizontally)
        }
        if _scrollsVertically {
            p.y = _displayed(drag.startOffset.y - t.y, range: _rangeY, dimension: bounds.height, bounces: _bouncesVertically)
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
        let drag: _ScrollActivity.Drag
        switch _activity {
        case .dragging(let d), .zooming(_, .some(let d)): drag = d
        default: return
        }
        let now = _now
        if _activity.isZooming || _zoomScaleOutOfLimits {
            // The pinch owns the content (its end settles it), or the fingers left it over-zoomed
            // (the zoom bounce settles it): the drag ends where it is, without a fling.
            var proposed = contentOffset
            withUnsafeMutablePointer(to: &proposed) { pointer in
                delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: pointer)
            }
            _activity.endDragging(releasing: nil)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            _hideIndicatorsSoon()
            _settleIfIdle()
            return
        }
        // UIKit reports the release velocity in points per millisecond, in offset direction.
        let fingers = cancelled ? .zero : drag.lock.constrain(pan.velocity(in: self))
        let v = CGPoint(x: _scrollsHorizontally ? -fingers.x / ScrollConstants.millisecondsPerSecond : 0,
                        y: _scrollsVertically ? -fingers.y / ScrollConstants.millisecondsPerSecond : 0)
        let offset = contentOffset
        let target = _releaseTarget(offset: offset, velocity: v)
        var proposed = target
        withUnsafeMutablePointer(to: &proposed) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: pointer)
        }
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
        var fling = _ScrollActivity.Deceleration(
            x: _scrollsHorizontally ? simulation(offset.x, v.x, target.x, proposed.x, _rangeX, bounds.width, _bouncesHorizontally) : nil,
            y: _scrollsVertically ? simulation(offset.y, v.y, target.y, proposed.y, _rangeY, bounds.height, _bouncesVertically) : nil,
            lastOffset: offset)
        if fling.x?.isDone ?? true { fling.x = nil }
        if fling.y?.isDone ?? true { fling.y = nil }
        let willDecelerate = !fling.isFinished
        // The fling is decided now (a content change the delegate makes follows it) and begins once the
        // delegate heard the drag end, unless it stopped or replaced it meanwhile.
        _activity.endDragging(releasing: willDecelerate ? fling : nil)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            if _activity.beginDecelerating() {
                delegate?.scrollViewWillBeginDecelerating(self)
                _application._frameTickers.add(self)
            }
        } else {
            _hideIndicatorsSoon()
            // An axis that does not scroll may still be out of its range (a pinch moved it).
            _settleIfIdle()
        }
    }

    /// Where a release would come to rest: the next page when paging, else the fling's closed-form
    /// target clamped to the content (both as iOS 18.2 UIKitCore's `UIScrollView` computes them).
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
    func _rangeDidChange() {
        guard var fling = _activity.deceleration else { return }
        fling.x?.updateRange(_rangeX)
        fling.y?.updateRange(_rangeY)
        _activity.updateDeceleration(fling)
    }

    /// When the offset was set from outside during a fling (an infinite list re-centring itself in
    /// `scrollViewDidScroll`, say), the motion continues from the new offset with its velocity: a
    /// fling is re-created from position and velocity alone.
    private func _resumeFromExternalOffsetChange(_ fling: inout _ScrollActivity.Deceleration) {
        let offset = contentOffset
        let last = fling.lastOffset
        guard last != offset else { return }
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
        if let sx = fling.x, last.x != offset.x {
            fling.x = resumed(sx, offset.x, _rangeX, bounds.width, _bouncesHorizontally)
        }
        if let sy = fling.y, last.y != offset.y {
            fling.y = resumed(sy, offset.y, _rangeY, bounds.height, _bouncesVertically)
        }
    }

    // MARK: The frame tick

    func _tick(at time: TimeInterval) {
        if case .decelerating(var fling) = _activity, !fling.isFinished {
            _resumeFromExternalOffsetChange(&fling)
            let p = fling.advance(to: time, from: contentOffset)
            // Stored before the offset moves: the delegate hears the last frame still decelerating.
            _activity.updateDeceleration(fling)
            _applyOffset(p)
            if case .decelerating(var moved) = _activity {
                moved.lastOffset = contentOffset
                _activity.updateDeceleration(moved)
            }
            if case .decelerating(let moved) = _activity, moved.isFinished {
                _activity.finishDecelerating()
                _hideIndicatorsSoon()
                delegate?.scrollViewDidEndDecelerating(self)
                // The motion may end off its resting place (its range changed under it, say).
                _settleIfIdle()
            }
        }
        _tickOffsetAnimation(at: time)
        _tickZoomAnimation(at: time)
        _tickIndicators(at: time)
        if !_activity.isMoving && !(_indicators?.isAnimating ?? false) {
            _application._frameTickers.remove(self)
        }
    }
}
