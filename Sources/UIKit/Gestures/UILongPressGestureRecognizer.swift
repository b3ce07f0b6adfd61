import Foundation

/// Recognizes fingers held still: `.began` once `numberOfTouchesRequired` fingers have been down
/// for `minimumPressDuration` without moving more than `allowableMovement`; then `.changed` on
/// every move (no longer limited) and `.ended` when a finger lifts. Continuous.
///
/// With `numberOfTapsRequired` > 0 the press must follow that many quick taps (each a tap as
/// `UITapGestureRecognizer` defines it).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must stay down. Default 0.5.
    open var minimumPressDuration: TimeInterval = GestureConstants.longPressMinimumDuration

    /// Points the fingers may move before the press begins. Default 10.
    open var allowableMovement: CGFloat = GestureConstants.longPressAllowableMovement

    /// Taps before the press. Default 0.
    open var numberOfTapsRequired: Int = 0

    /// Fingers that must be held down. Default 1.
    open var numberOfTouchesRequired: Int = 1

    private var tapsCompleted = 0
    private var startLocation: CGPoint?
    private var pressTimer: _FrameworkTimers.ID?
    private var intervalTimer: _FrameworkTimers.ID?
    private var tapTimer: _FrameworkTimers.ID?

    private var isPressing: Bool { tapsCompleted >= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            return   // extra fingers after the press began are tracked but change nothing
        case .possible:
            break
        case .ended, .cancelled, .failed:
            return
        }
        _cancelTimer(intervalTimer)
        intervalTimer = nil
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if startLocation == nil { startLocation = _currentCentroidInWindow }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        if isPressing {
            pressTimer = _schedule(after: minimumPressDuration) { r in
                let press = r as! UILongPressGestureRecognizer
                if press.state == .possible && !press._isWaitingForFailure { press.state = .began }
            }
        } else {
            tapTimer = _schedule(after: GestureConstants.tapMaximumDuration) { r in
                if r.state == .possible && !r._isWaitingForFailure { r.state = .failed }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start = startLocation, _distance(_currentCentroidInWindow, start) > allowableMovement {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            if isPressing {
                state = .failed   // lifted before the press duration
            } else if _activeTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
                _cancelTimer(tapTimer)
                tapTimer = nil
                tapsCompleted += 1
                intervalTimer = _schedule(after: GestureConstants.tapMaximumInterval) { r in
                    if r.state == .possible && !r._isWaitingForFailure { r.state = .failed }
                }
            }
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        startLocation = nil
        pressTimer = nil
        intervalTimer = nil
        tapTimer = nil
    }
}
