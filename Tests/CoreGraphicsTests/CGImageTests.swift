import Testing
import Foundation
import CoreGraphics

@Suite struct CGImageTests {
    private func image(_ bytes: [UInt8], width: Int, height: Int, bitsPerPixel: Int = 32, info: UInt32 = rgbaInfo,
                       space: CGColorSpace = CGColorSpaceCreateDeviceRGB(), bytesPerRow: Int? = nil) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
                bytesPerRow: bytesPerRow ?? width * bitsPerPixel / 8, space: space,
                bitmapInfo: CGBitmapInfo(rawValue: info), provider: CGDataProvider(data: Data(bytes))!,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// The pixel at user (x, y) after drawing `image` 1:1 into a fresh RGBA context.
    private func drawn(_ image: CGImage) -> CGContext {
        let context = makeContext(width: image.width, height: image.height)
        context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return context
    }

    @Test func reportsTheLayoutItWasCreatedWith() {
        let img = image([1, 2, 3, 255, 4, 5, 6, 255], width: 2, height: 1)!
        #expect(img.width == 2 && img.height == 1)
        #expect(img.bitsPerComponent == 8 && img.bitsPerPixel == 32 && img.bytesPerRow == 8)
        #expect(img.alphaInfo == .premultipliedLast)
        #expect(img.bitmapInfo.rawValue == rgbaInfo)
        #expect(img.colorSpace?.model == .rgb)
        #expect(img.dataProvider?.data == Data([1, 2, 3, 255, 4, 5, 6, 255]))
        #expect(img.renderingIntent == .defaultIntent)
        #expect(img.shouldInterpolate)
    }

    @Test func nonPremultipliedPixelsArePremultipliedForDrawing() {
        // Red at alpha 0.5 (128), not premultiplied: drawn as (128, 0, 0, 128).
        let img = image([255, 0, 0, 128], width: 1, height: 1, info: CGImageAlphaInfo.last.rawValue)!
        #expect(close(rgbaAt(drawn(img), x: 0, y: 0), [128, 0, 0, 128]))
    }

    @Test func littleEndianFirstAlphaIsReadAsBGRA() {
        let img = image([255, 0, 0, 255], width: 1, height: 1, info: bgraInfo)!
        #expect(rgbaAt(drawn(img), x: 0, y: 0) == [0, 0, 255, 255])
    }

    @Test func skippedAlphaByteIsOpaque() {
        let img = image([0, 255, 0, 7], width: 1, height: 1, info: CGImageAlphaInfo.noneSkipLast.rawValue)!
        #expect(rgbaAt(drawn(img), x: 0, y: 0) == [0, 255, 0, 255])
    }

    @Test func twentyFourBitRGBAndGrayAreSupported() {
        let rgb = image([10, 20, 30], width: 1, height: 1, bitsPerPixel: 24, info: CGImageAlphaInfo.none.rawValue)!
        #expect(rgbaAt(drawn(rgb), x: 0, y: 0) == [10, 20, 30, 255])
        let gray = image([200], width: 1, height: 1, bitsPerPixel: 8, info: CGImageAlphaInfo.none.rawValue,
                         space: CGColorSpaceCreateDeviceGray())!
        #expect(rgbaAt(drawn(gray), x: 0, y: 0) == [200, 200, 200, 255])
    }

    @Test func decodeArrayRemapsComponents() {
        var decode: [CGFloat] = [1, 0, 0, 1, 0, 1]  // invert red only
        let img = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                          provider: CGDataProvider(data: Data([0, 100, 200]))!, decode: &decode,
                          shouldInterpolate: true, intent: .defaultIntent)!
        #expect(rgbaAt(drawn(img), x: 0, y: 0) == [255, 100, 200, 255])
    }

    @Test func invalidParametersGiveNil() {
        #expect(image([0, 0, 0], width: 1, height: 1) == nil)  // 3 bytes for a 32-bit pixel
        #expect(image([0, 0, 0, 0], width: 1, height: 1, info: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(image([0, 0, 0, 0], width: 2, height: 1, bytesPerRow: 4) == nil)
    }

    @Test func croppingUsesATopLeftOriginAndKeepsTheLayout() {
        // 2×2: top row red, green; bottom row blue, white.
        let img = image([255, 0, 0, 255, 0, 255, 0, 255,
                         0, 0, 255, 255, 255, 255, 255, 255], width: 2, height: 2)!
        let cropped = img.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1))!
        #expect(cropped.width == 1 && cropped.height == 1)
        #expect(cropped.bitmapInfo == img.bitmapInfo)
        #expect(cropped.dataProvider?.data == Data([0, 255, 0, 255]))
        #expect(rgbaAt(drawn(cropped), x: 0, y: 0) == [0, 255, 0, 255])
    }

    @Test func croppingRoundsOutAndClampsToTheImage() {
        let img = image([UInt8](repeating: 255, count: 16), width: 2, height: 2)!
        let cropped = img.cropping(to: CGRect(x: 0.5, y: -3, width: 10, height: 3.2))!
        #expect(cropped.width == 2 && cropped.height == 1)
        #expect(img.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
    }

    @Test func nativeImagesShareTheirPixelsWithTheProvider() {
        let img = image([1, 2, 3, 255], width: 1, height: 1, info: bgraInfo)!
        let context = makeContext(width: 1, height: 1, bitmapInfo: bgraInfo)
        context.draw(img, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        let made = context.makeImage()!
        #expect(made.dataProvider?.data == Data([1, 2, 3, 255]))
        #expect(made.bytesPerRow == 4)
    }
}
