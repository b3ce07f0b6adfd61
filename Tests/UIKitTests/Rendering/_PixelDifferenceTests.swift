import Testing
@testable import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// The comparison behind the snapshot strategies: a per-channel tolerance.
@Suite struct _PixelDifferenceTests {
    /// A `width × height` image filled with one premultiplied RGBA colour.
    func image(_ rgba: [UInt8], width: Int = 3, height: Int = 2) -> CGImage {
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(red: CGFloat(rgba[0]) / 255, green: CGFloat(rgba[1]) / 255, blue: CGFloat(rgba[2]) / 255,
                         alpha: CGFloat(rgba[3]) / 255)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return ctx.makeImage()!
    }

    @Test func equalImagesDoNotDiffer() {
        let d = _PixelDifference(image([10, 20, 30, 255]), image([10, 20, 30, 255]), tolerance: 0)
        #expect(d == _PixelDifference(differingPixels: 0, maximumDifference: 0, sizeMismatch: false))
    }

    @Test func differencesWithinTheToleranceAreIgnored() {
        let d = _PixelDifference(image([10, 20, 30, 255]), image([12, 20, 29, 255]), tolerance: 2)
        #expect(d.differingPixels == 0)
        #expect(d.maximumDifference == 2)
    }

    @Test func everyPixelBeyondTheToleranceCounts() {
        let d = _PixelDifference(image([10, 20, 30, 255]), image([10, 24, 30, 255]), tolerance: 2)
        #expect(d.differingPixels == 6)
        #expect(d.maximumDifference == 4)
    }

    @Test func differentSizesAreAMismatch() {
        #expect(_PixelDifference(image([0, 0, 0, 255]), image([0, 0, 0, 255], width: 4), tolerance: 255).sizeMismatch)
    }
}
