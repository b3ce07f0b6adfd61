import Testing
@testable import UIKit

@Suite struct PagingTargetTests {
    let range: ClosedRange<CGFloat> = 0...1280 // five 320 pt pages

    func target(_ offset: CGFloat, _ velocity: CGFloat, in range: ClosedRange<CGFloat>? = nil) -> CGFloat {
        _PagingTarget.targetOffset(offset: offset, velocity: velocity, pageSize: 320, range: range ?? self.range)
    }

    @Test func slowReleaseGoesToTheNearestPage() {
        #expect(target(150, 0) == 0)
        #expect(target(170, 0) == 320)
        #expect(target(170, -0.2) == 320)
        #expect(target(500, 0.25) == 640)
    }

    @Test func releaseAtExactlyTheThresholdIsStillSlow() {
        // Only |v| > 0.3 pt/ms counts as a flick.
        #expect(target(100, 0.3) == 0)
        #expect(target(600, -0.3) == 640)
    }

    @Test func flickGoesToTheNextPageInItsDirection() {
        #expect(target(100, 0.5) == 320)   // nearest would be 0
        #expect(target(600, -0.5) == 320)  // nearest would be 640
        #expect(target(640, 1) == 960)
        #expect(target(640, -1) == 320)
    }

    @Test func flickNeverMovesMoreThanOnePage() {
        for offset in stride(from: CGFloat(0), through: 1280, by: 37) {
            for velocity: CGFloat in [-12, -1, -0.31, 0, 0.31, 1, 12] {
                #expect(abs(target(offset, velocity) - offset) <= 320)
            }
        }
    }

    @Test func targetIsClampedToTheScrollableRange() {
        #expect(target(900, 1, in: 0...950) == 950)
        #expect(target(0, -1) == 0)
        #expect(target(1280, 5) == 1280)
    }

    @Test func pageIndexFollowsTheRoundingRules() {
        #expect(_PagingTarget.pageIndex(offset: 959, velocity: 0, pageSize: 320) == 3)
        #expect(_PagingTarget.pageIndex(offset: 959, velocity: 0.4, pageSize: 320) == 3)
        #expect(_PagingTarget.pageIndex(offset: 959, velocity: -0.4, pageSize: 320) == 2)
        #expect(_PagingTarget.pageIndex(offset: -10, velocity: 0, pageSize: 320) == 0)
    }

    @Test func emptyPageSizeOnlyClamps() {
        #expect(_PagingTarget.targetOffset(offset: 77, velocity: 2, pageSize: 0, range: 0...50) == 50)
        #expect(_PagingTarget.targetOffset(offset: 7, velocity: 2, pageSize: 0, range: 0...50) == 7)
    }
}
