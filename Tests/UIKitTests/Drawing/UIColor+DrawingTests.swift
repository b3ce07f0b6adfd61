import Testing
import UIKit

@MainActor @Suite struct UIColorDrawingTests {
    @Test func cgColorOfAnRGBColourIsSRGBWithTheSameComponents() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).cgColor
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test func cgColorOfAGreyIsInTheGreySpace() {
        let color = UIColor(white: 0.25, alpha: 0.5).cgColor
        #expect(color.components == [0.25, 0.5])
        #expect(color.colorSpace?.model == .monochrome)
    }

    @Test func initWithCGColorRoundTrips() {
        let rgb = CGColor(srgbRed: 0.5, green: 0.25, blue: 1, alpha: 0.75)
        #expect(UIColor(cgColor: rgb).cgColor == rgb)
        #expect(UIColor(cgColor: rgb) == UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.75))
        let grey = CGColor(gray: 0.3, alpha: 1)
        #expect(UIColor(cgColor: grey) == UIColor(white: 0.3, alpha: 1))
    }

    private func render(_ body: () -> Void) -> PixelReader {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in body() })
    }

    @Test func setFillPaintsFills() {
        let pixels = render {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(pixels.matches(1, 1, [255, 0, 0, 255]))
    }

    @Test func setStrokePaintsStrokesButNotFills() {
        let pixels = render {
            UIColor.blue.setStroke()
            let context = UIGraphicsGetCurrentContext()!
            context.setLineWidth(2)
            context.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))   // default black fill
        }
        #expect(pixels.matches(0, 0, [0, 0, 255, 255]))
        #expect(pixels.matches(2, 2, [0, 0, 0, 255]))
    }

    @Test func setSetsBothColours() {
        let pixels = render {
            UIColor.green.set()
            let context = UIGraphicsGetCurrentContext()!
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            context.setLineWidth(2)
            context.strokeLineSegments(between: [CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)])
        }
        #expect(pixels.matches(0, 2, [0, 255, 0, 255]))
        #expect(pixels.matches(3, 2, [0, 255, 0, 255]))
    }

    @Test func settingColoursOutsideDrawingDoesNothing() {
        UIColor.red.setFill()   // no current context: must not crash
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func cgColorIsANewEqualObjectOnEachCall() {
        // Deviation: iOS caches one CGColor per UIColor.
        let color = UIColor.systemTeal
        #expect(color.cgColor == color.cgColor)
        #expect(color.cgColor !== color.cgColor)
    }
}
