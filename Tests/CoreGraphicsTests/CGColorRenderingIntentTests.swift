import Testing
import CoreGraphics

@Suite struct CGColorRenderingIntentTests {
    @Test func rawValuesAreApples() {
        #expect(CGColorRenderingIntent.defaultIntent.rawValue == 0)
        #expect(CGColorRenderingIntent.absoluteColorimetric.rawValue == 1)
        #expect(CGColorRenderingIntent.relativeColorimetric.rawValue == 2)
        #expect(CGColorRenderingIntent.perceptual.rawValue == 3)
        #expect(CGColorRenderingIntent.saturation.rawValue == 4)
    }
}
