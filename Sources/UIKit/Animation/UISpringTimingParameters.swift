/// A spring timing curve for an animator.
///
/// With a damping ratio the spring is fitted to the animator's duration, as
/// `UIView.animate(withDuration:…usingSpringWithDamping:…)` does. With mass, stiffness and
/// damping (and with `init()`, UIKit's system spring: mass 3, stiffness 1000, damping 500) the
/// duration comes from the physics — the time the spring takes to settle — and the animator's
/// duration is ignored. Velocities are in fractions of the distance per second; only `dx` is used
/// (every property moves with the same spring).
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio (1 stops without overshoot).
    public let dampingRatio: CGFloat
    /// The initial velocity; `dx` is used.
    public let initialVelocity: CGVector
    let _physical: _SpringSolution?

    /// UIKit's system spring (critically damped, settling in about half a second).
    public init() {
        let spring = _SpringSolution.system()
        _physical = spring
        dampingRatio = CGFloat(spring.dampingRatio)
        initialVelocity = CGVector(dx: 0, dy: 0)
    }

    /// A spring with `ratio`, fitted to the animator's duration, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and `velocity`, fitted to the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        _requireFinite(CGPoint(x: velocity.dx, y: velocity.dy), "UISpringTimingParameters initialVelocity")
        dampingRatio = ratio
        initialVelocity = velocity
        _physical = nil
    }

    /// A spring with the given physics; its settling time replaces the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let spring = _SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                     initialVelocity: Double(velocity.dx),
                                     owner: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)")
        _physical = spring
        dampingRatio = CGFloat(spring.dampingRatio)
        initialVelocity = velocity
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animation lasting `duration` seconds, and the seconds it runs.
    func _spring(duration: Double) -> (_SpringSolution, Double) {
        if let p = _physical { return (p, p.settlingDuration) }
        return (_SpringSolution.fitted(duration: duration, dampingRatio: Double(dampingRatio),
                                       initialVelocity: Double(initialVelocity.dx)), duration)
    }
}
