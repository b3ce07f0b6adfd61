import Foundation

/// Recognizes fingers dragging: `.began` once the movement along x or y reaches 10 pt, `.changed`
/// as they move, `.ended` when they lift (`.failed` if they lift before it began). Continuous.
///
/// `translation(in:)` is the movement since `.began` (with the 10 pt start threshold taken off
/// each axis, so it starts near zero; zero if the pan had to wait for another recognizer to fail),
/// in the given view's coordinates. `velocity(in:)` is in points per second, smoothed as UIKit does
/// (see `GestureConstants.panVelocitySmoothing`), and zero once the fingers rest. Fingers may join
/// and leave: the centroid's jumps are not counted as movement.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches: Int = 1

    /// Most fingers that can pan; further fingers are ignored. Default `Int.max` (UIKit's
    /// `NSUIntegerMax`).
    open var maximumNumberOfTouches: Int = Int.max

    /// Translation since began, window coordinates.
    var _translation = CGPoint.zero
    /// Movement since the fingers touched down, window coordinates.
    var _movement = CGPoint.zero
    private var lastCentroid: CGPoint?
    private var lastTouchCount = 0
    var _velocity = _VelocityEstimator()

    /// The translation since the pan began, in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        _convertVectorFromWindow(_translation, to: view)
    }

    /// Re-bases the translation: it reads `translation` (in `view`'s coordinates) from now on.
    /// The classic idiom applies the translation, then sets it back to `.zero`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        _translation = _convertVectorToWindow(translation, from: view)
    }

    /// The velocity of the fingers in `view`'s coordinates, in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        _convertVectorFromWindow(_velocity.velocity(at: CACurrentMediaTime()), to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        _track(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        _track(event)
        guard numberOfTouches >= minimumNumberOfTouches else { return }
        switch state {
        case .possible:
            if _movementBegins(_movement) {
                let h = _startThreshold
                _translation = CGPoint(x: _shrink(_movement.x, by: h), y: _shrink(_movement.y, by: h))
                state = .began
            }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = _activeTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        switch state {
        case .began, .changed:
            if remaining < minimumNumberOfTouches { state = .ended } else { _track(event, excludingEnded: true) }
        case .possible:
            if remaining == 0 { state = .failed } else { _track(event, excludingEnded: true) }
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func reset() {
        super.reset()
        _translation = .zero
        _movement = .zero
        lastCentroid = nil
        lastTouchCount = 0
        _velocity = _VelocityEstimator()
    }

    override func _didCommitPendingState() {
        _translation = .zero
    }

    /// Movement a pan needs before it begins, in points. The screen-edge pan uses its own.
    var _startThreshold: CGFloat { GestureConstants.panHysteresis }

    /// Whether `movement` (since touch-down, window coordinates) is enough to begin: the start
    /// threshold along x or y. A scroll view's pan counts only the axes it can scroll.
    func _movementBegins(_ movement: CGPoint) -> Bool {
        abs(movement.x) >= _startThreshold || abs(movement.y) >= _startThreshold
    }

    /// Follows the centroid of the touches still down: movement accumulates only while the same
    /// fingers are down; when fingers join or leave, the reference point moves without movement.
    func _track(_ event: UIEvent, excludingEnded: Bool = false) {
        let touches = excludingEnded ? _activeTouches.filter { $0.phase != .ended && $0.phase != .cancelled } : _activeTouches
        guard !touches.isEmpty else { return }
        let centroid = _centroid(of: touches)
        let now = event.timestamp
        if let last = lastCentroid, touches.count == lastTouchCount {
            let delta = CGPoint(x: centroid.x - last.x, y: centroid.y - last.y)
            _movement.x += delta.x; _movement.y += delta.y
            if state == .began || state == .changed || (state == .possible && _isWaitingForFailure) {
                _translation.x += delta.x; _translation.y += delta.y
            }
            _velocity.add(centroid, at: now)
        } else if lastCentroid == nil {
            _velocity.reset(at: centroid, time: now)
        } else {
            _velocity.rebase(to: centroid)
        }
        lastCentroid = centroid
        lastTouchCount = touches.count
    }

    private func _shrink(_ v: CGFloat, by h: CGFloat) -> CGFloat {
        v > 0 ? max(0, v - h) : min(0, v + h)
    }
}
