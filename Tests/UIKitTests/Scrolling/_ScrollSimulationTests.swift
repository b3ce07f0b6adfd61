import Testing
@testable import UIKit

@Suite struct ScrollSimulationTests {
    let normal = ScrollConstants.decelerationRateNormal
    let start: TimeInterval = 100 // media time of the release, in seconds

    func fling(_ offset: CGFloat, _ velocity: CGFloat, range: ClosedRange<CGFloat> = 0...10_000,
               bounces: Bool = true) -> _ScrollSimulation {
        _ScrollSimulation(releasedAt: offset, velocity: velocity, range: range, decelerationRate: normal,
                          bounces: bounces, time: start)
    }

    /// Media time `ms` milliseconds after the release.
    func at(_ ms: Double) -> TimeInterval { start + ms / 1000 }

    @Test func flingInsideTheRangeFollowsTheDeceleration() {
        var sim = fling(100, 1)
        let model = _DecelerationSimulation(offset: 100, velocity: 1, rate: normal)
        for ms in [0.0, 16.7, 500, 1500] {
            sim.advance(to: at(ms))
            #expect(abs(sim.offset - model.offset(at: ms)) < 1e-6)
            #expect(abs(sim.velocity - model.velocity(at: ms)) < 1e-9)
        }
        #expect(!sim.isDone)
    }

    @Test func flingEndsDoneOnItsRestingOffset() {
        var sim = fling(100, 1)
        sim.advance(to: at(2301))
        #expect(sim.isDone)
        #expect(abs(sim.offset - (100 + 0.99 / -log(0.998))) < 1e-9)
        #expect(sim.velocity == 0)
    }

    @Test func frameRateDoesNotChangeThePath() {
        var perFrame = fling(0, 2.2)
        var oneJump = fling(0, 2.2)
        var ms = 0.0
        while ms < 733 { ms += 1000.0 / 60; perFrame.advance(to: at(min(ms, 733))) }
        oneJump.advance(to: at(733))
        #expect(abs(perFrame.offset - oneJump.offset) < 1e-9)
        #expect(abs(perFrame.velocity - oneJump.velocity) < 1e-12)
    }

    @Test func slowReleaseInsideTheRangeDoesNotDecelerate() {
        let sim = fling(50, 0.005)
        #expect(sim.isDone)
        #expect(sim.offset == 50)
    }

    @Test func releasePastAnEdgeBouncesBackEvenAtRest() {
        var sim = fling(-80, 0, range: 0...500)
        #expect(!sim.isDone)
        sim.advance(to: at(100))
        #expect(abs(sim.offset - (-80 * pow(0.99, 100))) < 1e-9)
        sim.advance(to: at(2000))
        #expect(sim.isDone)
        #expect(sim.offset == 0)
    }

    @Test func flingIntoAnEdgeRunsPastItAndBouncesBack() throws {
        // From 300 at 1 pt/ms the fling would rest at 794.5, past the 500 pt edge.
        var sim = fling(300, 1, range: 0...500)
        let crossing = try #require(_DecelerationSimulation(offset: 300, velocity: 1, rate: normal).edgeCrossing(in: 0...500))
        sim.advance(to: at(crossing.time - 1e-6))
        guard case .decelerating = sim.phase else { Issue.record("expected decelerating, got \(sim.phase)"); return }
        sim.advance(to: at(crossing.time + 1e-6))
        guard case .bouncing = sim.phase else { Issue.record("expected bouncing, got \(sim.phase)"); return }
        #expect(abs(sim.offset - 500) < 1e-5)
        // The overshoot peaks 1/ω ms after the crossing at v/(ω·e).
        let omega = ScrollConstants.bounceRate
        sim.advance(to: at(crossing.time + Double(1 / omega)))
        #expect(abs(sim.offset - (500 + crossing.velocity / (omega * CGFloat(M_E)))) < 1e-6)
        sim.advance(to: at(crossing.time + 3000))
        #expect(sim.isDone)
        #expect(sim.offset == 500)
    }

    @Test func hardFlingCarriesAtMostThreePointsPerMillisecondIntoTheBounce() throws {
        var sim = fling(9_990, 8)
        let crossing = try #require(_DecelerationSimulation(offset: 9_990, velocity: 8, rate: normal).edgeCrossing(in: 0...10_000))
        sim.advance(to: at(crossing.time + 1e-7))
        #expect(abs(sim.velocity - 3) < 1e-4)
    }

    @Test func withoutBouncesAFlingStopsOnTheEdge() throws {
        var sim = fling(300, 1, range: 0...500, bounces: false)
        let crossing = try #require(_DecelerationSimulation(offset: 300, velocity: 1, rate: normal).edgeCrossing(in: 0...500))
        sim.advance(to: at(crossing.time + 1))
        #expect(sim.isDone)
        #expect(sim.offset == 500)
    }

