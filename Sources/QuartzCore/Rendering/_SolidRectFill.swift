import CoreGraphics

/// Fills an axis-aligned rectangle with a solid colour straight into 32-bit premultiplied ARGB
/// pixels, producing the bytes Cairo 1.16's image backend produces for `cairo_rectangle` +
/// `cairo_set_source_rgba` + `cairo_fill` (operator OVER, default antialiasing, a clip of whole
/// pixels) — without its per-fill setup and the two allocations a translucent fill makes there
/// (a solid-colour image when its 16-colour cache misses, and the coverage mask's image).
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
///    with 0x7f: `_fill_xrgb32_lerp_opaque_spans`); for any other colour, pixman's OVER with the
///    coverage as an 8-bit mask (`in` then `over`, rounding with 0x80, saturating adds:
///    `_inplace_spans`). A colour whose 16-bit alpha is below 0x0100 draws nothing.
///
/// The framebuffer must not be one Cairo still thinks is clear (it then composites with SOURCE):
/// the compositor paints its framebuffer once when it makes it.
enum _SolidRectFill {
    /// An ARGB32 Cairo image surface filled directly: its pixels and their row length in pixels.
    struct Target {
        let surface: OpaquePointer
        let pixels: UnsafeMutablePointer<UInt32>
        let stride: Int
    }

    /// Device coordinates beyond this (in pixels) are left to Cairo: the 24.8 fixed-point values
    /// and their sums must not overflow 32 bits.
    static let coordinateLimit: Double = 4_000_000

