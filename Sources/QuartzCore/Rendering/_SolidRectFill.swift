import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
@_implementationOnly import CPixelOps
#else
internal import CCairo
internal import CPixelOps
#endif

/// Fills an axis-aligned rectangle with a solid colour straight into a Cairo image surface's
/// 32-bit premultiplied ARGB pixels, producing the bytes Cairo 1.16's image backend produces for
/// `cairo_rectangle` + `cairo_set_source_rgba` + `cairo_fill` (operator OVER, default
/// antialiasing, a clip of whole pixels) — without its per-fill setup and the two allocations a
/// translucent fill makes there (a solid-colour image when its 16-colour cache misses, and the
/// coverage mask's image): the pixman images are made once (`Target`). The pixels are pixman's
/// (optimized C, in debug builds too).
///
/// Each step is Cairo's, so the pixels are identical (`_SolidRectFillTests` compares the two on
/// thousands of random fills, and every golden picture is unchanged):
/// 1. Geometry: the corner mapped by the matrix and converted to 24.8 fixed point (rounding half to
///    even, as `_cairo_fixed_from_double`), the opposite corner reached by adding the fixed-point
///    width and height (`cairo_rectangle` is a move-to and relative line-tos); the box is clipped
///    to the clip rectangle in fixed point (`_cairo_boxes_add` with the clip as limits).
/// 2. Coverage: per row class (a partial top row, the whole rows, a partial bottom row) and per
///    column class (partial left pixel, whole pixels, partial right pixel), the coverage of
///    `cairo-rectangular-scan-converter.c`'s `generate_box`/`generate_row`, on a 0...255 scale.
/// 3. Colour: components clamped to 0...1, premultiplied as 16-bit values (`d × 65535 + ½`,
///    truncated), then the top 8 bits of each (`cairo-color.c`, `color_to_pixel`).
/// 4. Compositing: for a colour whose 16-bit alpha is at least 0xff00 ("opaque" to Cairo), whole
///    coverage stores the pixel and partial coverage blends with Cairo's own `lerp8x4` (rounding
///    with 0x7f: `_fill_xrgb32_lerp_opaque_spans`); for any other colour, the call Cairo's
///    `_inplace_spans` makes: pixman's OVER of the colour through the coverage as an 8-bit mask
///    (computed here, as pixman computes it, for a fill of at most
///    `RenderingConstants.inlineOverMaximumPixels`, whose call's setup would cost more).
///    A colour whose 16-bit alpha is below 0x0100 draws nothing.
///
/// The framebuffer must not be one Cairo still thinks is clear (it then composites with SOURCE):
/// the compositor paints its framebuffer once when it makes it.
enum _SolidRectFill {
    /// An ARGB32 Cairo image surface filled directly, with the pixman images that composite into
    /// it: itself, a 1 × 1 repeating image holding the colour, and an 8-bit coverage mask whose one
    /// row serves every row (stride 0, as Cairo's span renderer makes it); and for `_ContentBlit`,
    /// a 1 × 1 opacity mask and the images of the last few content surfaces. Made once per surface.
    final class Target {
        let surface: OpaquePointer
        let pixels: UnsafeMutablePointer<UInt32>
        let stride: Int
        /// The surface's pixels: no fill writes outside them, whatever its clip.
        let bounds: _PixelRect
        let destination: OpaquePointer
        /// A 1 × 1 repeating image holding the colour (its pixel is `sourcePixel`).
        let source: OpaquePointer
        let sourcePixel: UnsafeMutablePointer<UInt32>
        fileprivate let mask: OpaquePointer
        fileprivate let maskRow: UnsafeMutablePointer<UInt8>
        /// A 1 × 1 repeating image holding an opacity (`_ContentBlit`'s solid mask).
        let opacityMask: OpaquePointer
        let opacityPixel: UnsafeMutablePointer<UInt32>
        /// Pixman images wrapping content surfaces' pixels (`_ContentBlit`), made on first use:
        /// a fixed number, the oldest replaced (`nextSourceImage`), so none is made a frame while a
        /// few contents are drawn again and again. Keyed by the pixels' address and layout, never
        /// used for a surface whose pixels are not exactly those: a kept image whose surface is
        /// gone is only released.
        var sourceImages: [_ContentBlit.SourceImage] = []
        var nextSourceImage = 0
        /// Whether pixels were written directly since the compositor last told Cairo they changed.
        var wrotePixels = false
        /// Translucent fills (row classes) composited here (`inlineOverMaximumPixels`), and by pixman.
        var inlineOverCount = 0
        var pixmanOverCount = 0
        /// The `masksToBounds` clips in effect on the context of the redraw that fills this
        /// framebuffer (`_LayerRenderer.direct`): while one is, fills go through Cairo. Each clip a
        /// layer's first half adds, its second half removes, so it is 0 between redraws.
        var maskClipDepth = 0
        /// A surface the framebuffer's size and a context on it, made when first asked for
        /// (`scratch()`): a cross-dissolve sums its two looks there instead of in a group Cairo
        /// allocates, clears and frees every frame.
        private var scratchSurface: OpaquePointer?
        private var scratchContext: OpaquePointer?

