import Foundation

/// The Gaussian blur behind `CGContext.setShadow(offset:blur:color:)`, approximated by three box blurs
/// (each pass a running sum, so the cost per pixel does not depend on the radius). Cairo has no blur,
/// so this is the one per-pixel loop of the drawing code; it runs only for drawing with a shadow.
package enum ShadowBlur {
    /// Standard deviation, in device pixels, of the Gaussian for Apple's `blur` parameter:
    /// `σ = blur / 2`, the convention of CSS and SVG shadows (a blur "radius" is 2σ).
    package static func sigma(forBlur blur: CGFloat) -> CGFloat { max(0, blur) / 2 }

    /// Margin, in pixels, that the blur spreads coverage beyond the shape: `⌈3σ⌉`, where the Gaussian
    /// falls below 0.5 % of its peak.
    package static func margin(sigma: CGFloat) -> Int { Int((3 * sigma).rounded(.up)) }

    /// Widths of three successive box filters whose combination has variance `σ²` (a box of odd width
    /// w has variance (w² − 1)/12): `m` boxes of width `wl` and `3 − m` of `wl + 2`, with `wl` the
    /// largest odd width ≤ √(12σ²/3 + 1) and `m = round((12σ² − 3wl² − 12wl − 9) / (−4wl − 4))`.
    static func boxWidths(sigma: CGFloat) -> [Int] {
        guard sigma > 0 else { return [1, 1, 1] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wlf = CGFloat(wl)
        let m = Int(((12 * sigma * sigma - n * wlf * wlf - 4 * n * wlf - 3 * n) / (-4 * wlf - 4)).rounded())
        return (0..<3).map { $0 < m ? wl : wl + 2 }
    }

    /// Blurs the 8-bit `width × height` buffer (`stride` bytes per row) in place with a Gaussian of `sigma`:
    /// three box filters, each run along the rows, then down the columns (the column pass keeps a running
    /// sum per column and reads the image row by row, so it walks memory in order).
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { sums.deallocate() }
        for w in boxWidths(sigma: sigma) where w > 1 {
            let r = w / 2
            for y in 0..<height { boxPass(pixels + y * stride, step: 1, count: width, radius: r, scratch: scratch) }
            columnPass(pixels, width: width, height: height, stride: stride, radius: r, copy: copy, sums: sums)
        }
    }

    /// The box filter of width `2·radius + 1` down every column at once, with the same rounding as
    /// `boxPass` (the result equals `boxPass` run on each column).
    static func columnPass(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
                           copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int>) {
        for y in 0..<height { (copy + y * width).update(from: pixels + y * stride, count: width) }
        let boxWidth = 2 * radius + 1, half = boxWidth / 2
        sums.initialize(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = copy + y * width
            for x in 0..<width { sums[x] += Int(row[x]) }
        }
        for y in 0..<height {
            let entering = y + radius, leaving = y - radius - 1
            if entering < height {
                let row = copy + entering * width
                for x in 0..<width { sums[x] += Int(row[x]) }
            }
            if leaving >= 0 {
                let row = copy + leaving * width
                for x in 0..<width { sums[x] -= Int(row[x]) }
            }
            let out = pixels + y * stride
            for x in 0..<width { out[x] = UInt8((sums[x] + half) / boxWidth) }
        }
    }

    /// One box filter of width `2·radius + 1` along a line of `count` values `step` apart; values
    /// beyond the ends count as 0 (transparent).
    static func boxPass(_ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                        scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let width = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            line[i * step] = UInt8((sum + width / 2) / width)
        }
    }
}
