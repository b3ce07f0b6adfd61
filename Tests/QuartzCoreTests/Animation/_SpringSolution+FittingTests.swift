import Testing
@testable import QuartzCore

/// UIKit's own procedure, rewritten independently for comparison: 12 Newton steps from
/// ω = 5/T on f(ω) = ε − envelope(ω) (derivative by central difference).
private func uikitNewton(duration t: Double, ratio zeta: Double, velocity v: Double) -> Double {
    let epsilon = 0.001
    func envelope(_ w: Double) -> Double {
        if zeta < 1 {
            return abs((zeta * w - v) / (w * (1 - zeta * zeta).squareRoot())) * exp(-zeta * w * t)
        }
        return abs(1 + (w - v) * t) * exp(-w * t)
    }
    var w = 5 / t
    for _ in 0..<12 {
        let h = 1e-7 * w
        let f = epsilon - envelope(w)
        let fp = -(envelope(w + h) - envelope(w - h)) / (2 * h)
        w -= f / fp
    }
    return w
}

@Suite struct SpringSolutionFittingTests {
    @Test func criticalRatioGivesCriticallyDampedSpringAtRestWithinEpsilonAtTheDuration() {
        for duration in [0.25, 0.5, 1, 3] {
            for v in [-3.0, 0, 2] {
                let s = _SpringSolution.fitted(duration: duration, dampingRatio: 1, initialVelocity: v)
                #expect(s.regime == .criticallyDamped)
                #expect(s.mass == 1)
                #expect(abs(abs(s.displacement(at: duration)) - 0.001) < 1e-12, "T \(duration) v \(v)")
                for i in 0...100 {
                    #expect(abs(s.displacement(at: duration * (1 + Double(i) / 10))) <= 0.001)
                }
            }
        }
    }

    @Test func ratioBelowOneOvershoots() {
        for zeta in [0.2, 0.5, 0.8] {
            let s = _SpringSolution.fitted(duration: 1, dampingRatio: zeta, initialVelocity: 0)
            #expect(s.regime == .underdamped)
            #expect(abs(s.dampingRatio - zeta) < 1e-12)
            let peak = (1...1000).map { s.progress(at: Double($0) / 1000) }.max()!
            // First overshoot of a spring at rest: e^(−ζπ/√(1−ζ²)) past the target.
            #expect(abs(peak - 1 - exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())) < 1e-4)
        }
    }

    @Test func underdampedFitDrivesTheSineTermToEpsilonAtTheDuration() {
        // ζ < 1, v₀ = 0: (ζω₀/ω_d)·e^(−ζω₀T) = 0.001 with ω₀ = √k.
        for (duration, zeta) in [(0.5, 0.5), (1.0, 0.7), (2.0, 0.1), (0.3, 0.95)] {
            let s = _SpringSolution.fitted(duration: duration, dampingRatio: zeta, initialVelocity: 0)
            let w0 = s.stiffness.squareRoot()
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            #expect(abs(zeta * w0 / wd * exp(-zeta * w0 * duration) - 0.001) < 1e-12)
            #expect(abs(s.damping - 2 * zeta * w0) < 1e-12 * s.damping)
        }
    }

    @Test func fitMatchesUIKitsNewtonIteration() {
        let cases: [(Double, Double, Double)] = [
            (0.5, 0.5, 0), (0.8, 0.7, 0), (1, 1, 0), (0.35, 1, 0), (0.8, 0.7, 1), (1, 0.5, -2),
            (0.6, 1, 1.5), (0.4, 0.9, -1), (1.2, 0.3, 0.5),
        ]
        for (duration, zeta, v) in cases {
            let expected = uikitNewton(duration: duration, ratio: zeta, velocity: v)
            let actual = _SpringSolution.fittedUndampedAngularFrequency(
                duration: duration, dampingRatio: zeta, initialVelocity: v)
            #expect(abs(actual - expected) < 1e-6 * expected, "T \(duration) ζ \(zeta) v \(v)")
        }
    }

