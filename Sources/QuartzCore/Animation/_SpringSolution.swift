/// The closed-form motion of a damped spring pulling a mass from the start value to the target,
/// as `CASpringAnimation` and UIKit's spring animations run it.
///
/// With displacement x(t) = 1 − progress(t) (1 at the start, 0 at the target), the motion obeys
/// m·x″ + c·x′ + k·x = 0 with x(0) = 1 and x′(0) = −v₀, where m is `mass`, k `stiffness`,
/// c `damping` and v₀ `initialVelocity`. Velocities are in fractions of the distance per second,
/// positive toward the target (the sign convention of `CASpringAnimation.initialVelocity` and
/// UIKit's `initialSpringVelocity`): v₀ = 1 covers the whole distance in one second if kept up.
///
/// With β = c / 2m, ω₀ = √(k/m) and damping ratio ζ = β / ω₀:
/// - under-damped (ζ < 1), ω_d = √(ω₀² − β²):
///   x = e^(−βt)·(cos ω_d t + (β − v₀)/ω_d · sin ω_d t);
/// - critically damped (ζ = 1): x = e^(−βt)·(1 + (β − v₀)·t);
/// - over-damped (ζ > 1), γ = √(β² − ω₀²): x = e^(−βt)·(cosh γt + (β − v₀)/γ · sinh γt).
///
/// Core Animation runs over-damped springs as critically damped ones with the same ω₀ unless
/// `allowsOverdamping` (iOS 17) is set; `init` does the same (see `allowsOverdamping`).
///
/// Evaluating is allocation-free; values are exact to floating-point rounding.
package struct _SpringSolution: Hashable, Sendable {
    /// The three closed forms.
    enum Regime: Hashable, Sendable {
        case underdamped, criticallyDamped, overdamped
    }

    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    /// Initial velocity in fractions of the distance per second, positive toward the target.
    package let initialVelocity: Double
    /// When false (Core Animation's default), damping beyond critical is run as critical damping.
    let allowsOverdamping: Bool

    /// ζ = c / (2√(mk)), as given (before any clamping to critical).
    package let dampingRatio: Double
    /// ω₀ = √(k/m), radians per second.
    let undampedAngularFrequency: Double
    /// The closed form in use (after clamping to critical when over-damping is not allowed).
    let regime: Regime

    /// Decay rate β in use, per second (ω₀ when clamped to critical).
    private let beta: Double
    /// ω_d (under-damped) or γ (over-damped), radians per second; 0 when critical.
    private let spread: Double
    /// The sine/linear/sinh coefficient: (β − v₀)/ω_d, (β − v₀) or (β − v₀)/γ.
    private let coefficient: Double

    /// A spring with the given physical parameters. Stops the program unless mass and stiffness
    /// are positive and finite and damping is non-negative and finite — the header of
    /// `CASpringAnimation` says they "must be" — and the velocity is finite. `owner` names the API
    /// the values came from in the message ("CASpringAnimation mass must be …").
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
                 allowsOverdamping: Bool = false, owner: @autoclosure () -> String = "spring") {
        _rockhopperPrecondition(mass > 0 && mass.isFinite, "\(owner()) mass must be greater than 0 and finite (got \(mass))")
        _rockhopperPrecondition(stiffness > 0 && stiffness.isFinite,
                                "\(owner()) stiffness must be greater than 0 and finite (got \(stiffness))")
        _rockhopperPrecondition(damping >= 0 && damping.isFinite,
                                "\(owner()) damping must be greater than or equal to 0 and finite (got \(damping))")
        _rockhopperPrecondition(initialVelocity.isFinite, "\(owner()) initial velocity must be finite (got \(initialVelocity))")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping

        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        undampedAngularFrequency = omega0
        dampingRatio = zeta

        let tolerance = AnimationConstants.criticalDampingTolerance
        if zeta < 1 - tolerance {
            regime = .underdamped
            beta = damping / (2 * mass)
            spread = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            coefficient = (beta - initialVelocity) / spread
        } else if zeta <= 1 + tolerance || !allowsOverdamping {
            regime = .criticallyDamped
            beta = omega0
            spread = 0
            coefficient = beta - initialVelocity
        } else {
            regime = .overdamped
            beta = damping / (2 * mass)
            spread = omega0 * ((zeta - 1) * (zeta + 1)).squareRoot()
            coefficient = (beta - initialVelocity) / spread
        }
    }

    /// Fraction of the way from the start value to the target at time `t` (seconds since the
    /// start): 0 at t = 0, tending to 1; above 1 while an under-damped spring overshoots.
    /// Negative times are treated as 0.
    package func progress(at t: Double) -> Double {
        1 - displacement(at: t)
    }

    /// Rate of change of `progress` at time `t`, in fractions of the distance per second
    /// (positive toward the target); `initialVelocity` at t = 0. Negative times are treated as 0.
    package func velocity(at t: Double) -> Double {
        let t = max(t, 0)
        let v0 = initialVelocity
        switch regime {
        case .underdamped:
            let decay = exp(-beta * t)
            let phase = spread * t
            return decay * (v0 * cos(phase) + (beta * coefficient + spread) * sin(phase))
        case .criticallyDamped:
            return exp(-beta * t) * (v0 + beta * coefficient * t)
        case .overdamped:
            let g = spread * t
            if g <= AnimationConstants.overdampedHyperbolicLimit {
                return exp(-beta * t) * (v0 * cosh(g) - (spread - beta * coefficient) * sinh(g))
            }
            let (a, b, slow, fast) = exponentialForm
            return -(a * slow * exp(slow * t) + b * fast * exp(fast * t))
        }
    }

    /// x(t) = 1 − progress(t): the remaining fraction of the distance.
    func displacement(at t: Double) -> Double {
        let t = max(t, 0)
        switch regime {
        case .underdamped:
            let phase = spread * t
            return exp(-beta * t) * (cos(phase) + coefficient * sin(phase))
        case .criticallyDamped:
            return exp(-beta * t) * (1 + coefficient * t)
        case .overdamped:
            let g = spread * t
            if g <= AnimationConstants.overdampedHyperbolicLimit {
                return exp(-beta * t) * (cosh(g) + coefficient * sinh(g))
            }
            let (a, b, slow, fast) = exponentialForm
            return a * exp(slow * t) + b * exp(fast * t)
        }
    }

    /// The over-damped motion as A·e^(r₁t) + B·e^(r₂t): A = (1 + C)/2, B = (1 − C)/2 with C the
    /// sinh coefficient, r₁ = −β + γ (computed as −ω₀²/(β + γ) to avoid cancellation), r₂ = −β − γ.
    private var exponentialForm: (Double, Double, Double, Double) {
        let omega0Squared = stiffness / mass  // = β² − γ²
        return ((1 + coefficient) / 2, (1 - coefficient) / 2,
                -omega0Squared / (beta + spread), -(beta + spread))
    }

    /// Seconds until the motion stays within `AnimationConstants.springSettlingEpsilon` (0.001)
    /// of the target, as `CASpringAnimation.settlingDuration` estimates it; independent of any
    /// animation `duration`. `infinity` for an undamped spring.
    ///
    /// - Under-damped: the time the envelope e^(−βt)·(1 + |(β − v₀)/ω_d|), which bounds |x|,
    ///   falls to epsilon. This reproduces Apple's documented example (mass 1, stiffness 100:
    ///   damping 5 ⇒ ≈ 2.85 s, damping 15 ⇒ ≈ 1.02 s) and UIKit's own estimate.
    /// - Critically and over-damped: the exact last time |x(t)| equals epsilon (the motion has at
    ///   most one zero crossing, so this is where it enters the band for good).
    package var settlingDuration: Double {
        settlingDuration(epsilon: AnimationConstants.springSettlingEpsilon)
    }

    /// `settlingDuration` for another band half-width `epsilon` (fraction of the distance).
    package func settlingDuration(epsilon: Double) -> Double {
        _rockhopperPrecondition(epsilon > 0, "settling epsilon must be greater than 0 (got \(epsilon))")
        switch regime {
        case .underdamped:
            guard beta > 0 else { return .infinity }
            return max(0, log((1 + abs(coefficient)) / epsilon) / beta)
        case .criticallyDamped, .overdamped:
            // A decreasing bound on |x| beyond its hump, to bracket the last crossing from above.
            let slowRate: Double
            let bound: (Double) -> Double
            if regime == .criticallyDamped {
                slowRate = beta
                bound = { t in (1 + abs(coefficient) * t) * exp(-beta * t) }
            } else {
                let (a, b, slow, _) = exponentialForm
                slowRate = -slow
                bound = { t in (abs(a) + abs(b)) * exp(slow * t) }
            }
            var high = 1 / slowRate
            while bound(high) >= epsilon { high *= 2 }
            return Self.lastCrossing(below: high, epsilon: epsilon,
                                     tolerance: AnimationConstants.settlingTimeTolerance) {
                abs(displacement(at: $0))
            }
        }
    }

    /// The largest t in (0, high) with f(t) = epsilon, for f(high) < epsilon and f(0) > epsilon:
    /// steps down from `high` until f reaches epsilon, then bisects that step. The result is the
    /// upper end of the final bracket, so f(result) < epsilon, within `tolerance` of the root.
    static func lastCrossing(below high: Double, epsilon: Double, tolerance: Double,
                                     _ f: (Double) -> Double) -> Double {
        var upper = high
        var lower = high * AnimationConstants.rootScanStepFactor
        while f(lower) < epsilon {
            upper = lower
            lower *= AnimationConstants.rootScanStepFactor
            if lower < tolerance { return 0 }
        }
        // f(lower) ≥ epsilon > f(upper)
        while upper - lower > tolerance {
            let mid = 0.5 * (lower + upper)
            if mid <= lower || mid >= upper { break }  // adjacent doubles: as exact as it gets
            if f(mid) >= epsilon { lower = mid } else { upper = mid }
        }
        return upper
    }
}
