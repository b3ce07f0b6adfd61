import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct UIGraphicsImageRendererFormatTests {
    @Test func defaultFormatHasTheScreenScaleAndIsNotOpaque() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque)
        #expect(format.preferredRange == .standard)
    }

    @Test func preferredFormatMatchesDefault() {
        #expect(UIGraphicsImageRendererFormat.preferred().scale == UIGraphicsImageRendererFormat.default().scale)
    }

    @Test func rangesHaveApplesRawValues() {
        #expect(UIGraphicsImageRendererFormat.Range.unspecified.rawValue == -1)
        #expect(UIGraphicsImageRendererFormat.Range.extended.rawValue == 1)
    }
}
