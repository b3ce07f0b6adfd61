import Testing
@testable import UIKit
@testable import QuartzCore

/// The gesture thresholds (`GestureConstants.swift`) have the values their sources give
/// (each named next to its constant in `GestureConstants.swift`).
@MainActor @Suite struct GestureConstantsTests {
    @Test func documentedValuesAreApples() {
        #expect(GestureConstants.longPressMinimumDuration == 0.5)   // [A]
        #expect(GestureConstants.longPressAllowableMovement == 10)  // [A]
    }

    @Test func tapLimitsAreIOS18s() {
        #expect(GestureConstants.tapAllowableMovement == 45)
        #expect(GestureConstants.tapMaximumDuration == 0.75)
        #expect(GestureConstants.tapMaximumInterval == 0.35)
    }

    @Test func panAndEdgeThresholdsAreIOS18s() {
        #expect(GestureConstants.panHysteresis == 10)
        #expect(GestureConstants.panVelocitySmoothing == 0.2)
        #expect(GestureConstants.velocityStaleInterval == 0.04)
        #expect(GestureConstants.screenEdgeRegion == 13)
        #expect(GestureConstants.screenEdgeHysteresis == 15)
        #expect(GestureConstants.screenEdgeMaximumDuration == 0.25)
    }

    @Test func swipePinchAndRotationThresholds() {
        #expect(GestureConstants.swipeMaximumDuration == 0.5)
        #expect(GestureConstants.swipeMinimumDistance == 50)
        #expect(GestureConstants.swipeMaximumSecondaryRatio == 0.5)
        #expect(GestureConstants.pinchHysteresis == 8)
        #expect(GestureConstants.pinchVelocitySmoothing == 0.25)
        #expect(abs(GestureConstants.rotationHysteresis - 2 * .pi / 180) < 1e-12)
        #expect(GestureConstants.rotationVelocitySmoothing == 0.25)
    }
}
