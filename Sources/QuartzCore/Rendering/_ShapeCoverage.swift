import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// What a layer's rounded background or border covers, as Cairo rasterizes it: the shape (the
/// rounded bounds, or the ring between them and the bounds inset by the border width, filled
/// even-odd), the linear part of the device transform, and the fraction of a device pixel at which
/// the bounds' corner falls (the translation less the whole pixels the shape is moved by).
struct _ShapeCoverageKey: Equatable {
    var a: CGFloat, d: CGFloat
    /// The device transform's translation less the whole pixels (`dx`, `dy` of `_ShapeCoverage.place`).
    var tx: CGFloat, ty: CGFloat
    var bounds: CGRect
    var radius: CGFloat
    /// 0: the filled rounded bounds; more: the border ring of this width.
    var borderWidth: CGFloat

    /// The pixels the shape can cover, in the coverage's pixels (device pixels less the whole
    /// pixels it was moved by).
    var box: _PixelRect {
        _PixelRect(covering: CGRect(x: a * bounds.minX + tx, y: d * bounds.minY + ty,
                                    width: a * bounds.width, height: d * bounds.height))
    }
}

/// The coverage of a layer's rounded background or of its border, rasterized by Cairo once and
/// kept with the layer (`_storedRendering.backgroundCoverage`, `.borderCoverage`), so a redraw
/// of an unchanged layer composites its colour through the kept coverage straight into the
/// framebuffer instead of scan-converting arcs again (issue 17: 84 % of a full frame of the
/// reference scene was Cairo filling its 200 rounded, bordered views).
///
/// **Pixels are exactly Cairo's.** A fill is scan conversion (coverage per pixel, 0...255) and
/// then compositing of the colour through that coverage. The kept coverage is Cairo's own: the
/// same path under the same transform less whole device pixels, filled opaque into a cleared
/// 8-bit alpha surface, whose bytes are then the coverage (an opaque fill of a cleared pixel stores
/// it). Compositing is that of Cairo's span renderers, as `_SolidRectFill` does it: for an opaque
/// colour, whole coverage stores the pixel and partial coverage blends with `lerp8x4`; for any
/// other colour, pixman's OVER of the colour through the coverage as a mask; a colour whose 16-bit
/// alpha is below 0x0100 draws nothing. Moving the shape by whole device pixels moves its coverage
/// (Cairo converts device coordinates to 24.8 fixed point, where a whole pixel is 256); a
/// fractional move, a new size, radius or scale makes a new key. `_ShapeCoverageTests` compares
/// the bytes with Cairo's on random shapes, colours and clips.
///
/// **When it is kept.** Like group images, only once the same key is asked for in two compositor
/// passes in a row: a layer whose size, scale or sub-pixel position changes every frame is filled
/// by Cairo each frame and not rasterized twice. The coverage shares the raster cache's byte
/// budget (one byte a pixel) and gives it back when least recently used.
///
/// Kept as runs: rows of equal coverage are one group, and each group a list of spans of equal,
/// non-zero coverage, so an opaque fill stores whole spans and blends only the antialiased edges,
/// and a border skips the inside it does not cover.
@MainActor
final class _ShapeCoverage: _CARasterCacheEntry {
    private(set) var key: _ShapeCoverageKey?
    /// The key last asked for that did not match, and in which compositor pass.
    private var pendingKey: _ShapeCoverageKey?
    private var pendingPass: UInt64 = 0
    /// Pixman's view of the coverage as an 8-bit mask (translucent colours). It wraps the
    /// surface's pixels: once the raster cache has given them back (`surface` is nil), it is not
    /// used until `rasterize` replaces it.
    private var maskImage: OpaquePointer?
    /// The coverage's size in pixels (kept here: reading it from the surface is a cache miss a shape).
    private var width = 0, height = 0
    private var spans: [Span] = []
    private var rows: [RowGroup] = []

    /// A run of pixels of one row with the same non-zero coverage.
    private struct Span {
        var x: Int32
        var length: Int32
        var coverage: UInt32
    }

