import Testing
@testable import UIKit

@Suite struct BounceSimulationTests {
    let omega = -log(0.99 as CGFloat)

    @Test func releasedAtRestDecaysLikeIOS() {
        // [R] iOS 18.2 UIKitCore `UIScrollView`: overshoot decays like exp(−0.01005·t_ms) = 0.99^t.
        let bounce = _BounceSimulation(edge: 500, releasedAt: 580, releaseVelocity: 0)
        for t in [0.0, 16.7, 100, 400] {
            #expect(abs(bounce.offset(at: t) - (500 + 80 * pow(0.99, CGFloat(t)))) < 1e-9)
        }
        #expect(abs(bounce.rate - 0.01005) < 1e-5)
    }

    @Test func releaseVelocityIsClampedToThreePointsPerMillisecond() {
        let hard = _BounceSimulation(edge: 0, releasedAt: -20, releaseVelocity: -9)
        #expect(hard.carriedVelocity == -3)
        let gentle = _BounceSimulation(edge: 0, releasedAt: -20, releaseVelocity: -1)
        #expect(gentle.carriedVelocity == -1)
    }

    @Test func flingCrossingTheEdgePeaksAfterOneTimeConstant() {
        // o(t) = v·t·e^(−ωt): maximum at t = 1/ω with overshoot v/(ω·e), where the velocity is zero.
        let v: CGFloat = 2
        let bounce = _BounceSimulation(edge: 1000, offset: 1000, velocity: v)
        let peak = Double(1 / omega)
        #expect(abs(bounce.offset(at: peak) - (1000 + v / (omega * CGFloat(M_E)))) < 1e-9)
        #expect(abs(bounce.velocity(at: peak)) < 1e-12)
        #expect(bounce.offset(at: peak - 10) < bounce.offset(at: peak))
        #expect(bounce.offset(at: peak + 10) < bounce.offset(at: peak))
    }

    @Test func startsWithTheGivenOffsetAndVelocity() {
        let bounce = _BounceSimulation(edge: 0, offset: 30, velocity: 1.25)
        #expect(bounce.offset(at: 0) == 30)
        #expect(abs(bounce.velocity(at: 0) - 1.25) < 1e-12)
    }

    @Test func solvesTheCriticallyDampedSpringEquation() {
        // o″ + 2ω·o′ + ω²·o = 0, checked with central differences.
        let bounce = _BounceSimulation(edge: 10, offset: 70, velocity: 0.8)
        let h = 1e-2
        for t in [5.0, 80, 300] {
            let o = bounce.offset(at: t) - 10
            let o1 = (bounce.offset(at: t + h) - bounce.offset(at: t - h)) / CGFloat(2 * h)
            let o2 = (bounce.offset(at: t + h) - 2 * bounce.offset(at: t) + bounce.offset(at: t - h)) / CGFloat(h * h)
            #expect(abs(o2 + 2 * omega * o1 + omega * omega * o) < 1e-6)
            #expect(abs(o1 - bounce.velocity(at: t)) < 1e-6)
        }
    }

    @Test func rebuildingMidBounceContinuesTheSameMotion() {
        let bounce = _BounceSimulation(edge: 0, offset: 0, velocity: -2.5)
        let t = 60.0
        let rebuilt = _BounceSimulation(edge: 0, offset: bounce.offset(at: t), velocity: bounce.velocity(at: t))
        for dt in [0.0, 40, 250] {
            #expect(abs(rebuilt.offset(at: dt) - bounce.offset(at: t + dt)) < 1e-9)
        }
    }

    @Test func fastReleaseTowardTheContentCrossesTheEdgeOnce() throws {
        // o(t) = (50 − 2t)·e^(−ωt) is zero at t = 25 ms.
        let bounce = _BounceSimulation(edge: 400, releasedAt: 450, releaseVelocity: -2)
        let t = try #require(bounce.edgeCrossingTime)
        #expect(abs(t - 25) < 1e-12)
        #expect(abs(bounce.offset(at: t) - 400) < 1e-9)
        #expect(bounce.velocity(at: t) < 0)
    }

    @Test func noCrossingWithoutMovementTowardTheContent() {
        #expect(_BounceSimulation(edge: 0, releasedAt: 40, releaseVelocity: 0).edgeCrossingTime == nil)
        #expect(_BounceSimulation(edge: 0, releasedAt: 40, releaseVelocity: 1).edgeCrossingTime == nil)
        #expect(_BounceSimulation(edge: 0, offset: 0, velocity: 2).edgeCrossingTime == nil)
        // Moving back at −ω·o₀ only is the pure decay, which approaches the edge without reaching it.
        #expect(_BounceSimulation(edge: 0, releasedAt: -40, releaseVelocity: 0).edgeCrossingTime == nil)
    }

    @Test func settlesWhenWithinATenthOfAPointOfTheEdge() {
        // 100·0.99^t < 0.1 from t = ln(0.001)/ln(0.99) ≈ 687.3 ms; the velocity there is ω·0.1 ≪ 0.01 pt/ms.
        let bounce = _BounceSimulation(edge: 0, releasedAt: -100, releaseVelocity: 0)
        #expect(!bounce.isSettled(at: 680))
        #expect(bounce.isSettled(at: 695))
    }

    @Test func isNotSettledAtThePeakOfAnOvershoot() {
        let bounce = _BounceSimulation(edge: 0, offset: 0, velocity: 1)
        #expect(!bounce.isSettled(at: 0))
        #expect(!bounce.isSettled(at: Double(1 / omega)))
    }
}
