import Testing
@testable import UIKit

@Suite struct ZoomRubberBandTests {
    let band = _ZoomRubberBand(minimumScale: 0.5, maximumScale: 4)

    @Test func insideTheLimitsTheScaleIsShownAsIs() {
        for s: CGFloat in [0.5, 1, 2.5, 4] {
            #expect(band.displayedScale(forRequested: s) == s)
        }
    }

    @Test func aboveTheMaximumFollowsTheFormula() {
        // M·(2 − M/s): s = 8 → 4·(2 − 0.5) = 6.
        #expect(abs(band.displayedScale(forRequested: 8) - 6) < 1e-12)
        #expect(band.displayedScale(forRequested: 1e9) < 8)
    }

    @Test func belowTheMinimumFollowsTheFormula() {
        // m/(2 − s/m): s = 0.25 → 0.5/1.5 = 1/3.
        #expect(abs(band.displayedScale(forRequested: 0.25) - 1.0 / 3) < 1e-12)
        #expect(band.displayedScale(forRequested: 1e-9) > 0.25)
    }

    @Test func slopeIsOneAtBothLimits() {
        let h: CGFloat = 1e-7
        #expect(abs((band.displayedScale(forRequested: 4 + h) - 4) / h - 1) < 1e-5)
        #expect(abs((0.5 - band.displayedScale(forRequested: 0.5 - h)) / h - 1) < 1e-5)
    }

    @Test func requestedScaleInvertsTheDisplayedScale() throws {
        for s: CGFloat in [0.1, 0.3, 0.5, 2, 4, 5, 40] {
            let back = try #require(band.requestedScale(forDisplayed: band.displayedScale(forRequested: s)))
            #expect(abs(back - s) < 1e-9 * max(1, s))
        }
        #expect(band.requestedScale(forDisplayed: 8) == nil)
        #expect(band.requestedScale(forDisplayed: 0.25) == nil)
    }

    @Test func animationDurationGrowsWithTheLogDistanceUpToFourTenths() {
        #expect(abs(_ZoomRubberBand.animationDuration(from: 1, to: 1) - 0.1) < 1e-12)
        // ln 2 · 0.3 + 0.1 ≈ 0.308 s.
        #expect(abs(_ZoomRubberBand.animationDuration(from: 2, to: 1) - (log(2.0) * 0.3 + 0.1)) < 1e-12)
        #expect(abs(_ZoomRubberBand.animationDuration(from: 1, to: 2) - _ZoomRubberBand.animationDuration(from: 2, to: 1)) < 1e-12)
        #expect(_ZoomRubberBand.animationDuration(from: 1, to: 10) == 0.4)
    }
}