    @Test func bounceHeadingIntoTheContentBecomesAFling() {
        // Released 50 pt past the 400 pt edge moving back at 3 pt/ms: o(t) = (50 − 3t)·e^(−ωt) reaches the edge
        // at t = 50/3 ms with velocity −3·e^(−ω·50/3), and a fling from there comes to rest inside.
        var sim = fling(450, -3, range: -2000...400)
        let crossing = 50.0 / 3
        sim.advance(to: at(crossing + 1))
        guard case .decelerating = sim.phase else { Issue.record("expected decelerating, got \(sim.phase)"); return }
        let inward = -3 * exp(-ScrollConstants.bounceRate * CGFloat(crossing))
        let model = _DecelerationSimulation(offset: 400, velocity: inward, rate: normal)
        #expect(abs(sim.offset - model.offset(at: 1)) < 1e-6)
        sim.advance(to: at(crossing + 5000))
        #expect(sim.isDone)
        #expect(abs(sim.offset - model.restingOffset) < 1e-9)
    }

    @Test func rewrittenTargetIsWhereTheFlingRests() {
        var sim = _ScrollSimulation(releasedAt: 100, velocity: 1.5, target: 640, range: 0...2000,
                                    decelerationRate: normal, bounces: true, time: start)
        sim.advance(to: at(10_000))
        #expect(sim.isDone)
        #expect(abs(sim.offset - 640) < 1e-9)
    }

    @Test func rewrittenTargetPastTheEdgeBouncesBackToTheEdge() {
        var sim = _ScrollSimulation(releasedAt: 100, velocity: 1.5, target: 600, range: 0...500,
                                    decelerationRate: normal, bounces: true, time: start)
        sim.advance(to: at(20_000))
        #expect(sim.isDone)
        #expect(sim.offset == 500)
    }

    @Test func pagingEndsExactlyOnThePage() {
        var sim = _ScrollSimulation(pagingFrom: 170, velocity: 0.8, target: 320, pageSize: 320, range: 0...1280,
                                    decelerationRate: normal, bounces: true, time: start)
        let model = _PagingSimulation(offset: 170, velocity: 0.8, target: 320, pageSize: 320)
        sim.advance(to: at(120))
        #expect(abs(sim.offset - model.offset(at: 120)) < 1e-9)
        sim.advance(to: at(5000))
        #expect(sim.isDone)
        #expect(sim.offset == 320)
    }

    @Test func targetContentOffsetIsTheRestingOffsetClampedToTheRange() {
        let free = _ScrollSimulation.targetContentOffset(releasedAt: 0, velocity: 1, range: 0...1000, decelerationRate: normal)
        #expect(abs(free - 494.5) < 0.05)
        #expect(_ScrollSimulation.targetContentOffset(releasedAt: 0, velocity: 1, range: 0...300, decelerationRate: normal) == 300)
        #expect(_ScrollSimulation.targetContentOffset(releasedAt: 0, velocity: -1, range: -64...300, decelerationRate: normal) == -64)
    }

    @Test func updatingToTheSameRangeMidFlingChangesNothing() {
        var rebuilt = fling(0, 2)
        var untouched = fling(0, 2)
        rebuilt.advance(to: at(400))
        rebuilt.updateRange(0...10_000)
        rebuilt.advance(to: at(900))
        untouched.advance(to: at(900))
        #expect(abs(rebuilt.offset - untouched.offset) < 1e-9)
        #expect(abs(rebuilt.velocity - untouched.velocity) < 1e-12)
    }

    @Test func contentShrinkingUnderAFlingBouncesToTheNewEdge() {
        var sim = fling(0, 2)
        sim.advance(to: at(400))
        let offsetThen = sim.offset
        sim.updateRange(0...(offsetThen - 100))
        guard case .bouncing = sim.phase else { Issue.record("expected bouncing, got \(sim.phase)"); return }
        #expect(sim.offset == offsetThen) // no jump
        sim.advance(to: at(5000))
        #expect(sim.isDone)
        #expect(sim.offset == offsetThen - 100)
    }

    @Test func contentGrowingUnderABounceResumesTheFling() {
        var sim = fling(0, 2, range: 0...300)
        sim.advance(to: at(300))
        guard case .bouncing = sim.phase else { Issue.record("expected bouncing, got \(sim.phase)"); return }
        let (offsetThen, velocityThen) = (sim.offset, sim.velocity)
        sim.updateRange(0...10_000)
        let model = _DecelerationSimulation(offset: offsetThen, velocity: velocityThen, rate: normal)
        sim.advance(to: at(400))
        #expect(abs(sim.offset - model.offset(at: 100)) < 1e-9)
    }

    @Test func earlierTimesAreIgnored() {
        var sim = fling(0, 1)
        sim.advance(to: at(200))
        let later = sim.offset
        sim.advance(to: at(100))
        #expect(sim.offset == later)
    }
}
