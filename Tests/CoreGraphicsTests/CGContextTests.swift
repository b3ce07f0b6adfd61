import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextTests {
    @Test func fillInRGBAContextWritesRGBABytesWithBottomLeftOrigin() {
        let context = makeContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        // User y 0..<2 are the bottom two rows of memory (rows 8 and 9).
        #expect(bytes(context, x: 0, row: 9) == [255, 0, 0, 255])
        #expect(bytes(context, x: 4, row: 8) == [255, 0, 0, 255])
        #expect(bytes(context, x: 0, row: 7) == [0, 0, 0, 0])
        #expect(bytes(context, x: 5, row: 9) == [0, 0, 0, 0])
        #expect(bytes(context, x: 0, row: 0) == [0, 0, 0, 0])
    }

    @Test func nativeContextWritesBGRABytes() {
        let context = makeContext(bitmapInfo: bgraInfo)
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // Little-endian ARGB: bytes B, G, R, A; 0.5 · 255 = 127.5 rounds to 127 or 128.
        let p = bytes(context, x: 3, row: 3)
        #expect(p[0] == 0 && p[2] == 255 && p[3] == 255)
        #expect(abs(Int(p[1]) - 128) <= 1)
    }

    @Test func drawsIntoTheCallersMemory() {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgbaInfo)!
            #expect(context.data == raw.baseAddress)
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
        }
        // User (0, 3) is the top-left pixel: the first four bytes.
        #expect(Array(memory[0..<4]) == [0, 0, 255, 255])
        #expect(Array(memory[4..<8]) == [0, 0, 0, 0])
    }

    @Test func existingBytesAreKeptAndChangesBetweenCallsAreSeen() {
        var memory = [UInt8](repeating: 0, count: 2 * 1 * 4)
        memory[0...3] = [0, 255, 0, 255]  // the left pixel starts green
        memory.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgbaInfo)!
            // Half-transparent red over green: (0.5·255, 0.5·255, 0, 255) ≈ (128, 127, 0, 255).
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            let left = Array(raw[0..<4])
            #expect(close(left, [128, 128, 0, 255]))
            // The caller paints the right pixel blue itself; drawing over it composites on blue.
            raw[4] = 0; raw[5] = 0; raw[6] = 255; raw[7] = 255
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(close(Array(raw[4..<8]), [128, 0, 128, 255]))
        }
    }

    @Test func reportsItsLayout() {
        let context = makeContext(width: 7, height: 3)
        #expect(context.width == 7)
        #expect(context.height == 3)
        #expect(context.bitsPerComponent == 8)
        #expect(context.bitsPerPixel == 32)
        #expect(context.bytesPerRow >= 28)
        #expect(context.alphaInfo == .premultipliedLast)
        #expect(context.bitmapInfo.rawValue == rgbaInfo)
        #expect(context.colorSpace?.model == .rgb)
    }

    @Test func unsupportedCombinationsReturnNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        // Non-premultiplied alpha cannot be drawn into, as on Apple's platforms.
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: rgbaInfo) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                          bitmapInfo: rgbaInfo) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: rgbaInfo) == nil)
    }

    @Test func grayContextStoresLuminance() {
        let context = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        #expect(context.bitsPerPixel == 8)
        context.setFillColor(gray: 0.6, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let value = context.data!.load(as: UInt8.self)
        #expect(abs(Int(value) - 153) <= 1)  // 0.6 · 255
    }

    @Test func alphaOnlyContextStoresCoverage() {
        let context = CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        context.setFillColor(gray: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let p = context.data!.assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(p[0]) - 128) <= 1)
        #expect(p[2] == 0)
    }

    @Test func makeImageIsACopyInTheContextsLayout() {
        let context = makeContext(width: 3, height: 2)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let image = context.makeImage()!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.bitmapInfo.rawValue == rgbaInfo)
        #expect(image.bytesPerRow == context.bytesPerRow)
        let data = image.dataProvider!.data!
        #expect(Array(data[0..<4]) == [0, 255, 0, 255])
    }

    @Test func nativeMakeImageSharesNoMemoryWithTheContext() {
        let context = makeContext(width: 2, height: 2, bitmapInfo: bgraInfo)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = context.makeImage()!
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(Array(image.dataProvider!.data![0..<4]) == [255, 0, 0, 255])
        #expect(image.alphaInfo == .premultipliedFirst)
    }

    @Test func wrappedSurfaceContextHasATopLeftOrigin() {
        let source = makeContext(width: 4, height: 4, bitmapInfo: bgraInfo)
        let flipped = CGContext(cairoSurface: source.cairoSurface)
        #expect(flipped.width == 4 && flipped.data == source.data)
        // Apple's UIKit contexts report the flip in their CTM: (1, 0, 0, −1, 0, height).
        #expect(flipped.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 4))
        flipped.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        flipped.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bytes(source, x: 0, row: 0) == [255, 255, 255, 255])
        #expect(bytes(source, x: 0, row: 3) == [0, 0, 0, 0])
    }

    @Test func wrapperLeavesTheCairoContextAsFound() {
        let base = makeContext(width: 4, height: 4, bitmapInfo: bgraInfo)
        do {
            let wrapped = CGContext(cairoContext: base.cairoContext)
            wrapped.saveGState()
            wrapped.translateBy(x: 3, y: 0)
            wrapped.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        #expect(base.ctm == .identity)
        base.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(base, x: 0, y: 0) == [0, 0, 0, 255])
    }
}
