import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextStateTests {
    @Test func freshBitmapContextHasIdentityCTM() {
        #expect(makeContext().ctm == .identity)
    }

    @Test func transformsPrependToTheCTM() {
        let context = makeContext()
        context.translateBy(x: 2, y: 3)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 3))
        // (1, 1) → scale → (2, 2) → translate → (4, 5).
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 5))
        context.rotate(by: .pi / 2)
        let ctm = context.ctm
        #expect(abs(ctm.b - 2) < 1e-9 && abs(ctm.c + 2) < 1e-9 && abs(ctm.a) < 1e-9)
    }

    @Test func translatedFillLandsAtTheTranslatedPixels() {
        let context = makeContext()
        context.translateBy(x: 5, y: 5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(context, x: 5, y: 5) == [255, 0, 0, 255])
        #expect(rgbaAt(context, x: 0, y: 0) == [0, 0, 0, 0])
    }

    @Test func restoreGStateBringsBackColourAndCTM() {
        let context = makeContext()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.translateBy(x: 5, y: 0)
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(context, x: 0, y: 0) == [0, 0, 255, 255])
    }

    @Test func unbalancedRestoreIsIgnored() {
        let context = makeContext()
        context.translateBy(x: 1, y: 0)
        context.restoreGState()
        #expect(context.ctm.tx == 1)
    }

    @Test func zeroScaleDrawsNothingUntilRestored() {
        let context = makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.scaleBy(x: 0, y: 0)
        #expect(context.ctm.a == 0)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgbaAt(context, x: 0, y: 0) == [0, 0, 0, 0])
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(context, x: 0, y: 0) == [255, 0, 0, 255])
    }

    @Test func globalAlphaMultipliesTheFill() {
        let context = makeContext()
        context.setAlpha(0.5)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Premultiplied white at alpha 0.5: every byte 0.5 · 255 ≈ 128.
        #expect(close(rgbaAt(context, x: 0, y: 0), [128, 128, 128, 128]))
    }

    @Test func grayColoursExpandToEqualRGB() {
        let context = makeContext()
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(context, x: 0, y: 0) == [255, 255, 255, 255])
    }

    @Test func multiplyBlendMultipliesComponents() {
        let context = makeContext()
        context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // (1, 1, 0) × (0, 1, 1) = (0, 1, 0).
        #expect(rgbaAt(context, x: 0, y: 0) == [0, 255, 0, 255])
    }

    @Test func copyBlendReplacesWithTranslucentColour() {
        let context = makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(close(rgbaAt(context, x: 0, y: 0), [0, 0, 128, 128]))
        #expect(rgbaAt(context, x: 1, y: 0) == [255, 0, 0, 255])
    }

    @Test func destinationOutErasesWhereDrawn() {
        let context = makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.destinationOut)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(context, x: 0, y: 0) == [0, 0, 0, 0])
        #expect(rgbaAt(context, x: 1, y: 0) == [255, 0, 0, 255])
    }

    @Test func lineWidthSetsTheStrokeThickness() {
        let context = makeContext(width: 20, height: 20)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        // A horizontal line at y = 10 covers y 8..<12.
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect(rgbaAt(context, x: 5, y: 8)[3] == 255)
        #expect(rgbaAt(context, x: 5, y: 11)[3] == 255)
        #expect(rgbaAt(context, x: 5, y: 7)[3] == 0)
        #expect(rgbaAt(context, x: 5, y: 12)[3] == 0)
    }

    @Test func squareCapExtendsHalfTheWidthPastTheEnd() {
        let context = makeContext(width: 20, height: 20)
        context.setLineWidth(4)
        context.setLineCap(.square)
        context.strokeLineSegments(between: [CGPoint(x: 5, y: 10), CGPoint(x: 15, y: 10)])
        #expect(rgbaAt(context, x: 3, y: 10)[3] == 255)
        #expect(rgbaAt(context, x: 16, y: 10)[3] == 255)
        #expect(rgbaAt(context, x: 1, y: 10)[3] == 0)
    }

    @Test func dashesAlternateOnAndOff() {
        let context = makeContext(width: 20, height: 4)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [4, 2])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        // On 0..<4, off 4..<6, on 6..<10, off 10..<12.
        #expect(rgbaAt(context, x: 1, y: 2)[3] == 255)
        #expect(rgbaAt(context, x: 4, y: 2)[3] == 0)
        #expect(rgbaAt(context, x: 5, y: 2)[3] == 0)
        #expect(rgbaAt(context, x: 7, y: 2)[3] == 255)
        #expect(rgbaAt(context, x: 11, y: 2)[3] == 0)
    }

    @Test func dashPhaseShiftsThePattern() {
        let context = makeContext(width: 20, height: 4)
        context.setLineWidth(2)
        context.setLineDash(phase: 4, lengths: [4, 2])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        // Starts in the gap: off 0..<2, on 2..<6.
        #expect(rgbaAt(context, x: 0, y: 2)[3] == 0)
        #expect(rgbaAt(context, x: 3, y: 2)[3] == 255)
    }

    @Test func invalidDashesAreIgnored() {
        let context = makeContext(width: 20, height: 4)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [0, 0])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 20, y: 2)])
        #expect(rgbaAt(context, x: 5, y: 2)[3] == 255)
    }

    @Test func antialiasingOffGivesHardEdges() {
        let context = makeContext()
        context.setShouldAntialias(false)
        context.fill(CGRect(x: 0.5, y: 0.5, width: 5, height: 5))
        #expect([0, 255].contains(rgbaAt(context, x: 0, y: 0)[3]))
        #expect([0, 255].contains(rgbaAt(context, x: 5, y: 5)[3]))
    }

    @Test func antialiasingOnBlendsPartialPixels() {
        let context = makeContext()
        context.fill(CGRect(x: 0.5, y: 0, width: 5, height: 5))
        #expect(close(rgbaAt(context, x: 0, y: 0), [0, 0, 0, 128]))
    }
}
