import Testing
import Foundation
@testable import CoreGraphics

@Suite struct CGImagePNGTests {
    @Test func pngRoundTripKeepsPixels() {
        let context = makeContext(width: 3, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 3, height: 1))  // top row
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let png = context.makeImage()!.pngData()!
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        let decoded = CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: nil,
                              shouldInterpolate: true, intent: .defaultIntent)!
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.alphaInfo == .premultipliedFirst)
        let check = makeContext(width: 3, height: 2)
        check.draw(decoded, in: CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(rgbaAt(check, x: 2, y: 1) == [255, 0, 0, 255])
        #expect(close(rgbaAt(check, x: 0, y: 0), [0, 0, 128, 128], tolerance: 2))
        #expect(rgbaAt(check, x: 2, y: 0) == [0, 0, 0, 0])
    }

    @Test func opaquePNGReportsSkippedAlpha() {
        let context = makeContext(width: 2, height: 2, bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let png = context.makeImage()!.pngData()!
        let decoded = CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: nil,
                              shouldInterpolate: true, intent: .defaultIntent)!
        #expect(decoded.alphaInfo == .noneSkipFirst)
        let check = makeContext(width: 2, height: 2)
        check.draw(decoded, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(rgbaAt(check, x: 1, y: 1) == [0, 255, 0, 255])
    }

    @Test func notAPNGGivesNil() {
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: Data([1, 2, 3, 4, 5]))!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: Data())!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
}
