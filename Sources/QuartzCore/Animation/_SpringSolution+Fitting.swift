// How UIKit turns its designer-facing spring parameters (a duration with a damping ratio, or a
// duration with a bounce) into the mass, stiffness and damping that Core Animation runs.

extension _SpringSolution {

    // MARK: Duration + damping ratio (iOS 7 UIView spring animations)

    /// The spring UIKit runs for `UIView.animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:options:animations:completion:)`, and for
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` with the animator's duration.
    ///
    /// UIKit fits the undamped frequency ω₀ to the duration T so that the spring has (nearly)
    /// come to rest at T, then uses mass 1, stiffness ω₀² and damping 2ζω₀. ([R] iOS 26.1 UIKitCore
    /// `-[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:velocity:]` calls
    /// `parametersOfSpringAnimation(…, duration, dampingRatio, mass 1, velocity, 0.001)`; the body
    /// of that function is known from a disassembly-derived reimplementation (OpenUXKit) and, [O],
    /// from Framer's port of the same algorithm, which agree.) The fit, with ε = 0.001:
    /// - ζ and T are first clamped to [FLT_EPSILON, 1] and [0.01 s, 10 s] (ζ > 1 behaves as 1);
    /// - ζ < 1: ω₀ solves |(ζω₀ − v₀) / ω_d| · e^(−ζω₀T) = ε — the sine term of the motion
    ///   (the one carrying the overshoot) has decayed to ε at T;
    /// - ζ = 1: ω₀ solves |1 + (ω₀ − v₀)·T| · e^(−ω₀T) = ε — the displacement itself is ε at T.
    ///
    /// UIKit runs 12 Newton steps from ω₀ = 5/T; this solves the same equation exactly and takes
    /// its largest root, which is the one those steps reach for ordinary inputs. When there is no
    /// root (ζ below about ε with no velocity) UIKit's result is unusable; we then take one
    /// oscillation per duration, ω₀ = 2π/T (`AnimationConstants.fittedFallbackPeriodFactor`).
    ///
    /// - Parameters:
    ///   - duration: the animation's duration in seconds.
    ///   - dampingRatio: UIKit's `usingSpringWithDamping`; 1 stops without overshoot.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`: fractions of the distance per second,
    ///     positive toward the target (pan velocity ÷ remaining distance).
    package static func fitted(duration: Double, dampingRatio: Double,
                               initialVelocity: Double) -> _SpringSolution {
        let omega0 = fittedUndampedAngularFrequency(duration: duration, dampingRatio: dampingRatio,
                                                    initialVelocity: initialVelocity)
        let zeta = clampedFitDampingRatio(dampingRatio)
        let mass = AnimationConstants.fittedSpringMass
        return _SpringSolution(mass: mass, stiffness: mass * omega0 * omega0,
                               damping: 2 * zeta * mass * omega0, initialVelocity: initialVelocity)
    }

    /// The damping ratio the duration fit uses for a requested one.
    static func clampedFitDampingRatio(_ dampingRatio: Double) -> Double {
        let range = AnimationConstants.fittedDampingRatioRange
        return dampingRatio.isNaN ? range.upperBound : min(max(dampingRatio, range.lowerBound), range.upperBound)
    }

    /// The duration (seconds) the fit uses for a requested one.
    static func clampedFitDuration(_ duration: Double) -> Double {
        let range = AnimationConstants.fittedDurationRange
        return duration.isNaN ? range.lowerBound : min(max(duration, range.lowerBound), range.upperBound)
    }

    /// The quantity the duration fit drives to ε at the (clamped) duration, as a function of ω₀:
    /// |(ζω₀ − v₀)/ω_d|·e^(−ζω₀T) for ζ < 1, |1 + (ω₀ − v₀)T|·e^(−ω₀T) for ζ = 1.
    static func fitResidualEnvelope(omega0: Double, duration: Double, dampingRatio: Double,
                                            initialVelocity: Double) -> Double {
        let zeta = clampedFitDampingRatio(dampingRatio)
        let t = clampedFitDuration(duration)
        let v = initialVelocity
        if zeta < 1 {
            let dampedFrequency = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            return abs((zeta * omega0 - v) / dampedFrequency) * exp(-zeta * omega0 * t)
        }
        return abs(1 + (omega0 - v) * t) * exp(-omega0 * t)
    }

