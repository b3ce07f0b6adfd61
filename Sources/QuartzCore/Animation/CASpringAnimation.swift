/// A `CABasicAnimation` that moves like a mass on a damped spring from `fromValue` to `toValue`.
///
/// The motion follows the damped-oscillator equation with `mass`, `stiffness`, `damping` and
/// `initialVelocity` (see `_SpringSolution`); `duration` only decides when the animation is
/// removed — set it to `settlingDuration` to see the spring come to rest. `timingFunction` is
/// not used. Damping beyond critical runs as critical damping unless `allowsOverdamping`.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring. Must be greater than 0. Default 1. NaN or infinity stops the
    /// program at once; 0 or less when the spring is used.
    open var mass: CGFloat = CGFloat(AnimationConstants.springDefaultMass) {
        willSet { _requireFinite(newValue, "CASpringAnimation mass") }
    }
    /// The spring constant. Must be greater than 0. Default 100.
    open var stiffness: CGFloat = CGFloat(AnimationConstants.springDefaultStiffness) {
        willSet { _requireFinite(newValue, "CASpringAnimation stiffness") }
    }
    /// The friction coefficient. Must be at least 0. Default 10.
    open var damping: CGFloat = CGFloat(AnimationConstants.springDefaultDamping) {
        willSet { _requireFinite(newValue, "CASpringAnimation damping") }
    }
    /// Initial velocity in fractions of the distance per second, positive toward `toValue`.
    /// Default 0.
    open var initialVelocity: CGFloat = CGFloat(AnimationConstants.springDefaultInitialVelocity) {
        willSet { _requireFinite(newValue, "CASpringAnimation initialVelocity") }
    }
    /// Whether damping beyond critical slows the motion (true) or is run as critical (false,
    /// the default, as before iOS 17).
    open var allowsOverdamping = false

    public override init() { super.init() }

    /// A spring whose undamped period is `perceptualDuration` seconds and whose damping ratio is
    /// 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0); mass 1, over-damping allowed.
    /// `duration` is set to the settling duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = _SpringSolution.perceptual(duration: perceptualDuration, bounce: Double(bounce),
                                                owner: "CASpringAnimation(perceptualDuration:bounce:)")
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = true
        duration = spring.settlingDuration
    }

    /// The undamped period 2π·√(mass / stiffness), in seconds.
    open var perceptualDuration: CFTimeInterval { _solution.response }

    /// How bouncy the spring is: 1 − damping ratio up to critical damping, 1 / ratio − 1 beyond.
    open var bounce: CGFloat { CGFloat(_solution.bounce) }

    /// Seconds until the motion stays within 0.001 of the distance from the target; independent
    /// of `duration`.
    open var settlingDuration: CFTimeInterval { _solution.settlingDuration }

    override func _makeEmptyCopy() -> CAAnimation { CASpringAnimation() }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    var _solution: _SpringSolution {
        _SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                        initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping,
                        owner: "CASpringAnimation")
    }

    override func _kind(from: _AnimVector, to: _AnimVector) -> _AnimationTrack.Kind {
        .spring(from: from, to: to, solution: _solution)
    }
}
