import Testing
import Foundation
@testable import CoreGraphics

@Suite struct PixelLayoutTests {
    private func layout(_ info: UInt32, bpp: Int = 32, model: CGColorSpaceModel? = .rgb) -> PixelLayout? {
        PixelLayout(bitsPerComponent: 8, bitsPerPixel: bpp, bitmapInfo: CGBitmapInfo(rawValue: info), model: model)
    }

    @Test func premultipliedLastIsRGBABytes() {
        let l = layout(CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect((l.red, l.green, l.blue, l.alpha) == (0, 1, 2, 3))
        #expect(l.cairoFormat == nil)
    }

    @Test func littleEndianPremultipliedFirstIsCairosARGB32() {
        let l = layout(bgraInfo)!
        #expect((l.blue, l.green, l.red, l.alpha) == (0, 1, 2, 3))
        #expect(l.isNativeARGB)
    }

    @Test func littleEndianSkipFirstIsCairosRGB24() {
        let l = layout(CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        #expect(l.alpha == nil && l.skip == 3)
        #expect(l.cairoFormat?.rawValue == 1)  // CAIRO_FORMAT_RGB24
    }

    @Test func unsupportedCombinationsHaveNoLayout() {
        #expect(layout(CGImageAlphaInfo.none.rawValue) == nil)
        #expect(layout(CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue) == nil)
        #expect(layout(CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) == nil)
        #expect(layout(CGImageAlphaInfo.premultipliedLast.rawValue, model: .cmyk) == nil)
    }

    @Test func premultiplyAndUnpremultiplyRound() {
        #expect(PixelLayout.premultiply(255, 128) == 128)
        #expect(PixelLayout.premultiply(100, 255) == 100)
        #expect(PixelLayout.unpremultiply(64, 128) == 128)  // 64 · 255 / 128 = 127.5 → 128
        #expect(PixelLayout.unpremultiply(10, 0) == 0)
    }

    @Test func lumaWeightsSumToOneSoGrayIsUnchanged() {
        for v: UInt32 in [0, 1, 77, 128, 254, 255] { #expect(PixelLayout.luma(v, v, v) == v) }
        // Pure green: 0.587 · 255 = 149.7.
        #expect(PixelLayout.luma(0, 255, 0) == 150)
    }

    @Test func conversionRoundTripsRGBA() {
        let l = layout(CGImageAlphaInfo.premultipliedLast.rawValue)!
        let source: [UInt8] = [10, 20, 30, 40, 200, 100, 50, 255]
        var argb = [UInt32](repeating: 0, count: 2)
        var back = [UInt8](repeating: 0, count: 8)
        source.withUnsafeBytes { s in argb.withUnsafeMutableBytes { d in
            l.convertToARGB(from: s.baseAddress!, sourceStride: 8, to: d.baseAddress!, destinationStride: 8,
                            x: 0, y: 0, width: 2, height: 1)
        } }
        #expect(argb[0] == 40 << 24 | 10 << 16 | 20 << 8 | 30)
        argb.withUnsafeBytes { s in back.withUnsafeMutableBytes { d in
            l.convertFromARGB(from: s.baseAddress!, sourceStride: 8, to: d.baseAddress!, destinationStride: 8,
                              x: 0, y: 0, width: 2, height: 1)
        } }
        #expect(back == source)
    }
}