    /// ω₀ (radians per second) of the duration fit; see `fitted(duration:dampingRatio:initialVelocity:)`.
    static func fittedUndampedAngularFrequency(duration: Double, dampingRatio: Double,
                                                       initialVelocity: Double) -> Double {
        let zeta = clampedFitDampingRatio(dampingRatio)
        let t = clampedFitDuration(duration)
        let v = initialVelocity
        let epsilon = AnimationConstants.springSettlingEpsilon
        let fallback = 2 * Double.pi / (t * AnimationConstants.fittedFallbackPeriodFactor)

        if zeta < 1 && v == 0 {
            // The sine coefficient is the constant ζ/√(1 − ζ²): solve e^(−ζω₀T) = ε/coefficient.
            let coefficient = zeta / ((1 - zeta) * (1 + zeta)).squareRoot()
            guard coefficient > epsilon else { return fallback }
            return log(coefficient / epsilon) / (zeta * t)
        }

        // A decreasing upper bound of the residual, to bracket its largest root from above:
        // (ζ + |v|/ω)/√(1 − ζ²)·e^(−ζωT) for ζ < 1, (1 + (ω + |v|)T)·e^(−ωT) for ζ = 1.
        func bound(_ omega: Double) -> Double {
            if zeta < 1 {
                return (zeta + abs(v) / omega) / ((1 - zeta) * (1 + zeta)).squareRoot() * exp(-zeta * omega * t)
            }
            return (1 + (omega + abs(v)) * t) * exp(-omega * t)
        }
        var high = 5 / t
        while bound(high) >= epsilon { high *= 2 }
        let tolerance = AnimationConstants.fitFrequencyRelativeTolerance * high
        let root = lastCrossing(below: high, epsilon: epsilon, tolerance: tolerance) {
            fitResidualEnvelope(omega0: $0, duration: t, dampingRatio: zeta, initialVelocity: v)
        }
        return root > 0 ? root : fallback
    }

    // MARK: Duration + bounce (iOS 17) and damping ratio + response

    /// The spring of iOS 17's `UISpringTimingParameters(duration:bounce:initialVelocity:)`,
    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:…)` and
    /// `CASpringAnimation(perceptualDuration:bounce:)`: mass 1, ω₀ = 2π / duration, damping ratio
    /// from `dampingRatio(bounce:)`, over-damping allowed. ([R] iOS 26.1 UIKitCore
    /// `generateSpringPropertiesForPerceptualDuration:bounce:velocity:` and
    /// `+[UISpringTimingParameters _convertBounce:toDampingRatio:]`,
    /// `_convertDampingRatio:response:toMass:stiffness:damping:`.)
    ///
    /// `duration` is the perceptual duration (the period of the undamped spring), close to the
    /// settling time for bounce 0. A bounce outside (−1, 1] gives negative or infinite damping,
    /// which stops the program (UIKit computes the same unusable values).
    package static func perceptual(duration: Double, bounce: Double,
                                   initialVelocity: Double = 0,
                                   owner: @autoclosure () -> String = "spring") -> _SpringSolution {
        let (mass, stiffness, damping) = coefficients(dampingRatio: dampingRatio(bounce: bounce),
                                                      response: duration)
        return _SpringSolution(mass: mass, stiffness: stiffness, damping: damping,
                               initialVelocity: initialVelocity, allowsOverdamping: true,
                               owner: "\(owner()) (duration \(duration), bounce \(bounce))")
    }

    /// ζ for a bounce: 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) below (over-damped).
    package static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The bounce of a damping ratio, the inverse of `dampingRatio(bounce:)`:
    /// 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (`CASpringAnimation.bounce`).
    package static func bounce(dampingRatio zeta: Double) -> Double {
        zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Mass 1, stiffness (2π/response)², damping 2ζ·(2π/response): the spring with damping
    /// ratio ζ whose undamped period is `response` seconds.
    static func coefficients(dampingRatio: Double, response: Double)
        -> (mass: Double, stiffness: Double, damping: Double) {
        let omega0 = 2 * Double.pi / response
        let mass = AnimationConstants.fittedSpringMass
        return (mass, mass * omega0 * omega0, 2 * dampingRatio * mass * omega0)
    }

    /// The undamped period 2π/ω₀ in seconds (`CASpringAnimation.perceptualDuration`).
    var response: Double { 2 * Double.pi / undampedAngularFrequency }

    /// `bounce(dampingRatio:)` of this spring's damping ratio (`CASpringAnimation.bounce`).
    package var bounce: Double { Self.bounce(dampingRatio: dampingRatio) }

    // MARK: System spring

    /// UIKit's default spring (`UISpringTimingParameters()`): mass 3, stiffness 1000, damping 500,
    /// run as critically damped, settling in about half a second.
    package static func system(initialVelocity: Double = 0) -> _SpringSolution {
        _SpringSolution(mass: AnimationConstants.systemSpringMass,
                        stiffness: AnimationConstants.systemSpringStiffness,
                        damping: AnimationConstants.systemSpringDamping,
                        initialVelocity: initialVelocity)
    }
}
