import Foundation

/// Recognizes two fingers turning: `.began` once the line between them has turned 2°, `.changed`
/// as it turns, `.ended` when a finger lifts. Continuous. Further fingers are ignored.
///
/// `rotation` is the turn since `.began` in radians, positive clockwise on screen (so
/// `view.transform.rotated(by: rotation)` follows the fingers), accumulated across ±π; setting it
/// re-bases it and zeroes `velocity` (radians per second, smoothed like the pinch's).
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var startAngle: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var accumulated: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var rate = _SmoothedRate(weight: GestureConstants.rotationVelocitySmoothing)

    /// The turn since recognition, in radians (plus any value set).
    open var rotation: CGFloat {
        get { baseRotation + accumulated }
        set {
            baseRotation = newValue
            accumulated = 0
            rate.reset(to: newValue, at: CACurrentMediaTime())
        }
    }

    /// How fast `rotation` changes, in radians per second.
    open var velocity: CGFloat { rate.rate }

    private var _angleNow: CGFloat? {
        guard _activeTouches.count >= 2 else { return nil }
        let a = _activeTouches[0]._locationInWindow, b = _activeTouches[1]._locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The signed smallest turn from `from` to `to`, in (−π, π].
    private func _turn(from: CGFloat, to: CGFloat) -> CGFloat {
        var d = to - from
        while d > .pi { d -= 2 * .pi }
        while d <= -.pi { d += 2 * .pi }
        return d
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        if let angle = _angleNow, state == .possible {
            startAngle = angle
            lastAngle = angle
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = _angleNow else { return }
        switch state {
        case .possible:
            let turned = _turn(from: startAngle, to: angle)
            if abs(turned) >= GestureConstants.rotationHysteresis {
                lastAngle = angle
                accumulated = 0
                baseRotation = 0
                rate.reset(to: 0, at: event.timestamp)
                state = .began
            }
        case .began, .changed:
            accumulated += _turn(from: lastAngle, to: angle)
            lastAngle = angle
            rate.add(rotation, at: event.timestamp)
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }

    open override func reset() {
        super.reset()
        startAngle = 0
        lastAngle = 0
        accumulated = 0
        baseRotation = 0
        rate = _SmoothedRate(weight: GestureConstants.rotationVelocitySmoothing)
    }
}
