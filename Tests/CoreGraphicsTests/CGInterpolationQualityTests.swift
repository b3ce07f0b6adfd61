import Testing
import CoreGraphics

@Suite struct CGInterpolationQualityTests {
    @Test func rawValuesAreApples() {
        #expect(CGInterpolationQuality.default.rawValue == 0)
        #expect(CGInterpolationQuality.none.rawValue == 1)
        #expect(CGInterpolationQuality.high.rawValue == 4)
    }

    @Test func qualityIsPartOfTheGraphicsState() {
        let context = makeContext()
        #expect(context.interpolationQuality == .default)
        context.saveGState()
        context.interpolationQuality = .none
        context.restoreGState()
        #expect(context.interpolationQuality == .default)
    }
}
