import Testing
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct UIImageResizableTests {
    /// 4 × 4 points at scale 1: a 1-point red frame around a 2 × 2 blue centre whose top-left
    /// pixel is green (to see tiling).
    private var framed: UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: f).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
    }

    private func render(_ image: UIImage, _ size: CGSize) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: size, format: f).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        })
    }

    private let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255]

    @Test func resizableImagesRememberTheirCapsAndMode() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let image = framed.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(image.capInsets == insets && image.resizingMode == .stretch)
        #expect(framed.resizableImage(withCapInsets: insets).resizingMode == .tile)
        #expect(framed.capInsets == .zero)
        #expect(image.size == framed.size)
    }

    @Test func ninePartsSplitAtTheCaps() {
        let parts = UIImage._nineParts(imageSize: CGSize(width: 10, height: 10),
                                       capInsets: UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 1),
                                       in: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(parts.count == 9)
        #expect(parts[0].source == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(parts[0].destination == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(parts[4].source == CGRect(x: 3, y: 2, width: 6, height: 4))
        #expect(parts[4].destination == CGRect(x: 3, y: 2, width: 26, height: 14))
        #expect(parts[8].destination == CGRect(x: 29, y: 16, width: 1, height: 4))
    }

    @Test func capsShrinkInProportionWhenTheRectIsTooSmall() {
        // Caps 3 + 1 into a width of 2: k = 2/4, so 1.5 and 0.5, no middle. (No top or bottom
        // caps: the middle row, parts 3...5, has the whole height.)
        let parts = UIImage._nineParts(imageSize: CGSize(width: 10, height: 10),
                                       capInsets: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 1),
                                       in: CGRect(x: 0, y: 0, width: 2, height: 10))
        #expect(parts[3].destination == CGRect(x: 0, y: 0, width: 1.5, height: 10))
        #expect(parts[4].destination.width == 0)
        #expect(parts[5].destination == CGRect(x: 1.5, y: 0, width: 0.5, height: 10))
    }

    @Test func stretchingKeepsTheFrameOnePointThick() {
        let image = framed.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        let pixels = render(image, CGSize(width: 12, height: 8))
        #expect(pixels.matches(0, 0, red) && pixels.matches(11, 7, red) && pixels.matches(6, 0, red) && pixels.matches(0, 4, red))
        #expect(!pixels.matches(1, 4, red) && !pixels.matches(10, 4, red))
    }

    @Test func tilingRepeatsTheCentre() {
        let image = framed.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .tile)
        let pixels = render(image, CGSize(width: 7, height: 7))
        // Centre tiles of 2 × 2 start at x, y = 1, 3, 5: each begins with a green pixel.
        #expect(pixels.matches(1, 1, green) && pixels.matches(3, 3, green) && pixels.matches(5, 1, green))
        #expect(pixels.matches(2, 2, blue) && pixels.matches(4, 4, blue))
        #expect(pixels.matches(6, 6, red) && pixels.matches(3, 0, red))
    }
}
