import Testing
import CoreGraphics

// Pins the CoreGraphics entries of docs/DEVIATIONS.md, in the same order.
@Suite struct CoreGraphicsDeviationTests {
    @Test func componentColoursAreInSRGB() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test func anArcLongerThanOneTurnIsCutToOneTurn() {
        let once = CGMutablePath()
        once.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let thrice = CGMutablePath()
        thrice.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 6 * .pi, clockwise: false)
        var onceCount = 0, thriceCount = 0
        once.applyWithBlock { _ in onceCount += 1 }
        thrice.applyWithBlock { _ in thriceCount += 1 }
        #expect(thriceCount == onceCount)
    }

    @Test func theDecodeArrayIsIgnoredForPNGImages() throws {
        let context = makeContext(width: 2, height: 2)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let png = try #require(context.makeImage()?.pngData())
        let invert: [CGFloat] = [1, 0, 1, 0, 1, 0]
        let provider = try #require(CGDataProvider(data: png))
        let image = try #require(invert.withUnsafeBufferPointer {
            CGImage(pngDataProviderSource: provider, decode: $0.baseAddress, shouldInterpolate: false, intent: .defaultIntent)
        })
        let readBack = makeContext(width: 2, height: 2)
        readBack.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(close(rgbaAt(readBack, x: 0, y: 0), [255, 0, 0, 255]))
    }

    @Test func sourceInClearsOutsideTheShapeInsideTheClip() {
        let context = makeContext(width: 10, height: 10)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.sourceIn)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        // Cairo's unbounded operator: the right half, outside the filled shape, is cleared.
        #expect(close(rgbaAt(context, x: 8, y: 5), [0, 0, 0, 0]))
        #expect(close(rgbaAt(context, x: 2, y: 5), [255, 0, 0, 255]))
    }

    @Test func aZeroLineWidthDrawsNothing() {
        let context = makeContext(width: 10, height: 10)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(0)
        context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))
        for x in 0..<10 { for y in 0..<10 { #expect(rgbaAt(context, x: x, y: y) == [0, 0, 0, 0]) } }
    }
}
