import Testing
import Foundation
import UIKit

@MainActor @Suite struct NSAttributedStringDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    private func render(width: CGFloat = 200, height: CGFloat = 60, _ body: () -> Void) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: f).image { _ in body() })
    }

    @Test func oneLineIsOneLineHeightTall() {
        let size = NSAttributedString(string: "Hello", attributes: [.font: font]).size()
        #expect(abs(size.height - font.lineHeight) < 1e-6)
        #expect(size.width > 0)
    }

    @Test func newlinesStartLines() {
        let size = NSAttributedString(string: "A\nB\nC", attributes: [.font: font]).size()
        #expect(abs(size.height - 3 * font.lineHeight) < 1e-6)
    }

    @Test func lineSpacingIsAddedBetweenLines() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 5
        let size = NSAttributedString(string: "A\nB", attributes: [.font: font, .paragraphStyle: style]).size()
        #expect(abs(size.height - (2 * font.lineHeight + 5)) < 1e-3)
    }

    @Test func textWithoutAFontIsTwelvePointSystemText() {
        let plain = NSAttributedString(string: "Hello").size()
        let twelve = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 12)]).size()
        #expect(plain == twelve)
    }

    @Test func kernAddsSpaceBetweenCharactersButNotAfterTheLast() {
        // Deviation (docs/DEVIATIONS.md, "Drawing, text, images, labels"): iOS also adds it after the last character (4 · 3).
        let plain = NSAttributedString(string: "abcd", attributes: [.font: font]).size().width
        let kerned = NSAttributedString(string: "abcd", attributes: [.font: font, .kern: 3]).size().width
        #expect(abs(kerned - (plain + 3 * 3)) < 0.01)
    }

    @Test func boundingRectWrapsToTheWidth() {
        let text = NSAttributedString(string: "one two three four five six", attributes: [.font: font])
        let rect = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 100)
        let lines = (rect.height / font.lineHeight).rounded()
        #expect(lines >= 2)
        #expect(abs(rect.height - lines * font.lineHeight) < 1e-3)
    }

    @Test func boundingRectWithoutLineFragmentOriginIsOneLineFromTheBaseline() {
        let text = NSAttributedString(string: "one two three four five six", attributes: [.font: font])
        let rect = text.boundingRect(with: CGSize(width: 100, height: 100), options: [], context: nil)
        #expect(abs(rect.minY + font.ascender) < 1e-3)
        #expect(abs(rect.height - font.lineHeight) < 1e-3)
        #expect(rect.width > 100)
    }

    @Test func truncatesLastVisibleLineLimitsTheHeight() {
        let text = NSAttributedString(string: "one two three four five six seven eight", attributes: [.font: font])
        let rect = text.boundingRect(with: CGSize(width: 100, height: 2.5 * font.lineHeight),
                                     options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        #expect(abs(rect.height - 2 * font.lineHeight) < 1e-3)
    }

    @Test func deviceMetricsMeasureInk() {
        let text = NSAttributedString(string: "x", attributes: [.font: font])
        let ink = text.boundingRect(with: CGSize(width: 100, height: 100), options: [.usesLineFragmentOrigin, .usesDeviceMetrics], context: nil)
        // The ink of "x" spans the x-height, inside the line box.
        #expect(abs(ink.height - font.xHeight) < 0.5)
        #expect(ink.minY > 0)
    }

    @Test func contextReceivesTheTotalBounds() {
        let context = NSStringDrawingContext()
        let rect = NSAttributedString(string: "Hi", attributes: [.font: font])
            .boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: context)
        #expect(context.totalBounds == rect)
    }

    @Test func drawAtPutsTheTextBelowAndRightOfThePoint() {
        let text = NSAttributedString(string: "Hello", attributes: [.font: font])
        let pixels = render { text.draw(at: CGPoint(x: 30, y: 10)) }
        let ink = pixels.inkBounds()!
        #expect(ink.minX >= 30 && ink.minX < 34)
        // Capitals reach from the baseline (10 + ascender) up by the cap height.
        #expect(abs(CGFloat(ink.minY) - (10 + font.ascender - font.capHeight)) <= 1)
        #expect(CGFloat(ink.maxY) < 10 + font.lineHeight)
    }

    @Test func textIsBlackByDefaultAndColouredWithForegroundColor() {
        let black = render { NSAttributedString(string: "█", attributes: [.font: font]).draw(at: .zero) }
        let red = render {
            NSAttributedString(string: "█", attributes: [.font: font, .foregroundColor: UIColor.red]).draw(at: .zero)
        }
        let b = black.inkBounds()!, r = red.inkBounds()!
        let cx = (b.minX + b.maxX) / 2, cy = (b.minY + b.maxY) / 2
        #expect(black.matches(cx, cy, [0, 0, 0, 255]))
        #expect(red.matches((r.minX + r.maxX) / 2, (r.minY + r.maxY) / 2, [255, 0, 0, 255]))
    }

    @Test func backgroundColorFillsBehindTheGlyphs() {
        let pixels = render {
            NSAttributedString(string: "  ", attributes: [.font: font, .backgroundColor: UIColor.blue]).draw(at: CGPoint(x: 0, y: 0))
        }
        #expect(pixels.matches(2, Int(font.lineHeight / 2), [0, 0, 255, 255]))
    }

    @Test func drawInCentresLinesWhenAskedTo() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSAttributedString(string: "IIII", attributes: [.font: font, .paragraphStyle: style])
        let pixels = render { text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 60)) }
        let ink = pixels.inkBounds()!
        #expect(abs(CGFloat(ink.minX + ink.maxX) / 2 - 100) <= 2)
    }

    @Test func drawInRightAlignsAgainstTheRightEdge() {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let text = NSAttributedString(string: "IIII", attributes: [.font: font, .paragraphStyle: style])
        let pixels = render { text.draw(in: CGRect(x: 0, y: 0, width: 150, height: 60)) }
        let ink = pixels.inkBounds()!
        #expect(ink.maxX < 150 && ink.maxX > 140)
    }

    @Test func drawInLeavesOutLinesBelowTheRect() {
        let text = NSAttributedString(string: "A\nB\nC", attributes: [.font: font])
        let pixels = render(height: 100) { text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 2.2 * font.lineHeight)) }
        #expect(CGFloat(pixels.inkBounds()!.maxY) < 2 * font.lineHeight)
    }

    @Test func truncatingModesMakeEachParagraphOneLine() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let text = NSAttributedString(string: "one two three four five six seven", attributes: [.font: font, .paragraphStyle: style])
        let rect = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.height - font.lineHeight) < 1e-3)
        #expect(rect.width <= 100)
    }

    @Test func drawingOutsideAContextDoesNothing() {
        NSAttributedString(string: "x").draw(at: .zero)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func drawWithOptionsWithoutLineFragmentOriginUsesTheBaseline() {
        let text = NSAttributedString(string: "H", attributes: [.font: font])
        let context = NSStringDrawingContext()
        let pixels = render { text.draw(with: CGRect(x: 10, y: 40, width: 100, height: 20), options: [], context: context) }
        // The baseline is at y 40: "H" sits on it.
        #expect(abs(pixels.inkBounds()!.maxY - 39) <= 1)
        #expect(abs(context.totalBounds.minY - (40 - font.ascender)) < 1e-3)
    }

    @Test func theFirstCharactersParagraphStyleAppliesToAllText() {
        // Deviation: iOS gives each paragraph its own style.
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let text = NSMutableAttributedString(string: "I\n", attributes: [.font: font, .paragraphStyle: centred])
        text.append(NSAttributedString(string: "I", attributes: [.font: font, .paragraphStyle: right]))
        let pixels = render(height: 60) { text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 60)) }
        let secondLine = pixels.inkCount(in: (90..<110, Int(font.lineHeight)..<Int(2 * font.lineHeight)))
        #expect(secondLine > 0)
    }

    @Test func contextAlphaDoesNotFadeText() {
        // Deviation: CGContext.setAlpha applies to shapes and images, not to text drawn by Pango.
        let pixels = render {
            UIGraphicsGetCurrentContext()!.setAlpha(0.5)
            NSAttributedString(string: "█", attributes: [.font: font]).draw(at: .zero)
        }
        let ink = pixels.inkBounds()!
        #expect(pixels.matches((ink.minX + ink.maxX) / 2, (ink.minY + ink.maxY) / 2, [0, 0, 0, 255]))
    }

    @Test func textDrawnIntoAnRGBABitmapContextReachesItsBytes() {
        // The way UIKit code reads colours: its own premultipliedLast buffer, pushed as the current
        // context and flipped to UIKit's top-left origin.
        var bytes = [UInt8](repeating: 0, count: 40 * 30 * 4)
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 160,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: 0, y: 30)
            context.scaleBy(x: 1, y: -1)
            UIGraphicsPushContext(context)
            NSAttributedString(string: "█", attributes: [.font: font, .foregroundColor: UIColor.blue]).draw(at: .zero)
            UIGraphicsPopContext()
        }
        // Some pixel is opaque blue: R, G, B, A = 0, 0, 255, 255.
        let pixels = stride(from: 0, to: bytes.count, by: 4).map { Array(bytes[$0..<$0 + 4]) }
        #expect(pixels.contains([0, 0, 255, 255]))
        // Premultiplied blue at any coverage has no red or green.
        #expect(!pixels.contains { $0[0] > 0 || $0[1] > 0 })
    }
}
