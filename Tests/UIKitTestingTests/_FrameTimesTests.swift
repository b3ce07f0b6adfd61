import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// The frames a test host runs to move its clock: one every 1/60 s, the last exactly at the
/// target, none for no time.
@Suite struct _FrameTimesTests {
    @Test func framesComeEverySixtiethOfASecondAndTheLastLandsOnTheTarget() {
        let times = Array(_FrameTimes(from: 1, for: 0.04))
        #expect(times.count == 3)
        #expect(abs(times[0] - (1 + 1.0 / 60)) < 1e-12)
        #expect(abs(times[1] - (1 + 2.0 / 60)) < 1e-12)
        #expect(times[2] == 1.04)
    }

    @Test func aWholeNumberOfFramesEndsOnTheTargetWithoutAnExtraFrame() {
        let times = Array(_FrameTimes(from: 0, for: 3.0 / 60))
        #expect(times.count == 3)
        #expect(times.last == 3.0 / 60)
    }

    @Test func noTimeRunsNoFrame() {
        #expect(Array(_FrameTimes(from: 5, for: 0)).isEmpty)
    }

    @Test func lessThanAFrameRunsOneFrameAtTheTarget() {
        #expect(Array(_FrameTimes(from: 0, for: 0.001)) == [0.001])
    }
}
