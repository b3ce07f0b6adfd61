import Testing
import Foundation
import UIKit

@MainActor @Suite struct UIImageTests {
    /// A 4 × 2 pixel image: left half red, right half transparent.
    static func sample(scale: CGFloat = 1) -> UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: f).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        return UIImage(cgImage: image.cgImage!, scale: scale, orientation: .up)
    }

    @Test func sizeIsPixelsOverScale() {
        let image = UIImageTests.sample(scale: 2)
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.scale == 2)
    }

    @Test func quarterTurnOrientationsSwapTheSize() {
        let image = UIImage(cgImage: UIImageTests.sample().cgImage!, scale: 1, orientation: .right)
        #expect(image.size == CGSize(width: 2, height: 4))
        #expect(image.imageOrientation == .right)
    }

    @Test func cgImageInitialiserIsScaleOneUp() {
        let image = UIImage(cgImage: UIImageTests.sample().cgImage!)
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
    }

    @Test func nonPositiveScaleIsTakenAsOne() {
        #expect(UIImage(cgImage: UIImageTests.sample().cgImage!, scale: 0, orientation: .up).scale == 1)
    }

    @Test func pngRoundTripKeepsThePixels() {
        let data = UIImageTests.sample().pngData()!
        let decoded = UIImage(data: data)!
        #expect(decoded.size == CGSize(width: 4, height: 2))
        let pixels = PixelReader(decoded)
        #expect(pixels.matches(0, 0, [255, 0, 0, 255]))
        #expect(pixels.matches(3, 1, [0, 0, 0, 0]))
    }

    @Test func dataWithScaleGivesPointSize() {
        let decoded = UIImage(data: UIImageTests.sample().pngData()!, scale: 2)!
        #expect(decoded.size == CGSize(width: 2, height: 1))
    }

    @Test func jpegRoundTripKeepsOpaqueColours() {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: f).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let data = blue.jpegData(compressionQuality: 1)!
        #expect(data.prefix(2) == Data([0xFF, 0xD8]))
        #expect(PixelReader(UIImage(data: data)!).matches(4, 4, [0, 0, 255, 255], tolerance: 4))
    }

    @Test func garbageDataGivesNil() {
        #expect(UIImage(data: Data([1, 2, 3, 4, 5])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("icon@2x.png").path
        try UIImageTests.sample().pngData()!.write(to: URL(fileURLWithPath: path))
        let image = UIImage(contentsOfFile: path)
        #expect(image?.scale == 2)
        #expect(image?.size == CGSize(width: 2, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }
}
