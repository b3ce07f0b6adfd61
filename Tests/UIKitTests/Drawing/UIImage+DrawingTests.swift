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

    /// 2 × 1 pixels: left red, right blue, with `orientation`.
    private func redBlue(_ orientation: UIImage.Orientation) -> UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: f).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        return UIImage(cgImage: bitmap.cgImage!, scale: 1, orientation: orientation)
    }

    private let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    @Test func rightOrientationTurnsTheBitmapClockwise() {
        // EXIF 6: the bitmap's left column becomes the top row.
        let image = redBlue(.right)
        #expect(image.size == CGSize(width: 1, height: 2))
        let pixels = render { image.draw(at: .zero) }
        #expect(pixels.matches(0, 0, red) && pixels.matches(0, 1, blue))
    }

    @Test func leftOrientationTurnsTheBitmapCounterclockwise() {
        let pixels = render { redBlue(.left).draw(at: .zero) }
        #expect(pixels.matches(0, 0, blue) && pixels.matches(0, 1, red))
    }

    @Test func downAndMirroredOrientationsFlip() {
        let down = render { redBlue(.down).draw(at: .zero) }
        #expect(down.matches(0, 0, blue) && down.matches(1, 0, red))
        let mirrored = render { redBlue(.upMirrored).draw(at: .zero) }
        #expect(mirrored.matches(0, 0, blue) && mirrored.matches(1, 0, red))
        let downMirrored = render { redBlue(.downMirrored).draw(at: .zero) }
        #expect(downMirrored.matches(0, 0, red) && downMirrored.matches(1, 0, blue))
    }

    @Test func transposedOrientationsSwapAxes() {
        // leftMirrored (EXIF 5, transpose): left column → top row. rightMirrored (EXIF 7): → bottom.
        let transposed = render { redBlue(.leftMirrored).draw(at: .zero) }
        #expect(transposed.matches(0, 0, red) && transposed.matches(0, 1, blue))
        let transversed = render { redBlue(.rightMirrored).draw(at: .zero) }
        #expect(transversed.matches(0, 0, blue) && transversed.matches(0, 1, red))
    }
}
