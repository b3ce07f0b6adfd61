import Foundation

/// Recognizes one or more taps of one or more fingers. Discrete: `.recognized` (`.ended`) on the
/// last lift of the last tap.
///
/// A tap fails when a finger moves more than 45 pt from where the gesture started, stays down
/// longer than 0.75 s, the next tap does not start within 0.35 s of the previous lift, or more
/// fingers than `numberOfTouchesRequired` come down (see `GestureConstants`).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed. Default 1.
    open var numberOfTapsRequired: Int = 1

    /// Fingers per tap. Default 1.
    open var numberOfTouchesRequired: Int = 1

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var startLocation: CGPoint?
    private var tapTimer: _FrameworkTimers.ID?
    private var intervalTimer: _FrameworkTimers.ID?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _cancelTimer(intervalTimer)
        intervalTimer = nil
        if fingersThisTap == 0 {
            tapTimer = _schedule(after: GestureConstants.tapMaximumDuration) { r in
                (r as! UITapGestureRecognizer).failIfPossible()
            }
        }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if fingersThisTap > numberOfTouchesRequired { state = .failed; return }
        for touch in touches {
            let p = touch._locationInWindow
            if let start = startLocation {
                if _distance(p, start) > GestureConstants.tapAllowableMovement { state = .failed; return }
            } else {
                startLocation = p
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startLocation else { return }
        for touch in touches where _distance(touch._locationInWindow, start) > GestureConstants.tapAllowableMovement {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap completes when its last finger lifts.
        let stillDown = _activeTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        guard stillDown == 0 else { return }
        _cancelTimer(tapTimer)
        tapTimer = nil
        guard fingersThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsCompleted += 1
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            intervalTimer = _schedule(after: GestureConstants.tapMaximumInterval) { r in
                (r as! UITapGestureRecognizer).failIfPossible()
            }
        }
    }

    /// A tap never prevents a tap recognizer that needs more taps (Apple's `canPrevent(_:)`
    /// documentation), so a single tap without `require(toFail:)` does not stop a double tap.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    private func failIfPossible() {
        if state == .possible && _pendingState == nil { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        startLocation = nil
        tapTimer = nil
        intervalTimer = nil
    }
}

@inline(__always)
func _distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
