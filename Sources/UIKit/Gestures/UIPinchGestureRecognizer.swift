import Foundation

/// Recognizes two fingers pinching: `.began` once their distance has changed by 8 pt, `.changed`
/// as it changes, `.ended` when a finger lifts. Continuous. Further fingers are ignored.
///
/// `scale` is the finger distance relative to the distance at `.began` (1 there); setting it
/// re-bases it and zeroes `velocity`. `velocity` is in scale factor per second, smoothed as UIKit
/// does (see `GestureConstants.pinchVelocitySmoothing`).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var startDistance: CGFloat = 0
    private var baseDistance: CGFloat = 0
    private var baseScale: CGFloat = 1
    private var rate = _SmoothedRate(weight: GestureConstants.pinchVelocitySmoothing)

    /// The current finger distance over the distance at recognition (times any value set).
    open var scale: CGFloat {
        get { baseDistance > 0 ? baseScale * _distanceNow / baseDistance : baseScale }
        set {
            baseScale = newValue
            baseDistance = _distanceNow
            rate.reset(to: newValue, at: CACurrentMediaTime())
        }
    }

    /// How fast `scale` changes, in scale factor per second.
    open var velocity: CGFloat { rate.rate }

    private var _distanceNow: CGFloat {
        guard _activeTouches.count >= 2 else { return baseDistance }
        return _distance(_activeTouches[0]._locationInWindow, _activeTouches[1]._locationInWindow)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        if numberOfTouches == 2 && state == .possible {
            startDistance = _distanceNow
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2 else { return }
        let d = _distanceNow
        switch state {
        case .possible:
            if abs(d - startDistance) >= GestureConstants.pinchHysteresis {
                baseDistance = d
                baseScale = 1
                rate.reset(to: 1, at: event.timestamp)
                state = .began
            }
        case .began, .changed:
            rate.add(scale, at: event.timestamp)
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            // Keep `scale` where it was as the fingers lift (the ended action reads it).
            baseScale = scale
            baseDistance = _distanceNow
            state = .ended
        case .possible:
            state = .failed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func reset() {
        super.reset()
        startDistance = 0
        baseDistance = 0
        baseScale = 1
        rate = _SmoothedRate(weight: GestureConstants.pinchVelocitySmoothing)
    }
}
