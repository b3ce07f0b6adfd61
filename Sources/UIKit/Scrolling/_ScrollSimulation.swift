import Foundation

/// The motion of one axis of a scroll view after the finger lifts, stitched from the closed-form pieces:
/// `decelerating` (a fling), `bouncing` (past an edge, returning to it), `paging` (to a page), `done`.
///
/// The scroll view keeps one per axis and calls `advance(to:)` once per frame with `CACurrentMediaTime()`,
/// then reads `offset` (points) and `velocity` (pt/ms). Each phase is evaluated in closed form at the
/// frame's time, so frame timing does not change the path; phase changes happen at their exact instants:
/// - a fling whose resting offset lies past an edge becomes a bounce when it crosses the edge, carrying its
///   velocity there clamped to ±3 pt/ms (with `bounces` false it stops on the edge instead);
/// - a bounce moving back into the content fast enough to cross the edge becomes a fling from the edge
///   with its velocity there;
/// - a fling that comes to rest past an edge (only possible with a rewritten target) bounces back from rest;
/// - a fling, bounce or page ends `done` when it stops, on its exact resting offset.
///
/// The struct holds no references and never allocates; copying it is cheap. Every phase depends only
/// on the current offset and velocity, so `updateRange(_:)` (a content-size or inset change mid-motion)
/// simply rebuilds the phase from them.
///
/// Units: offsets in points, velocities in points per millisecond (UIKit's scroll velocity unit),
/// times passed in as **seconds** on the media clock (`CACurrentMediaTime()`); the phases' own time
/// parameters are milliseconds since the phase began.
struct _ScrollSimulation: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        case decelerating(_DecelerationSimulation)
        case bouncing(_BounceSimulation)
        case paging(_PagingSimulation)
        case done
    }

    /// The running phase, whose time 0 is `phaseStartTime`.
    private(set) var phase: Phase
    /// The offset after the last `advance(to:)` (at creation: the release offset), in points.
    private(set) var offset: CGFloat
    /// The velocity after the last `advance(to:)`, in pt/ms; 0 once `done`.
    private(set) var velocity: CGFloat
    /// The scrollable range of the offset on this axis, in points.
    private(set) var range: ClosedRange<CGFloat>
    /// Whether this axis bounces at its edges (the scroll view's `bounces`, and the content larger than the
    /// bounds on this axis or `alwaysBounce…` set).
    let bounces: Bool
    /// The scroll view's `decelerationRate.rawValue`, per ms; used for flings that begin inside the motion
    /// (after a bounce re-enters the content).
    let decelerationRate: CGFloat
    /// Media time (seconds) at which `phase` began.
    private(set) var phaseStartTime: TimeInterval
    /// Media time (seconds) of the last `advance(to:)` (at creation: the release time).
    private(set) var currentTime: TimeInterval

    /// Whether the motion has ended. Right after a release this answers `willDecelerate` of
    /// `scrollViewDidEndDragging(_:willDecelerate:)` (negated): a release inside the range slower than
    /// 0.01 pt/ms is done at once; a release past an edge never is.
    var isDone: Bool { phase == .done }

    /// The motion after the finger lifts at `offset` with `velocity` (pt/ms, positive toward larger offsets)
    /// at media time `time`: a fling at `decelerationRate` inside `range`, a bounce when released past an
    /// edge (release velocity clamped to ±3 pt/ms, as iOS 18.2 UIKitCore's `UIScrollView` does), or done
    /// when too slow to move.
    init(releasedAt offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>,
                 decelerationRate: CGFloat, bounces: Bool, time: TimeInterval) {
        self.init(offset: offset, range: range, bounces: bounces, decelerationRate: decelerationRate, time: time)
        if let edge = edge(pastWhich: offset), bounces {
            phase = .bouncing(_BounceSimulation(edge: edge, releasedAt: offset, releaseVelocity: velocity))
        } else {
            startDeceleration(_DecelerationSimulation(offset: clamped(offset), velocity: velocity, rate: decelerationRate))
        }
        advance(to: time)
    }

    /// The motion after the finger lifts when the delegate rewrote `targetContentOffset` to `target` in
    /// `scrollViewWillEndDragging`: a fling that comes to rest exactly on `target`
    /// (`_DecelerationSimulation.init(offset:velocity:target:)`), bouncing back if `target` lies past an edge.
    /// When the delegate left the target alone, use `init(releasedAt:velocity:range:decelerationRate:bounces:time:)`
    /// instead, so a fling into an edge runs on and bounces as it does in UIKit.
    init(releasedAt offset: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<CGFloat>,
                 decelerationRate: CGFloat, bounces: Bool, time: TimeInterval) {
        self.init(offset: offset, range: range, bounces: bounces, decelerationRate: decelerationRate, time: time)
        startDeceleration(_DecelerationSimulation(offset: offset, velocity: velocity, target: target))
        advance(to: time)
    }

    /// The page animation of a paging scroll view from `offset` moving at `velocity` (pt/ms) to `target`
    /// (from `_PagingTarget.targetOffset`), with UIKit's spring for pages of `pageSize` points.
    init(pagingFrom offset: CGFloat, velocity: CGFloat, target: CGFloat, pageSize: CGFloat,
                 range: ClosedRange<CGFloat>, decelerationRate: CGFloat, bounces: Bool, time: TimeInterval) {
        self.init(offset: offset, range: range, bounces: bounces, decelerationRate: decelerationRate, time: time)
        phase = .paging(_PagingSimulation(offset: offset, velocity: velocity, target: target, pageSize: pageSize))
        advance(to: time)
    }

    private init(offset: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool, decelerationRate: CGFloat,
                 time: TimeInterval) {
        self.phase = .done
        self.offset = offset
        self.velocity = 0
        self.range = range
        self.bounces = bounces
        self.decelerationRate = decelerationRate
        self.phaseStartTime = time
        self.currentTime = time
    }

    /// The `targetContentOffset` UIKit reports to `scrollViewWillEndDragging` for a release at `offset` with
    /// `velocity` (pt/ms): the fling's closed-form resting offset clamped to `range` ([R] iOS 18.2 UIKitCore
    /// `UIScrollView`).
    static func targetContentOffset(releasedAt offset: CGFloat, velocity: CGFloat,
                                            range: ClosedRange<CGFloat>, decelerationRate: CGFloat) -> CGFloat {
        let resting = _DecelerationSimulation(offset: offset, velocity: velocity, rate: decelerationRate).restingOffset
        return min(max(resting, range.lowerBound), range.upperBound)
    }

    /// Moves the motion to media time `time` (seconds), updating `offset`, `velocity` and `phase`.
    /// Times earlier than the last call are treated as that time. Allocation-free.
    mutating func advance(to time: TimeInterval) {
        currentTime = max(time, currentTime)
        // Each pass either settles the state for `currentTime` or moves to a later phase; a motion has at most
        // a few phases (fling → bounce → fling back → bounce), so the bound is never reached in practice.
        for _ in 0..<8 {
            let t = (currentTime - phaseStartTime) * ScrollConstants.millisecondsPerSecond
            switch phase {
            case .done:
                velocity = 0
                return
            case .decelerating(let fling):
                if let crossing = fling.edgeCrossing(in: range), t >= crossing.time {
                    phaseStartTime += crossing.time / ScrollConstants.millisecondsPerSecond
                    if bounces {
                        let limit = ScrollConstants.bounceVelocityLimit
                        let carried = min(max(crossing.velocity, -limit), limit)
                        phase = .bouncing(_BounceSimulation(edge: crossing.edge, offset: crossing.edge, velocity: carried))
                        continue
                    }
                    finish(at: crossing.edge)
                    return
                }
                if t >= fling.duration {
                    let resting = fling.restingOffset
                    if let edge = edge(pastWhich: resting), bounces,
                       abs(resting - edge) >= ScrollConstants.restingDistance {
                        phaseStartTime += fling.duration / ScrollConstants.millisecondsPerSecond
                        phase = .bouncing(_BounceSimulation(edge: edge, offset: resting, velocity: 0))
                        continue
                    }
                    finish(at: clamped(resting))
                    return
                }
                offset = fling.offset(at: t)
                velocity = fling.velocity(at: t)
                return
            case .bouncing(let bounce):
                if let crossing = bounce.edgeCrossingTime, t >= crossing {
                    let inward = bounce.velocity(at: crossing)
                    phaseStartTime += crossing / ScrollConstants.millisecondsPerSecond
                    startDeceleration(_DecelerationSimulation(offset: bounce.edge, velocity: inward, rate: decelerationRate))
                    continue
                }
                if bounce.isSettled(at: t) {
                    finish(at: bounce.edge)
                    return
                }
                offset = bounce.offset(at: t)
                velocity = bounce.velocity(at: t)
                return
            case .paging(let page):
                if page.isSettled(at: t) {
                    finish(at: page.target)
                    return
                }
                (offset, velocity) = page.state(at: t)
                return
            }
        }
    }

    /// Changes the scrollable range mid-motion (content size, insets or bounds changed) and rebuilds the
    /// running phase from the current offset and velocity: a fling keeps its rate (and so its resting
    /// offset), becoming a bounce if the offset is now past an edge; a bounce toward an edge now inside the
    /// range becomes a fling; a page animation keeps its spring with the target clamped to the new range.
    /// Call `advance(to:)` first so the state is current.
    mutating func updateRange(_ newRange: ClosedRange<CGFloat>) {
        range = newRange
        phaseStartTime = currentTime
        switch phase {
        case .done:
            return
        case .paging(let page):
            let target = clamped(page.target)
            phase = .paging(_PagingSimulation(offset: offset, velocity: velocity, target: target,
                                              pull: page.pull, friction: page.friction))
        case .decelerating(let fling):
            if let edge = edge(pastWhich: offset) {
                guard bounces else { finish(at: edge); return }
                let limit = ScrollConstants.bounceVelocityLimit
                phase = .bouncing(_BounceSimulation(edge: edge, offset: offset, velocity: min(max(velocity, -limit), limit)))
            } else {
                startDeceleration(_DecelerationSimulation(offset: offset, velocity: velocity, rate: fling.rate))
            }
        case .bouncing:
            if let edge = edge(pastWhich: offset) {
                phase = .bouncing(_BounceSimulation(edge: edge, offset: offset, velocity: velocity))
            } else {
                startDeceleration(_DecelerationSimulation(offset: offset, velocity: velocity, rate: decelerationRate))
            }
        }
        advance(to: currentTime)
    }

    /// The edge of `range` that `position` lies beyond, or nil inside the range.
    private func edge(pastWhich position: CGFloat) -> CGFloat? {
        if position > range.upperBound { return range.upperBound }
        if position < range.lowerBound { return range.lowerBound }
        return nil
    }

    private func clamped(_ position: CGFloat) -> CGFloat {
        min(max(position, range.lowerBound), range.upperBound)
    }

    private mutating func startDeceleration(_ fling: _DecelerationSimulation) {
        if fling.isMoving || edge(pastWhich: fling.offset) != nil {
            phase = .decelerating(fling)
        } else {
            finish(at: fling.offset)
        }
    }

    private mutating func finish(at position: CGFloat) {
        phase = .done
        offset = position
        velocity = 0
    }
}
