import Testing
import UIKit

@MainActor @Suite struct UIFontTextStyleTests {
    @Test func stylesHaveTheLargeContentSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test func stylesHaveApplesRawValues() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
    }

    @Test func unknownStylesGiveTheBodyFont() {
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle("Nope")) == UIFont.systemFont(ofSize: 17))
    }
}
