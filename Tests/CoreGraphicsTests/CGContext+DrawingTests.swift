import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextDrawingTests {
    @Test func strokedRectIsCentredOnItsEdges() {
        let context = makeContext(width: 20, height: 20)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 2)
        // The left edge x = 5 is covered from 4 to 6.
        #expect(rgbaAt(context, x: 4, y: 10)[3] == 255)
        #expect(rgbaAt(context, x: 5, y: 10)[3] == 255)
        #expect(rgbaAt(context, x: 3, y: 10)[3] == 0)
        #expect(rgbaAt(context, x: 6, y: 10)[3] == 0)
        #expect(rgbaAt(context, x: 10, y: 10)[3] == 0)
    }

    @Test func strokeWithWidthLeavesTheLineWidthAlone() {
        let context = makeContext(width: 20, height: 20)
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 6)
        context.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
        // Width 1 centred on x = 5 covers half of pixels 4 and 5.
        #expect(rgbaAt(context, x: 3, y: 10)[3] == 0)
        #expect(rgbaAt(context, x: 7, y: 10)[3] == 0)
    }

    @Test func fillRectKeepsTheCurrentPath() {
        let context = makeContext()
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 2, y: 2))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.currentPointOfPath == CGPoint(x: 2, y: 2))
    }

    @Test func fillRectsPaintsOverlapsOnce() {
        let context = makeContext()
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        context.fill([CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 2, y: 2, width: 4, height: 4)])
        #expect(close(rgbaAt(context, x: 3, y: 3), [0, 0, 0, 128]))
        #expect(close(rgbaAt(context, x: 5, y: 5), [0, 0, 0, 128]))
        #expect(rgbaAt(context, x: 7, y: 7)[3] == 0)
    }

    @Test func evenOddFillLeavesTheInnerSquareEmpty() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.fillPath(using: .evenOdd)
        #expect(rgbaAt(context, x: 1, y: 1)[3] == 255)
        #expect(rgbaAt(context, x: 5, y: 5)[3] == 0)
    }

    @Test func windingFillPaintsTheInnerSquare() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.fillPath()
        #expect(rgbaAt(context, x: 5, y: 5)[3] == 255)
    }

    @Test func drawPathFillStrokePaintsBothColours() {
        let context = makeContext(width: 20, height: 20)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.drawPath(using: .fillStroke)
        #expect(rgbaAt(context, x: 10, y: 10) == [255, 0, 0, 255])
        #expect(rgbaAt(context, x: 4, y: 10) == [0, 0, 255, 255])
        #expect(context.isPathEmpty)
    }

    @Test func fillEllipseCoversTheCentreNotTheCorners() {
        let context = makeContext(width: 20, height: 20)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(rgbaAt(context, x: 10, y: 10)[3] == 255)
        #expect(rgbaAt(context, x: 0, y: 0)[3] == 0)
        #expect(rgbaAt(context, x: 19, y: 19)[3] == 0)
    }

    @Test func strokeEllipseLeavesTheInsideEmpty() {
        let context = makeContext(width: 20, height: 20)
        context.setLineWidth(2)
        context.strokeEllipse(in: CGRect(x: 2, y: 2, width: 16, height: 16))
        #expect(rgbaAt(context, x: 10, y: 10)[3] == 0)
        #expect(rgbaAt(context, x: 17, y: 10)[3] == 255)
    }

    @Test func clearMakesPixelsTransparentWhateverTheBlendMode() {
        let context = makeContext()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.multiply)
        context.setAlpha(0.2)
        context.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(rgbaAt(context, x: 2, y: 2) == [0, 0, 0, 0])
        #expect(rgbaAt(context, x: 7, y: 2) == [0, 0, 0, 255])
    }

    @Test func clipToRectLimitsDrawing() {
        let context = makeContext()
        context.clip(to: CGRect(x: 0, y: 0, width: 3, height: 10))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 3, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgbaAt(context, x: 2, y: 5)[3] == 255)
        #expect(rgbaAt(context, x: 3, y: 5)[3] == 0)
    }

    @Test func clipIsPartOfTheGraphicsState() {
        let context = makeContext()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgbaAt(context, x: 9, y: 9)[3] == 255)
    }

    @Test func clipToPathUsesItsFillRule() {
        let context = makeContext()
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.clip(using: .evenOdd)
        #expect(context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgbaAt(context, x: 5, y: 5)[3] == 0)
        #expect(rgbaAt(context, x: 1, y: 5)[3] == 255)
    }

    @Test func clipToRectsUnitesThem() {
        let context = makeContext()
        context.clip(to: [CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 8, y: 8, width: 2, height: 2)])
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgbaAt(context, x: 1, y: 1)[3] == 255)
        #expect(rgbaAt(context, x: 9, y: 9)[3] == 255)
        #expect(rgbaAt(context, x: 5, y: 5)[3] == 0)
    }

    /// A 1×2 RGBA image: top row red, bottom row blue.
    private func redOverBlue() -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        return CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: rgbaInfo),
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                       intent: .defaultIntent)!
    }

    @Test func imageIsDrawnUprightInAYUpContext() {
        let context = makeContext(width: 2, height: 4)
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 4))
        // The image's top row is at the top of user space (y 2..<4): memory rows 0 and 1.
        #expect(bytes(context, x: 0, row: 0) == [255, 0, 0, 255])
        #expect(bytes(context, x: 1, row: 1) == [255, 0, 0, 255])
        #expect(bytes(context, x: 0, row: 3) == [0, 0, 255, 255])
    }

    @Test func imageIsUpsideDownInAFlippedContextAsOnApple() {
        let context = makeContext(width: 2, height: 4)
        context.translateBy(x: 0, y: 4)
        context.scaleBy(x: 1, y: -1)
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(bytes(context, x: 0, row: 0) == [0, 0, 255, 255])
        #expect(bytes(context, x: 0, row: 3) == [255, 0, 0, 255])
    }

    @Test func imageDrawHonoursGlobalAlphaAndRect() {
        let context = makeContext(width: 4, height: 4)
        context.setAlpha(0.5)
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(close(rgbaAt(context, x: 0, y: 1), [128, 0, 0, 128]))
        #expect(close(rgbaAt(context, x: 0, y: 0), [0, 0, 128, 128]))
        #expect(rgbaAt(context, x: 1, y: 0) == [0, 0, 0, 0])
        #expect(rgbaAt(context, x: 0, y: 2) == [0, 0, 0, 0])
    }

    @Test func tiledImageRepeatsOverTheClip() {
        let context = makeContext(width: 2, height: 4)
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 1, height: 2), byTiling: true)
        // Tiles 1×2: user rows 0 blue, 1 red, 2 blue, 3 red; memory row 0 is user y 3.
        #expect(bytes(context, x: 1, row: 0) == [255, 0, 0, 255])
        #expect(bytes(context, x: 1, row: 1) == [0, 0, 255, 255])
        #expect(bytes(context, x: 0, row: 3) == [0, 0, 255, 255])
    }

    @Test func nearestNeighbourKeepsPixelsSharpWhenScaling() {
        let context = makeContext(width: 1, height: 8)
        context.interpolationQuality = .none
        context.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 1, height: 8))
        #expect(bytes(context, x: 0, row: 3) == [255, 0, 0, 255])
        #expect(bytes(context, x: 0, row: 4) == [0, 0, 255, 255])
    }

    @Test func infiniteRectFillsAndClearsTheWholeClip() {
        let context = makeContext()
        context.fill(CGRect.infinite)
        #expect(rgbaAt(context, x: 0, y: 0)[3] == 255 && rgbaAt(context, x: 9, y: 9)[3] == 255)
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.clear(CGRect.infinite)
        #expect(rgbaAt(context, x: 0, y: 0)[3] == 0)
        #expect(rgbaAt(context, x: 9, y: 9)[3] == 255)
    }
}