    /// Rows `y ..< y + height` whose coverage is the same: `spans[first ..< first + count]`.
    private struct RowGroup {
        var y: Int32
        var height: Int32
        var first: Int32
        var count: Int32
    }

    /// Coverages rasterized since launch (tests count them).
    static var renderCount = 0
    /// Fills composited from a kept coverage since launch (tests count them).
    static var compositeCount = 0
    /// Whether redraws use kept coverage (tests turn it off to compare with Cairo).
    package static var isEnabled = true

    isolated deinit {
        if let maskImage { pixman_image_unref(maskImage) }
    }

    /// Where `bounds` under `m` falls: the key (the transform less whole device pixels), those
    /// whole pixels, and the device pixels the shape can cover. Nil when the coverage cannot be
    /// kept: `m` rotates, skews or flips, a value is not finite or out of range, or the shape is
    /// empty.
    static func place(_ bounds: CGRect, radius: CGFloat, borderWidth: CGFloat,
                      _ m: CGAffineTransform) -> (key: _ShapeCoverageKey, dx: Int, dy: Int, box: _PixelRect)? {
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let x0 = m.a * bounds.minX + m.tx, y0 = m.d * bounds.minY + m.ty
        let limit = _SolidRectFill.coordinateLimit
        guard abs(x0) < limit, abs(y0) < limit, m.a * bounds.width < limit, m.d * bounds.height < limit,
              radius.isFinite, borderWidth.isFinite else { return nil }
        let dx = x0.rounded(.down), dy = y0.rounded(.down)
        let key = _ShapeCoverageKey(a: m.a, d: m.d, tx: m.tx - dx, ty: m.ty - dy, bounds: bounds,
                                    radius: radius, borderWidth: borderWidth)
        let box = key.box
        return (key, Int(dx), Int(dy),
                _PixelRect(x0: box.x0 + Int(dx), y0: box.y0 + Int(dy), x1: box.x1 + Int(dx), y1: box.y1 + Int(dy)))
    }

    /// Adds the shape of `key` to `cr`'s path and sets the fill rule it is filled with: what the
    /// renderer fills for a background (`borderWidth` 0) or a border.
    static func addShape(bounds b: CGRect, radius: CGFloat, borderWidth: CGFloat, to cr: OpaquePointer) {
        _LayerRenderer.addRoundedRect(b, radius: radius, to: cr)
        guard borderWidth > 0 else {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            return
        }
        let inner = b.insetBy(dx: borderWidth, dy: borderWidth)
        if inner.width > 0 && inner.height > 0 {
            _LayerRenderer.addRoundedRect(inner, radius: max(0, radius - borderWidth), to: cr)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    }

    /// Whether the coverage holds `key` (or did, until the budget took its pixels back); otherwise,
    /// whether to rasterize it now (the key was also asked for in an earlier pass) — else the
    /// caller fills with Cairo.
    func isReady(for key: _ShapeCoverageKey, pass: UInt64) -> Bool {
        if self.key == key { return true }
        if pendingKey == key && pendingPass != pass { return true }
        pendingKey = key
        pendingPass = pass
        return false
    }

    /// Makes sure the coverage holds `key`, rasterizing it when not; false when it cannot be kept
    /// (too big for the budget, or a surface could not be made).
    func prepare(_ key: _ShapeCoverageKey) -> Bool {
        if surface != nil, self.key == key {
            linkAsNewest()
            return true
        }
        return rasterize(key)
    }

    private func rasterize(_ key: _ShapeCoverageKey) -> Bool {
        pendingKey = nil
        self.key = nil
        if let maskImage { pixman_image_unref(maskImage) }
        maskImage = nil
        spans.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        let b = key.bounds
        let box = key.box
        // The box starts at pixel 0 unless rounding put the corner a hair below it.
        guard !box.isEmpty, box.x0 >= 0, box.y0 >= 0,
              let s = makeSurface(CAIRO_FORMAT_A8, width: box.x1, height: box.y1,
                                  maximumBytes: RenderingConstants.shapeCoverageMaximumBytes) else { return false }
        let cr = cairo_create(s)!
        var cm = cairo_matrix_t(xx: key.a, yx: 0, xy: 0, yy: key.d, x0: key.tx, y0: key.ty)
        cairo_set_matrix(cr, &cm)
        _ShapeCoverage.addShape(bounds: b, radius: key.radius, borderWidth: key.borderWidth, to: cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        let width = Int(cairo_image_surface_get_width(s)), height = Int(cairo_image_surface_get_height(s))
        let stride = Int(cairo_image_surface_get_stride(s))
        guard let data = cairo_image_surface_get_data(s),
              let image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                                   UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                   Int32(stride)) else {
            dropPixels()
            return false
        }
        encodeRuns(data, width: width, height: height, stride: stride)
        self.width = width
        self.height = height
        maskImage = image
        self.key = key
        _ShapeCoverage.renderCount += 1
        return true
    }

    /// Spans of equal non-zero coverage per row; a row equal to the one above joins its group.
    private func encodeRuns(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = data + y * stride
            if y > 0, let last = rows.last, Int(last.y + last.height) == y, memcmp(row - stride, row, width) == 0 {
                rows[rows.count - 1].height += 1
                continue
            }
            let first = spans.count
            var x = 0
            while x < width {
                let c = row[x]
                var end = x + 1
                while end < width && row[end] == c { end += 1 }
                if c != 0 { spans.append(Span(x: Int32(x), length: Int32(end - x), coverage: UInt32(c))) }
                x = end
            }
            if spans.count > first {
                rows.append(RowGroup(y: Int32(y), height: 1, first: Int32(first), count: Int32(spans.count - first)))
            }
        }
    }

