import Testing
import UIKit

@MainActor @Suite struct UIImageDrawingTests {
    private func render(_ body: () -> Void) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: f).image { _ in body() })
    }

    /// 2 × 2 points: top row red, bottom row blue.
    private var twoRows: UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: f).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
    }

    @Test func drawAtPutsTheImageUprightAtItsPointSize() {
        let image = twoRows
        let pixels = render { image.draw(at: CGPoint(x: 3, y: 4)) }
        #expect(pixels.matches(3, 4, [255, 0, 0, 255]))
        #expect(pixels.matches(4, 5, [0, 0, 255, 255]))
        #expect(pixels.matches(5, 4, [0, 0, 0, 0]))
        #expect(pixels.matches(3, 6, [0, 0, 0, 0]))
    }

    @Test func drawInScalesToTheRect() {
        let image = twoRows
        let pixels = render { image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        #expect(pixels.matches(4, 1, [255, 0, 0, 255]))
        #expect(pixels.matches(4, 6, [0, 0, 255, 255]))
    }

    @Test func alphaIsMultipliedIn() {
        let image = twoRows
        let pixels = render { image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8), blendMode: .normal, alpha: 0.5) }
        #expect(pixels.matches(4, 0, [128, 0, 0, 128]))
    }

    @Test func drawAtWithBlendModeAndAlpha() {
        let image = twoRows
        let pixels = render {
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 8))
            image.draw(at: .zero, blendMode: .copy, alpha: 1)
        }
        #expect(pixels.matches(0, 0, [255, 0, 0, 255]))
        #expect(pixels.matches(5, 5, [0, 255, 0, 255]))
    }

    @Test func highResolutionImagesDrawAtTheirPointSize() {
        let hi = UIImage(cgImage: twoRows.cgImage!, scale: 2, orientation: .up)   // 1 × 1 point
        let pixels = render { hi.draw(at: .zero) }
        #expect(pixels.rgba(0, 0)[3] == 255)
        #expect(pixels.matches(1, 0, [0, 0, 0, 0]))
        #expect(pixels.matches(0, 1, [0, 0, 0, 0]))
    }

    @Test func drawingLeavesTheContextStateAlone() {
        let image = twoRows
        let pixels = render {
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .copy, alpha: 0.2)
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 4, y: 4, width: 2, height: 2))   // normal blend, full alpha again
        }
        #expect(pixels.matches(5, 5, [0, 255, 0, 255]))
    }
}
