import Foundation

/// A fling on one axis after the finger lifts: velocity decays exponentially by the factor `rate` per
/// millisecond until it falls below `ScrollConstants.decelerationStopVelocity` (0.01 pt/ms).
///
/// With `x₀ = offset`, `v₀ = velocity`, `d = rate`, `s = 0.01 pt/ms` and `t` in ms:
/// - `v(t) = v₀·dᵗ`
/// - `x(t) = x₀ + v₀·(dᵗ − 1)/ln d`
/// - stops at `T = ln(s/|v₀|)/ln d`, at the resting offset `x₀ + (v₀ − s·sign v₀)/(−ln d)` — exactly the
///   closed-form target iOS 18.2 computes and passes to `scrollViewWillEndDragging` ([R] UIKitCore
///   `UIScrollView`, its drag end); the continuous decay is the model of [W] WWDC 2018 session 803
///   "Designing Fluid Interfaces".
///
/// Units: offsets in points, velocities in points per **millisecond** (UIKit's `withVelocity` unit; a pan
/// velocity in pt/s divides by 1000, and since the offset moves against the finger it also changes sign),
/// time in milliseconds since the simulation's start.
///
/// The motion depends only on the current `(offset, velocity)` and the rate: a simulation rebuilt from
/// `offset(at: t)` and `velocity(at: t)` continues exactly as this one would, with the same resting
/// offset. That is how a content-size change mid-fling is handled — rebuild and keep going.
struct _DecelerationSimulation: Equatable, Sendable {
    /// `x₀`: the offset at time 0, in points.
    var offset: CGFloat
    /// `v₀`: the velocity at time 0, in pt/ms, positive toward larger offsets.
    var velocity: CGFloat
    /// `d`: the factor velocity keeps per millisecond, in (0, 1) — `decelerationRate.rawValue`, or a rate
    /// derived by `init(offset:velocity:target:)`.
    var rate: CGFloat

    /// A fling from `offset` with `velocity` (pt/ms) decaying by `rate` per millisecond.
    init(offset: CGFloat, velocity: CGFloat, rate: CGFloat) {
        _rockhopperPrecondition(rate > 0 && rate < 1, "deceleration rate \(rate) must be a factor per millisecond in (0, 1)")
        self.offset = offset
        self.velocity = velocity
        self.rate = rate
    }

    /// A fling that comes to rest exactly on `target`, as UIKit builds it when the delegate rewrites
    /// `targetContentOffset` in `scrollViewWillEndDragging` ([R] iOS 18.2 UIKitCore `UIScrollView`):
    /// - the release velocity is kept and the rate becomes `exp(−(|v| − s)/|distance|)`, when the velocity
    ///   points at the target, exceeds `s`, and that rate is at most 0.999;
    /// - otherwise the rate is 0.999 (a rate above the cap) or 0.985 (velocity pointing away or too slow), and
    ///   the velocity is chosen to stop on the target: `sign(distance)·(s + |distance|·(−ln rate))`.
    /// A target equal to `offset` gives a simulation that is already at rest.
    init(offset: CGFloat, velocity: CGFloat, target: CGFloat) {
        let stop = ScrollConstants.decelerationStopVelocity
        let distance = target - offset
        let towardTarget = (distance > 0 && velocity > stop) || (distance < 0 && velocity < -stop)
        if distance == 0 {
            self.init(offset: offset, velocity: 0, rate: ScrollConstants.retargetedDecelerationFallbackRate)
            return
        }
        if towardTarget {
            // A huge velocity over a tiny distance underflows to 0; the smallest normal rate stops within
            // (|v| − s)/708 pt of the start instead, which is below any visible distance for real velocities.
            let derived = max(exp(-(abs(velocity) - stop) / abs(distance)), .leastNormalMagnitude)
            if derived <= ScrollConstants.retargetedDecelerationRateLimit {
                self.init(offset: offset, velocity: velocity, rate: derived)
                return
            }
        }
        let rate = towardTarget ? ScrollConstants.retargetedDecelerationRateLimit
                                : ScrollConstants.retargetedDecelerationFallbackRate
        let speed = stop + abs(distance) * -log(rate)
        self.init(offset: offset, velocity: distance > 0 ? speed : -speed, rate: rate)
    }