    /// Composites `color` through the kept coverage, moved by (`dx`, `dy`) device pixels, into
    /// `target` within `clip`, with the bytes Cairo's fill writes (`prepare` must have succeeded).
    func composite(_ color: _SolidRectFill.Color, dx: Int, dy: Int, clip: _PixelRect, into target: _SolidRectFill.Target) {
        guard color.alphaShort >= 0x0100, let maskImage, surface != nil else { return }
        // The clip in the coverage's pixels.
        let c = clip.intersection(target.bounds).intersection(_PixelRect(x0: dx, y0: dy, x1: dx + width, y1: dy + height))
        guard !c.isEmpty else { return }
        let cx0 = c.x0 - dx, cx1 = c.x1 - dx, cy0 = c.y0 - dy, cy1 = c.y1 - dy
        target.wrotePixels = true
        _ShapeCoverage.compositeCount &+= 1
        guard color.isOpaque else {
            // `_inplace_spans`: pixman's OVER of the colour through the coverage.
            target.sourcePixel.pointee = color.pixel
            pixman_image_composite32(PIXMAN_OP_OVER, target.source, maskImage, target.destination,
                                     0, 0, Int32(cx0), Int32(cy0), Int32(c.x0), Int32(c.y0),
                                     Int32(c.width), Int32(c.height))
            return
        }
        // `_fill_xrgb32_lerp_opaque_spans`.
        let pixel = color.pixel
        let stride = target.stride
        let pixels = target.pixels + dy * stride + dx
        for g in rows {
            let y0 = max(Int(g.y), cy0), y1 = min(Int(g.y + g.height), cy1)
            guard y0 < y1 else { continue }
            for i in Int(g.first)..<Int(g.first + g.count) {
                let s = spans[i]
                let x0 = max(Int(s.x), cx0), x1 = min(Int(s.x + s.length), cx1)
                guard x0 < x1 else { continue }
                var p = pixels + y0 * stride + x0
                let n = x1 - x0
                if s.coverage == 0xff {
                    for _ in y0..<y1 {
                        p.update(repeating: pixel, count: n)
                        p += stride
                    }
                } else {
                    let a = s.coverage, ia = 0xff - a
                    for _ in y0..<y1 {
                        for k in 0..<n { p[k] = _SolidRectFill.lerp(pixel, a, p[k], ia) }
                        p += stride
                    }
                }
            }
        }
    }
}
