import Testing
@testable import UIKit

/// The pan's velocity estimator (`_VelocityEstimator.swift`): per-event finite differences
/// smoothed as `v = w·sample + (1 − w)·v` with UIKit's w = 0.2 (read from iOS 18.2 UIKitCore
/// `UIPanGestureRecognizer`), zero once the pointer has rested longer than 0.04 s (Flutter's
/// `VelocityTracker` rule).
@MainActor @Suite struct _VelocityEstimatorTests {
    let dt: TimeInterval = 1.0 / 60.0

    @Test func defaultsAreTheGestureConstants() {
        let e = _VelocityEstimator()
        #expect(e.weight == GestureConstants.panVelocitySmoothing)
        #expect(e.staleInterval == GestureConstants.velocityStaleInterval)
        #expect(e.weight == 0.2)
        #expect(e.staleInterval == 0.04)
    }

    @Test func aConstantSpeedGivesThatSpeed() {
        var e = _VelocityEstimator()
        let speed = CGPoint(x: 300, y: -120)   // points per second
        e.reset(at: .zero, time: 0)
        for i in 1...30 {
            let t = Double(i) * dt
            e.add(CGPoint(x: speed.x * t, y: speed.y * t), at: t)
        }
        let v = e.velocity(at: 30 * dt)
        #expect(abs(v.x - speed.x) < 1e-6)
        #expect(abs(v.y - speed.y) < 1e-6)
    }

    @Test func theFirstSampleIsTakenAsIs() {
        var e = _VelocityEstimator()
        e.reset(at: CGPoint(x: 10, y: 10), time: 1)
        e.add(CGPoint(x: 15, y: 8), at: 1.1)
        let v = e.velocity(at: 1.1)
        #expect(abs(v.x - 50) < 1e-9)    // 5 pt / 0.1 s
        #expect(abs(v.y + 20) < 1e-9)    // −2 pt / 0.1 s
    }

    @Test func laterSamplesAreSmoothedTwentyEighty() {
        var e = _VelocityEstimator()
        e.reset(at: .zero, time: 0)
        e.add(CGPoint(x: 1, y: 0), at: 0.01)      // sample 100 pt/s
        e.add(CGPoint(x: 4, y: 0), at: 0.02)      // sample 300 pt/s
        let expected1 = 0.2 * 300 + 0.8 * 100     // 140
        #expect(abs(e.velocity(at: 0.02).x - expected1) < 1e-9)
        e.add(CGPoint(x: 4, y: 0), at: 0.03)      // sample 0 pt/s
        let expected2 = 0.2 * 0 + 0.8 * expected1 // 112
        #expect(abs(e.velocity(at: 0.03).x - expected2) < 1e-9)
    }

    @Test func theWeightIsAParameter() {
        var e = _VelocityEstimator(weight: 0.5, staleInterval: 1)
        e.reset(at: .zero, time: 0)
        e.add(CGPoint(x: 1, y: 0), at: 0.01)      // 100
        e.add(CGPoint(x: 2, y: 0), at: 0.02)      // 100
        e.add(CGPoint(x: 5, y: 0), at: 0.03)      // 300
        #expect(abs(e.velocity(at: 0.03).x - (0.5 * 300 + 0.5 * 100)) < 1e-9)
    }

    @Test func velocityIsZeroOnceThePointerRestsLongerThanTheStaleInterval() {
        var e = _VelocityEstimator()
        e.reset(at: .zero, time: 0)
        e.add(CGPoint(x: 10, y: 0), at: 0.1)
        #expect(e.velocity(at: 0.1 + GestureConstants.velocityStaleInterval).x == 100)
        #expect(e.velocity(at: 0.1 + GestureConstants.velocityStaleInterval + 0.001) == .zero)
    }

    @Test func noSamplesMeansZeroVelocity() {
        var e = _VelocityEstimator()
        #expect(e.velocity(at: 0) == .zero)
        e.reset(at: CGPoint(x: 3, y: 4), time: 5)
        #expect(e.velocity(at: 5) == .zero)
    }

    @Test func aFirstAddWithoutResetStartsTheTrack() {
        var e = _VelocityEstimator()
        e.add(CGPoint(x: 100, y: 0), at: 1)
        #expect(e.velocity(at: 1) == .zero)
        e.add(CGPoint(x: 110, y: 0), at: 1.1)
        #expect(abs(e.velocity(at: 1.1).x - 100) < 1e-9)
    }

    @Test func samplesNoLaterThanThePreviousAreIgnored() {
        var e = _VelocityEstimator()
        e.reset(at: .zero, time: 1)
        e.add(CGPoint(x: 10, y: 0), at: 1.1)      // 100 pt/s
        e.add(CGPoint(x: 500, y: 0), at: 1.1)     // same time: ignored
        e.add(CGPoint(x: 900, y: 0), at: 1.05)    // earlier: ignored
        #expect(abs(e.velocity(at: 1.1).x - 100) < 1e-9)
        e.add(CGPoint(x: 20, y: 0), at: 1.2)      // from (10, 1.1): 100 pt/s
        #expect(abs(e.velocity(at: 1.2).x - 100) < 1e-9)
    }

    @Test func rebaseMovesTheReferenceWithoutASample() {
        var e = _VelocityEstimator()
        e.reset(at: .zero, time: 0)
        e.add(CGPoint(x: 10, y: 0), at: 0.1)      // 100 pt/s
        e.rebase(to: CGPoint(x: 1000, y: 1000))   // a finger joined: the centroid jumped
        #expect(abs(e.velocity(at: 0.1).x - 100) < 1e-9)
        e.add(CGPoint(x: 1010, y: 1000), at: 0.2) // 10 pt from the rebased point in 0.1 s
        #expect(abs(e.velocity(at: 0.2).x - 100) < 1e-9)
        #expect(abs(e.velocity(at: 0.2).y) < 1e-9)
    }

    @Test func resetForgetsTheEstimate() {
        var e = _VelocityEstimator()
        e.reset(at: .zero, time: 0)
        e.add(CGPoint(x: 10, y: 0), at: 0.1)
        e.reset(at: CGPoint(x: 10, y: 0), time: 0.1)
        #expect(e.velocity(at: 0.1) == .zero)
        e.add(CGPoint(x: 10, y: 30), at: 0.2)
        #expect(abs(e.velocity(at: 0.2).y - 300) < 1e-9)   // first sample again, unsmoothed
    }
}
