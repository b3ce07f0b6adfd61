import Foundation
import Testing
import UIKitTesting

@MainActor @Suite struct CASpringAnimationTests {
    /// x(t) of the damped oscillator m·x'' + c·x' + k·x = 0 with x(0) = 1, x'(0) = −v₀ (under-damped).
    func displacement(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, t: Double) -> Double {
        let beta = c / (2 * m), omega0 = (k / m).squareRoot()
        let omegaD = (omega0 * omega0 - beta * beta).squareRoot()
        return exp(-beta * t) * (cos(omegaD * t) + (beta - v0) / omegaD * sin(omegaD * t))
    }

    @Test func theSpringFollowsTheDampedOscillatorAtSeveralMasses() {
        for (mass, damping) in [(1.0, 10.0), (2.0, 6.0), (0.5, 3.0)] {
            let host = UITestHost()
            let layer = CALayer()
            let a = CASpringAnimation(keyPath: "position.x")
            a.fromValue = 0; a.toValue = 100
            a.mass = CGFloat(mass); a.damping = CGFloat(damping)
            a.duration = a.settlingDuration
            layer.add(a, forKey: nil)
            for t in [0.1, 0.3, 0.7] {
                host.advance(by: t - host.now)
                let expected = 100 * (1 - displacement(mass: mass, stiffness: 100, damping: damping, velocity: 0, t: t))
                #expect(abs(layer.presentation()!.position.x - expected) < 1e-9)
            }
        }
    }

    @Test func settlingDurationMatchesApplesExample() {
        let a = CASpringAnimation()
        a.damping = 5
        #expect(abs(a.settlingDuration - 2.85) < 0.05)
        a.damping = 15
        #expect(a.settlingDuration > 1 && a.settlingDuration < 1.1)
    }

    @Test func theDurationOnlyDecidesWhenTheSpringIsRemoved() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CASpringAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 0.2
        layer.add(a, forKey: nil)
        host.advance(by: 0.3)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 1)
    }

    @Test func perceptualDurationAndBounceRoundTrip() {
        let a = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(a.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(a.bounce - 0.3) < 1e-9)
        #expect(abs(a.duration - a.settlingDuration) < 1e-12)
    }
}
