import Foundation

/// The bounce back of one axis that is past an edge of its scrollable range: a critically damped spring
/// pulling the offset to `edge`.
///
/// With the overshoot `o(t) = offset(t) − edge`, the rate `ω` (`ScrollConstants.bounceRate`, −ln 0.99 per ms)
/// and `t` in ms, the spring `o″ + 2ω·o′ + ω²·o = 0` has the solution
/// - `o(t) = (o₀ + u·t)·e^(−ω·t)`
/// - `o′(t) = (u − ω·(o₀ + u·t))·e^(−ω·t)`
///
/// where `u = o′(0) + ω·o₀` is the *carried velocity*. This form covers both cases:
/// - released at rest past the edge (`u = 0`): `o(t) = o₀·e^(−ω·t)`, exactly iOS 18.2's decay ([R] UIKitCore
///   `UIScrollView`, its bounce step);
/// - a fling crossing the edge with velocity `v` (`o₀ = 0`, `u = v`): the content runs on, peaks at
///   `t = 1/ω` ≈ 99.5 ms with overshoot `v/(ω·e)` ≈ 36.6 ms·v, and returns without oscillating — the
///   critically damped spring of community reimplementations ([O]; our choice [N], see
///   `ScrollConstants.bounceRate`).
///
/// The spring crosses the edge at most once, and only when it starts moving toward the content fast
/// enough (`u` opposite to `o₀`); `edgeCrossingTime` says when, so the driver can hand the motion to a
/// deceleration inside the range. Units: offsets in points, velocities in pt/ms, time in ms since start.
/// Like the deceleration, the motion depends only on the current `(offset, velocity)`.
struct _BounceSimulation: Equatable, Sendable {
    /// The resting offset: the edge of the scrollable range that was overshot, in points.
    var edge: CGFloat
    /// `o₀`: offset minus `edge` at time 0, in points (positive past the upper edge, negative past the lower).
    var overshoot: CGFloat
    /// `u = o′(0) + ω·o₀`, in pt/ms.
    var carriedVelocity: CGFloat
    /// `ω`, per ms.
    var rate: CGFloat

    /// A bounce continuing from `offset` moving at `velocity` (pt/ms, the actual rate of change of the offset).
    init(edge: CGFloat, offset: CGFloat, velocity: CGFloat, rate: CGFloat = ScrollConstants.bounceRate) {
        _rockhopperPrecondition(rate > 0, "bounce rate \(rate) must be positive")
        self.edge = edge
        self.overshoot = offset - edge
        self.carriedVelocity = velocity + rate * (offset - edge)
        self.rate = rate
    }

    /// The bounce after the finger lifts past the edge, as iOS 18.2 runs it: the release velocity (pt/ms)
    /// is clamped to ±3 pt/ms (`ScrollConstants.bounceVelocityLimit`) and carried, so a release at rest
    /// decays as `o₀·e^(−ω·t)`. [R] iOS 18.2 UIKitCore `UIScrollView`.
    init(edge: CGFloat, releasedAt offset: CGFloat, releaseVelocity: CGFloat) {
        let limit = ScrollConstants.bounceVelocityLimit
        let carried = min(max(releaseVelocity, -limit), limit)
        self.init(edge: edge, offset: offset, velocity: carried - ScrollConstants.bounceRate * (offset - edge))
    }

    /// `edge + (o₀ + u·t)·e^(−ω·t)`, in points, for `t` in ms (negative `t` is treated as 0).
    func offset(at t: Double) -> CGFloat {
        let time = CGFloat(max(t, 0))
        return edge + (overshoot + carriedVelocity * time) * exp(-rate * time)
    }

    /// `(u − ω·(o₀ + u·t))·e^(−ω·t)`, in pt/ms, for `t` in ms (negative `t` is treated as 0).
    func velocity(at t: Double) -> CGFloat {
        let time = CGFloat(max(t, 0))
        return (carriedVelocity - rate * (overshoot + carriedVelocity * time)) * exp(-rate * time)
    }

    /// Whether the bounce has come to rest at `t` ms: closer than `ScrollConstants.restingDistance` to the
    /// edge and slower than `ScrollConstants.decelerationStopVelocity`. The caller then sets the offset to
    /// `edge` exactly.
    func isSettled(at t: Double) -> Bool {
        abs(offset(at: t) - edge) < ScrollConstants.restingDistance
            && abs(velocity(at: t)) < ScrollConstants.decelerationStopVelocity
    }

    /// When the spring reaches the edge heading into the content, `t = −o₀/u` ms, or nil when it never
    /// crosses (it starts on the edge, or does not move toward the content fast enough).
    var edgeCrossingTime: Double? {
        guard overshoot != 0, carriedVelocity != 0, (overshoot > 0) != (carriedVelocity > 0) else { return nil }
        return Double(-overshoot / carriedVelocity)
    }
}
