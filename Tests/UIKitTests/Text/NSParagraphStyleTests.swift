import Testing
import Foundation
import UIKit

@Suite struct NSParagraphStyleTests {
    @Test func defaultStyleIsNaturalWordWrappingWithoutSpacing() {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .byWordWrapping)
        #expect(style.lineSpacing == 0)
    }

    @Test func mutableCopyCarriesTheValues() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.alignment == .center && copy.lineSpacing == 3)
        #expect(!(copy is NSMutableParagraphStyle))
        #expect(copy.isEqual(style))
        let mutable = copy.mutableCopy() as! NSMutableParagraphStyle
        mutable.alignment = .right
        #expect(copy.alignment == .center)
        #expect(!mutable.isEqual(copy))
    }

    @Test func alignmentAndLineBreakModesHaveApplesRawValues() {
        #expect(NSTextAlignment.left.rawValue == 0)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3)
        #expect(NSTextAlignment.natural.rawValue == 4)
        #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
        #expect(NSLineBreakMode.byClipping.rawValue == 2)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    }
}
