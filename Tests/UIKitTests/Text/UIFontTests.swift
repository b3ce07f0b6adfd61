import Testing
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct UIFontTests {
    // DejaVu Sans (the system font's stand-in): hhea ascender 1901, descender −483 on 2048 units
    // per em; Pango reports metrics in 1/1024 point, hence the tolerance.
    let tolerance: CGFloat = 1.0 / 512

    @Test func systemFontMetricsComeFromTheFontFile() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(abs(font.ascender - 17 * 1901 / 2048) < tolerance)
        #expect(abs(font.descender - (-17 * 483 / 2048)) < tolerance)
        #expect(font.leading == 0)
        #expect(font.lineHeight == font.ascender - font.descender)
    }

    @Test func metricsScaleWithTheSize() {
        let small = UIFont.systemFont(ofSize: 10), big = UIFont.systemFont(ofSize: 40)
        #expect(abs(big.lineHeight - 4 * small.lineHeight) < 4 * tolerance)
        #expect(abs(big.capHeight - 4 * small.capHeight) < 0.1)
    }

    @Test func capHeightIsAboveXHeightAndBelowTheAscender() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.xHeight > 0)
        #expect(font.capHeight > font.xHeight)
        #expect(font.capHeight < font.ascender)
        // DejaVu Sans: cap height 1493 units, x-height 1120 of 2048 (±0.1 pt for outline rounding).
        #expect(abs(font.capHeight - 20 * 1493 / 2048) < 0.1)
        #expect(abs(font.xHeight - 20 * 1120 / 2048) < 0.1)
    }

    @Test func systemFontsReportUIKitsNames() {
        #expect(UIFont.systemFont(ofSize: 12).familyName == ".AppleSystemUIFont")
        #expect(UIFont.systemFont(ofSize: 12).fontName == ".SFUI-Regular")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
    }

    @Test func boldTextIsWider() {
        let regular = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        #expect(bold.width > regular.width)
    }

    @Test func standardSizes() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test func namedFontsAreFoundByFamilyOrPostScriptName() {
        let serif = UIFont(name: "DejaVu Serif", size: 13)
        #expect(serif?.familyName == "DejaVu Serif")
        #expect(serif?.fontName == "DejaVu Serif")
        #expect(serif?.pointSize == 13)
        let bold = UIFont(name: "DejaVuSerif-Bold", size: 13)
        #expect(bold?.familyName == "DejaVu Serif")
        #expect(bold?._pangoWeight == 700)
        #expect(UIFont(name: "DejaVuSans-BoldOblique", size: 13)?._italic == true)
    }

    @Test func unknownFontsGiveNil() {
        #expect(UIFont(name: "Helvetica", size: 12) == nil)
        #expect(UIFont(name: "DejaVuSerif-Squiggly", size: 12) == nil)
    }

    @Test func systemFontNamesRoundTrip() {
        let font = UIFont(name: ".SFUI-Bold", size: 15)
        #expect(font == UIFont.boldSystemFont(ofSize: 15))
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.boldSystemFont(ofSize: 10).withSize(30)
        #expect(font == UIFont.boldSystemFont(ofSize: 30))
        #expect(font.fontName == ".SFUI-Bold")
    }

    @Test func equalFontsHashAlike() {
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
    }

    @Test func chineseTextUsesARealCJKFont() {
        // With no CJK font, Pango draws hex boxes of about 0.6 em per character; WenQuanYi's
        // ideographs are one em wide.
        let width = "通讯录".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        #expect(abs(width - 3 * 20) < 1)
    }
}