    /// Fills `rect` (user space, as passed to `cairo_rectangle`) mapped by `m` — which must neither
    /// rotate nor skew (`b == 0`, `c == 0`) — with the colour, clipped to `clip` (whole device
    /// pixels, inside the `width × height` pixels at `pixels`, `stride` pixels per row). False,
    /// having drawn nothing, when Cairo would have to: `m` rotates or skews, or a value is not
    /// finite or out of range.
    static func fill(_ rect: CGRect, matrix m: CGAffineTransform, red: Double, green: Double, blue: Double,
                     alpha: Double, clip: _PixelRect, pixels: UnsafeMutablePointer<UInt32>, stride: Int) -> Bool {
        guard m.b == 0, m.c == 0 else { return false }
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        // `cairo_matrix_transform_point` and `_transform_distance`, term by term.
        let px = (Double(m.a) * x + Double(m.c) * y) + Double(m.tx)
        let py = (Double(m.b) * x + Double(m.d) * y) + Double(m.ty)
        let dx = Double(m.a) * w + Double(m.c) * 0
        let dy = Double(m.b) * 0 + Double(m.d) * h
        let limit = coordinateLimit
        guard abs(px) < limit, abs(py) < limit, abs(dx) < limit, abs(dy) < limit,
              red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else { return false }
        let fx0 = fixed(px), fy0 = fixed(py)
        let fx1 = fx0 + fixed(dx), fy1 = fy0 + fixed(dy)
        // The box, clipped to the clip in fixed point.
        let left = max(min(fx0, fx1), clip.x0 << 8), right = min(max(fx0, fx1), clip.x1 << 8)
        let top = max(min(fy0, fy1), clip.y0 << 8), bottom = min(max(fy0, fy1), clip.y1 << 8)
        guard left < right, top < bottom else { return true }

        let color = Color(red: red, green: green, blue: blue, alpha: alpha)
        if color.alphaShort < 0x0100 { return true }

        // `generate_box`: the rows' coverages on a 0...256 scale.
        var y1 = top >> 8
        let y2 = bottom >> 8
        if y2 > y1 {
            if top & 0xff != 0 {
                row(y1, 1, 256 - (top & 0xff), left, right, color, pixels, stride)
                y1 += 1
            }
            if y2 > y1 { row(y1, y2 - y1, 256, left, right, color, pixels, stride) }
            if bottom & 0xff != 0 { row(y2, 1, bottom & 0xff, left, right, color, pixels, stride) }
        } else {
            row(y1, 1, bottom - top, left, right, color, pixels, stride)
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

        /// `_cairo_restrict_value(v, 0, 1)`.
        @inline(__always) private static func clamp(_ v: Double) -> Double { v < 0 ? 0 : (v > 1 ? 1 : v) }
        /// `_cairo_color_double_to_short`.
        @inline(__always) private static func short(_ d: Double) -> UInt32 { UInt32(d * 65535.0 + 0.5) }
    }

    /// `generate_row`: `h` rows from `y` whose coverage is `coverage` (0...256) across. (Swift's
    /// `>>` binds tighter than `*`, C's looser: the products are parenthesized.)
    @inline(__always)
    private static func row(_ y: Int, _ h: Int, _ coverage: Int, _ left: Int, _ right: Int, _ color: Color,
                            _ pixels: UnsafeMutablePointer<UInt32>, _ stride: Int) {
        var x1 = left >> 8
        var x2 = right >> 8
        if x2 > x1 {
            if left & 0xff != 0 {
                span(x1, 1, y, h, UInt32((coverage * (256 - (left & 0xff))) >> 8), color, pixels, stride)
                x1 += 1
            }
            if x2 > x1 { span(x1, x2 - x1, y, h, UInt32(coverage - (coverage >> 8)), color, pixels, stride) }
            if right & 0xff != 0 {
                span(x2, 1, y, h, UInt32((coverage * (right & 0xff)) >> 8), color, pixels, stride)
                x2 += 1
            }
        } else {
            span(x2, 1, y, h, UInt32((coverage * (right - left)) >> 8), color, pixels, stride)
        }
    }

    /// Composites the colour at coverage `m` (0...255) over `w × h` pixels from (`x`, `y`).
    @inline(__always)
    private static func span(_ x: Int, _ w: Int, _ y: Int, _ h: Int, _ m: UInt32, _ color: Color,
                             _ pixels: UnsafeMutablePointer<UInt32>, _ stride: Int) {
        let m = m & 0xff   // Cairo stores coverages in a byte
        if m == 0 { return }
        var rowStart = pixels + y * stride + x
        if color.isOpaque {
            let p = color.pixel
            if m == 0xff {
                for _ in 0..<h {
                    rowStart.update(repeating: p, count: w)
                    rowStart += stride
                }
                return
            }
            let im = 0xff - m
            for _ in 0..<h {
                for i in 0..<w { rowStart[i] = lerp(p, m, rowStart[i], im) }
                rowStart += stride
            }
            return
        }
        // pixman: combine_mask (in), then over.
        let s = m == 0xff ? color.pixel : mulUN8x4(color.pixel, m, half: 0x0080_0080)
        let ia = 0xff - (s >> 24)
        if ia == 0 {
            for _ in 0..<h {
                rowStart.update(repeating: s, count: w)
                rowStart += stride
            }
            return
        }
        for _ in 0..<h {
            for i in 0..<w { rowStart[i] = addUN8x4(mulUN8x4(rowStart[i], ia, half: 0x0080_0080), s) }
            rowStart += stride
        }
    }

    /// Each byte of `x` times `a` / 255, rounded as pixman (`half` 0x80 per lane) or Cairo's
    /// `mul8x2_8` (0x7f) round.
    @inline(__always)
    static func mulUN8x4(_ x: UInt32, _ a: UInt32, half: UInt32) -> UInt32 {
        var rb = (x & 0x00ff_00ff) &* a &+ half
        rb = ((rb &+ ((rb >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        var ag = ((x >> 8) & 0x00ff_00ff) &* a &+ half
        ag = (ag &+ ((ag >> 8) & 0x00ff_00ff)) & 0xff00_ff00
        return rb | ag
    }

    /// Bytewise saturating sum.
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
        addUN8x4(mulUN8x4(src, a, half: 0x007f_007f), mulUN8x4(dst, ia, half: 0x007f_007f))
    }
}
