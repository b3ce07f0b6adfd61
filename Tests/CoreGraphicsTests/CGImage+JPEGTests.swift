import Testing
import Foundation
@testable import CoreGraphics

@Suite struct CGImageJPEGTests {
    /// 16×16: top half red, bottom half blue (flat 8×8 blocks, so JPEG keeps them nearly exact).
    private func twoColourImage() -> CGImage {
        let context = makeContext(width: 16, height: 16)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 8, width: 16, height: 8))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
        return context.makeImage()!
    }

    private func decode(_ data: Data) -> CGImage? {
        CGImage(jpegDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: true,
                intent: .defaultIntent)
    }

    @Test func jpegRoundTripKeepsFlatColoursAndOrientation() {
        let jpeg = twoColourImage().jpegData(compressionQuality: 1)!
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])  // start-of-image marker
        let decoded = decode(jpeg)!
        #expect(decoded.width == 16 && decoded.height == 16)
        #expect(decoded.alphaInfo == .noneSkipFirst)
        let check = makeContext(width: 16, height: 16)
        check.draw(decoded, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        // Away from the edge where chroma subsampling blurs the two colours.
        #expect(close(rgbaAt(check, x: 4, y: 13), [255, 0, 0, 255], tolerance: 8))
        #expect(close(rgbaAt(check, x: 4, y: 2), [0, 0, 255, 255], tolerance: 8))
    }

    @Test func lowerQualityGivesSmallerFiles() {
        // A noisy image so quality matters.
        let context = makeContext(width: 32, height: 32)
        for i in 0..<32 {
            for j in 0..<32 {
                let v = CGFloat((i * 7 + j * 13) % 17) / 16
                context.setFillColor(red: v, green: 1 - v, blue: v / 2, alpha: 1)
                context.fill(CGRect(x: i, y: j, width: 1, height: 1))
            }
        }
        let image = context.makeImage()!
        let small = image.jpegData(compressionQuality: 0.1)!.count
        let large = image.jpegData(compressionQuality: 1)!.count
        #expect(small < large)
    }

    @Test func transparentPixelsBecomeBlack() {
        let jpeg = makeContext(width: 8, height: 8).makeImage()!.jpegData(compressionQuality: 0.9)!
        let check = makeContext(width: 8, height: 8)
        check.draw(decode(jpeg)!, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(close(rgbaAt(check, x: 3, y: 3), [0, 0, 0, 255], tolerance: 2))
    }

    @Test func notAJPEGGivesNil() {
        #expect(decode(Data([0xFF, 0xD8, 0, 1, 2, 3])) == nil)
        #expect(decode(Data("hello".utf8)) == nil)
    }
}
