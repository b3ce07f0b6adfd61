import Testing
@testable import QuartzCore

@Suite struct AnimationTimingTests {
    @Test func activeDurationCountsRepeatsAndReversals() {
        #expect(_AnimationTiming(beginTime: 0, duration: 2).activeDuration == 2)
        #expect(_AnimationTiming(beginTime: 0, duration: 2, repeatCount: 1.5).activeDuration == 3)
        #expect(_AnimationTiming(beginTime: 0, duration: 2, repeatCount: 2, autoreverses: true).activeDuration == 8)
        #expect(_AnimationTiming(beginTime: 0, duration: 2, repeatCount: 5, repeatDuration: 1).activeDuration == 1)
        #expect(_AnimationTiming(beginTime: 0, duration: 1, repeatCount: .infinity).activeDuration == .infinity)
    }

    @Test func theEndOfAWholeIterationIsItsLastInstant() {
        let timing = _AnimationTiming(beginTime: 10, duration: 1, repeatCount: 2, fillsForwards: true)
        let end = timing.sample(at: 12)
        #expect(end.isFinished && end.applies)
        #expect(end.time == 1 && end.iteration == 1)
    }

    @Test func aFractionalRepeatEndsPartWayThroughAnIteration() {
        let timing = _AnimationTiming(beginTime: 0, duration: 1, repeatCount: 1.25, fillsForwards: true)
        let end = timing.sample(at: 5)
        #expect(abs(end.time - 0.25) < 1e-12 && end.iteration == 1)
    }

    @Test func beforeTheStartOnlyABackwardsFillApplies() {
        #expect(!_AnimationTiming(beginTime: 1, duration: 1).sample(at: 0.5).applies)
        let filled = _AnimationTiming(beginTime: 1, duration: 1, fillsBackwards: true).sample(at: 0.5)
        #expect(filled.applies && filled.time == 0 && !filled.hasStarted)
    }

    @Test func autoreversingMirrorsTheSecondHalfOfEachCycle() {
        let timing = _AnimationTiming(beginTime: 0, duration: 1, repeatCount: 1, autoreverses: true)
        #expect(abs(timing.sample(at: 1.3).time - 0.7) < 1e-12)
        #expect(abs(timing.sample(at: 0.3).time - 0.3) < 1e-12)
    }
}
