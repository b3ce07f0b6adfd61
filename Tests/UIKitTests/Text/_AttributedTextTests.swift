import Testing
import Foundation
@testable import UIKit

/// Styled text in Swift storage: runs, edits, and the round trip with `NSAttributedString`.
@MainActor @Suite struct _AttributedTextTests {
    let font = UIFont.systemFont(ofSize: 15)

    @Test func anAttributedStringIsReadIntoMergedRuns() {
        let source = NSMutableAttributedString(string: "red blue", attributes: [.font: font])
        source.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        source.addAttribute(NSAttributedString.Key("NSLink"), value: "https://example.com", range: NSRange(location: 4, length: 4))
        let text = _AttributedText(source)
        #expect(text.string == "red blue" && text.length == 8)
        #expect(text.runs.map(\.length) == [3, 1, 4])
        #expect(text.runs[0].attributes.foregroundColor == .red)
        #expect(text.runs[2].attributes.others[NSAttributedString.Key("NSLink")] as? String == "https://example.com")
        let back = text.makeAttributedString()
        #expect(back.string == "red blue")
        #expect(back.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        #expect(back.attribute(NSAttributedString.Key("NSLink"), at: 5, effectiveRange: nil) as? String == "https://example.com")
        #expect(back.attribute(.font, at: 5, effectiveRange: nil) as? UIFont == font)
    }

    @Test func replacingKeepsTheRunsAroundTheEdit() {
        let bold = _AttributedText.Attributes(font: .boldSystemFont(ofSize: 15))
        let plain = _AttributedText.Attributes(font: font)
        let text = _AttributedText("hello world", attributes: plain)
            .replacing(NSRange(location: 6, length: 5), with: _AttributedText("there", attributes: bold))
        #expect(text.string == "hello there")
        #expect(text.runs.map(\.length) == [6, 5])
        let merged = text.replacing(NSRange(location: 5, length: 1), with: _AttributedText("_", attributes: bold))
        #expect(merged.runs.map(\.length) == [5, 6])
        #expect(text.prefix(4).string == "hell" && text.prefix(4).runs.map(\.length) == [4])
    }

    @Test func updatingAttributesSplitsRunsAtTheRange() {
        let text = _AttributedText("abcdef", attributes: _AttributedText.Attributes(font: font))
            .updatingAttributes(in: NSRange(location: 2, length: 2)) { $0.underlineStyle = .single }
        #expect(text.runs.map(\.length) == [2, 2, 2])
        #expect(text.attributes(at: 3)?.underlineStyle == .single)
        #expect(text.attributes(at: 5)?.underlineStyle == nil)
        #expect(text.attributes(at: 6)?.font == font, "past the end: the last run's")
    }
}
