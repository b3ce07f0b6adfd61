import Testing
import CoreGraphics

@Suite struct CGGradientDrawingOptionsTests {
    @Test func rawValuesAreApples() {
        #expect(CGGradientDrawingOptions.drawsBeforeStartLocation.rawValue == 1)
        #expect(CGGradientDrawingOptions.drawsAfterEndLocation.rawValue == 2)
    }
}
