import Testing
import UIKit

@MainActor @Suite struct UIGraphicsImageRendererContextTests {
    private var renderer: UIGraphicsImageRenderer {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: f)
    }

    @Test func currentImageSnapshotsWhatIsDrawnSoFar() {
        var early: UIImage?
        let final = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 6))
            early = ctx.currentImage
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 3, y: 0, width: 3, height: 6))
        }
        #expect(PixelReader(early!).matches(4, 2, [0, 0, 0, 0]))
        #expect(PixelReader(final).matches(4, 2, [0, 0, 255, 255]))
        #expect(PixelReader(early!).matches(1, 2, [255, 0, 0, 255]))
    }

    @Test func strokeOutlinesTheRectWithTheStrokeColour() {
        let image = renderer.image { ctx in
            UIColor.red.setStroke()
            ctx.cgContext.setLineWidth(2)
            ctx.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
        }
        let pixels = PixelReader(image)
        #expect(pixels.matches(0, 3, [255, 0, 0, 255]))   // the 2-point line covers x 0...2
        #expect(pixels.matches(3, 3, [0, 0, 0, 0]))
    }

    @Test func fillWithCopyBlendModeReplacesPixels() {
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            UIColor.clear.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 6), blendMode: .copy)
        }
        #expect(PixelReader(image).matches(1, 1, [0, 0, 0, 0]))
        #expect(PixelReader(image).matches(4, 1, [255, 0, 0, 255]))
    }

    @Test func clipLimitsLaterDrawing() {
        let image = renderer.image { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        }
        #expect(PixelReader(image).matches(1, 1, [0, 255, 0, 255]))
        #expect(PixelReader(image).matches(3, 3, [0, 0, 0, 0]))
    }
}
