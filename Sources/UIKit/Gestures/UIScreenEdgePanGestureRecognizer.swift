import Foundation

/// A pan that starts at an edge of the screen: the finger must touch down within 13 pt of one of
/// `edges` and move 15 pt away from it within 0.25 s (see `GestureConstants`). Only the first
/// finger counts; `delaysTouchesBegan` is true. Continuous, like every pan.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from. Default none: set it, or the gesture never begins.
    open var edges: UIRectEdge = []

    private var startEdge: UIRectEdge = []
    private var startLocation = CGPoint.zero
    private var deadline: _FrameworkTimers.ID?

    public override init() {
        super.init()
        delaysTouchesBegan = true
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && startEdge.isEmpty, let touch = _activeTouches.first, let window = touch.window {
            let p = touch._locationInWindow, b = window.bounds, r = GestureConstants.screenEdgeRegion
            if edges.contains(.left) && p.x - b.minX <= r { startEdge = .left }
            else if edges.contains(.right) && b.maxX - p.x <= r { startEdge = .right }
            else if edges.contains(.top) && p.y - b.minY <= r { startEdge = .top }
            else if edges.contains(.bottom) && b.maxY - p.y <= r { startEdge = .bottom }
            guard !startEdge.isEmpty else { state = .failed; return }
            startLocation = p
            deadline = _schedule(after: GestureConstants.screenEdgeMaximumDuration) { r in
                if r.state == .possible && !r._isWaitingForFailure { r.state = .failed }
            }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { super.touchesMoved(touches, with: event); return }
        _track(event)
        // Movement away from the edge must dominate.
        let away: CGFloat
        let across: CGFloat
        switch startEdge {
        case .left: away = _movement.x; across = _movement.y
        case .right: away = -_movement.x; across = _movement.y
        case .top: away = _movement.y; across = _movement.x
        default: away = -_movement.y; across = _movement.x
        }
        if away >= GestureConstants.screenEdgeHysteresis {
            if abs(across) > away { state = .failed; return }
            _cancelTimer(deadline)
            deadline = nil
            _translation = .zero
            state = .began
        } else if away < -GestureConstants.screenEdgeHysteresis {
            state = .failed
        }
    }

    override var _startThreshold: CGFloat { GestureConstants.screenEdgeHysteresis }

    open override func reset() {
        super.reset()
        startEdge = []
        deadline = nil
    }
}
