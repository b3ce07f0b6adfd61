import Testing
import Foundation
import UIKit

@MainActor @Suite struct NSUnderlineStyleTests {
    let font = UIFont.systemFont(ofSize: 20)

    private func render(_ text: NSAttributedString) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: f).image { _ in
            text.draw(at: .zero)
        })
    }

    @Test func stylesHaveApplesRawValues() {
        #expect(NSUnderlineStyle.single.rawValue == 1)
        #expect(NSUnderlineStyle.thick.rawValue == 2)
        #expect(NSUnderlineStyle.double.rawValue == 9)
    }

    @Test func anUnderlineRunsBelowTheBaselineInItsColour() {
        let text = NSAttributedString(string: "    ", attributes: [
            .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red,
        ])
        let pixels = render(text)
        let ink = pixels.inkBounds()!
        #expect(CGFloat(ink.minY) >= font.ascender - 1)          // at or below the baseline
        #expect(CGFloat(ink.maxY) < font.lineHeight)
        #expect(pixels.rgba((ink.minX + ink.maxX) / 2, ink.maxY)[0] > 200)
    }

    @Test func theOptionSetItselfIsAcceptedToo() {
        let text = NSAttributedString(string: "    ", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single])
        #expect(render(text).inkCount() > 0)
    }

    @Test func aStrikethroughCrossesTheXHeight() {
        let plain = render(NSAttributedString(string: "xxxx", attributes: [.font: font]))
        let struck = render(NSAttributedString(string: "xxxx", attributes: [.font: font, .strikethroughStyle: 1]))
        // Rows where the struck text has more ink than the plain text: the line.
        let rows = (0..<40).filter { y in
            struck.inkCount(in: (0..<100, y..<y + 1)) > plain.inkCount(in: (0..<100, y..<y + 1)) + 3
        }
        #expect(!rows.isEmpty)
        let middle = CGFloat(rows.reduce(0, +)) / CGFloat(rows.count)
        #expect(middle > font.ascender - font.xHeight && middle < font.ascender)
    }

    @Test func baselineOffsetRaisesTheGlyphsAboveTheirNeighbours() {
        let text = NSMutableAttributedString(string: "H", attributes: [.font: font])
        text.append(NSAttributedString(string: "H", attributes: [.font: font, .baselineOffset: 4]))
        let pixels = render(text)
        let width = Int(NSAttributedString(string: "H", attributes: [.font: font]).size().width)
        let first = (0..<40).first { pixels.inkCount(in: (0..<width, $0..<$0 + 1)) > 0 }!
        let second = (0..<40).first { pixels.inkCount(in: (width + 1..<100, $0..<$0 + 1)) > 0 }!
        #expect(first - second == 4)
        // The line grows to hold the raised glyph, as on iOS.
        #expect(abs(text.size().height - (font.lineHeight + 4)) < 0.01)
    }

    @Test func thickDrawsLikeSingle() {
        // Deviation: Pango has one underline weight.
        let single = render(NSAttributedString(string: "    ", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue]))
        let thick = render(NSAttributedString(string: "    ", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.thick.rawValue]))
        #expect(single.inkCount() == thick.inkCount())
        #expect(single.inkCount() > 0)
    }
}
