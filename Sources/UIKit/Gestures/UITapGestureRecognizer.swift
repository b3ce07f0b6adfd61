import Foundation

/// Recognizes one or more taps of one or more fingers. Discrete: `.recognized` (`.ended`) on the
/// last lift of the last tap.
///
/// A tap fails when a finger moves more than 45 pt from where it touched down, a later tap of a
/// multi-tap lands more than 45 pt from every finger of the first, a finger stays down longer than
/// 0.75 s, the next tap does not start within 0.35 s of the previous lift, or more fingers than
/// `numberOfTouchesRequired` come down (see `GestureConstants`). The fingers of one tap may be
/// any distance apart and may land in separate events while the tap lasts.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed. Default 1.
    open var numberOfTapsRequired: Int = 1

    /// Fingers per tap. Default 1.
    open var numberOfTouchesRequired: Int = 1

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    /// Where each finger of the current tap touched down, window coordinates.
    private var touchDownLocations: [ObjectIdentifier: CGPoint] = [:]
    /// Where the fingers of the first tap touched down: later taps must land near one of them.
    private var firstTapLocations: [CGPoint] = []
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
        let allowed = GestureConstants.tapAllowableMovement
        for touch in touches {
            let p = touch._locationInWindow
            if tapsCompleted > 0 && !firstTapLocations.contains(where: { _distance(p, $0) <= allowed }) {
                state = .failed
                return
            }
            touchDownLocations[ObjectIdentifier(touch)] = p
            if tapsCompleted == 0 { firstTapLocations.append(p) }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = touchDownLocations[ObjectIdentifier(touch)] else { continue }
            if _distance(touch._locationInWindow, start) > GestureConstants.tapAllowableMovement {
                state = .failed
                return
            }
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
        touchDownLocations.removeAll(keepingCapacity: true)
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
        if state == .possible && !_isWaitingForFailure { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        touchDownLocations.removeAll(keepingCapacity: true)
        firstTapLocations.removeAll(keepingCapacity: true)
        tapTimer = nil
        intervalTimer = nil
    }
}

@inline(__always)
func _distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
