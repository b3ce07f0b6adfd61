import Testing
@testable import UIKit

@Suite struct DecelerationSimulationTests {
    let normal = ScrollConstants.decelerationRateNormal
    let fast = ScrollConstants.decelerationRateFast

    @Test func oneMillisecondDecaysVelocityByTheRate() {
        let fling = _DecelerationSimulation(offset: 0, velocity: 2, rate: normal)
        #expect(abs(fling.velocity(at: 1) - 2 * 0.998) < 1e-12)
        #expect(abs(fling.velocity(at: 1000) - 2 * pow(0.998, 1000)) < 1e-12)
    }

    @Test func offsetFollowsTheClosedForm() {
        let fling = _DecelerationSimulation(offset: 40, velocity: -1.5, rate: normal)
        for t in [0.0, 16.7, 250, 1000] {
            let expected = 40 + -1.5 * (pow(0.998, CGFloat(t)) - 1) / log(0.998)
            #expect(abs(fling.offset(at: t) - expected) < 1e-9)
        }
    }

    @Test func velocityIsTheDerivativeOfOffset() {
        let fling = _DecelerationSimulation(offset: 0, velocity: 3, rate: fast)
        let t = 120.0, h = 1e-4
        let slope = (fling.offset(at: t + h) - fling.offset(at: t - h)) / CGFloat(2 * h)
        #expect(abs(slope - fling.velocity(at: t)) < 1e-6)
    }

    @Test func normalRateFromOnePointPerMillisecondRestsAt494Point5() {
        // [D] v0 = 1 pt/ms, .normal → iOS 18.2 target 494.5 pt (WWDC 2018 session 803 projection 499 pt).
        let fling = _DecelerationSimulation(offset: 0, velocity: 1, rate: normal)
        #expect(abs(fling.restingOffset - 494.5) < 0.05)
        #expect(abs(fling.restingOffset - (1 - 0.01) / -log(0.998)) < 1e-9)
        #expect(abs(fling.restingOffset - 1 * 0.998 / (1 - 0.998)) < 0.01 * 499)
    }

    @Test func fastRateFromOnePointPerMillisecondRestsAt98Point5() {
        // [D] .fast → 98.5 pt (WWDC projection 99 pt).
        let fling = _DecelerationSimulation(offset: 0, velocity: 1, rate: fast)
        #expect(abs(fling.restingOffset - 98.5) < 0.05)
    }

    @Test func stopsAfterAbout2300MillisecondsAtNormalAnd458AtFast() {
        // [D] ln(0.01)/ln(0.998) ≈ 2300 ms; ln(0.01)/ln(0.99) ≈ 458 ms.
        let slow = _DecelerationSimulation(offset: 0, velocity: 1, rate: normal)
        let quick = _DecelerationSimulation(offset: 0, velocity: 1, rate: fast)
        #expect(abs(slow.duration - 2300) < 1)
        #expect(abs(quick.duration - 458) < 1)
        #expect(abs(slow.velocity(at: slow.duration - 1e-6) - 0.01) < 1e-6)
    }

    @Test func restsAtTheTargetOnceStopped() {
        let fling = _DecelerationSimulation(offset: 10, velocity: -2, rate: normal)
        #expect(abs(fling.offset(at: fling.duration - 1e-9) - fling.restingOffset) < 1e-6)
        #expect(fling.offset(at: fling.duration + 500) == fling.restingOffset)
        #expect(fling.velocity(at: fling.duration + 500) == 0)
        #expect(fling.restingOffset < 10)
    }

    @Test func negativeVelocityMirrorsPositive() {
        let up = _DecelerationSimulation(offset: 0, velocity: 1.2, rate: normal)
        let down = _DecelerationSimulation(offset: 0, velocity: -1.2, rate: normal)
        #expect(abs(up.restingOffset + down.restingOffset) < 1e-9)
        #expect(abs(up.offset(at: 300) + down.offset(at: 300)) < 1e-9)
    }

    @Test func releaseBelowTheStopVelocityDoesNotMove() {
        let still = _DecelerationSimulation(offset: 7, velocity: 0.009, rate: normal)
        #expect(!still.isMoving)
        #expect(still.duration == 0)
        #expect(still.restingOffset == 7)
        #expect(still.offset(at: 100) == 7)
    }

