import Testing
import Foundation
@testable import CoreGraphics

@Suite struct ShadowBlurTests {
    @Test func sigmaIsHalfTheBlur() {
        #expect(ShadowBlur.sigma(forBlur: 10) == 5)
        #expect(ShadowBlur.sigma(forBlur: -1) == 0)
        #expect(ShadowBlur.margin(sigma: 2.1) == 7)
    }

    @Test func boxWidthsAreOddAndReproduceTheVariance() {
        for sigma: CGFloat in [1, 2, 3.5, 8] {
            let widths = ShadowBlur.boxWidths(sigma: sigma)
            #expect(widths.allSatisfy { $0 % 2 == 1 })
            // Variances of boxes add: Σ (w² − 1) / 12 ≈ σ², within the rounding of m.
            let variance = widths.reduce(0.0) { $0 + CGFloat($1 * $1 - 1) / 12 }
            #expect(abs(variance - sigma * sigma) <= CGFloat(widths[0]) + 1)
        }
    }

    @Test func boxPassAveragesNeighboursAndKeepsTheSum() {
        var line: [UInt8] = [0, 0, 0, 90, 0, 0, 0]
        var scratch = [UInt8](repeating: 0, count: 7)
        line.withUnsafeMutableBufferPointer { l in
            scratch.withUnsafeMutableBufferPointer { s in
                ShadowBlur.boxPass(l.baseAddress!, step: 1, count: 7, radius: 1, scratch: s.baseAddress!)
            }
        }
        #expect(line == [0, 0, 30, 30, 30, 0, 0])
    }

    @Test func blurSpreadsAPointSymmetrically() {
        let size = 21
        var pixels = [UInt8](repeating: 0, count: size * size)
        pixels[10 * size + 10] = 255
        pixels.withUnsafeMutableBufferPointer { p in
            ShadowBlur.blur(p.baseAddress!, width: size, height: size, stride: size, sigma: 1.5)
        }
        #expect(pixels[10 * size + 10] > pixels[10 * size + 12])
        #expect(pixels[10 * size + 8] == pixels[10 * size + 12])
        #expect(pixels[8 * size + 10] == pixels[12 * size + 10])
        #expect(pixels[0] == 0)
    }

    @Test func theColumnPassEqualsABoxPassDownEachColumn() {
        let width = 13, height = 17, stride = 16
        var pixels = [UInt8](repeating: 0, count: stride * height)
        var seed: UInt32 = 7
        for i in pixels.indices { seed = seed &* 1_103_515_245 &+ 12_345; pixels[i] = UInt8(seed >> 24) }
        for radius in [1, 3, 9, 20] {
            var byColumns = pixels, byRows = pixels
            var scratch = [UInt8](repeating: 0, count: height)
            var copy = [UInt8](repeating: 0, count: width * height)
            var sums = [Int](repeating: 0, count: width)
            byColumns.withUnsafeMutableBufferPointer { p in
                scratch.withUnsafeMutableBufferPointer { s in
                    for x in 0..<width {
                        ShadowBlur.boxPass(p.baseAddress! + x, step: stride, count: height, radius: radius, scratch: s.baseAddress!)
                    }
                }
            }
            byRows.withUnsafeMutableBufferPointer { p in
                copy.withUnsafeMutableBufferPointer { c in
                    sums.withUnsafeMutableBufferPointer { s in
                        ShadowBlur.columnPass(p.baseAddress!, width: width, height: height, stride: stride, radius: radius,
                                              copy: c.baseAddress!, sums: s.baseAddress!)
                    }
                }
            }
            for y in 0..<height {
                #expect(Array(byRows[y * stride ..< y * stride + width]) == Array(byColumns[y * stride ..< y * stride + width]))
            }
        }
    }
}
