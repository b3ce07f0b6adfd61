import Testing
@testable import QuartzCore

@Suite struct _DamageRegionTests {
    let limit = _PixelRect(x0: 0, y0: 0, x1: 1000, y1: 1000)

    @Test func damageIsClippedToTheFramebuffer() {
        var region = _DamageRegion(limit: limit)
        region.add(_PixelRect(x0: -10, y0: 990, x1: 10, y1: 1010))
        #expect(region.rects == [_PixelRect(x0: 0, y0: 990, x1: 10, y1: 1000)])
        region.add(_PixelRect(x0: 2000, y0: 0, x1: 2100, y1: 10))
        #expect(region.rects.count == 1)
    }

    @Test func farApartRectsStaySeparate() {
        var region = _DamageRegion(limit: limit)
        region.add(_PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
        region.add(_PixelRect(x0: 800, y0: 800, x1: 900, y1: 900))
        #expect(region.rects.count == 2)
        #expect(region.area == 20_000)
    }

    @Test func overlappingRectsMergeWhenTheUnionCostsLittleMore() {
        var region = _DamageRegion(limit: limit)
        // The old and new place of a view moved by 10 pixels: union 110 × 100 = 11,000 ≤ 20,000 + slack.
        region.add(_PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
        region.add(_PixelRect(x0: 10, y0: 0, x1: 110, y1: 100))
        #expect(region.rects == [_PixelRect(x0: 0, y0: 0, x1: 110, y1: 100)])
    }

    @Test func aMergeThatReachesAThirdRectAbsorbsItToo() {
        var region = _DamageRegion(limit: limit)
        region.add(_PixelRect(x0: 0, y0: 0, x1: 50, y1: 50))
        region.add(_PixelRect(x0: 300, y0: 0, x1: 350, y1: 50))
        #expect(region.rects.count == 2)
        region.add(_PixelRect(x0: 0, y0: 0, x1: 350, y1: 50))
        #expect(region.rects == [_PixelRect(x0: 0, y0: 0, x1: 350, y1: 50)])
    }

    @Test func moreThanTheMaximumRectsMergeTheCheapestPair() {
        var region = _DamageRegion(limit: limit)
        // 100 × 100 squares 400 apart: any two merged cost ≥ 500 × 100 > 2 · 10,000 + slack.
        func square(_ i: Int) -> _PixelRect {
            _PixelRect(x0: (i % 3) * 400, y0: (i / 3) * 400, x1: (i % 3) * 400 + 100, y1: (i / 3) * 400 + 100)
        }
        let n = RenderingConstants.maximumDamageRects + 1
        #expect(n == 9)
        for i in 0..<n { region.add(square(i)) }
        #expect(region.rects.count == RenderingConstants.maximumDamageRects)
        // Nothing was lost: every square lies inside some damage rect.
        for i in 0..<n { #expect(region.rects.contains { $0.intersection(square(i)) == square(i) }) }
    }

    @Test func removeAllEmptiesTheRegion() {
        var region = _DamageRegion(limit: limit)
        region.add(_PixelRect(x0: 0, y0: 0, x1: 5, y1: 5))
        region.removeAll()
        #expect(region.isEmpty)
        #expect(region.bounds.isEmpty)
    }
}
