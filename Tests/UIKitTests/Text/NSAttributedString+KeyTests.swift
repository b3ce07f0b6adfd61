import Testing
import Foundation
import UIKit

@Suite struct NSAttributedStringKeyTests {
    @Test func keysHaveApplesRawValues() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
    }

    @Test func optionsHaveApplesRawValues() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }
}
