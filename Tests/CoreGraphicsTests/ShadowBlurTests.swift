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
}
