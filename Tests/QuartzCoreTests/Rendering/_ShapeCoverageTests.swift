import CCairo
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// A rounded background or border composited through its kept coverage against Cairo's fill:
/// the same random shapes, matrices, colours and clips drawn both ways over the same random pixels
/// must give the same bytes; and in the compositor, rounded and bordered layers drawn through kept
/// coverage give a framebuffer equal to Cairo drawing everything. Seeded.
@MainActor @Suite(.serialized) struct _ShapeCoverageTests {
    typealias Harness = _SolidRectFillTests

    struct Case {
        var bounds: CGRect
        var radius: CGFloat
        var borderWidth: CGFloat
        var m: CGAffineTransform
        var rgba: (Double, Double, Double, Double)
        var clip: _PixelRect
    }

    static func randomCase(_ rng: inout SplitMix64) -> Case {
        func coordinate() -> CGFloat { Harness.randomCoordinate(&rng, upTo: 30) }
        func size() -> CGFloat {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: CGFloat.random(in: 0.1...2, using: &rng)       // about a pixel
            case 1: CGFloat(Int.random(in: 1...24, using: &rng))
            default: CGFloat.random(in: 0.5...30, using: &rng)
            }
        }
        let scales: [CGFloat] = [1, 2, 3, 0.5, 1.5, 2.25, 1 / 3]
        let a = Bool.random(using: &rng) ? scales.randomElement(using: &rng)! : CGFloat.random(in: 0.2...3, using: &rng)
        let d = Bool.random(using: &rng) ? a : CGFloat.random(in: 0.2...3, using: &rng)
        let tx = Bool.random(using: &rng) ? CGFloat(Int.random(in: -5...20, using: &rng)) : CGFloat.random(in: -5...20, using: &rng)
        let ty = Bool.random(using: &rng) ? CGFloat(Int.random(in: -5...20, using: &rng)) : CGFloat.random(in: -5...20, using: &rng)
        func component() -> Double { Harness.randomComponent(&rng) }
        let bounds = CGRect(x: coordinate(), y: coordinate(), width: size(), height: size())
        let half = min(bounds.width, bounds.height) / 2
        let radius: CGFloat = switch Int.random(in: 0..<4, using: &rng) {
        case 0: 0
        case 1: half
        default: CGFloat.random(in: 0...half, using: &rng)
        }
        let borderWidth: CGFloat = switch Int.random(in: 0..<3, using: &rng) {
        case 0: 0
        case 1: min(half, CGFloat([0.5, 1, 1.5, 2].randomElement(using: &rng)!))
        default: CGFloat.random(in: 0...half, using: &rng)
        }
        let alpha = component()
        return Case(bounds: bounds, radius: radius, borderWidth: borderWidth,
                    m: CGAffineTransform(a: a, b: 0, c: 0, d: d, tx: tx, ty: ty),
                    rgba: (component(), component(), component(), alpha),
                    clip: Bool.random(using: &rng) ? _PixelRect(x0: 0, y0: 0, x1: Harness.width, y1: Harness.height)
                                                   : Harness.randomClip(&rng, minimumSize: 1))
    }

    /// What the renderer does without kept coverage: clip, matrix, shape, fill.
    static func cairoFill(_ c: Case, into surface: OpaquePointer) {
        let cr = cairo_create(surface)!
        cairo_rectangle(cr, Double(c.clip.x0), Double(c.clip.y0), Double(c.clip.width), Double(c.clip.height))
        cairo_clip(cr)
        var cm = cairo_matrix_t(xx: c.m.a, yx: c.m.b, xy: c.m.c, yy: c.m.d, x0: c.m.tx, y0: c.m.ty)
        cairo_set_matrix(cr, &cm)
        _ShapeCoverage.addShape(bounds: c.bounds, radius: c.radius, borderWidth: c.borderWidth, to: cr)
        cairo_set_source_rgba(cr, c.rgba.0, c.rgba.1, c.rgba.2, c.rgba.3)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// The same fill as the renderer makes it: through `coverage` (rasterizing it when its key
    /// changed) when the clip holds the whole shape, else with Cairo. False: Cairo filled it.
    static func keptFill(_ c: Case, _ coverage: _ShapeCoverage, into target: _SolidRectFill.Target) -> Bool {
        guard let (key, dx, dy, box) = _ShapeCoverage.place(c.bounds, radius: c.radius, borderWidth: c.borderWidth, c.m),
              c.clip.intersection(target.bounds).contains(box), coverage.prepare(key) else {
            cairo_surface_mark_dirty(target.surface)
            cairoFill(c, into: target.surface)
            return false
        }
        coverage.composite(_SolidRectFill.Color(red: c.rgba.0, green: c.rgba.1, blue: c.rgba.2, alpha: c.rgba.3),
                           dx: dx, dy: dy, clip: c.clip, into: target)
        return true
    }

    @Test func randomShapesCompositedThroughTheirCoverageGiveCairosBytes() {
        let coverage = _ShapeCoverage()
        var kept = 0
        let mismatches = Harness.mismatchesDrawingBothWays(seed: 0x5_4A9E, surfaces: 100, operations: 30) { rng, reference, target in
            let c = Self.randomCase(&rng)
            Self.cairoFill(c, into: reference)
            if Self.keptFill(c, coverage, into: target) { kept += 1 }
            return "\(c)"
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // Shapes the clip cuts are Cairo's (about four in five of these cases); the rest go
        // through coverage.
        #expect(kept > 500, "\(kept)")
    }

    @Test func aShapeMovedByWholeDevicePixelsReusesItsCoverageWithCairosBytes() {
        let coverage = _ShapeCoverage()
        var moved = 0
        let mismatches = Harness.mismatchesDrawingBothWays(seed: 0x30BED, surfaces: 20, operations: 20) { rng, reference, target in
            var c = Self.randomCase(&rng)
            c.m.tx = CGFloat(Int.random(in: -6...30, using: &rng))
            c.m.ty = CGFloat(Int.random(in: -6...30, using: &rng))
            let renders = _ShapeCoverage.renderCount
            // Drawn once, then moved by whole device pixels (the key stays: `tx` and `ty` are whole).
            c.clip = _PixelRect(x0: 0, y0: 0, x1: Harness.width, y1: Harness.height)
            Self.cairoFill(c, into: reference)
            let first = Self.keptFill(c, coverage, into: target)
            c.m.tx += CGFloat(Int.random(in: -3...3, using: &rng))
            c.m.ty += CGFloat(Int.random(in: -3...3, using: &rng))
            Self.cairoFill(c, into: reference)
            let second = Self.keptFill(c, coverage, into: target)
            if first && second {
                moved += 1
                #expect(_ShapeCoverage.renderCount - renders == 1, "\(c)")
            }
            return "\(c)"
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(moved > 50, "\(moved)")
    }

    @Test func aRotatedFlippedOrEmptyShapeIsLeftToCairo() {
        let b = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(_ShapeCoverage.place(b, radius: 2, borderWidth: 0, CGAffineTransform(rotationAngle: 0.3)) == nil)
        #expect(_ShapeCoverage.place(b, radius: 2, borderWidth: 0, CGAffineTransform(scaleX: -1, y: 1)) == nil)
        #expect(_ShapeCoverage.place(.zero, radius: 0, borderWidth: 1, .identity) == nil)
        #expect(_ShapeCoverage.place(b, radius: .nan, borderWidth: 0, .identity) == nil)
        #expect(_ShapeCoverage.place(b.offsetBy(dx: 1e7, dy: 0), radius: 2, borderWidth: 0, .identity) == nil)
    }

    @Test func aShapeTooBigToKeepIsLeftToCairo() {
        let coverage = _ShapeCoverage()
        let side = CGFloat(Int(Double(RenderingConstants.shapeCoverageMaximumBytes).squareRoot()) + 8)
        let (key, _, _, _) = _ShapeCoverage.place(CGRect(x: 0, y: 0, width: side, height: side), radius: 20,
                                               borderWidth: 0, .identity)!
        #expect(!coverage.prepare(key))
        #expect(coverage.surface == nil)
    }

    // MARK: - In the compositor

    /// A white root at scale 2 with rounded, bordered layers: opaque, translucent, at fractional
    /// places, one clipping its sublayers, one under a translucent group, one with a plain border.
    @MainActor struct Scene {
        let compositor = _CACompositor(pixelWidth: 300, pixelHeight: 240, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 150, height: 120), white)
        var boxes: [CALayer] = []

        init() {
            for i in 0..<12 {
                let box = solidLayer(CGRect(x: 4 + CGFloat(i % 4) * 36.25, y: 6 + CGFloat(i / 4) * 35.5, width: 31, height: 27.5),
                                     CGColor(red: CGFloat(i) / 11, green: 0.4, blue: 0.7, alpha: i % 3 == 1 ? 0.55 : 1))
                box.cornerRadius = CGFloat(i % 4) * 3.5
                box.borderWidth = i % 5 == 4 ? 0 : 1.5
                box.borderColor = i % 2 == 0 ? CGColor(gray: 0, alpha: 1) : CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
                root.addSublayer(box)
                boxes.append(box)
            }
            boxes[5].masksToBounds = true
            boxes[5].addSublayer(solidLayer(CGRect(x: -4, y: 3, width: 20, height: 30), red))
            let inGroup = solidLayer(CGRect(x: 2, y: 2, width: 10, height: 10), blue)
            inGroup.cornerRadius = 3
            boxes[6].addSublayer(inGroup)
            boxes[6].opacity = 0.7
        }

        /// Two full redraws: every shape the compositor fills directly is asked for in two passes,
        /// so kept.
        func keepEveryShape() {
            for _ in 0..<2 {
                compositor.invalidateAll()
                compositor.composite(root)
            }
        }

        /// The framebuffer equals a fresh compositor's that fills everything with Cairo.
        func matchesCairo() -> Bool {
            _LayerRenderer.fillsDirectly = false
            defer { _LayerRenderer.fillsDirectly = true }
            let fresh = _CACompositor(pixelWidth: compositor.pixelWidth, pixelHeight: compositor.pixelHeight,
                                      scale: compositor.scale)!
            fresh.composite(root)
            defer { compositor.invalidateAll() }
            return sameFramebuffers(compositor, fresh)
        }
    }

    @Test func roundedAndBorderedLayersAreCompositedThroughKeptCoverageWithCairosPixels() {
        withoutActions {
            let scene = Scene()
            let renders = _ShapeCoverage.renderCount
            scene.compositor.composite(scene.root)
            // The first pass asks; nothing is rasterized for a shape seen once.
            #expect(_ShapeCoverage.renderCount == renders)
            #expect(scene.matchesCairo())
            let composites = _ShapeCoverage.compositeCount
            scene.compositor.invalidateAll()
            scene.compositor.composite(scene.root)
            // 8 rounded backgrounds and 9 borders: not the square backgrounds, nor the two layers
            // without borders, nor the translucent group (drawn in a group of its own).
            #expect(_ShapeCoverage.renderCount - renders == 8 + 9)
            #expect(_ShapeCoverage.compositeCount - composites == 8 + 9)
            #expect(scene.matchesCairo())
            // A third full redraw rasterizes nothing.
            scene.compositor.composite(scene.root)
            #expect(_ShapeCoverage.renderCount - renders == 17)
            #expect(scene.matchesCairo())
        }
    }

    @Test func aChangeOfColourRecompositesTheKeptCoverage() {
        withoutActions {
            let scene = Scene()
            scene.keepEveryShape()
            let renders = _ShapeCoverage.renderCount
            scene.boxes[2].backgroundColor = CGColor(red: 0.1, green: 0.9, blue: 0.2, alpha: 0.8)
            scene.boxes[3].borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            scene.compositor.composite(scene.root)
            #expect(_ShapeCoverage.renderCount == renders)
            #expect(scene.matchesCairo())
        }
    }

    @Test func aShapeThatChangesEveryFrameIsFilledByCairo() {
        withoutActions {
            let scene = Scene()
            for step in 0..<6 {
                scene.boxes[1].bounds.size.width = 25 + CGFloat(step)
                scene.boxes[2].position.x += 0.3
                scene.compositor.composite(scene.root)
                #expect(scene.matchesCairo())
            }
            for box in scene.boxes[1...2] {
                #expect(box._rendering.backgroundCoverage?.surface == nil)
                #expect(box._rendering.borderCoverage?.surface == nil)
            }
            #expect(scene.boxes[3]._rendering.backgroundCoverage?.surface != nil)
        }
    }

    @Test func coverageGivenBackToTheBudgetIsRasterizedAgain() {
        withoutActions {
            let scene = Scene()
            scene.keepEveryShape()
            _CARasterCacheEntry.purgeAll()
            let renders = _ShapeCoverage.renderCount
            scene.compositor.invalidateAll()
            scene.compositor.composite(scene.root)
            #expect(_ShapeCoverage.renderCount - renders == 17)
            #expect(scene.matchesCairo())
        }
    }

    @Test func aFreedLayerFreesItsKeptCoverage() {
        weak var weakLayer: CALayer?
        weak var weakBackground: _ShapeCoverage?
        weak var weakBorder: _ShapeCoverage?
        let live = _CARasterCacheEntry.liveCount
        withoutActions {
            let scene = Scene()
            scene.keepEveryShape()
            weakLayer = scene.boxes[1]
            weakBackground = scene.boxes[1]._rendering.backgroundCoverage
            weakBorder = scene.boxes[1]._rendering.borderCoverage
            #expect(weakBackground?.surface != nil)
            #expect(weakBorder?.surface != nil)
        }
        #expect(weakLayer == nil)
        #expect(weakBackground == nil)
        #expect(weakBorder == nil)
        #expect(_CARasterCacheEntry.liveCount == live)
    }

    @Test func drawingAndFreeingRoundedLayersKeepsTheCacheAndMemoryFlat() {
        func cycle() {
            let scene = Scene()
            scene.keepEveryShape()
        }
        withoutActions {
            cycle()
            let live = _CARasterCacheEntry.liveCount, bytes = _CARasterCacheEntry.totalBytes
            let start = ResidentMemory.kilobytes()
            for _ in 0..<400 { cycle() }
            #expect(_CARasterCacheEntry.liveCount == live)
            #expect(_CARasterCacheEntry.totalBytes == bytes)
            // Leaked, 400 scenes would keep 6,800 coverages and their layers and compositors.
            let growth = ResidentMemory.kilobytes() - start
            #expect(growth < 16 * 1024, "\(growth) kB")
        }
    }
}
