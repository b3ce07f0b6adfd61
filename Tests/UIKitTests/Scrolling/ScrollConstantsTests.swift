import Testing
@testable import UIKit

@Suite struct ScrollConstantsTests {
    @Test func decelerationRatesAreUIKitsPerMillisecondFactors() {
        #expect(ScrollConstants.decelerationRateNormal == 0.998)
        #expect(ScrollConstants.decelerationRateFast == 0.99)
        // Per second: 0.998^1000 ≈ 0.135 (the drag Flutter derives from it).
        #expect(abs(pow(ScrollConstants.decelerationRateNormal, 1000) - 0.135) < 0.001)
    }

    @Test func stopVelocityIsTenPointsPerSecond() {
        let perSecond = ScrollConstants.decelerationStopVelocity * CGFloat(ScrollConstants.millisecondsPerSecond)
        #expect(abs(perSecond - 10) < 1e-9)
    }

    @Test func bounceRateIsMinusLogOf0Point99() {
        #expect(abs(ScrollConstants.bounceRate - 0.01005) < 1e-5)
        #expect(abs(exp(-ScrollConstants.bounceRate) - 0.99) < 1e-15)
    }

    @Test func directionalLockAnglesAre20And70Degrees() {
        #expect(abs(ScrollConstants.directionalLockHorizontalAngle - 0.349) < 0.001)
        #expect(abs(ScrollConstants.directionalLockVerticalAngle - 1.222) < 0.001)
    }

    @Test func programmaticAndTouchTimingsMatchTheReference() {
        #expect(ScrollConstants.contentOffsetAnimationDuration == 0.3)
        #expect(ScrollConstants.touchDelayForScrollDetection == 0.15)
        #expect(ScrollConstants.scrollHysteresis == 10)
        #expect(ScrollConstants.pagingFlickVelocity == 0.3)
        #expect(ScrollConstants.rubberBandCoefficient == 0.55)
    }
}
