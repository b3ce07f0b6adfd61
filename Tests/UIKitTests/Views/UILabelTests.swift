import Testing
import Foundation
@testable import UIKit
@testable import QuartzCore
@testable import UIKitTesting
import UIKitTestSupport

@MainActor @Suite struct UILabelTests {
    /// Rounds up to the main screen's pixel grid, as label sizes are.
    private func pixelCeil(_ v: CGFloat) -> CGFloat {
        let s = UIScreen.main.scale
        return (v * s - 0.001).rounded(.up) / s
    }

    /// Draws `label` at scale 1 the way its backing store would get it.
    private func render(_ label: UILabel) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: label.bounds.size, format: f).image { _ in label.draw(label.bounds) })
    }

    private func label(_ text: String, width: CGFloat = 200, height: CGFloat = 40) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        return label
    }

    // MARK: Defaults

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(!label.isUserInteractionEnabled)
        #expect(!label.isOpaque)
        #expect(label.contentMode == .redraw)
        #expect(label.isEnabled)
        #expect(!label.adjustsFontSizeToFitWidth)
    }

    @Test func settingNilFontOrColourRestoresTheDefault() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == UIColor.label)
    }

    // MARK: Text and attributed text

    @Test func attributedTextOfPlainTextCarriesTheLabelsStyle() {
        let label = UILabel()
        label.text = "Hi"
        label.font = .systemFont(ofSize: 30)
        label.textColor = .blue
        let attributed = label.attributedText!
        #expect(attributed.string == "Hi")
        #expect(attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 30))
        #expect(attributed.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == UIColor.blue)
    }

    @Test func settingAttributedTextSetsText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        #expect(label.text == "Styled")
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.label)
    }

    @Test func styleChangesApplyToTheWholeAttributedText() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        label.attributedText = text
        label.textColor = .green
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 12)
        let result = label.attributedText!
        #expect(result.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 12))
        #expect(result.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.green)
        #expect((result.attribute(.paragraphStyle, at: 1, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
    }

    @Test func everyChangeMarksTheLabelForRedrawing() {
        let label = UILabel()
        let changes: [(UILabel) -> Void] = [
            { $0.text = "x" }, { $0.attributedText = NSAttributedString(string: "y") }, { $0.font = .systemFont(ofSize: 9) },
            { $0.textColor = .red }, { $0.textAlignment = .right }, { $0.numberOfLines = 3 },
            { $0.lineBreakMode = .byClipping }, { $0.adjustsFontSizeToFitWidth = true }, { $0.isEnabled = false },
            { $0.shadowColor = .gray }, { $0.shadowOffset = CGSize(width: 2, height: 2) }, { $0.isHighlighted = true },
        ]
        for change in changes {
            label.layer._needsDisplay = false
            change(label)
            #expect(label.layer.needsDisplay())
        }
    }

    // MARK: Sizing

    @Test func intrinsicSizeIsOneLineRoundedUpToPixels() {
        let label = UILabel()
        label.text = "Hello"
        let text = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.intrinsicContentSize == CGSize(width: pixelCeil(text.width), height: pixelCeil(label.font.lineHeight)))
        #expect(label.sizeThatFits(.zero) == label.intrinsicContentSize)
    }

    @Test func noTextHasZeroSize() {
        #expect(UILabel().intrinsicContentSize == .zero)
        let empty = UILabel()
        empty.text = ""
        #expect(empty.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func multiLineLabelsWrapAtTheGivenWidth() {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(size.width <= 100)
        let lines = (size.height / label.font.lineHeight).rounded(.down)
        #expect(lines >= 3)
        #expect(size.height == pixelCeil(lines * label.font.lineHeight))
    }

    @Test func numberOfLinesCapsTheHeight() {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).height == pixelCeil(2 * label.font.lineHeight))
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 80
        #expect(label.intrinsicContentSize.width <= 80)
        #expect(label.intrinsicContentSize.height > 2 * label.font.lineHeight)
    }

    @Test func sizeToFitResizesToTheText() {
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
        label.text = "Fit me"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 5, y: 6))
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func sizeToFitGrowsAOneLineLabelSizedForShorterText() {
        let label = UILabel()
        label.text = "7"
        label.sizeToFit()
        let narrow = label.bounds.width
        label.text = "52 photos in this album"
        label.sizeToFit()
        #expect(label.bounds.width > 4 * narrow)
        #expect(label.bounds.size == label.intrinsicContentSize)
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == label.intrinsicContentSize)
    }

    @Test func textRectStartsAtTheBoundsOrigin() {
        let label = UILabel()
        label.text = "Hi"
        let rect = label.textRect(forBounds: CGRect(x: 10, y: 20, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 10, y: 20))
        #expect(rect.size == label.intrinsicContentSize)
    }

    // MARK: Drawing

    @Test func textIsCentredVertically() {
        let l = label("HHHH", height: 60)
        let ink = render(l).inkBounds()!
        let top = (60 - l.font.lineHeight) / 2
        // Capitals occupy baseline − capHeight ... baseline.
        let baseline = top + l.font.ascender
        #expect(abs(CGFloat(ink.minY) - (baseline - l.font.capHeight)) <= 1)
        #expect(abs(CGFloat(ink.maxY + 1) - baseline) <= 1)
    }

    @Test func alignmentMovesTheText() {
        let left = label("IIII"), center = label("IIII"), right = label("IIII")
        center.textAlignment = .center
        right.textAlignment = .right
        let l = render(left).inkBounds()!, c = render(center).inkBounds()!, r = render(right).inkBounds()!
        #expect(l.minX < 5)
        #expect(abs(CGFloat(c.minX + c.maxX) / 2 - 100) <= 2)
        #expect(r.maxX > 190 && r.maxX < 200)
    }

    @Test func textColorColoursTheGlyphs() {
        let l = label("█")
        l.textColor = .red
        let pixels = render(l)
        let ink = pixels.inkBounds()!
        #expect(pixels.matches((ink.minX + ink.maxX) / 2, (ink.minY + ink.maxY) / 2, [255, 0, 0, 255]))
    }

    @Test func disabledLabelsDrawAtHalfAlpha() {
        let l = label("█")
        l.isEnabled = false
        let pixels = render(l)
        let ink = pixels.inkBounds(threshold: 10)!
        #expect(pixels.matches((ink.minX + ink.maxX) / 2, (ink.minY + ink.maxY) / 2, [0, 0, 0, 128]))
    }

    @Test func longSingleLineTextIsTruncatedWithinTheBounds() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let truncated = label(long, width: 150)
        let clipped = label(long, width: 150)
        clipped.lineBreakMode = .byClipping
        let t = render(truncated), c = render(clipped)
        // Clipping runs into the right edge; truncation stops before it with "…", whose dots sit on
        // the baseline at the end of the line.
        #expect(c.inkBounds()!.maxX == 149)
        let tInk = t.inkBounds()!
        #expect(tInk.maxX < 149 && tInk.maxX > 120)
        let baselineRow = Int(((40 - truncated.font.lineHeight) / 2 + truncated.font.ascender).rounded(.down)) - 1
        #expect(t.inkCount(in: (tInk.maxX - 3..<tInk.maxX + 1, baselineRow - 1..<baselineRow + 1)) > 0)
    }

    @Test func wrappingLabelsUseSeveralLines() {
        let l = label("one two three four five six seven eight", width: 100, height: 200)
        l.numberOfLines = 0
        let ink = render(l).inkBounds()!
        #expect(CGFloat(ink.maxY - ink.minY) > 2 * l.font.lineHeight)
        #expect(ink.maxX < 100)
    }

    @Test func chineseTextDrawsGlyphsNotBoxes() {
        let l = label("通讯录")
        let ink = render(l).inkBounds()!
        // Three one-em ideographs: about 3 × 17 points of ink, starting at the left edge.
        #expect(ink.minX < 3)
        #expect(abs(CGFloat(ink.maxX - ink.minX) - 3 * 17) < 4)
    }

    @Test func drawTextCanBeOverriddenToInsetTheText() {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) {
                super.drawText(in: rect.insetBy(dx: 30, dy: 0))
            }
        }
        let l = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        l.text = "IIII"
        #expect(render(l).inkBounds()!.minX >= 30)
    }

    @Test func adjustsFontSizeToFitWidthShrinksLongText() {
        let long = "The quick brown fox jumps over the lazy dog"
        let normal = label(long, width: 150)
        let shrunk = label(long, width: 150)
        shrunk.adjustsFontSizeToFitWidth = true
        shrunk.minimumScaleFactor = 0.3
        let n = render(normal).inkBounds()!, s = render(shrunk).inkBounds()!
        #expect(s.maxY - s.minY < n.maxY - n.minY)
        #expect(s.maxX < 150)
    }

    @Test func highlightedLabelsUseTheHighlightedTextColor() {
        let l = label("█")
        l.highlightedTextColor = .green
        #expect(l.isHighlighted == false)
        l.isHighlighted = true
        let pixels = render(l)
        let ink = pixels.inkBounds()!
        #expect(pixels.matches((ink.minX + ink.maxX) / 2, (ink.minY + ink.maxY) / 2, [0, 255, 0, 255]))
    }

    @Test func shadowIsACopyOfTheTextAtTheOffset() {
        let plain = label("I")
        let shadowed = label("I")
        #expect(shadowed.shadowOffset == CGSize(width: 0, height: -1))
        shadowed.shadowColor = .red
        shadowed.shadowOffset = CGSize(width: 6, height: 0)
        let p = render(plain).inkBounds()!, s = render(shadowed)
        let sInk = s.inkBounds()!
        // The ink grows 6 points to the right, where the red copy shows.
        #expect(sInk.maxX == p.maxX + 6)
        #expect(s.rgba(sInk.maxX - 1, (sInk.minY + sInk.maxY) / 2)[0] > 200)
        #expect(s.rgba(sInk.maxX - 1, (sInk.minY + sInk.maxY) / 2)[2] < 50)
    }

    // MARK: Long text

    /// About `count` UTF-16 units of varied words (deterministic), with a newline every
    /// `paragraph` characters or so when given.
    private func longText(_ count: Int, paragraph: Int? = nil) -> String {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
                     "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "é"]
        var text = "", i = 0, sinceBreak = 0, length = 0
        text.reserveCapacity(count + 16)
        while length < count {
            let word = words[(i * 7 + i / 3) % words.count]
            i += 1
            length += word.utf16.count + 1
            sinceBreak += word.utf16.count + 1
            if let paragraph, sinceBreak > paragraph {
                text += word + "\n"
                sinceBreak = 0
            } else {
                text += word + " "
            }
        }
        return text
    }

    /// True when both labels draw the same pixels.
    private func drawSame(_ a: UILabel, _ b: UILabel) -> Bool {
        let pa = render(a), pb = render(b)
        guard pa.width == pb.width, pa.height == pb.height else { return false }
        for y in 0..<pa.height { for x in 0..<pa.width where pa.rgba(x, y) != pb.rgba(x, y) { return false } }
        return true
    }

    /// A label of `text` configured by `configure`, and the same label given only the first
    /// `shown` characters (cut after a newline when the text has paragraphs).
    private func longAndShort(_ text: String, shown: Int, width: CGFloat = 200, height: CGFloat = 80,
                              _ configure: (UILabel) -> Void) -> (UILabel, UILabel) {
        let long = label(text, width: width, height: height)
        var prefix = String(text.prefix(shown))
        if let cut = prefix.lastIndex(of: "\n"), text.contains("\n") { prefix = String(prefix[...cut]) }
        let short = label(prefix, width: width, height: height)
        configure(long)
        configure(short)
        return (long, short)
    }

    @Test func aLongThreeLineLabelDrawsAndSizesLikeItsVisibleText() {
        let (long, short) = longAndShort(longText(300_000), shown: 3_000) { $0.numberOfLines = 3 }
        #expect(drawSame(long, short))
        #expect(long.sizeThatFits(CGSize(width: 200, height: 0)) == short.sizeThatFits(CGSize(width: 200, height: 0)))
        #expect(long.textRect(forBounds: long.bounds, limitedToNumberOfLines: 3)
                == short.textRect(forBounds: short.bounds, limitedToNumberOfLines: 3))
    }

    @Test func aLongSingleLineLabelDrawsLikeItsVisibleText() {
        let (long, short) = longAndShort(longText(300_000), shown: 3_000) { _ in }
        #expect(drawSame(long, short))
        #expect(long.intrinsicContentSize.height == short.intrinsicContentSize.height)
    }

    @Test func aLongLabelLimitedByItsHeightDrawsLikeItsVisibleText() {
        for mode: NSLineBreakMode in [.byWordWrapping, .byTruncatingTail, .byCharWrapping] {
            let (long, short) = longAndShort(longText(300_000), shown: 3_000, height: 70) {
                $0.numberOfLines = 0
                $0.lineBreakMode = mode
            }
            #expect(drawSame(long, short), "\(mode)")
        }
    }

    @Test func aLongMiddleTruncatedLabelOfParagraphsDrawsLikeItsVisibleParagraphs() {
        let (long, short) = longAndShort(longText(300_000, paragraph: 400), shown: 3_000) {
            $0.numberOfLines = 2
            $0.lineBreakMode = .byTruncatingMiddle
        }
        #expect(drawSame(long, short))
        #expect(long.sizeThatFits(.zero) == short.sizeThatFits(.zero))
    }

    @Test func aLongLabelIsLaidOutOnlyAsFarAsItIsShown() {
        let l = label(longText(1_000_000), width: 200, height: 80)
        l.numberOfLines = 3
        let before = _Pango.shared.locked { _Pango.shared.laidOutLength }
        _ = render(l)
        _ = l.sizeThatFits(CGSize(width: 200, height: 0))
        let laidOut = _Pango.shared.locked { _Pango.shared.laidOutLength } - before
        #expect(laidOut < 100_000)
    }

    // MARK: Baselines (Auto Layout's .firstBaseline and .lastBaseline)

    @Test func aViewIsItsOwnBaselineViewAndAPlainViewsBaselinesAreItsBottom() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.forFirstBaselineLayout === view)
        #expect(view.forLastBaselineLayout === view)
        #expect(view._firstBaselineOffsetFromTop == 40)
        #expect(view._lastBaselineOffsetFromBottom == 0)
        let label = UILabel()
        #expect(label.forFirstBaselineLayout === label)
        #expect(label.forLastBaselineLayout === label)
    }

    @Test func theFirstBaselineViewFollowsTheLastBaselineViewByDefault() {
        final class Row: UIView {
            let title = UILabel()
            override var forLastBaselineLayout: UIView { title }
        }
        let row = Row()
        #expect(row.forFirstBaselineLayout === row.title)
    }

    @Test func aOneLineLabelSizedToFitHasItsBaselineAtTheAscender() {
        let l = UILabel()
        l.text = "Baseline"
        l.sizeToFit()
        let font: UIFont = l.font
        let pixel = 1 / UIScreen.main.scale
        #expect(abs(l._firstBaselineOffsetFromTop - font.ascender) <= pixel)
        #expect(abs(l._lastBaselineOffsetFromBottom - (l.bounds.height - font.ascender)) <= pixel)
        #expect(abs(l._lastBaselineOffsetFromBottom + font.descender) <= pixel)
    }

    @Test func aThreeLineLabelsBaselinesAreTwoLinesApart() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 0))
        l.numberOfLines = 0
        l.text = "one\ntwo\nthree"
        l.frame.size = l.sizeThatFits(CGSize(width: 120, height: 0))
        let font: UIFont = l.font
        #expect(abs(l.bounds.height - 3 * font.lineHeight) < 1)
        let first = l._firstBaselineOffsetFromTop
        let last = l.bounds.height - l._lastBaselineOffsetFromBottom
        #expect(abs(first - font.ascender) <= 1 / UIScreen.main.scale)
        #expect(abs((last - first) - 2 * font.lineHeight) < 0.01)
    }

    @Test func aTallLabelsBaselinesSitWhereTheCentredTextIsDrawn() {
        let l = label("HHHH", width: 120, height: 100)
        let font: UIFont = l.font
        let textHeight = l.textRect(forBounds: l.bounds, limitedToNumberOfLines: 1).height
        #expect(abs(l._firstBaselineOffsetFromTop - ((100 - textHeight) / 2 + font.ascender)) <= 1 / UIScreen.main.scale)
        #expect(l._lastBaselineOffsetFromBottom == 100 - l._firstBaselineOffsetFromTop)
        // The glyphs of "H" stand on the baseline: their ink ends on it.
        let ink = render(l).inkBounds()!
        #expect(abs(CGFloat(ink.maxY + 1) - l._firstBaselineOffsetFromTop) <= 1)
    }

    @Test func aLabelLimitedToTwoLinesReportsTheSecondLinesBaselineAsItsLast() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        l.numberOfLines = 2
        l.text = "one two three four five six seven eight nine ten eleven twelve"
        let font: UIFont = l.font
        let first = l._firstBaselineOffsetFromTop
        let last = 300 - l._lastBaselineOffsetFromBottom
        #expect(abs((last - first) - font.lineHeight) < 0.01)
    }

    @Test func anEmptyLabelPutsItsBaselineWhereALineOfItsFontWouldBe() {
        let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let font: UIFont = l.font
        let expected = (40 - font.lineHeight) / 2 + font.ascender
        #expect(abs(l._firstBaselineOffsetFromTop - expected) <= 1 / UIScreen.main.scale)
        #expect(l._lastBaselineOffsetFromBottom == 40 - l._firstBaselineOffsetFromTop)
    }
}

