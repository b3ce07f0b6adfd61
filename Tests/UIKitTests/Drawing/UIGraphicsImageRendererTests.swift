import Testing
import Foundation
import UIKit

@MainActor @Suite struct UIGraphicsImageRendererTests {
    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        f.opaque = opaque
        return f
    }

    @Test func imageHasThePointSizeAndScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format(scale: 3)).image { _ in }
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 90 && image.cgImage?.height == 60)
    }

    @Test func drawingIsInPointsWithTheOriginTopLeft() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 2)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        }
        let pixels = PixelReader(image)
        #expect(pixels.matches(9, 3, [255, 0, 0, 255]))     // inside: 10 × 4 pixels at the top-left
        #expect(pixels.matches(10, 3, [0, 0, 0, 0]))
        #expect(pixels.matches(9, 4, [0, 0, 0, 0]))
    }

    @Test func theBlocksContextIsCurrentOnlyDuringTheBlock() {
        var inside: CGContext?
        var matches = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(scale: 1)).image { ctx in
            inside = UIGraphicsGetCurrentContext()
            matches = inside === ctx.cgContext
        }
        #expect(matches)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func opaqueImagesStartBlack() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1, opaque: true)).image { _ in }
        #expect(PixelReader(image).matches(0, 0, [0, 0, 0, 255]))
        #expect(image.cgImage?.alphaInfo == .noneSkipFirst)
    }

    @Test func transparentImagesStartClear() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1)).image { _ in }
        #expect(PixelReader(image).matches(1, 1, [0, 0, 0, 0]))
    }

    @Test func boundsOriginBecomesTheTopLeft() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format(scale: 1))
        let image = renderer.image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        let pixels = PixelReader(image)
        #expect(pixels.matches(0, 0, [0, 0, 255, 255]))
        #expect(pixels.matches(1, 1, [0, 0, 0, 0]))
    }

    @Test func pngDataDecodesToTheSameImage() {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 1)).pngData { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let decoded = UIImage(data: data)!
        #expect(decoded.size == CGSize(width: 3, height: 2))
        #expect(PixelReader(decoded).matches(2, 1, [0, 255, 0, 255]))
    }

    @Test func jpegDataIsAJPEG() {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(scale: 1))
            .jpegData(withCompressionQuality: 0.9) { ctx in
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            }
        #expect(data.prefix(2) == Data([0xFF, 0xD8]))
        #expect(PixelReader(UIImage(data: data)!).matches(4, 4, [255, 255, 255, 255], tolerance: 3))
    }

    @Test func stateChangesInsideTheBlockDoNotLeakIntoTheNextImage() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1))
        _ = renderer.image { ctx in UIColor.red.setFill() }
        let image = renderer.image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(PixelReader(image).matches(0, 0, [0, 0, 0, 255]))   // default fill is black
    }

    @Test func anEmptyRendererStops() async {
        await #expect(processExitsWith: .failure) {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            _ = UIGraphicsImageRenderer(size: .zero, format: f).image { _ in }
        }
    }
}
