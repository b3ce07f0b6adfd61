import Testing
@testable import UIKit

@Suite struct SmoothedRateTests {
    @Test func theFirstSampleIsTakenAsIs() {
        var rate = _SmoothedRate(weight: 0.25)
        rate.reset(to: 1, at: 0)
        rate.add(1.5, at: 0.5)
        #expect(rate.rate == 1)   // 0.5 per 0.5 s
    }

    @Test func laterSamplesAreBlendedWithTheWeight() {
        var rate = _SmoothedRate(weight: 0.25)
        rate.reset(to: 0, at: 0)
        rate.add(1, at: 1)        // 1 per second
        rate.add(4, at: 2)        // 3 per second
        #expect(abs(rate.rate - (0.25 * 3 + 0.75 * 1)) < 1e-12)
    }

    @Test func aSampleWithoutTimePassingIsIgnored() {
        var rate = _SmoothedRate(weight: 0.25)
        rate.reset(to: 0, at: 1)
        rate.add(5, at: 1)
        #expect(rate.rate == 0)
    }

    @Test func resetForgetsTheRate() {
        var rate = _SmoothedRate(weight: 0.25)
        rate.reset(to: 0, at: 0)
        rate.add(2, at: 1)
        rate.reset(to: 2, at: 1)
        #expect(rate.rate == 0)
    }
}
