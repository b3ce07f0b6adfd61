import CCairo
import CoreGraphics
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// The one-pass dissolve against Cairo itself: the same random looks (translucent, opaque, clear,
/// RGB24), offsets, progresses and regions summed in a group and painted over the same random
/// framebuffer pixels must give the same bytes. Seeded; a failure names its surface and dissolve.
@Suite struct _ContentBlitDissolveTests {
    typealias Fill = _SolidRectFillTests
    typealias Blit = _ContentBlitTests

    struct Case {
        var region: _PixelRect
        var before: (x: Int, y: Int)
        var after: (x: Int, y: Int)
        var progress: Double
    }

    /// A region of the 48 × 40 framebuffer (at least one pixel) and where each look, `beforeSize`
    /// and `afterSize` pixels, is placed so that it holds the region.
    static func randomCase(beforeSize: (Int, Int), afterSize: (Int, Int), _ rng: inout SplitMix64) -> Case {
        let w = Int.random(in: 1...min(beforeSize.0, afterSize.0, Fill.width), using: &rng)
        let h = Int.random(in: 1...min(beforeSize.1, afterSize.1, Fill.height), using: &rng)
        let x0 = Int.random(in: 0...(Fill.width - w), using: &rng), y0 = Int.random(in: 0...(Fill.height - h), using: &rng)
        func origin(_ size: (Int, Int)) -> (x: Int, y: Int) {
            (x0 - Int.random(in: 0...(size.0 - w), using: &rng), y0 - Int.random(in: 0...(size.1 - h), using: &rng))
        }
        let progress: Double = switch Int.random(in: 0..<7, using: &rng) {
        case 0: Double(Int.random(in: 0...600, using: &rng)) / 65535        // near Cairo's clear threshold
        case 1: 1 - Double(Int.random(in: 0...600, using: &rng)) / 65535    // near its opaque threshold
        case 2: Double(Int.random(in: 0...255, using: &rng)) / 255           // on 8-bit steps
        case 3: 0.5                                                          // masks of 128 + 128: sums saturate
        default: Double.random(in: 0...1, using: &rng)
        }
        return Case(region: _PixelRect(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h), before: origin(beforeSize),
                    after: origin(afterSize), progress: progress)
    }

    /// What `_LayerRenderer.sumDissolve` asks of Cairo in a group clipped to the region, and the
    /// group painted over the framebuffer.
    static func cairoDissolve(_ before: OpaquePointer, _ after: OpaquePointer, _ c: Case, into surface: OpaquePointer) {
        let cr = cairo_create(surface)!
        cairo_rectangle(cr, Double(c.region.x0), Double(c.region.y0), Double(c.region.width), Double(c.region.height))
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_set_source_surface(cr, before, Double(c.before.x), Double(c.before.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint_with_alpha(cr, 1 - c.progress)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_set_source_surface(cr, after, Double(c.after.x), Double(c.after.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint_with_alpha(cr, c.progress)
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    @Test func randomDissolvesGiveTheBytesOfCairosGroupPaintedOverTheFramebuffer() {
        var dissolves = 0
        let mismatches = Fill.mismatchesDrawingBothWays(seed: 0xD155, surfaces: 50, operations: 20) { rng, reference, target in
            func look() -> (OpaquePointer, (Int, Int), String) {
                let format = Int.random(in: 0..<4, using: &rng) == 0 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
                let size = (Int.random(in: 1...60, using: &rng), Int.random(in: 1...50, using: &rng))
                return (Blit.randomImage(format, width: size.0, height: size.1, &rng), size,
                        "\(format == CAIRO_FORMAT_RGB24 ? "RGB24" : "ARGB32") \(size.0)×\(size.1)")
            }
            let (before, beforeSize, beforeLabel) = look(), (after, afterSize, afterLabel) = look()
            defer { cairo_surface_destroy(before); cairo_surface_destroy(after) }
            let c = Self.randomCase(beforeSize: beforeSize, afterSize: afterSize, &rng)
            Self.cairoDissolve(before, after, c, into: reference)
            #expect(_ContentBlit.dissolve(before: before, at: c.before, alpha: 1 - c.progress,
                                          after: after, at: c.after, alpha: c.progress, region: c.region, into: target))
            dissolves += 1
            return "\(beforeLabel) to \(afterLabel), \(c)"
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(dissolves == 1_000 || !mismatches.isEmpty)
    }

    /// A look that does not hold the region, one pixman cannot read, or a progress that is not a
    /// number: false, and nothing drawn. An empty region draws nothing.
    @Test func whatItCannotDissolveItLeavesUndrawn() {
        let (surface, target) = Fill.onePixel(0xff10_2030)
        defer { cairo_surface_destroy(surface) }
        let look = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 2)!
        let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, 2, 2)!
        defer { cairo_surface_destroy(look); cairo_surface_destroy(a8) }
        let pixel = _PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
        #expect(!_ContentBlit.dissolve(before: look, at: (1, 0), alpha: 0.5, after: look, at: (0, 0), alpha: 0.5,
                                       region: pixel, into: target))
        #expect(!_ContentBlit.dissolve(before: look, at: (0, 0), alpha: 0.5, after: a8, at: (0, 0), alpha: 0.5,
                                       region: pixel, into: target))
        #expect(!_ContentBlit.dissolve(before: look, at: (0, 0), alpha: .nan, after: look, at: (0, 0), alpha: 0.5,
                                       region: pixel, into: target))
        #expect(!_ContentBlit.canDissolve(a8))
        #expect(_ContentBlit.dissolve(before: look, at: (0, 0), alpha: 0.5, after: look, at: (0, 0), alpha: 0.5,
                                      region: .empty, into: target))
        #expect(Fill.pixel(surface) == 0xff10_2030)
    }
}
