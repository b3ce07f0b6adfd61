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

    @Test func offTheMainActorTheDefaultScaleIsOne() async {
        // Deviation: UIScreen is main-actor-isolated here, so other threads cannot read its scale.
        let scale = await Task.detached { UIGraphicsImageRendererFormat().scale }.value
        #expect(scale == 1)
    }
}