    /// The rate `UIScrollView.decelerationRate` takes when set to `requested`: below 0.994 it becomes `.fast`
    /// (0.99), otherwise `.normal` (0.998). [R] iOS 18.2 UIKitCore `-[UIScrollView setDecelerationRate:]`.
    static func effectiveRate(forRequested requested: CGFloat) -> CGFloat {
        requested < ScrollConstants.decelerationRateSnapThreshold
            ? ScrollConstants.decelerationRateFast : ScrollConstants.decelerationRateNormal
    }

    /// Whether the release velocity is fast enough to decelerate at all (|v₀| ≥ 0.01 pt/ms); when false,
    /// a release inside the scrollable range ends with `scrollViewDidEndDragging(_:willDecelerate: false)`.
    var isMoving: Bool { abs(velocity) >= ScrollConstants.decelerationStopVelocity }

    /// `T`: milliseconds until the velocity falls to 0.01 pt/ms, `ln(s/|v₀|)/ln d`; 0 when it starts below.
    var duration: Double {
        guard isMoving else { return 0 }
        return Double(log(ScrollConstants.decelerationStopVelocity / abs(velocity)) / log(rate))
    }

    /// Where the fling comes to rest, in points: `x₀ + (v₀ − s·sign v₀)/(−ln d)`; `x₀` when not moving.
    /// Not clamped to the scrollable range: UIKit reports `restingOffset` clamped to the range as
    /// `targetContentOffset`, and a resting offset past an edge means the fling will bounce there
    /// (`edgeCrossing(in:)`).
    var restingOffset: CGFloat {
        guard isMoving else { return offset }
        let stop = velocity > 0 ? ScrollConstants.decelerationStopVelocity : -ScrollConstants.decelerationStopVelocity
        return offset + (velocity - stop) / -log(rate)
    }

    /// `v(t) = v₀·dᵗ` in pt/ms for `t` in ms; 0 from `duration` on (the fling has stopped). Negative `t` is
    /// treated as 0.
    func velocity(at t: Double) -> CGFloat {
        let time = max(t, 0)
        guard time < duration else { return 0 }
        return velocity * pow(rate, CGFloat(time))
    }

    /// `x(t) = x₀ + v₀·(dᵗ − 1)/ln d` in points for `t` in ms; `restingOffset` from `duration` on.
    /// Negative `t` is treated as 0.
    func offset(at t: Double) -> CGFloat {
        let time = max(t, 0)
        guard time < duration else { return restingOffset }
        return offset + velocity * (pow(rate, CGFloat(time)) - 1) / log(rate)
    }

    /// The time in ms at which the fling passes `position`, solving `x(t) = position`:
    /// `t = ln(1 + (position − x₀)·ln d / v₀)/ln d`. Nil when the fling stops before reaching it (or moves
    /// away from it); 0 when it starts there.
    func time(toReach position: CGFloat) -> Double? {
        let distance = position - offset
        if distance == 0 { return 0 }
        guard isMoving, (distance > 0) == (velocity > 0) else { return nil }
        let decayed = 1 + distance * log(rate) / velocity // = d^t, must lie in (0, 1]
        guard decayed > 0 else { return nil }
        let t = Double(log(decayed) / log(rate))
        return t <= duration ? t : nil
    }

    /// Where a fling that starts inside `range` leaves it: the time (ms), the edge, and the velocity
    /// there, `v₀ + (edge − x₀)·ln d` (pt/ms) — the hand-off to `_BounceSimulation`. Nil when the fling
    /// comes to rest inside the range, or starts outside it.
    func edgeCrossing(in range: ClosedRange<CGFloat>) -> (time: Double, edge: CGFloat, velocity: CGFloat)? {
        guard range.contains(offset) else { return nil }
        let edge: CGFloat
        if restingOffset > range.upperBound { edge = range.upperBound }
        else if restingOffset < range.lowerBound { edge = range.lowerBound }
        else { return nil }
        guard let t = time(toReach: edge) else { return nil }
        return (t, edge, velocity + (edge - offset) * log(rate))
    }
}
