import Foundation
import UIKit

/// RGBA bytes (premultiplied) of pixel (x, y), row 0 at the top, read the way UIKit code does:
/// drawn into a 1 × 1 `premultipliedLast` bitmap context.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    var bytes: [UInt8] = [0, 0, 0, 0]
    bytes.withUnsafeMutableBytes { raw in
        let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(image, in: CGRect(x: -x, y: -(image.height - 1 - y), width: image.width, height: image.height))
    }
    return bytes
}

/// True when every channel differs by at most `tolerance`.
func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// The RGBA bytes of an opaque sRGB colour given as 0…255 components.
func opaque(_ r: Int, _ g: Int, _ b: Int) -> [UInt8] { [UInt8(r), UInt8(g), UInt8(b), 255] }

/// Core Animation's ease-in-ease-out curve (control points (0.42, 0) and (0.58, 1)), the default
/// curve of `UIView.animate`: the fraction of the change shown at `t` of the duration.
func easeInOut(_ t: Double) -> Double {
    let (x1, y1, x2, y2) = (0.42, 0.0, 0.58, 1.0)
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if bezier(mid, x1, x2) < t { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, y1, y2)
}

/// Repetitions of the cycle tests: `ROCKHOPPER_LEAK_CYCLES` for the long run, else `default`.
func leakCycles(default count: Int) -> Int {
    ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? count
}
