import CCairo
import CoreGraphics
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// The direct fill against Cairo itself: the same random rectangles, matrices, colours and clips
/// drawn both ways over the same random pixels must give the same bytes. Seeded; each case prints
/// its seed's index when it fails.
@Suite struct _SolidRectFillTests {
    static let width = 48, height = 40

    /// A Cairo image surface of random premultiplied pixels (valid: each colour ≤ alpha).
    static func randomSurface(_ rng: inout SplitMix64) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        // Drawn once by Cairo, so it does not take the surface for clear (it then composites with SOURCE).
        let cr = cairo_create(surface)!
        cairo_set_source_rgba(cr, 0.5, 0.5, 0.5, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32.random(in: 0...255, using: &rng)
                let kind = Int.random(in: 0..<4, using: &rng)
                let alpha: UInt32 = kind == 0 ? 255 : (kind == 1 ? 0 : a)
                func c() -> UInt32 { UInt32.random(in: 0...alpha, using: &rng) }
                pixels[y * stride + x] = alpha << 24 | c() << 16 | c() << 8 | c()
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    static func copy(_ surface: OpaquePointer) -> OpaquePointer {
        let other = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(other)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(other)
        return other
    }

    struct Case {
        var rect: CGRect
        var m: CGAffineTransform
        var rgba: (Double, Double, Double, Double)
        var clip: _PixelRect
    }

    /// A coordinate from −4 to about `end`: whole, in quarters, half a 24.8 fixed-point step off
    /// one, or anything.
    static func randomCoordinate(_ rng: inout SplitMix64, upTo end: Int) -> CGFloat {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: CGFloat(Int.random(in: -4...end, using: &rng))                             // whole
        case 1: CGFloat(Int.random(in: -16...(4 * end), using: &rng)) / 4                 // quarters
        case 2: CGFloat(Int.random(in: -1000...(250 * end), using: &rng)) / 256 + 1 / 512 // half a fixed step
        default: CGFloat.random(in: -4...CGFloat(end + 4), using: &rng)
        }
    }

