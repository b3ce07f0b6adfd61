import Testing
@testable import QuartzCore

/// A spring with the given mass, stiffness and damping ratio ζ (damping = 2ζ√(mk)).
private func spring(mass: Double, stiffness: Double, ratio: Double, velocity: Double = 0,
                    allowsOverdamping: Bool = true) -> _SpringSolution {
    _SpringSolution(mass: mass, stiffness: stiffness, damping: 2 * ratio * (mass * stiffness).squareRoot(),
                    initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
}

@Suite struct SpringSolutionTests {
    static let masses: [Double] = [0.5, 1, 3]
    static let ratios: [Double] = [0, 0.1, 0.5, 0.9, 1, 1.5, 4, 30]
    static let velocities: [Double] = [-2, 0, 3]
    static let times: [Double] = [0.03, 0.1, 0.25, 0.6, 1.4]

    @Test func everyRegimeSatisfiesTheOscillatorEquation() {
        // m·x″ + c·x′ + k·x = 0 with x″ and x′ from central differences of displacement(at:).
        let h = 1e-4
        for m in Self.masses {
            for zeta in Self.ratios {
                for v in Self.velocities {
                    let s = spring(mass: m, stiffness: 120, ratio: zeta, velocity: v)
                    for t in Self.times {
                        let x = s.displacement(at: t)
                        let xp = (s.displacement(at: t + h) - s.displacement(at: t - h)) / (2 * h)
                        let xpp = (s.displacement(at: t + h) - 2 * x + s.displacement(at: t - h)) / (h * h)
                        let residual = m * xpp + s.damping * xp + s.stiffness * x
                        // Scale: the size of the individual terms (k, c·ω₀, m·ω₀² with ω₀ = √(k/m)).
                        let scale = s.stiffness + s.damping * s.undampedAngularFrequency
                        #expect(abs(residual) < 1e-4 * scale, "m \(m) ζ \(zeta) v \(v) t \(t): \(residual)")
                    }
                }
            }
        }
    }

    @Test func velocityIsTheDerivativeOfProgress() {
        let h = 1e-6
        for m in Self.masses {
            for zeta in Self.ratios {
                for v in Self.velocities {
                    let s = spring(mass: m, stiffness: 80, ratio: zeta, velocity: v)
                    for t in Self.times {
                        let numeric = (s.progress(at: t + h) - s.progress(at: t - h)) / (2 * h)
                        #expect(abs(s.velocity(at: t) - numeric) < 1e-6 * (1 + abs(numeric) + abs(v) + s.undampedAngularFrequency),
                                "m \(m) ζ \(zeta) v \(v) t \(t)")
                    }
                }
            }
        }
    }

    @Test func startsAtRestOrWithTheGivenVelocity() {
        for m in Self.masses {
            for zeta in Self.ratios {
                for v in Self.velocities {
                    let s = spring(mass: m, stiffness: 200, ratio: zeta, velocity: v)
                    #expect(abs(s.progress(at: 0)) < 1e-15)
                    #expect(abs(s.velocity(at: 0) - v) < 1e-12)
                }
            }
        }
    }

    @Test func negativeTimeIsTheStart() {
        let s = spring(mass: 1, stiffness: 100, ratio: 0.3, velocity: 2)
        #expect(s.progress(at: -1) == s.progress(at: 0))
        #expect(s.velocity(at: -1) == s.velocity(at: 0))
    }

    @Test func regimeFollowsDampingRatio() {
        #expect(spring(mass: 1, stiffness: 100, ratio: 0.5).regime == .underdamped)
        #expect(spring(mass: 2, stiffness: 50, ratio: 1).regime == .criticallyDamped)
        #expect(spring(mass: 1, stiffness: 100, ratio: 2).regime == .overdamped)
        #expect(spring(mass: 1, stiffness: 100, ratio: 2, allowsOverdamping: false).regime == .criticallyDamped)
        #expect(abs(spring(mass: 3, stiffness: 7, ratio: 0.25).dampingRatio - 0.25) < 1e-15)
        #expect(abs(spring(mass: 4, stiffness: 100, ratio: 1).undampedAngularFrequency - 5) < 1e-15)
    }

    @Test func overdampingIsRunAsCriticalWithTheSameStiffnessByDefault() {
        // Core Animation: x = e^(−ω₀t)(1 + (ω₀ − v₀)t) with ω₀ = √(k/m), whatever the damping.
        let s = _SpringSolution(mass: 1, stiffness: 100, damping: 60, initialVelocity: 1)
        for t in Self.times {
            #expect(abs(s.displacement(at: t) - exp(-10 * t) * (1 + 9 * t)) < 1e-14)
        }
    }

    @Test func underdampedOvershootsAndOthersDoNot() {
        let under = spring(mass: 1, stiffness: 100, ratio: 0.3)
        let critical = spring(mass: 1, stiffness: 100, ratio: 1)
        let over = spring(mass: 1, stiffness: 100, ratio: 3)
        let samples = (1...300).map { Double($0) / 100 }
        #expect(samples.map(under.progress(at:)).max()! > 1)
        #expect(samples.allSatisfy { critical.progress(at: $0) <= 1 })
        #expect(samples.allSatisfy { over.progress(at: $0) <= 1 })
        // The first overshoot of a spring at rest peaks at t = π/ω_d with height e^(−ζπ/√(1−ζ²)).
        let peakTime = Double.pi / (10 * (1 - 0.09).squareRoot())
        #expect(abs(under.progress(at: peakTime) - (1 + exp(-0.3 * Double.pi / (1 - 0.09).squareRoot()))) < 1e-12)
        #expect(abs(under.velocity(at: peakTime)) < 1e-12)
    }

    @Test func overdampedFormsAgreeAcrossTheSwitch() {
        // γ = ω₀√(ζ² − 1); the switch to exponentials happens at γt = 20.
        let s = spring(mass: 1, stiffness: 100, ratio: 1.25, velocity: -1)
        let gamma = 10 * (1.25 * 1.25 - 1).squareRoot()
        let tSwitch = AnimationConstants.overdampedHyperbolicLimit / gamma
        // Moving t by ±1e-12 relative changes x by about |slow rate|·2e-12·t ≈ 3e-11 relative;
        // a mismatch between the two forms would show far above that.
        let before = s.displacement(at: tSwitch * (1 - 1e-12)), after = s.displacement(at: tSwitch * (1 + 1e-12))
        #expect(abs(before - after) < 1e-9 * abs(before))
        let vBefore = s.velocity(at: tSwitch * (1 - 1e-12)), vAfter = s.velocity(at: tSwitch * (1 + 1e-12))
        #expect(abs(vBefore - vAfter) < 1e-9 * abs(vBefore))
    }

    @Test func heavilyOverdampedSpringIsFiniteAndCreeps() {
        // ζ = 1000: the slow rate is −ω₀²/(β + γ) ≈ −ω₀/(2ζ) = −0.005 per second.
        let s = spring(mass: 1, stiffness: 100, ratio: 1000)
        let slow: Double = -100 / (10_000 + 10 * Double(1_000_000 - 1).squareRoot())
        for t: Double in [0.5, 10, 100, 1000] {
            let x = s.displacement(at: t)
            #expect(x.isFinite && x > 0 && x <= 1)
            #expect(abs(x - exp(slow * t)) < 1e-6)
        }
    }

    @Test func settlingDurationMatchesApplesDocumentedExample() {
        // CASpringAnimation docs: mass 1, stiffness 100; damping 5 ⇒ "approximately 2.85 seconds",
        // damping 15 ⇒ "reduces the settling duration to just over 1 second".
        let bouncy = _SpringSolution(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        let firm = _SpringSolution(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0)
        #expect(abs(bouncy.settlingDuration - 2.85) < 0.01)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05)
        // Hand values of ln((1 + β/ω_d)/0.001)/β: 2.854975 s and 1.022094 s.
        #expect(abs(bouncy.settlingDuration - 2.854975) < 1e-6)
        #expect(abs(firm.settlingDuration - 1.022094) < 1e-6)
    }

    @Test func motionStaysWithinEpsilonAfterSettling() {
        let epsilon = AnimationConstants.springSettlingEpsilon
        for m in Self.masses {
            for zeta in Self.ratios where zeta > 0 {
                for v in Self.velocities {
                    let s = spring(mass: m, stiffness: 150, ratio: zeta, velocity: v)
                    let settle = s.settlingDuration
                    #expect(settle.isFinite && settle > 0)
                    for i in 0...400 {
                        let t = settle * (1 + Double(i) / 100)
                        #expect(abs(s.displacement(at: t)) <= epsilon, "m \(m) ζ \(zeta) v \(v)")
                    }
                }
            }
        }
    }

    @Test func criticalAndOverdampedSettleExactlyWhereTheyEnterTheBand() {
        let epsilon = AnimationConstants.springSettlingEpsilon
        for zeta in [1.0, 1.5, 4] {
            for v in Self.velocities + [40] {
                let s = spring(mass: 1, stiffness: 100, ratio: zeta, velocity: v)
                let settle = s.settlingDuration
                #expect(abs(abs(s.displacement(at: settle)) - epsilon) < 1e-9, "ζ \(zeta) v \(v)")
                #expect(abs(s.displacement(at: settle - 1e-3)) > epsilon)
            }
        }
    }

    @Test func underdampedSettlingIsWhereTheEnvelopeReachesEpsilon() {
        // Envelope e^(−βt)(1 + |(β − v₀)/ω_d|) with β = 3, ω₀ = 10, ω_d = √91, v₀ = 3 ⇒ coefficient 0.
        let s = _SpringSolution(mass: 1, stiffness: 100, damping: 6, initialVelocity: 3)
        #expect(abs(s.settlingDuration - log(1 / 0.001) / 3) < 1e-12)
    }

    @Test func systemSpringSettlesInAboutHalfASecond() {
        // Mass 3, stiffness 1000, damping 500, run as critical: (1 + u)e^(−u) = 0.001 at u ≈ 9.2334,
        // t = u / √(1000/3) ≈ 0.50573 s; UIKit pairs this spring with 0.5 s.
        let s = _SpringSolution.system()
        #expect(s.regime == .criticallyDamped)
        #expect(abs(s.settlingDuration - 0.5057349) < 1e-6)
        #expect(abs(s.settlingDuration - AnimationConstants.systemSpringDuration) < 0.01)
    }

    @Test func undampedSpringNeverSettles() {
        let s = _SpringSolution(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(s.settlingDuration == .infinity)
        #expect(abs(s.progress(at: Double.pi / 10) - 2) < 1e-12)  // half a period: full swing past the target
    }

    @Test func widerBandSettlesSooner() {
        let s = spring(mass: 1, stiffness: 100, ratio: 0.4)
        #expect(s.settlingDuration(epsilon: 0.01) < s.settlingDuration)
        #expect(abs(s.settlingDuration(epsilon: 0.01) - (s.settlingDuration - log(10) / 4)) < 1e-12)
    }

    @Test func zeroMassIsRejected() async {
        await #expect(processExitsWith: .failure) {
            _ = _SpringSolution(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0)
        }
    }
}
