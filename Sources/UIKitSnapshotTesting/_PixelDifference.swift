// Built with the SnapshotTesting trait only (Package.swift).
#if SnapshotTesting
import UIKitTesting

/// How two images differ, pixel by pixel: the comparison behind the snapshot strategies.
struct _PixelDifference: Equatable, Sendable {
    /// Pixels with at least one channel (premultiplied RGBA, 0...255) differing by more than the
    /// tolerance.
    var differingPixels: Int
    /// The largest channel difference found.
    var maximumDifference: Int
    /// Whether the sizes differ (then nothing else is compared).
    var sizeMismatch: Bool

    /// Compares `a` and `b` channel by channel, counting pixels whose difference exceeds
    /// `tolerance`.
    init(_ a: CGImage, _ b: CGImage, tolerance: Int) {
        guard a.width == b.width, a.height == b.height else {
            self.init(differingPixels: 0, maximumDifference: 0, sizeMismatch: true)
            return
        }
        let ra = _PixelDifference.rgba(a), rb = _PixelDifference.rgba(b)
        var differing = 0, maximum = 0
        var i = 0
        while i < ra.count {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(ra[i + c]) - Int(rb[i + c]))) }
            if worst > tolerance { differing += 1 }
            maximum = max(maximum, worst)
            i += 4
        }
        self.init(differingPixels: differing, maximumDifference: maximum, sizeMismatch: false)
    }

    init(differingPixels: Int, maximumDifference: Int, sizeMismatch: Bool) {
        self.differingPixels = differingPixels
        self.maximumDifference = maximumDifference
        self.sizeMismatch = sizeMismatch
    }

    /// The image's pixels as premultiplied RGBA bytes, rows packed, row 0 at the top.
    static func rgba(_ image: CGImage) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        return bytes
    }
}
#endif
