import Foundation
import UIKit

/// Reads an image's pixels the way UIKit code does: draws the `CGImage` into an RGBA
/// (`premultipliedLast`) bitmap context and looks at the bytes. Row 0 is the top of the image.
struct PixelReader {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        buffer.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                    bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        bytes = buffer
    }

    init(_ image: UIImage) { self.init(image.cgImage!) }

    /// Premultiplied RGBA at pixel (x, y), y from the top.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    /// True when the pixel is within `tolerance` of `expected` in every channel.
    func matches(_ x: Int, _ y: Int, _ expected: [UInt8], tolerance: Int = 2) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// Pixels in `rect` (pixel coordinates, top-left origin) whose alpha is above `threshold`.
    func inkCount(in rect: (x: Range<Int>, y: Range<Int>)? = nil, threshold: UInt8 = 40) -> Int {
        let xs = rect?.x ?? 0..<width, ys = rect?.y ?? 0..<height
        var count = 0
        for y in ys { for x in xs where rgba(x, y)[3] > threshold { count += 1 } }
        return count
    }

    /// The smallest pixel rectangle holding every pixel with alpha above `threshold`; nil if none.
    func inkBounds(threshold: UInt8 = 40) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height { for x in 0..<width where rgba(x, y)[3] > threshold {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}
