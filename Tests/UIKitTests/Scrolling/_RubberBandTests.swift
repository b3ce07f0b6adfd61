import Testing
@testable import UIKit

@Suite struct RubberBandTests {
    let band = _RubberBand(dimension: 960)

    @Test func matchesTheReferenceWorkedNumbersForA960PointViewport() {
        // [M] @chpwn's numbers (gist originell/6961057): d = 960 → x = 10, 100, 400, 960 show 5.47,
        // 52.02, 178.98, 340.65.
        let expected: [(CGFloat, CGFloat)] = [(10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)]
        for (x, b) in expected {
            #expect(abs(band.displayedOvershoot(forOvershoot: x) - b) < 0.005)
        }
    }

    @Test func matchesTheReferenceWorkedNumberForA568PointViewport() {
        // [D] from the formula: d = 568, x = 100 → 50.14.
        #expect(abs(_RubberBand(dimension: 568).displayedOvershoot(forOvershoot: 100) - 50.14) < 0.005)
    }

    @Test func equalsBothWrittenFormsOfTheFormula() {
        let c: CGFloat = 0.55, d: CGFloat = 960
        for x: CGFloat in [0.5, 3, 77, 1234, 50_000] {
            let b = band.displayedOvershoot(forOvershoot: x)
            #expect(abs(b - c * x * d / (d + c * x)) < 1e-9)
            #expect(abs(b - (1 - 1 / (x * c / d + 1)) * d) < 1e-9)
        }
    }

    @Test func hasSlopeOfTheCoefficientAtTheEdge() {
        let x: CGFloat = 1e-6
        #expect(abs(band.displayedOvershoot(forOvershoot: x) / x - 0.55) < 1e-9)
    }

    @Test func neverReachesAFullViewport() {
        let b = band.displayedOvershoot(forOvershoot: 1e9)
        #expect(b < 960)
        #expect(b > 959)
    }

    @Test func isOddSoBothEdgesResistAlike() {
        #expect(band.displayedOvershoot(forOvershoot: -100) == -band.displayedOvershoot(forOvershoot: 100))
        #expect(band.displayedOvershoot(forOvershoot: 0) == 0)
    }

    @Test func inverseRecoversTheFingerOvershoot() throws {
        for x: CGFloat in [-5000, -100, -0.25, 0, 0.25, 10, 960, 5000] {
            let b = band.displayedOvershoot(forOvershoot: x)
            let back = try #require(band.overshoot(forDisplayedOvershoot: b))
            #expect(abs(back - x) < 1e-6 * max(1, abs(x)))
        }
    }

    @Test func inverseFollowsItsOwnFormula() throws {
        // x = b·d / (c·(d − b)): b = 340.65 at d = 960 came from x ≈ 960.
        let x = try #require(band.overshoot(forDisplayedOvershoot: 300))
        #expect(abs(x - 300 * 960 / (0.55 * (960 - 300))) < 1e-9)
    }

    @Test func inverseIsUndefinedAtAFullViewportOrMore() {
        #expect(band.overshoot(forDisplayedOvershoot: 960) == nil)
        #expect(band.overshoot(forDisplayedOvershoot: -1500) == nil)
    }

    @Test func emptyViewportShowsNoOvershoot() {
        let empty = _RubberBand(dimension: 0)
        #expect(empty.displayedOvershoot(forOvershoot: 100) == 0)
        #expect(empty.overshoot(forDisplayedOvershoot: 0) == 0)
        #expect(empty.overshoot(forDisplayedOvershoot: 1) == nil)
    }

    @Test func offsetInsideTheRangeFollowsTheFingerOneToOne() {
        #expect(band.offset(forUnconstrainedOffset: 250, in: -64...1000) == 250)
        #expect(band.offset(forUnconstrainedOffset: -64, in: -64...1000) == -64)
    }

    @Test func offsetPastEitherEdgeIsTheEdgePlusTheBandedOvershoot() {
        let range: ClosedRange<CGFloat> = -64...1000
        let below = band.offset(forUnconstrainedOffset: -164, in: range)
        let above = band.offset(forUnconstrainedOffset: 1100, in: range)
        #expect(abs(below - (-64 - 0.55 * 100 * 960 / (960 + 55))) < 1e-9)
        #expect(abs(above - (1000 + 0.55 * 100 * 960 / (960 + 55))) < 1e-9)
    }

    @Test func dragStartingInTheOverscrollContinuesWithoutAJump() throws {
        // A drag that begins at a shown offset past the edge resumes from the matching unconstrained offset;
        // moving the finger 1 pt further then moves the content by the slope there, not by a jump.
        let range: ClosedRange<CGFloat> = 0...500
        let shown: CGFloat = 540
        let unconstrained = try #require(band.unconstrainedOffset(forOffset: shown, in: range))
        #expect(abs(band.offset(forUnconstrainedOffset: unconstrained, in: range) - shown) < 1e-9)
        let next = band.offset(forUnconstrainedOffset: unconstrained + 1, in: range)
        #expect(next > shown)
        #expect(next - shown < 0.55)
    }

    @Test func unconstrainedOffsetInsideTheRangeIsTheOffset() {
        #expect(band.unconstrainedOffset(forOffset: 123, in: 0...500) == 123)
        #expect(band.unconstrainedOffset(forOffset: -2000, in: 0...500) == nil)
    }
}
