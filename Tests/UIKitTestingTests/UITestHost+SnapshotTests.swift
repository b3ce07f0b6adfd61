import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `snapshot()`, `snapshot(scale:)`, `snapshotCGImage(scale:)` and `recompositeWindow()`.
@MainActor @Suite struct UITestHostSnapshotTests {
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        // A 1 × 1 context showing just that pixel: the image's row y (from the top) lies at user
        // y = height − 1 − y in the y-up context, moved onto the single pixel.
        var bytes: [UInt8] = [0, 0, 0, 0]
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(image, in: CGRect(x: -x, y: -(image.height - 1 - y), width: image.width, height: image.height))
        }
        return bytes
    }

    @Test func aSnapshotIsTheWindowAtTheScreensScale() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 100, height: 50), scale: 3))
        let image = host.snapshotCGImage()
        #expect(image.width == 300 && image.height == 150)
    }

    @Test func aSnapshotAtScaleOneIsCheaperAndTheSamePicture() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .green
        host.window.addSubview(view)
        let small = host.snapshotCGImage(scale: 1)
        #expect(small.width == 375 && small.height == 667)
        #expect(pixel(small, 50, 50) == [0, 255, 0, 255])
        #expect(pixel(small, 150, 50) == [0, 0, 0, 255])
        let full = host.snapshotCGImage()
        #expect(pixel(full, 199, 199) == [0, 255, 0, 255])
        #expect(pixel(full, 200, 199) == [0, 0, 0, 255])
    }

    @Test func aSnapshotRunsPendingLayoutAndDrawingWithoutMovingTime() {
        final class Filled: UIView {
            override func layoutSubviews() { backgroundColor = .blue }
        }
        let host = UITestHost()
        let view = Filled(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        view.setNeedsLayout()
        let before = host.now
        #expect(pixel(host.snapshotCGImage(), 5, 5) == [0, 0, 255, 255])
        #expect(host.now == before)
    }

    @Test func snapshotIsAUIImageOfTheWindowInPoints() throws {
        let host = UITestHost()
        let image = host.snapshot()
        #expect(image.size == CGSize(width: 375, height: 667))
        #expect(image.scale == 2)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 750 && cg.height == 1334)
        let small = host.snapshot(scale: 1)
        #expect(small.size == CGSize(width: 375, height: 667))
        #expect(small.scale == 1)
        #expect(small.cgImage?.width == 375)
    }

    @Test func recompositeWindowRedrawsEveryPixel() throws {
        let host = UITestHost()
        host.advance(by: 1.0 / 60)
        host.recompositeWindow()
        let compositor = try #require(host.window._compositor)
        #expect(compositor.lastRedrawnArea == 750 * 1334)
    }
}
