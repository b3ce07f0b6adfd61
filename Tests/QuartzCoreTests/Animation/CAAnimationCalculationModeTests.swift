import Testing
import QuartzCore

@Suite struct CAAnimationCalculationModeTests {
    @Test func rawValuesAreCoreAnimationsConstantStrings() {
        #expect(CAAnimationCalculationMode.linear.rawValue == "linear")
        #expect(CAAnimationCalculationMode.discrete.rawValue == "discrete")
        #expect(CAAnimationCalculationMode.paced.rawValue == "paced")
        #expect(CAAnimationCalculationMode.cubic.rawValue == "cubic")
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
    }

    @Test func modesBuiltFromStringsEqualTheConstants() {
        #expect(CAAnimationCalculationMode("paced") == .paced)
        #expect(CAAnimationCalculationMode(rawValue: "cubic") != .cubicPaced)
    }
}
