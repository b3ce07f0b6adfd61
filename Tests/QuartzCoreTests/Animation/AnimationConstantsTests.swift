import Testing
@testable import QuartzCore

@Suite struct AnimationConstantsTests {
    @Test func easeOutIsEaseInReflectedThroughTheCentre() {
        let i = AnimationConstants.easeInControlPoints, o = AnimationConstants.easeOutControlPoints
        #expect(abs(o.0 - (1 - i.2)) < 1e-15 && abs(o.1 - (1 - i.3)) < 1e-15)
        #expect(abs(o.2 - (1 - i.0)) < 1e-15 && abs(o.3 - (1 - i.1)) < 1e-15)
    }

    @Test func easeInEaseOutCombinesEaseInStartWithEaseOutEnd() {
        let c = AnimationConstants.easeInEaseOutControlPoints
        #expect(c.0 == AnimationConstants.easeInControlPoints.0)
        #expect(c.2 == AnimationConstants.easeOutControlPoints.2)
    }

    @Test func systemSpringHasTheDocumentedDampingRatio() {
        // Apple: UISpringTimingParameters() "sets the damping ratio to 4.56".
        let ratio = AnimationConstants.systemSpringDamping
            / (2 * (AnimationConstants.systemSpringStiffness * AnimationConstants.systemSpringMass).squareRoot())
        #expect(abs(ratio - 4.56) < 0.005)
    }

    @Test func fitDampingRatioLowerBoundIsSinglePrecisionEpsilon() {
        // The decompiled clamp reads 0.00000011920929, FLT_EPSILON = 2^-23.
        #expect(AnimationConstants.fittedDampingRatioRange.lowerBound == 1.0 / 8_388_608)
        #expect(abs(AnimationConstants.fittedDampingRatioRange.lowerBound - 0.00000011920929) < 1e-14)
    }

    @Test func defaultSpringIsUnderdamped() {
        // CASpringAnimation's defaults (mass 1, stiffness 100, damping 10) give ζ = 0.5.
        let zeta = AnimationConstants.springDefaultDamping
            / (2 * (AnimationConstants.springDefaultStiffness * AnimationConstants.springDefaultMass).squareRoot())
        #expect(zeta == 0.5)
    }
}
