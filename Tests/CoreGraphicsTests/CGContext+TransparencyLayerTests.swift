import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextTransparencyLayerTests {
    /// Two overlapping black squares at global alpha ½: x 0..<6 and 4..<10, overlapping in 4..<6.
    private func drawOverlap(_ context: CGContext) {
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        context.fill(CGRect(x: 4, y: 0, width: 6, height: 6))
    }

    @Test func withoutALayerOverlapsShowThrough() {
        let context = makeContext()
        context.setAlpha(0.5)
        drawOverlap(context)
        // 1 − (1 − ½)² = ¾ → 191.
        #expect(close(rgbaAt(context, x: 5, y: 2), [0, 0, 0, 191]))
    }

    @Test func layerCompositesOverlapsAsOne() {
        let context = makeContext()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        drawOverlap(context)
        context.endTransparencyLayer()
        #expect(close(rgbaAt(context, x: 5, y: 2), [0, 0, 0, 128]))
        #expect(close(rgbaAt(context, x: 1, y: 2), [0, 0, 0, 128]))
        #expect(rgbaAt(context, x: 1, y: 8)[3] == 0)
    }

    @Test func layerInRectClipsItsContent() {
        let context = makeContext()
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 3, height: 10), auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        #expect(rgbaAt(context, x: 2, y: 2)[3] == 255)
        #expect(rgbaAt(context, x: 5, y: 2)[3] == 0)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rgbaAt(context, x: 5, y: 2)[3] == 255)
    }

    @Test func layerCastsOneShadow() {
        let context = makeContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        drawOverlap(context)
        context.endTransparencyLayer()
        // Shadow of the union, shifted 10 right: one layer of ½ black even where the squares overlap.
        #expect(close(rgbaAt(context, x: 15, y: 2), [0, 0, 0, 128]))
        #expect(rgbaAt(context, x: 5, y: 2) == [255, 0, 0, 255])
    }

    @Test func stateInsideTheLayerDoesNotLeak() {
        let context = makeContext()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.saveGState()
        context.translateBy(x: 3, y: 0)
        context.endTransparencyLayer()
        #expect(context.ctm == .identity)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(close(rgbaAt(context, x: 0, y: 0), [128, 128, 128, 128]))
    }

    @Test func layerSyncsConvertedLayoutsWhenItEnds() {
        // RGBA is drawn through a shadow surface: the caller's bytes must show the layer.
        let context = makeContext()
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.endTransparencyLayer()
        #expect(rgbaAt(context, x: 1, y: 1) == [0, 255, 0, 255])
    }

    @Test func unbalancedEndIsIgnored() {
        let context = makeContext()
        context.endTransparencyLayer()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(rgbaAt(context, x: 0, y: 0)[3] == 255)
    }
}