        /// Nil when `surface` is not a 32-bit image pixman can wrap.
        init?(surface: OpaquePointer) {
            guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
                  let data = cairo_image_surface_get_data(surface) else { return nil }
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            let strideBytes = Int(cairo_image_surface_get_stride(surface))
            let pixels = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
            let sourcePixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
            sourcePixel.initialize(to: 0)
            let rowLength = (w + 4) & ~3
            let maskRow = UnsafeMutablePointer<UInt8>.allocate(capacity: rowLength)
            maskRow.initialize(repeating: 0, count: rowLength)
            let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(w), Int32(h), pixels, Int32(strideBytes))
            let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, sourcePixel, 4)
            let mask = pixman_image_create_bits(PIXMAN_a8, Int32(rowLength), Int32(h),
                                                UnsafeMutableRawPointer(maskRow).assumingMemoryBound(to: UInt32.self), 0)
            let opacityPixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
            opacityPixel.initialize(to: 0)
            let opacityMask = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, opacityPixel, 4)
            guard let destination, let source, let mask, let opacityMask else {
                for image in [destination, source, mask, opacityMask] { if let image { pixman_image_unref(image) } }
                sourcePixel.deallocate()
                maskRow.deallocate()
                opacityPixel.deallocate()
                return nil
            }
            pixman_image_set_repeat(source, PIXMAN_REPEAT_NORMAL)
            pixman_image_set_repeat(opacityMask, PIXMAN_REPEAT_NORMAL)
            self.surface = surface
            self.pixels = pixels
            self.stride = strideBytes / 4
            self.bounds = _PixelRect(x0: 0, y0: 0, x1: w, y1: h)
            self.destination = destination
            self.source = source
            self.sourcePixel = sourcePixel
            self.mask = mask
            self.maskRow = maskRow
            self.opacityMask = opacityMask
            self.opacityPixel = opacityPixel
            sourceImages.reserveCapacity(_ContentBlit.keptSourceImages)
        }

        /// The scratch surface and its context (see `scratchSurface`); nil when it cannot be made.
        func scratch() -> (surface: OpaquePointer, cr: OpaquePointer)? {
            if let scratchSurface, let scratchContext { return (scratchSurface, scratchContext) }
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bounds.width), Int32(bounds.height))
            else { return nil }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(s) else {
                cairo_surface_destroy(s)
                return nil
            }
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
                cairo_destroy(cr)
                cairo_surface_destroy(s)
                return nil
            }
            scratchSurface = s
            scratchContext = cr
            return (s, cr)
        }

        deinit {
            if let scratchContext { cairo_destroy(scratchContext) }
            if let scratchSurface { cairo_surface_destroy(scratchSurface) }
            pixman_image_unref(destination)
            pixman_image_unref(source)
            pixman_image_unref(mask)
            pixman_image_unref(opacityMask)
            for kept in sourceImages { pixman_image_unref(kept.image) }
            sourcePixel.deallocate()
            maskRow.deallocate()
            opacityPixel.deallocate()
        }
    }

    /// Device coordinates beyond this (in pixels) are left to Cairo: the 24.8 fixed-point values
    /// and their sums must not overflow 32 bits.
    static let coordinateLimit: Double = 4_000_000

    /// Fills `rect` (user space, as passed to `cairo_rectangle`) mapped by `m` — which must neither
    /// rotate nor skew (`b == 0`, `c == 0`) — with the colour, clipped to `clip` (whole device
    /// pixels inside `target`). False, having drawn nothing, when Cairo would have to: `m` rotates
    /// or skews, or a value is not finite or out of range.
    static func fill(_ rect: CGRect, matrix m: CGAffineTransform, red: Double, green: Double, blue: Double,
                     alpha: Double, clip: _PixelRect, into target: Target) -> Bool {
        guard m.b == 0, m.c == 0 else { return false }
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        // `cairo_matrix_transform_point` and `_transform_distance`, term by term.
        let px = (Double(m.a) * x + Double(m.c) * y) + Double(m.tx)
        let py = (Double(m.b) * x + Double(m.d) * y) + Double(m.ty)
        let dx = Double(m.a) * w + Double(m.c) * 0
        let dy = Double(m.b) * 0 + Double(m.d) * h
        let limit = coordinateLimit
        guard abs(px) < limit, abs(py) < limit, abs(dx) < limit, abs(dy) < limit,
              let color = Color(finiteRed: red, green: green, blue: blue, alpha: alpha) else { return false }
        let fx0 = fixed(px), fy0 = fixed(py)
        let fx1 = fx0 + fixed(dx), fy1 = fy0 + fixed(dy)
        // The box, clipped to the clip in fixed point.
        let clip = clip.intersection(target.bounds)
        let left = max(min(fx0, fx1), clip.x0 << 8), right = min(max(fx0, fx1), clip.x1 << 8)
        let top = max(min(fy0, fy1), clip.y0 << 8), bottom = min(max(fy0, fy1), clip.y1 << 8)
        guard left < right, top < bottom else { return true }

        if color.alphaShort < 0x0100 { return true }
        target.wrotePixels = true

        // `generate_box`: the rows' coverages on a 0...256 scale.
        var y1 = top >> 8
        let y2 = bottom >> 8
        if y2 > y1 {
            if top & 0xff != 0 {
                row(y1, 1, 256 - (top & 0xff), left, right, color, target)
                y1 += 1
            }
            if y2 > y1 { row(y1, y2 - y1, 256, left, right, color, target) }
            if bottom & 0xff != 0 { row(y2, 1, bottom & 0xff, left, right, color, target) }
        } else {
            row(y1, 1, bottom - top, left, right, color, target)
        }
        return true
    }

    /// `_cairo_fixed_from_double`: the nearest 1/256, halves to even.
    @inline(__always)
    static func fixed(_ d: Double) -> Int {
        Int((d * 256).rounded(.toNearestOrEven))
    }

    /// A Cairo colour as its image backend composites it.
    struct Color {
        /// Premultiplied ARGB, 8 bits each (the top bits of Cairo's 16-bit values).
        var pixel: UInt32
        var alphaShort: UInt32
        /// Cairo takes alpha ≥ 0xff00 for opaque (`CAIRO_COLOR_IS_OPAQUE`).
        var isOpaque: Bool { alphaShort >= 0xff00 }

        init(red: Double, green: Double, blue: Double, alpha: Double) {
            let a = Color.clamp(alpha)
            // `_cairo_color_compute_shorts`
            let r16 = Color.short(Color.clamp(red) * a), g16 = Color.short(Color.clamp(green) * a)
            let b16 = Color.short(Color.clamp(blue) * a)
            alphaShort = Color.short(a)
            pixel = (alphaShort >> 8) << 24 | (r16 >> 8) << 16 | (g16 & 0xff00) | (b16 >> 8)
        }

        /// The colour, or nil when a component is not finite (Cairo is left to refuse it).
        init?(finiteRed red: Double, green: Double, blue: Double, alpha: Double) {
            guard red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else { return nil }
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// `_cairo_restrict_value(v, 0, 1)`.
        @inline(__always) static func clamp(_ v: Double) -> Double { v < 0 ? 0 : (v > 1 ? 1 : v) }
        /// `_cairo_color_double_to_short`.
        @inline(__always) static func short(_ d: Double) -> UInt32 { UInt32(d * 65535.0 + 0.5) }
        /// The 8-bit mask Cairo composites through at `alpha` (a finite opacity): the top bits
        /// of its 16-bit alpha. (Cairo draws without a mask at or above 0xff00, and nothing below
        /// 0x0100: multiplying by 255 and by 0 gives the same bytes.)
        @inline(__always) static func maskByte(_ alpha: Double) -> UInt32 { short(clamp(alpha)) >> 8 }
    }

    /// `generate_row`: `h` rows from `y` whose coverage is `coverage` (0...256) across, composited
    /// in one call: the row's coverages (0...255) go in the mask's row. (Swift's `>>` binds tighter
    /// than `*`, C's looser: the products are parenthesized.)
    private static func row(_ y: Int, _ h: Int, _ coverage: Int, _ left: Int, _ right: Int, _ color: Color,
                            _ target: Target) {
        var x1 = left >> 8
        let x2 = right >> 8
        let mask = target.maskRow
        let start: Int
        var count = 0
        var whole = true   // every coverage 255
        if x2 > x1 {
            start = x1
            if left & 0xff != 0 {
                mask[count] = UInt8(truncatingIfNeeded: (coverage * (256 - (left & 0xff))) >> 8)
                whole = false
                count += 1
                x1 += 1
            }
            if x2 > x1 {
                let c = coverage - (coverage >> 8)
                if c != 255 { whole = false }
                mask.advanced(by: count).update(repeating: UInt8(truncatingIfNeeded: c), count: x2 - x1)
                count += x2 - x1
            }
            if right & 0xff != 0 {
                mask[count] = UInt8(truncatingIfNeeded: (coverage * (right & 0xff)) >> 8)
                whole = false
                count += 1
            }
        } else {
            start = x2
            mask[0] = UInt8(truncatingIfNeeded: (coverage * (right - left)) >> 8)
            whole = false
            count = 1
        }
        if color.isOpaque {
            opaque(start, count, y, h, whole, color.pixel, target)
        } else if count * h <= RenderingConstants.inlineOverMaximumPixels {
            // `_inplace_spans`' call, computed here: cheaper than the call's setup for a small fill.
            target.inlineOverCount &+= 1
            over(start, count, y, h, whole, color.pixel, target)
        } else {
            // `_inplace_spans`: pixman's OVER of the colour, through the coverage mask.
            target.pixmanOverCount &+= 1
            target.sourcePixel.pointee = color.pixel
            pixman_image_composite32(PIXMAN_OP_OVER, target.source, whole ? nil : target.mask, target.destination,
                                     0, 0, 0, 0, Int32(start), Int32(y), Int32(count), Int32(h))
        }
    }

    /// `_inplace_spans`' call, pixman's OVER of the premultiplied colour `pixel` through the mask
    /// row (or whole coverage) onto `h` rows, computed as pixman computes it (`rh_over_solid`: its
    /// `over_n_8_8888` and `over_n_8888`).
    private static func over(_ x: Int, _ count: Int, _ y: Int, _ h: Int, _ whole: Bool, _ pixel: UInt32,
                             _ target: Target) {
        rh_over_solid(target.pixels + y * target.stride + x, target.stride, Int32(count), Int32(h),
                      whole ? nil : UnsafePointer(target.maskRow), pixel, Int32(target.bounds.x1 - x))
    }

    /// `_fill_xrgb32_lerp_opaque_spans`: whole coverage stores the pixel, partial coverage blends
    /// with Cairo's `lerp8x4`, no coverage leaves the pixel.
    private static func opaque(_ x: Int, _ count: Int, _ y: Int, _ h: Int, _ whole: Bool, _ pixel: UInt32,
                               _ target: Target) {
        if whole {
            pixman_fill(target.pixels, Int32(target.stride), 32, Int32(x), Int32(y), Int32(count), Int32(h), pixel)
            return
        }
        let mask = target.maskRow
        var i = 0
        while i < count {
            let m = UInt32(mask[i])
            // A run of equal coverage.
            var j = i + 1
            while j < count && mask[j] == mask[i] { j += 1 }
            if m == 0xff {
                pixman_fill(target.pixels, Int32(target.stride), 32, Int32(x + i), Int32(y), Int32(j - i), Int32(h), pixel)
            } else if m != 0 {
                var rowStart = target.pixels + y * target.stride + x
                for _ in 0..<h {
                    for k in i..<j { rowStart[k] = lerp(pixel, m, rowStart[k], 0xff - m) }
                    rowStart += target.stride
                }
            }
            i = j
        }
    }

    /// Each byte of `x` times `a` / 255, rounded as Cairo's `mul8x2_8` (0x7f per lane).
    @inline(__always)
    static func mulUN8x4(_ x: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (x & 0x00ff_00ff) &* a &+ 0x007f_007f
        rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        var ag = ((x >> 8) & 0x00ff_00ff) &* a &+ 0x007f_007f
        ag = (ag &+ ((ag >> 8) & 0x00ff_00ff)) & 0xff00_ff00
        return rb | ag
    }

    /// Bytewise saturating sum (`add8x2_8x2`).
    @inline(__always)
    static func addUN8x4(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var rb = (x & 0x00ff_00ff) &+ (y & 0x00ff_00ff)
        rb |= 0x0100_0100 &- ((rb >> 8) & 0x00ff_00ff)
        var ag = ((x >> 8) & 0x00ff_00ff) &+ ((y >> 8) & 0x00ff_00ff)
        ag |= 0x0100_0100 &- ((ag >> 8) & 0x00ff_00ff)
        return (rb & 0x00ff_00ff) | ((ag & 0x00ff_00ff) << 8)
    }

    /// Cairo's `lerp8x4`: `src × a + dst × (255 − a)`, each rounded with 0x7f, summed saturating.
    @inline(__always)
    static func lerp(_ src: UInt32, _ a: UInt32, _ dst: UInt32, _ ia: UInt32) -> UInt32 {
        addUN8x4(mulUN8x4(src, a), mulUN8x4(dst, ia))
    }
}
