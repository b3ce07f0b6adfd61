import Foundation

/// The animation of a paging scroll view to its target page on one axis: iOS 18.2's per-millisecond
/// spring ([R] UIKitCore `UIScrollView`, its paging animation), each millisecond doing
///
///     v += (target − x)·pull;  v *= friction;  x += v
///
/// With the error `e = x − target` that step is the linear map `(e, v) ↦ M·(e, v)` with
/// `M = [[1 − f·p, f], [−f·p, f]]` (`p` = pull, `f` = friction; trace `τ = 1 + f − f·p`, determinant `f`).
/// The state after `t` ms is `Mᵗ·(e₀, v₀)`, evaluated in closed form through Cayley–Hamilton,
/// `Mᵗ = aₜ·M + bₜ·I`, for any real `t ≥ 0`: at whole milliseconds it equals running the loop `t` times,
/// in between it interpolates smoothly, so frames need not fall on millisecond boundaries.
///
/// Units: offsets in points, velocities in pt/ms (the loop's `v` is the distance moved per ms), time in
/// ms since start. The motion depends only on the current `(offset, velocity)`, the target and the page size.
struct _PagingSimulation: Equatable, Sendable {
    /// The page offset to rest on, in points (from `_PagingTarget.targetOffset`).
    var target: CGFloat
    /// `x₀`, in points.
    var offset: CGFloat
    /// `v₀`, in pt/ms.
    var velocity: CGFloat
    /// `p`: velocity gained per ms per point of distance to the target, in 1/ms.
    var pull: CGFloat
    /// `f`: the factor velocity keeps per ms, in (0, 1).
    var friction: CGFloat

    /// The page animation from `offset` moving at `velocity` (pt/ms) to `target`, with the spring UIKit uses
    /// for pages of `pageSize` points.
    init(offset: CGFloat, velocity: CGFloat, target: CGFloat, pageSize: CGFloat) {
        let spring = Self.springParameters(pageSize: pageSize)
        self.init(offset: offset, velocity: velocity, target: target, pull: spring.pull, friction: spring.friction)
    }

    /// The page animation with an explicit spring.
    init(offset: CGFloat, velocity: CGFloat, target: CGFloat, pull: CGFloat, friction: CGFloat) {
        _rockhopperPrecondition(pull > 0, "paging pull \(pull) must be positive")
        _rockhopperPrecondition(friction > 0 && friction < 1, "paging friction \(friction) must be a factor per ms in (0, 1)")
        self.target = target
        self.offset = offset
        self.velocity = velocity
        self.pull = pull
        self.friction = friction
    }

    /// UIKit's spring for a page of `pageSize` points: `pull` and `friction` on the line through
    /// (320 pt: 0.0003, 0.97) and (1024 pt: 0.00017, 0.977), held at the 1024 pt values above
    /// (`pull = 0.000359090909 − 1.84659091e-7·w`, `friction = 0.966818182 + 9.94318182e-6·w`).
    /// Below 320 pt the line is extended (pull is still positive down to 0 pt).
    static func springParameters(pageSize: CGFloat) -> (pull: CGFloat, friction: CGFloat) {
        let small = ScrollConstants.pagingSpringSmallPageSize, large = ScrollConstants.pagingSpringLargePageSize
        let fraction = (min(max(pageSize, 0), large) - small) / (large - small)
        let pull = ScrollConstants.pagingSpringSmallPagePull
            + fraction * (ScrollConstants.pagingSpringLargePagePull - ScrollConstants.pagingSpringSmallPagePull)
        let friction = ScrollConstants.pagingSpringSmallPageFriction
            + fraction * (ScrollConstants.pagingSpringLargePageFriction - ScrollConstants.pagingSpringSmallPageFriction)
        return (pull, friction)
    }

    /// Offset (points) and velocity (pt/ms) after `t` ms (negative `t` is treated as 0): `Mᵗ·(e₀, v₀)`.
    func state(at t: Double) -> (offset: CGFloat, velocity: CGFloat) {
        let time = CGFloat(max(t, 0))
        let f = friction, p = pull
        let e0 = offset - target, v0 = velocity
        // One step of the loop: M·(e₀, v₀).
        let e1 = (1 - f * p) * e0 + f * v0
        let v1 = -f * p * e0 + f * v0
        let (a, b) = Self.powerCoefficients(trace: 1 + f - f * p, determinant: f, exponent: time)
        return (target + a * e1 + b * e0, a * v1 + b * v0)
    }

    /// The offset after `t` ms, in points.
    func offset(at t: Double) -> CGFloat { state(at: t).offset }

    /// The velocity after `t` ms, in pt/ms.
    func velocity(at t: Double) -> CGFloat { state(at: t).velocity }

    /// Whether the page has come to rest at `t` ms: closer than `ScrollConstants.restingDistance` to the
    /// target and slower than `ScrollConstants.decelerationStopVelocity`. The caller then sets the offset to
    /// `target` exactly.
    func isSettled(at t: Double) -> Bool {
        let now = state(at: t)
        return abs(now.offset - target) < ScrollConstants.restingDistance
            && abs(now.velocity) < ScrollConstants.decelerationStopVelocity
    }

    /// `(aₜ, bₜ)` with `Mᵗ = aₜ·M + bₜ·I` for a 2×2 matrix with the given trace and positive determinant,
    /// eigenvalues `λ₁, λ₂`: `aₜ = (λ₁ᵗ − λ₂ᵗ)/(λ₁ − λ₂)`, `bₜ = −λ₁λ₂·aₜ₋₁`, written per case —
    /// complex `r·e^(±iθ)`: `aₜ = r^(t−1)·sin(tθ)/sin θ`, `bₜ = −rᵗ·sin((t−1)θ)/sin θ`;
    /// repeated `λ`: `aₜ = t·λ^(t−1)`, `bₜ = −(t−1)·λᵗ`. Real eigenvalues must be positive (true for the
    /// paging spring: positive trace and determinant).
    private static func powerCoefficients(trace: CGFloat, determinant: CGFloat,
                                          exponent t: CGFloat) -> (a: CGFloat, b: CGFloat) {
        let discriminant = trace * trace - 4 * determinant
        // Closer than this to a repeated root, the two-eigenvalue forms lose precision to cancellation;
        // the repeated-root form is then exact to about the discriminant itself.
        if abs(discriminant) < 1e-12 {
            let lambda = trace / 2
            return (t * pow(lambda, t - 1), -(t - 1) * pow(lambda, t))
        }
        if discriminant < 0 {
            let r = determinant.squareRoot()
            let theta = acos(min(max(trace / (2 * r), -1), 1))
            let sinTheta = sin(theta)
            return (pow(r, t - 1) * sin(t * theta) / sinTheta, -pow(r, t) * sin((t - 1) * theta) / sinTheta)
        }
        let root = discriminant.squareRoot()
        let l1 = (trace + root) / 2, l2 = (trace - root) / 2
        let a = (pow(l1, t) - pow(l2, t)) / root
        let aPrevious = (pow(l1, t - 1) - pow(l2, t - 1)) / root
        return (a, -determinant * aPrevious)
    }
}