    /// A colour component: 0, 1, out of range (Cairo clamps it), near Cairo's opaque or clear
    /// threshold, or anything.
    static func randomComponent(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: 0
        case 1: 1
        case 2: Double.random(in: -0.2...1.2, using: &rng)                  // clamped
        case 3: 1 - Double(Int.random(in: 0...600, using: &rng)) / 65535    // near Cairo's opaque threshold
        case 4: Double(Int.random(in: 0...600, using: &rng)) / 65535        // near its clear threshold
        default: Double.random(in: 0...1, using: &rng)
        }
    }

    static func randomCase(_ rng: inout SplitMix64) -> Case {
        func coordinate() -> CGFloat { randomCoordinate(&rng, upTo: 40) }
        func size() -> CGFloat {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: CGFloat.random(in: 0...1, using: &rng)        // thinner than a pixel
            case 1: CGFloat(Int.random(in: 0...20, using: &rng))
            case 2: -CGFloat.random(in: 0...10, using: &rng)      // negative sizes
            default: CGFloat.random(in: 0...30, using: &rng)
            }
        }
        let scales: [CGFloat] = [1, 2, 3, 0.5, -1, -2, 1.5, 2.25, 1 / 3]
        let a = Bool.random(using: &rng) ? scales.randomElement(using: &rng)! : CGFloat.random(in: 0.2...3, using: &rng)
        let d = Bool.random(using: &rng) ? scales.randomElement(using: &rng)! : CGFloat.random(in: 0.2...3, using: &rng)
        let tx = Bool.random(using: &rng) ? CGFloat(Int.random(in: -5...20, using: &rng)) : CGFloat.random(in: -5...20, using: &rng)
        let ty = Bool.random(using: &rng) ? CGFloat(Int.random(in: -5...20, using: &rng)) : CGFloat.random(in: -5...20, using: &rng)
        let m = CGAffineTransform(a: a, b: 0, c: 0, d: d, tx: a < 0 ? tx + 30 : tx, ty: d < 0 ? ty + 30 : ty)
        func component() -> Double { randomComponent(&rng) }
        let clip = randomClip(&rng, minimumSize: 0)
        return Case(rect: CGRect(x: coordinate(), y: coordinate(), width: size(), height: size()), m: m,
                    rgba: (component(), component(), component(), component()), clip: clip)
    }

    /// A redraw's clip: the whole surface, or a random rectangle of whole pixels inside it (at
    /// least `minimumSize` pixels wide and high where the surface allows).
    static func randomClip(_ rng: inout SplitMix64, minimumSize: Int) -> _PixelRect {
        let x0 = Int.random(in: -5...width, using: &rng), y0 = Int.random(in: -5...height, using: &rng)
        return Int.random(in: 0..<3, using: &rng) == 0
            ? _PixelRect(x0: 0, y0: 0, x1: width, y1: height)
            : _PixelRect(x0: max(0, x0), y0: max(0, y0),
                         x1: min(width, x0 + Int.random(in: minimumSize...40, using: &rng)),
                         y1: min(height, y0 + Int.random(in: minimumSize...40, using: &rng)))
    }

    /// What the compositor's renderer did before the direct fill: clip, matrix, rectangle, fill.
    static func cairoFill(_ c: Case, into surface: OpaquePointer) {
        let cr = cairo_create(surface)!
        if !c.clip.isEmpty {
            cairo_rectangle(cr, Double(c.clip.x0), Double(c.clip.y0), Double(c.clip.width), Double(c.clip.height))
            cairo_clip(cr)
        }
        var cm = cairo_matrix_t(xx: c.m.a, yx: c.m.b, xy: c.m.c, yy: c.m.d, x0: c.m.tx, y0: c.m.ty)
        cairo_set_matrix(cr, &cm)
        cairo_rectangle(cr, c.rect.minX, c.rect.minY, c.rect.width, c.rect.height)
        cairo_set_source_rgba(cr, c.rgba.0, c.rgba.1, c.rgba.2, c.rgba.3)
        if c.clip.isEmpty { cairo_new_path(cr) } else { cairo_fill(cr) }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    static func directFill(_ c: Case, into target: _SolidRectFill.Target) -> Bool {
        guard !c.clip.isEmpty else { return true }
        return _SolidRectFill.fill(c.rect, matrix: c.m, red: c.rgba.0, green: c.rgba.1, blue: c.rgba.2, alpha: c.rgba.3,
                                   clip: c.clip, into: target)
    }

    /// A target over a 1 × 1 surface holding `pixel`.
    static func onePixel(_ pixel: UInt32) -> (OpaquePointer, _SolidRectFill.Target) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        cairo_surface_flush(surface)
        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).storeBytes(of: pixel, as: UInt32.self)
        cairo_surface_mark_dirty(surface)
        return (surface, _SolidRectFill.Target(surface: surface)!)
    }

    static func pixel(_ surface: OpaquePointer) -> UInt32 {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
    }

    static func hex(_ surface: OpaquePointer, _ i: Int) -> String {
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let p = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        return String(p[(i / width) * stride + i % width], radix: 16)
    }

    /// Indices of the pixels that differ.
    static func differences(_ a: OpaquePointer, _ b: OpaquePointer) -> [Int] {
        let stride = Int(cairo_image_surface_get_stride(a)) / 4
        let pa = UnsafeMutableRawPointer(cairo_image_surface_get_data(a)!).assumingMemoryBound(to: UInt32.self)
        let pb = UnsafeMutableRawPointer(cairo_image_surface_get_data(b)!).assumingMemoryBound(to: UInt32.self)
        var out: [Int] = []
        for y in 0..<height { for x in 0..<width where pa[y * stride + x] != pb[y * stride + x] { out.append(y * width + x) } }
        return out
    }

    /// Over each of `surfaces` random surfaces and a copy of it, `operations` random operations
    /// one after the other: `step` draws one with Cairo on the first and directly on the second's
    /// target (expecting the direct drawing to be done) and describes it. After each, the two must
    /// hold the same bytes; the first operation on a surface that breaks that is described, with
    /// up to 4 differing pixels, and the surface left. Stops after 4 such.
    static func mismatchesDrawingBothWays(seed: UInt64, surfaces: Int, operations: Int,
                                         _ step: (inout SplitMix64, _ reference: OpaquePointer, _ direct: _SolidRectFill.Target) -> String) -> [String] {
        var rng = SplitMix64(state: seed)
        var mismatches: [String] = []
        for surfaceIndex in 0..<surfaces {
            let reference = randomSurface(&rng)
            let direct = copy(reference)
            let target = _SolidRectFill.Target(surface: direct)!
            defer { cairo_surface_destroy(reference); cairo_surface_destroy(direct) }
            for operation in 0..<operations {
                let before = copy(reference)
                defer { cairo_surface_destroy(before) }
                let label = step(&rng, reference, target)
                let diff = differences(reference, direct)
                if !diff.isEmpty {
                    let show = diff.prefix(4).map { i in
                        "(\(i % width), \(i / width)): under \(hex(before, i)) Cairo \(hex(reference, i)) direct \(hex(direct, i))"
                    }
                    mismatches.append("surface \(surfaceIndex) operation \(operation): \(label), \(diff.count) pixels: \(show.joined(separator: "; "))")
                    break
                }
            }
            if mismatches.count > 3 { break }
        }
        return mismatches
    }

    @Test func randomFillsGiveCairosBytes() {
        // Several fills over each other on the same pixels.
        let mismatches = Self.mismatchesDrawingBothWays(seed: 0x5011D, surfaces: 60, operations: 40) { rng, reference, target in
            let c = Self.randomCase(&rng)
            Self.cairoFill(c, into: reference)
            #expect(Self.directFill(c, into: target))
            return "\(c)"
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Translucent fills, those small enough to be composited by the fill itself
    /// (`RenderingConstants.inlineOverMaximumPixels`, in groups of four pixels, the last group one
    /// by one where the surface's edge cuts it) and bigger ones left to pixman, over each other on
    /// the same pixels: Cairo's bytes, and both kinds drawn many times.
    @Test func translucentFillsGiveCairosBytesWhetherCompositedHereOrByPixman() {
        var here = 0, pixman = 0
        let mismatches = Self.mismatchesDrawingBothWays(seed: 0x0E7, surfaces: 40, operations: 40) { rng, reference, target in
            var c = Self.randomCase(&rng)
            c.rgba.3 = Double.random(in: 0.004...0.995, using: &rng)
            if Bool.random(using: &rng) {
                // Most of the surface, at 1 : 1 (rows of more pixels than the fill composites itself).
                c.rect = CGRect(x: Self.randomCoordinate(&rng, upTo: 8), y: Self.randomCoordinate(&rng, upTo: 8),
                                width: CGFloat.random(in: 1...48, using: &rng), height: CGFloat.random(in: 1...40, using: &rng))
                c.m = CGAffineTransform(translationX: CGFloat.random(in: -2...2, using: &rng), y: 0)
            }
            let before = (target.inlineOverCount, target.pixmanOverCount)
            Self.cairoFill(c, into: reference)
            #expect(Self.directFill(c, into: target))
            here += target.inlineOverCount - before.0
            pixman += target.pixmanOverCount - before.1
            return "\(c)"
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(here > 500 && pixman > 20, "\(here) composited here, \(pixman) by pixman")
    }

    /// The scratch surface a cross-dissolve sums its looks in is made once and destroyed with its
    /// target (counted by Cairo's destroy callback of the surface's user data: exact).
    @Test func aTargetMakesItsScratchSurfaceOnceAndDestroysItWithItself() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        var target: _SolidRectFill.Target? = _SolidRectFill.Target(surface: surface)
        let destroyed = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        destroyed.initialize(to: 0)
        defer { destroyed.deallocate() }
        let scratch = target!.scratch()!
        #expect(target!.scratch()!.surface == scratch.surface)
        #expect(cairo_image_surface_get_width(scratch.surface) == 1)
        var key = cairo_user_data_key_t()
        cairo_surface_set_user_data(scratch.surface, &key, destroyed) { data in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
        }
        target = nil
        #expect(destroyed.pointee == 1)
    }

    @Test func aRotatedOrSkewedMatrixIsLeftToCairo() {
        let (surface, target) = Self.onePixel(0)
        defer { cairo_surface_destroy(surface) }
        let clip = _PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
        #expect(!_SolidRectFill.fill(CGRect(x: 0, y: 0, width: 1, height: 1), matrix: CGAffineTransform(rotationAngle: 0.1),
                                     red: 1, green: 0, blue: 0, alpha: 1, clip: clip, into: target))
        #expect(!_SolidRectFill.fill(CGRect(x: 0, y: 0, width: 1, height: 1), matrix: CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
                                     red: 1, green: 0, blue: 0, alpha: 1, clip: clip, into: target))
        #expect(Self.pixel(surface) == 0)
    }

    @Test func coordinatesBeyondFixedPointAreLeftToCairo() {
        let (surface, target) = Self.onePixel(0)
        defer { cairo_surface_destroy(surface) }
        let clip = _PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
        #expect(!_SolidRectFill.fill(CGRect(x: -1e7, y: 0, width: 2e7, height: 1), matrix: .identity,
                                     red: 1, green: 0, blue: 0, alpha: 1, clip: clip, into: target))
        #expect(!_SolidRectFill.fill(CGRect(x: 0, y: 0, width: 1, height: 1), matrix: .identity,
                                     red: .nan, green: 0, blue: 0, alpha: 1, clip: clip, into: target))
        #expect(Self.pixel(surface) == 0)
    }

    @Test func aColourCairoTakesForClearDrawsNothing() {
        let (surface, target) = Self.onePixel(0xff10_2030)
        defer { cairo_surface_destroy(surface) }
        let clip = _PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
        #expect(_SolidRectFill.fill(CGRect(x: 0, y: 0, width: 1, height: 1), matrix: .identity,
                                    red: 1, green: 1, blue: 1, alpha: 0.003, clip: clip, into: target))
        #expect(Self.pixel(surface) == 0xff10_2030)
    }

    @Test func aClipBeyondTheSurfaceFillsOnlyItsPixels() {
        let (surface, target) = Self.onePixel(0)
        defer { cairo_surface_destroy(surface) }
        #expect(_SolidRectFill.fill(CGRect(x: -5, y: -5, width: 20, height: 20), matrix: .identity,
                                    red: 1, green: 0, blue: 0, alpha: 1, clip: _PixelRect(x0: -4, y0: -4, x1: 16, y1: 16), into: target))
        #expect(Self.pixel(surface) == 0xffff_0000)
    }

    @Test func aTargetIsFreedWithItsLastReference() {
        weak var weakTarget: _SolidRectFill.Target?
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)!
        defer { cairo_surface_destroy(surface) }
        do {
            let target = _SolidRectFill.Target(surface: surface)!
            weakTarget = target
            #expect(_SolidRectFill.fill(CGRect(x: 0.5, y: 0.5, width: 4, height: 4), matrix: .identity, red: 0, green: 0, blue: 1,
                                        alpha: 0.5, clip: target.bounds, into: target))
        }
        #expect(weakTarget == nil)
    }

    /// Each target's pixman images and buffers are released: 4,000 targets over a 32,000-pixel
    /// row (near Cairo's widest image) would keep 128 MB of mask rows alone. The targets are made
    /// over one surface, so the loop frees and makes nothing larger than a mask row (surfaces made
    /// and freed each turn, 128 KB each, left 76 MB resident in a full run, next to the other
    /// tests' memory). The bound, 32 MB, is above what the tests running alongside move resident
    /// memory by (18 MB seen; 48 MB once, so a run over the bound is measured again). On the main actor, so no main-actor test — those that make and free
    /// screen-sized images — runs while it measures (22 MB of growth seen from one that did).
    @MainActor @Test func makingAndDroppingTargetsKeepsMemoryFlat() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 32_000, 1)!
        defer { cairo_surface_destroy(surface) }
        func cycle() {
            let target = _SolidRectFill.Target(surface: surface)!
            _ = _SolidRectFill.fill(CGRect(x: 10.5, y: 0, width: 30_000, height: 1), matrix: .identity, red: 1, green: 0, blue: 0,
                                    alpha: 0.5, clip: target.bounds, into: target)
        }
        for _ in 0..<50 { cycle() }
        let growth = ResidentMemory.growth(retryingAbove: 32 * 1024) { for _ in 0..<4_000 { cycle() } }
        #expect(growth < 32 * 1024, "\(growth) kB")
    }

    @Test func onlyAnARGB32SurfaceIsFilledDirectly() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 4, 4)!
        defer { cairo_surface_destroy(surface) }
        #expect(_SolidRectFill.Target(surface: surface) == nil)
    }
}