    @Test func rebuildingMidFlingContinuesTheSameMotion() {
        let fling = _DecelerationSimulation(offset: 0, velocity: 2.5, rate: normal)
        let t = 340.0
        let rebuilt = _DecelerationSimulation(offset: fling.offset(at: t), velocity: fling.velocity(at: t), rate: normal)
        #expect(abs(rebuilt.restingOffset - fling.restingOffset) < 1e-9)
        #expect(abs(rebuilt.offset(at: 500) - fling.offset(at: t + 500)) < 1e-9)
        #expect(abs(rebuilt.duration + t - fling.duration) < 1e-6)
    }

    @Test func timeToReachSolvesTheOffsetEquation() throws {
        let fling = _DecelerationSimulation(offset: 0, velocity: 1, rate: normal)
        let t = try #require(fling.time(toReach: 300))
        #expect(abs(fling.offset(at: t) - 300) < 1e-9)
        #expect(fling.time(toReach: 0) == 0)
        #expect(fling.time(toReach: 495) == nil)
        #expect(fling.time(toReach: -1) == nil)
    }

    @Test func crossingAnEdgeReportsTimeEdgeAndVelocity() throws {
        let fling = _DecelerationSimulation(offset: 100, velocity: 1, rate: normal)
        let crossing = try #require(fling.edgeCrossing(in: 0...400))
        #expect(crossing.edge == 400)
        #expect(abs(fling.offset(at: crossing.time) - 400) < 1e-9)
        #expect(abs(crossing.velocity - fling.velocity(at: crossing.time)) < 1e-9)
        #expect(abs(crossing.velocity - (1 + 300 * log(0.998))) < 1e-12)
    }

    @Test func crossingTheLowerEdge() throws {
        let fling = _DecelerationSimulation(offset: 50, velocity: -3, rate: fast)
        let crossing = try #require(fling.edgeCrossing(in: -64...400))
        #expect(crossing.edge == -64)
        #expect(crossing.velocity < 0)
        #expect(abs(fling.offset(at: crossing.time) + 64) < 1e-9)
    }

    @Test func noCrossingWhenTheFlingRestsInsideOrStartsOutside() {
        #expect(_DecelerationSimulation(offset: 0, velocity: 1, rate: normal).edgeCrossing(in: 0...600) == nil)
        #expect(_DecelerationSimulation(offset: 700, velocity: 1, rate: normal).edgeCrossing(in: 0...600) == nil)
    }

    @Test func requestedRatesSnapToFastOrNormal() {
        // [R] iOS 18.2 `-[UIScrollView setDecelerationRate:]`: < 0.994 → 0.99, else 0.998 (logged
        // 0.7 → 0.99, 0.995 → 0.998 [M], pullrequest.ru Q&A 511467).
        #expect(_DecelerationSimulation.effectiveRate(forRequested: 0.7) == 0.99)
        #expect(_DecelerationSimulation.effectiveRate(forRequested: 0.995) == 0.998)
        #expect(_DecelerationSimulation.effectiveRate(forRequested: 0.9939) == 0.99)
        #expect(_DecelerationSimulation.effectiveRate(forRequested: 0.994) == 0.998)
        #expect(_DecelerationSimulation.effectiveRate(forRequested: 1.2) == 0.998)
    }

    @Test func rewrittenTargetKeepsTheVelocityAndDerivesTheRate() {
        let fling = _DecelerationSimulation(offset: 0, velocity: 2, target: 320)
        #expect(fling.velocity == 2)
        #expect(abs(fling.rate - exp(-(2 - 0.01) / 320)) < 1e-12)
        #expect(abs(fling.restingOffset - 320) < 1e-9)
    }

    @Test func rewrittenTargetTooFarForTheVelocityCapsTheRateAndRaisesTheVelocity() {
        // exp(−(0.5 − 0.01)/1000) ≈ 0.99951 > 0.999 → rate 0.999, velocity chosen to land on the target.
        let fling = _DecelerationSimulation(offset: 0, velocity: 0.5, target: 1000)
        #expect(fling.rate == 0.999)
        #expect(abs(fling.velocity - (0.01 + 1000 * -log(0.999))) < 1e-12)
        #expect(abs(fling.restingOffset - 1000) < 1e-9)
    }

    @Test func rewrittenTargetBehindTheFlingUsesTheFallbackRate() {
        let fling = _DecelerationSimulation(offset: 500, velocity: 1, target: 200)
        #expect(fling.rate == 0.985)
        #expect(fling.velocity < 0)
        #expect(abs(fling.restingOffset - 200) < 1e-9)
    }

    @Test func rewrittenTargetAtTheCurrentOffsetIsAtRest() {
        let fling = _DecelerationSimulation(offset: 42, velocity: 3, target: 42)
        #expect(!fling.isMoving)
        #expect(fling.offset(at: 100) == 42)
    }
}