    @Test func fitKeepsTheInitialVelocity() {
        let s = _SpringSolution.fitted(duration: 0.8, dampingRatio: 0.7, initialVelocity: 20)
        #expect(abs(s.velocity(at: 0) - 20) < 1e-12)
        #expect(s.initialVelocity == 20)
        // With velocity 20 the residual is driven to ε at the duration.
        let residual = _SpringSolution.fitResidualEnvelope(omega0: s.undampedAngularFrequency, duration: 0.8,
                                                           dampingRatio: 0.7, initialVelocity: 20)
        #expect(abs(residual - 0.001) < 1e-12)
    }

    @Test func fitTakesTheLargestRoot() {
        // ζ = 0.5, v₀ = 1, T = 1: the residual also reaches ε just below ω₀ = v₀/ζ = 2 (where the
        // sine coefficient changes sign); UIKit's Newton from 5/T lands on the upper root.
        let w = _SpringSolution.fittedUndampedAngularFrequency(duration: 1, dampingRatio: 0.5, initialVelocity: 1)
        #expect(w > 10)
        for k in 1...200 {
            let larger = w * (1 + Double(k) / 100)
            #expect(_SpringSolution.fitResidualEnvelope(omega0: larger, duration: 1, dampingRatio: 0.5,
                                                        initialVelocity: 1) < 0.001)
        }
    }

    @Test func inputsAreClampedAsUIKitClampsThem() {
        let long = _SpringSolution.fitted(duration: 25, dampingRatio: 0.5, initialVelocity: 0)
        let ten = _SpringSolution.fitted(duration: 10, dampingRatio: 0.5, initialVelocity: 0)
        #expect(long == ten)
        let stiff = _SpringSolution.fitted(duration: 0.5, dampingRatio: 3, initialVelocity: 0)
        let critical = _SpringSolution.fitted(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        #expect(stiff == critical)
        let instant = _SpringSolution.fitted(duration: 0, dampingRatio: 1, initialVelocity: 0)
        #expect(instant == _SpringSolution.fitted(duration: 0.01, dampingRatio: 1, initialVelocity: 0))
    }

    @Test func undampedRequestFallsBackToOneOscillationPerDuration() {
        // ζ = 0 is clamped to FLT_EPSILON; with no velocity the fit has no root.
        let s = _SpringSolution.fitted(duration: 2, dampingRatio: 0, initialVelocity: 0)
        #expect(abs(s.undampedAngularFrequency - Double.pi) < 1e-12)
        #expect(s.damping > 0)
    }

    @Test func perceptualSpringUsesDurationAsPeriod() {
        // bounce 0: ζ = 1, k = (2π/d)², c = 2·(2π/d) = 4π/d.
        let s = _SpringSolution.perceptual(duration: 0.5, bounce: 0)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - (4 * Double.pi) * (4 * Double.pi)) < 1e-9)
        #expect(abs(s.damping - 8 * Double.pi) < 1e-12)
        #expect(s.regime == .criticallyDamped)
        #expect(abs(s.response - 0.5) < 1e-15)
        #expect(abs(s.bounce) < 1e-12)
    }

    @Test func bounceMapsToDampingRatio() {
        #expect(abs(_SpringSolution.perceptual(duration: 1, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        let over = _SpringSolution.perceptual(duration: 1, bounce: -0.5, initialVelocity: 1)
        #expect(abs(over.dampingRatio - 2) < 1e-12)
        #expect(over.regime == .overdamped)
        #expect(over.allowsOverdamping)
        #expect(abs(over.velocity(at: 0) - 1) < 1e-12)
        for bounce in [-0.9, -0.5, -0.1, 0, 0.2, 0.6, 1] {
            let ratio = _SpringSolution.dampingRatio(bounce: bounce)
            #expect(abs(_SpringSolution.bounce(dampingRatio: ratio) - bounce) < 1e-12)
        }
    }

    @Test func coefficientsAndResponseAreInverse() {
        let (m, k, c) = _SpringSolution.coefficients(dampingRatio: 0.8, response: 0.4)
        let s = _SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: 0)
        #expect(abs(s.response - 0.4) < 1e-14)
        #expect(abs(s.dampingRatio - 0.8) < 1e-14)
    }
}
