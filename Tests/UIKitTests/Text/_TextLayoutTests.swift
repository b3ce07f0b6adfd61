import Testing
import Foundation
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct TextLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)
    var long: NSAttributedString {
        NSAttributedString(string: "The quick brown fox jumps over the lazy dog again and again and again", attributes: [.font: font])
    }

    @Test func labelSemanticsLimitTheLines() {
        let m = _TextLayout(text: long, width: 120, maxLines: 2, lineBreakMode: .byTruncatingTail, semantics: .label).measure()
        #expect(m.visibleLines == 2)
        #expect(m.totalLines > 2)
        #expect(abs(m.size.height - 2 * font.lineHeight) < 1e-3)
        #expect(m.size.width <= 120)
    }

    @Test func labelSemanticsFitTheHeightButShowAtLeastOneLine() {
        let fits = _TextLayout(text: long, width: 120, height: 3.5 * font.lineHeight, lineBreakMode: .byWordWrapping,
                               semantics: .label).measure()
        #expect(fits.visibleLines == 3)
        let tiny = _TextLayout(text: long, width: 120, height: 2, lineBreakMode: .byWordWrapping, semantics: .label).measure()
        #expect(tiny.visibleLines == 1)
    }

    @Test func singleLineClippingDoesNotWrap() {
        let m = _TextLayout(text: long, width: 120, maxLines: 1, lineBreakMode: .byClipping, semantics: .label).measure()
        #expect(m.totalLines == 1)
        #expect(m.size.width > 120)
    }

    @Test func truncatedSingleLineFitsTheWidth() {
        let unlimited = _TextLayout(text: long).measure().size.width
        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let m = _TextLayout(text: long, width: 120, maxLines: 1, lineBreakMode: mode, semantics: .label).measure()
            #expect(m.visibleLines == 1)
            #expect(m.size.width <= 120)
            #expect(m.size.width < unlimited)
        }
    }

    @Test func charWrappingFillsLinesMoreThanWordWrapping() {
        let words = _TextLayout(text: long, width: 120, lineBreakMode: .byWordWrapping).measure()
        let chars = _TextLayout(text: long, width: 120, lineBreakMode: .byCharWrapping).measure()
        #expect(chars.totalLines <= words.totalLines)
    }

    @Test func absurdWidthsMeanNoLimit() {
        let unlimited = _TextLayout(text: long).measure()
        let greatest = _TextLayout(text: long, width: .greatestFiniteMagnitude).measure()
        let zero = _TextLayout(text: long, width: 0).measure()
        #expect(greatest == unlimited && zero == unlimited)
        #expect(unlimited.totalLines == 1)
    }

    @Test func emptyTextHasNoLines() {
        let m = _TextLayout(text: NSAttributedString(string: "")).measure()
        #expect(m.visibleLines == 0)
        #expect(m.size == .zero)
    }

    @Test func surrogatePairsKeepAttributesAligned() {
        // "😀" is two UTF-16 units and four UTF-8 bytes: the colour range after it must start at
        // the right byte, or Pango rejects the attribute list.
        let text = NSMutableAttributedString(string: "😀ab", attributes: [.font: font])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 2))
        let m = _TextLayout(text: text).measure()
        #expect(m.totalLines == 1)
        #expect(m.size.width > 0)
    }
}