/// Labels keep their text in Swift storage: swift-corelibs-foundation leaks every
/// `NSAttributedString` it makes, so a label that made one per drawing leaked with every frame.
@MainActor @Suite struct UILabelMemoryTests {
    /// Resident memory growth (kB) over `cycles` runs of `body`, after `warmUp` runs.
    func growth(cycles: Int, warmUp: Int = 200, _ body: (Int) -> Void) -> Int {
        for i in 0..<warmUp { body(i) }
        // The process's first reading makes what reading /proc takes (~460 kB, counted by the
        // second reading): read once before the one that counts.
        _ = ResidentMemory.kilobytes()
        let start = ResidentMemory.kilobytes()
        for i in 0..<cycles { body(warmUp + i) }
        return ResidentMemory.kilobytes() - start
    }

    @Test func labelsMadeDrawnAndDiscardedStayFlatWhereAttributedStringsGrow() {
        let host = UITestHost()
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 3000
        let labels = growth(cycles: cycles) { i in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.text = "Label number \(i)"
            label.textColor = .darkGray
            host.window.addSubview(label)
            host.window.layoutIfNeeded()
            label.layer.displayIfNeeded()
            label.removeFromSuperview()
        }
        let strings = growth(cycles: cycles) { i in
            _ = NSAttributedString(string: "Label number \(i)", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        }
        print("UILabel memory: \(cycles) labels made, drawn and discarded grew resident memory by \(labels) kB; \(cycles) NSAttributedString(string:attributes:) by \(strings) kB")
        #expect(labels * 4 < max(strings, 400), "labels \(labels) kB, attributed strings \(strings) kB")
    }
}
