import Foundation

/// Recognizes a quick straight stroke in one of `direction`'s directions. Discrete: `.recognized`
/// as soon as the fingers have moved 50 pt that way within 0.5 s while straying less than half
/// that across (see `GestureConstants`); `.failed` if they lift first, take longer or go another
/// way. `location(in:)` reports where the swipe started.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take, as an option set (Apple's raw values).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Accepted directions. Default `.right`.
    open var direction: Direction = .right

    /// Fingers that must swipe together. Default 1.
    open var numberOfTouchesRequired: Int = 1

    private var startLocation: CGPoint?
    private var deadline: _FrameworkTimers.ID?

    /// Where the swipe started, in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start = startLocation else { return super.location(in: view) }
        return _convertFromWindow(start, to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        startLocation = _currentCentroidInWindow
        _cancelTimer(deadline)
        deadline = _schedule(after: GestureConstants.swipeMaximumDuration) { r in
            if r.state == .possible && !r._isWaitingForFailure { r.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start = startLocation, numberOfTouches == numberOfTouchesRequired else { return }
        let p = _currentCentroidInWindow
        let dx = p.x - start.x, dy = p.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy)
        let across = horizontal ? abs(dy) : abs(dx)
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard along >= GestureConstants.swipeMinimumDistance else { return }
        if direction.contains(moved) && across <= along * GestureConstants.swipeMaximumSecondaryRatio {
            _cancelTimer(deadline)
            deadline = nil
            state = .ended
        } else {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && !_isWaitingForFailure { state = .failed }
    }

    open override func reset() {
        super.reset()
        startLocation = nil
        deadline = nil
    }
}
