import Testing
import QuartzCore

@Suite struct CAMediaTimingFunctionNameTests {
    @Test func rawValuesAreCoreAnimationsConstantStrings() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
    }

    @Test func namesBuiltFromStringsEqualTheConstants() {
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
        #expect(CAMediaTimingFunctionName(rawValue: "default") == .default)
        #expect(CAMediaTimingFunctionName("bounce") != .linear)
        #expect(Set([CAMediaTimingFunctionName.easeIn, CAMediaTimingFunctionName("easeIn")]).count == 1)
    }
}
