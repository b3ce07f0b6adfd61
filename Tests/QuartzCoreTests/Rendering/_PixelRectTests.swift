import Testing
@testable import QuartzCore

@Suite struct _PixelRectTests {
    @Test func coveringRoundsOutToWholePixels() {
        let r = _PixelRect(covering: CGRect(x: 1.2, y: -0.5, width: 2.6, height: 1))
        #expect(r == _PixelRect(x0: 1, y0: -1, x1: 4, y1: 1))
    }

    @Test func nullAndEmptyRectsCoverNothing() {
        #expect(_PixelRect(covering: .null).isEmpty)
        #expect(_PixelRect(covering: CGRect(x: 3, y: 3, width: 0, height: 5)).isEmpty)
    }

    @Test func theInfiniteRectIsClampedAndCoversAnyFramebuffer() {
        let screen = _PixelRect(x0: 0, y0: 0, x1: 4096, y1: 4096)
        #expect(_PixelRect(covering: .infinite).intersection(screen) == screen)
    }

    @Test func unionIgnoresEmptyOperands() {
        let a = _PixelRect(x0: 0, y0: 0, x1: 2, y1: 2)
        #expect(a.union(.empty) == a)
        #expect(_PixelRect.empty.union(a) == a)
        #expect(a.union(_PixelRect(x0: 5, y0: 1, x1: 6, y1: 7)) == _PixelRect(x0: 0, y0: 0, x1: 6, y1: 7))
    }

    @Test func touchingRectsDoNotIntersect() {
        let a = _PixelRect(x0: 0, y0: 0, x1: 2, y1: 2), b = _PixelRect(x0: 2, y0: 0, x1: 4, y1: 2)
        #expect(!a.intersects(b))
        #expect(a.intersection(b).isEmpty)
        #expect(a.intersection(_PixelRect(x0: 1, y0: 1, x1: 9, y1: 9)) == _PixelRect(x0: 1, y0: 1, x1: 2, y1: 2))
    }

    @Test func areaIsWidthTimesHeight() {
        #expect(_PixelRect(x0: -2, y0: 3, x1: 4, y1: 8).area == 30)
    }

    @Test func aShadowPadGrowsByTheMarginAndTowardsTheOffset() {
        let pad = _DamagePad().adding(margin: 3, offset: CGSize(width: 2, height: -4))
        #expect(pad.left == 3 && pad.right == 5 && pad.top == 7 && pad.bottom == 3)
        #expect(pad.apply(to: _PixelRect(x0: 10, y0: 10, x1: 20, y1: 20)) == _PixelRect(x0: 7, y0: 3, x1: 25, y1: 23))
    }
}
