import Testing
import Foundation
import UIKit

@Suite struct NSMutableParagraphStyleTests {
    @Test func negativeLineSpacingIsTakenAsZero() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = -4
        #expect(style.lineSpacing == 0)
    }

    @Test func setParagraphStyleCopiesEverything() {
        let source = NSMutableParagraphStyle()
        source.alignment = .justified
        source.lineBreakMode = .byCharWrapping
        source.lineSpacing = 2
        let target = NSMutableParagraphStyle()
        target.setParagraphStyle(source)
        #expect(target.isEqual(source))
        #expect(target.hash == source.hash)
    }
}
