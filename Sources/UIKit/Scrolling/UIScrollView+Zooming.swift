import Foundation

/// A zoom in flight (a bounce back into the limits, or an animated programmatic zoom). Not API.
struct _ScrollZoomAnimation: Equatable {
    var fromScale: CGFloat
    var toScale: CGFloat
    var fromOffset: CGPoint
    var toOffset: CGPoint
    var start: TimeInterval
    var duration: TimeInterval
    /// Whether `scrollViewDidEndZooming` follows (a pinch's bounce, an animated zoom).
    var endsZooming: Bool
}

// Zooming: the pinch, `setZoomScale`, `zoom(to:)`, the bounce back into the limits.
//
// The zooming view (the delegate's `viewForZooming(in:)`) gets a scale transform; its frame
// keeps its origin and `contentSize` follows its frame, as in UIKit.
extension UIScrollView {
    var _zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    func _updatePinchRecognizer() {
        let wantsPinch = minimumZoomScale != maximumZoomScale
        if wantsPinch && _pinch == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView._handlePinch)
            pinch.delegate = _panDelegate
            _pinch = pinch
            addGestureRecognizer(pinch)
        } else if !wantsPinch, let pinch = _pinch {
            removeGestureRecognizer(pinch)
            _pinch = nil
        }
    }

    /// Scales the zooming view to `scale` around its frame origin, keeping the content point
    /// `anchor` (zooming-view coordinates) at `visible` (relative to the scroll view's top-left).
    func _applyZoom(_ scale: CGFloat, keeping anchor: CGPoint, at visible: CGPoint, clampOffset: Bool) {
        guard let zoomView = _zoomingView else { return }
        let origin = zoomView.frame.origin
        zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
        var frame = zoomView.frame
        frame.origin = origin
        zoomView.center = CGPoint(x: frame.midX, y: frame.midY)
        _currentZoomScale = scale
        contentSize = zoomView.frame.size
        let anchorNow = zoomView.convert(anchor, to: self)
        var offset = CGPoint(x: anchorNow.x - visible.x, y: anchorNow.y - visible.y)
        if clampOffset { offset = _clampedOffset(offset) }
        _applyOffset(offset)
        delegate?.scrollViewDidZoom(self)
    }

    /// The point of `zoomView` at the centre of the visible area, and where that centre is in the
    /// view: the anchor that zooming about the middle keeps in place.
    func _centreAnchor(in zoomView: UIView) -> (anchor: CGPoint, visibleCenter: CGPoint) {
        (zoomView.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self),
         CGPoint(x: bounds.width / 2, y: bounds.height / 2))
    }

    func _setZoomScale(_ requested: CGFloat, animated: Bool) {
        guard let zoomView = _zoomingView else { return }
        let scale = min(max(requested, minimumZoomScale), maximumZoomScale)
        let (anchor, visibleCenter) = _centreAnchor(in: zoomView)
        guard animated, _window != nil else {
            _activity.finishZoomAnimation()
            _applyZoom(scale, keeping: anchor, at: visibleCenter, clampOffset: true)
            return
        }
        _animateZoom(to: scale, anchor: anchor, visible: visibleCenter, endsZooming: true, toRest: false)
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard _zoomingView != nil, rect.width > 0 || rect.height > 0 else { return }
        // The scale at which `rect` fits the bounds, in the zooming view's unscaled units.
        let fitX = rect.width > 0 ? bounds.width / rect.width : .infinity
        let fitY = rect.height > 0 ? bounds.height / rect.height : .infinity
        let scale = min(max(min(fitX, fitY), minimumZoomScale), maximumZoomScale)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let visibleCenter = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        if animated && _window != nil {
            _animateZoom(to: scale, anchor: center, visible: visibleCenter, endsZooming: true, toRest: false)
        } else {
            _applyZoom(scale, keeping: center, at: visibleCenter, clampOffset: true)
        }
    }

    /// Animates the scale (and the offset that keeps `anchor` at `visible`, clamped to the new
    /// range — or, `toRest`, moved to where the content may rest there, on a page when paging)
    /// over UIKit's zoom duration. The animation owns the content: other motion stops.
    ///
    /// `bounce` starts a zoom bounce (`isZoomBouncing`, ending at rest); a zoom asked for during a
    /// bounce continues it as one. The bounce shows from the start, while its end is worked out
    /// (the delegate may hear `viewForZooming(in:)`, `scrollViewDidScroll` or an inset change then).
    /// While the fingers drive the content the zoom applies at once and ends at once.
    func _animateZoom(to scale: CGFloat, anchor: CGPoint, visible: CGPoint, endsZooming: Bool, toRest: Bool,
                              bounce: Bool = false) {
        func animation(toOffset: CGPoint) -> _ScrollZoomAnimation {
            let fromScale = _currentZoomScale
            let duration = max(_ZoomRubberBand.animationDuration(from: fromScale, to: scale), ScrollConstants.zoomAnimationBaseDuration)
            return _ScrollZoomAnimation(fromScale: fromScale, toScale: scale, fromOffset: contentOffset, toOffset: toOffset,
                                        start: _now, duration: duration, endsZooming: endsZooming)
        }
        // Until its end is known, the bounce ends where it starts.
        if bounce { _activity.startZoomAnimation(animation(toOffset: contentOffset), bounces: true) }
        guard let zoomView = _zoomingView else {
            if bounce { _activity.finishZoomAnimation() }
            return
        }
        let bouncing = _activity.isZoomBouncing
        _stopMotion()
        if _activity.isDrivenByFingers {
            _applyZoom(scale, keeping: anchor, at: visible, clampOffset: true)
            if endsZooming { delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: _currentZoomScale) }
            return
        }
        var zoom = animation(toOffset: contentOffset)
        if bouncing { _activity.startZoomAnimation(zoom, bounces: true) }
        // Where the offset ends: compute at the target scale, then restore the current state.
        _applyZoomSilently(scale, zoomView: zoomView)
        let anchorAtTarget = zoomView.convert(anchor, to: self)
        let unclamped = CGPoint(x: anchorAtTarget.x - visible.x, y: anchorAtTarget.y - visible.y)
        zoom.toOffset = toRest ? _restingOffset(near: unclamped) : _clampedOffset(unclamped)
        _applyZoomSilently(zoom.fromScale, zoomView: zoomView)
        _activity.startZoomAnimation(zoom, bounces: bouncing)
        _application._frameTickers.add(self)
    }

    /// Sets the scale and content size without touching the offset or telling the delegate.
    private func _applyZoomSilently(_ scale: CGFloat, zoomView: UIView) {
        let origin = zoomView.frame.origin
        zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
        var frame = zoomView.frame
        frame.origin = origin
        zoomView.center = CGPoint(x: frame.midX, y: frame.midY)
        _currentZoomScale = scale
        contentSize = zoomView.frame.size
    }

    func _tickZoomAnimation(at time: TimeInterval) {
        let animation: _ScrollZoomAnimation
        switch _activity {
        case .animatingZoom(let zoom), .zoomBouncing(let zoom): animation = zoom
        default: return
        }
        guard let zoomView = _zoomingView else {
            _activity.finishZoomAnimation()
            return
        }
        let f = min(1, max(0, (time - animation.start) / animation.duration))
        // Ease out, interpolating the scale geometrically so the motion looks even.
        let e = CGFloat(1 - (1 - f) * (1 - f))
        let scale = animation.fromScale * pow(animation.toScale / animation.fromScale, e)
        _applyZoomSilently(scale, zoomView: zoomView)
        _applyOffset(CGPoint(x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * e,
                             y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * e))
        delegate?.scrollViewDidZoom(self)
        guard f >= 1 else { return }
        let wasBouncing = _activity.isZoomBouncing
        _activity.finishZoomAnimation()
        if animation.endsZooming {
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: _currentZoomScale)
        }
        // A bounce after the fingers lifted ends at rest; a delegate may have moved things since.
        if wasBouncing { _settleIfIdle() }
    }

    // MARK: The pinch

    func _handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let zoomView = _zoomingView else { return }
        switch pinch.state {
        case .began:
            // The pinch owns the content (a drag in progress waits for it to end).
            _stopMotion()
            let location = pinch.location(in: self)
            let visible = CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
            // Caught past a limit (mid-bounce), the pinch continues from the scale shown.
            let shown = _currentZoomScale
            let requested = bouncesZoom
                ? _ZoomRubberBand(minimumScale: minimumZoomScale, maximumScale: maximumZoomScale).requestedScale(forDisplayed: shown) ?? shown
                : shown
            _activity.beginPinch(_ScrollActivity.Pinch(startScale: requested, anchorInContent: zoomView.convert(location, from: self),
                                                       anchorInView: visible))
            _application._runLoopModes.scrollViewBeganTracking(self)
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
            _continuePinch(pinch, zoomView: zoomView)
        case .changed:
            _continuePinch(pinch, zoomView: zoomView)
        case .ended, .cancelled:
            _endPinch(pinch, zoomView: zoomView)
        case .possible, .failed:
            break
        }
    }

    private func _continuePinch(_ pinch: UIPinchGestureRecognizer, zoomView: UIView) {
        guard case .zooming(let start, _) = _activity else { return }
        let requested = start.startScale * pinch.scale
        let shown = bouncesZoom
            ? _ZoomRubberBand(minimumScale: minimumZoomScale, maximumScale: maximumZoomScale).displayedScale(forRequested: requested)
            : min(max(requested, minimumZoomScale), maximumZoomScale)
        // The content point under the fingers stays under their centroid (which may move: a
        // two-finger pan while zooming).
        let location = pinch.location(in: self)
        let visible = CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
        _applyZoom(shown, keeping: start.anchorInContent, at: visible, clampOffset: false)
    }

    /// The pinch ended (a finger lifted) or was cancelled. With a drag still going, the drag
    /// takes the content over from where it is, and its end settles it (a scale left past a
    /// limit bounces back then). Otherwise the content settles now: a zoom bounce when the scale
    /// is past a limit, else a bounce or page animation when the offset is not at rest.
    private func _endPinch(_ pinch: UIPinchGestureRecognizer, zoomView: UIView) {
        guard _activity.isZooming else { return }
        _activity.endPinch()
        let overZoomed = _zoomScaleOutOfLimits
        if case .dragging(var drag) = _activity {
            // The pan carries on from here without a jump: the finger's offset (before the
            // rubber band) that shows the current offset, less the translation it has.
            let t = drag.lock.constrain(panGestureRecognizer.translation(in: self))
            let offset = contentOffset
            drag.startOffset = CGPoint(x: _unconstrained(offset.x, range: _rangeX, dimension: bounds.width) + t.x,
                                       y: _unconstrained(offset.y, range: _rangeY, dimension: bounds.height) + t.y)
            _activity.updateDrag(drag)
            if !overZoomed { delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: _currentZoomScale) }
            return
        }
        if !overZoomed { delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: _currentZoomScale) }
        _settleIfIdle()
    }
}
