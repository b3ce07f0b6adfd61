import CoreGraphics

/// Helpers shared by the pixel tests: contexts read back through `data`, as UIKit code does.

/// `premultipliedLast` (RGBA bytes in memory), 8 bits per component, device RGB, own memory.
let rgbaInfo = CGImageAlphaInfo.premultipliedLast.rawValue
/// Cairo's native layout: bytes B, G, R, A in memory on little-endian hosts.
let bgraInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

func makeContext(width: Int = 10, height: Int = 10, bitmapInfo: UInt32 = rgbaInfo) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)!
}

/// The four bytes of the pixel in memory row `row` (0 = top row of memory) and column `x`, in memory order.
func bytes(_ context: CGContext, x: Int, row: Int) -> [UInt8] {
    let p = context.data!.assumingMemoryBound(to: UInt8.self) + row * context.bytesPerRow + x * 4
    return [p[0], p[1], p[2], p[3]]
}

/// RGBA of the pixel covering user point (x + 0.5, y + 0.5) in a fresh y-up bitmap context:
/// memory row `height − 1 − y`.
func rgbaAt(_ context: CGContext, x: Int, y: Int) -> [UInt8] {
    bytes(context, x: x, row: context.height - 1 - y)
}

/// True when every channel differs by at most `tolerance`.
func close(_ a: [UInt8], _ b: [UInt8], tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}
