import Foundation
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// Scrolling shifts pixels: a masking layer that only moved its `bounds.origin` by whole device
/// pixels has its visible pixels moved, and only the entering strip, what is drawn above it and
/// what changed under it are redrawn. The framebuffer always equals a full redraw.
@MainActor @Suite struct _CACompositorScrollShiftTests {
    /// A 100 × 100 pt white root at scale 2 with a 80 × 60 pt opaque masking "scroll" layer at
    /// (10, 20) holding 20 rows of 10 pt (each with a small child square).
    @MainActor final class Scene {
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let scroll = solidLayer(CGRect(x: 10, y: 20, width: 80, height: 60), white)
        var rows: [CALayer] = []

        init(rows count: Int = 20) {
            scroll.masksToBounds = true
            for i in 0..<count {
                let row = solidLayer(CGRect(x: 0, y: CGFloat(i) * 10, width: 80, height: 10),
                                     CGColor(red: CGFloat(i % 5) / 4, green: CGFloat(i % 3) / 2, blue: 0.5, alpha: 1))
                row.addSublayer(solidLayer(CGRect(x: 4 + CGFloat(i % 7) * 9, y: 2, width: 6, height: 6), i % 2 == 0 ? red : blue))
                scroll.addSublayer(row)
                rows.append(row)
            }
            root.addSublayer(scroll)
            compositor.composite(root)
        }

        func scroll(toY y: CGFloat, x: CGFloat = 0) {
            scroll.bounds.origin = CGPoint(x: x, y: y)
        }

        /// Composites a frame and says whether the framebuffer equals a full redraw.
        func compositeMatchesFullRedraw() -> Bool {
            compositor.composite(root)
            return compositor._framebufferWords() == compositor._fullRedrawWords(of: root)
        }

        var movedArea: Int {
            var area = 0
            compositor.forEachDamagedRect { area += $0.area }
            return area - compositor.damage.area
        }
    }

    @Test func aScrollByWholePixelsRedrawsOnlyTheEnteringStrip() {
        withoutActions {
            let scene = Scene()
            scene.scroll(toY: 5)
            #expect(scene.compositeMatchesFullRedraw())
            // 5 pt at scale 2: a 160 × 10 pixel strip at the bottom of the 160 × 120 visible area.
            #expect(scene.compositor.damage.rects == [_PixelRect(x0: 20, y0: 150, x1: 180, y1: 160)])
            scene.scroll(toY: 2)
            #expect(scene.compositeMatchesFullRedraw())
            #expect(scene.compositor.damage.rects == [_PixelRect(x0: 20, y0: 40, x1: 180, y1: 46)])
        }
    }

    @Test func theMovedAreaCountsAsChangedForAWindowHost() {
        withoutActions {
            let scene = Scene()
            scene.scroll(toY: 5)
            #expect(scene.compositeMatchesFullRedraw())
            var rects: [_PixelRect] = []
            scene.compositor.forEachDamagedRect { rects.append($0) }
            // The moved pixels (everything but the strip) and the strip.
            #expect(rects == [_PixelRect(x0: 20, y0: 40, x1: 180, y1: 150), _PixelRect(x0: 20, y0: 150, x1: 180, y1: 160)])
            // A frame without changes moves nothing.
            scene.compositor.composite(scene.root)
            rects = []
            scene.compositor.forEachDamagedRect { rects.append($0) }
            #expect(rects.isEmpty)
        }
    }

    @Test func aHorizontalScrollShiftsToo() {
        withoutActions {
            let scene = Scene()
            scene.scroll(toY: 0, x: 3)
            #expect(scene.compositeMatchesFullRedraw())
            #expect(scene.compositor.damage.area == 6 * 120)
            scene.scroll(toY: 4, x: -2)
            #expect(scene.compositeMatchesFullRedraw())
        }
    }

    @Test func aTranslucentLayerAboveTheScrolledOneIsRedrawnWhereItCovers() {
        withoutActions {
            let scene = Scene()
            let bar = solidLayer(CGRect(x: 0, y: 10, width: 100, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            scene.root.addSublayer(bar)
            scene.compositor.composite(scene.root)
            scene.scroll(toY: 7)
            #expect(scene.compositeMatchesFullRedraw())
            // The bar covers y 40..60 of the visible area: redrawn there and where its pixels went
            // (14 px up, clipped), besides the strip.
            #expect(scene.compositor.damage.rects.contains(_PixelRect(x0: 20, y0: 40, x1: 180, y1: 60)))
        }
    }

    @Test func changesUnderTheScrolledLayerInTheSameFrameAreRedrawnWhereTheyAreNow() {
        withoutActions {
            let scene = Scene()
            scene.scroll(toY: 6)
            scene.rows[3].backgroundColor = green
            scene.rows[4].sublayers![0].position.x += 20
            scene.rows[5].removeFromSuperlayer()
            #expect(scene.compositeMatchesFullRedraw())
            #expect(scene.movedArea > 0)
        }
    }

    @Test func aScrollByAFractionOfAPixelIsRedrawn() {
        withoutActions {
            let scene = Scene()
            scene.scroll(toY: 0.25)
            #expect(scene.compositeMatchesFullRedraw())
            #expect(scene.movedArea == 0)
            #expect(scene.compositor.damage.area == 160 * 120)
        }
    }

    @Test func aTranslucentScrolledLayerIsRedrawn() {
        withoutActions {
            let scene = Scene()
            scene.scroll.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            for row in scene.rows { row.backgroundColor = nil }
            scene.compositor.composite(scene.root)
            scene.scroll(toY: 5)
            #expect(scene.compositeMatchesFullRedraw())
            #expect(scene.movedArea == 0)
        }
    }

    @Test func layersEnteringThroughAnUnclippedRowAppear() {
        withoutActions {
            let scene = Scene()
            // A row near the bottom edge with a child hanging out below it (culled until it shows),
            // and a masking row with a child clipped by it.
            let hanging = solidLayer(CGRect(x: 30, y: 12, width: 8, height: 8), green)
            scene.rows[4].addSublayer(hanging)
            scene.rows[2].masksToBounds = true
            scene.rows[2].addSublayer(solidLayer(CGRect(x: 50, y: -4, width: 8, height: 20), green))
            #expect(scene.compositeMatchesFullRedraw())
            for y: CGFloat in [1, 3, 6, 10, 15, 21, 16, 8, 0] {
                scene.scroll(toY: y)
                #expect(scene.compositeMatchesFullRedraw(), "y \(y)")
            }
        }
    }

    @Test func nestedScrolledLayersShiftTogether() {
        withoutActions {
            let scene = Scene()
            let inner = solidLayer(CGRect(x: 10, y: 30, width: 40, height: 30), white)
            inner.masksToBounds = true
            for i in 0..<8 {
                inner.addSublayer(solidLayer(CGRect(x: CGFloat(i) * 8, y: 0, width: 8, height: 30), i % 2 == 0 ? red : green))
            }
            scene.scroll.addSublayer(inner)
            #expect(scene.compositeMatchesFullRedraw())
            for step in 1...6 {
                scene.scroll(toY: CGFloat(step) * 3)
                inner.bounds.origin.x = CGFloat(step) * 2
                #expect(scene.compositeMatchesFullRedraw(), "step \(step)")
            }
        }
    }

    /// At a fractional offset whose edges land on whole pixels only up to floating-point error,
    /// the scrolled layer's clip as the compositor rounds it outward (`childClip`) holds one row of
    /// pixels above its real clip (y 40); the shift moves only the real clip's pixels, not that
    /// row's (a row's colour showed above the scroll view). Found by the fuzz with 100 rows.
    @Test func aShiftAtAnOffsetWithRoundingErrorMovesOnlyThePixelsInsideTheClip() {
        withoutActions {
            let scene = Scene(rows: 30)
            let after: CGFloat = 16.513513513513512
            scene.scroll(toY: after - 1.5)
            #expect(scene.compositeMatchesFullRedraw())
            scene.scroll(toY: after)
            #expect(scene.compositeMatchesFullRedraw())
            // The precondition, as the compositor computed it: the outward-rounded clip starts a
            // row above the real one, and the frame shifted.
            #expect(scene.scroll._rendering.record.childClip.y0 == 39)
            #expect(scene.compositor.scrollShiftCount == 1)
        }
    }

    /// A record shifted wholly out of the visible area keeps no pixels (`subtree` empty) and says
    /// nothing of where its layer is: when the content moves back, that layer must be walked
    /// again (it was skipped as unchanged and missing from the entering strip). Row 5's child
    /// square leaves through the bottom edge in one move and comes back in the next. Found by the
    /// fuzz with 100 rows.
    @Test func aLayerShiftedOutOfViewAppearsWhenScrolledBack() {
        withoutActions {
            let scene = Scene()
            let kid = scene.rows[5].sublayers![0]
            for y: CGFloat in [3, -8, 3, -9, 1] {
                scene.scroll(toY: y)
                #expect(scene.compositeMatchesFullRedraw(), "offset \(y)")
                #expect(scene.compositor.scrollShiftCount == 1)
            }
            #expect(kid._rendering.record.subtree.isEmpty == false)
        }
    }

    /// Random scrolls (whole and fractional pixels, both axes) with random changes in the same
    /// frames, under and above the scrolled layer; every frame equals a full redraw. With 100
    /// rows the scrolled layer also has a spatial index of its sublayers for the redraw
    /// (`_SublayerIndex`), which must follow the shifted records.
    @Test(arguments: [30, 100])
    func randomScrollsWithRandomChangesMatchAFullRedraw(rows: Int) {
        var rng = SplitMix64(state: 17)
        withoutActions {
            let scene = Scene(rows: rows)
            let bar = solidLayer(CGRect(x: 0, y: 15, width: 100, height: 12), CGColor(red: 1, green: 1, blue: 1, alpha: 0.6))
            scene.root.addSublayer(bar)
            // Square: a redraw clipped through an antialiased edge may differ from an unclipped
            // one by a few units (Cairo's clipped compositing), with or without a shift.
            let badge = solidLayer(CGRect(x: 70, y: 60, width: 12, height: 12), red)
            scene.root.addSublayer(badge)
            var offset = CGPoint.zero
            var shifted = 0
            for step in 0..<300 {
                let kind = rng.next() % 10
                if kind < 6 {
                    offset.y += CGFloat(Int(rng.next() % 13) - 6) * 0.5
                } else if kind < 7 {
                    offset.y += CGFloat(rng.next() % 100) / 37
                } else if kind < 8 {
                    offset.x += CGFloat(Int(rng.next() % 5) - 2) * 0.5
                }
                offset.y = max(-20, min(260, offset.y))
                offset.x = max(-10, min(10, offset.x))
                scene.scroll(toY: offset.y, x: offset.x)
                let changes = rng.next() % 4
                for _ in 0..<changes {
                    let ri = Int(rng.next() % UInt64(scene.rows.count))
                    let row = scene.rows[ri]
                    let k = rng.next() % 9
                    switch k {
                    case 0: row.backgroundColor = CGColor(red: CGFloat(rng.next() % 5) / 4, green: 0.3, blue: 0.7, alpha: 1)
                    case 1: row.isHidden.toggle()
                    case 2: row.sublayers?.first?.position.x = CGFloat(rng.next() % 80)
                    case 3:
                        if row.superlayer == nil { scene.scroll.addSublayer(row) } else { row.removeFromSuperlayer() }
                    case 4: row.masksToBounds.toggle()
                    case 5: row.sublayers?.first?.position.y = CGFloat(Int(rng.next() % 30) - 10)
                    case 6: bar.position.y = CGFloat(rng.next() % 100)
                    case 7: badge.position = CGPoint(x: CGFloat(rng.next() % 100), y: CGFloat(rng.next() % 100))
                    default: row.opacity = row.opacity < 1 ? 1 : 0.5
                    }
                }
                let ok = scene.compositeMatchesFullRedraw()
                #expect(ok, "step \(step), offset \(offset)")
                if !ok { break }
                if scene.movedArea > 0 { shifted += 1 }
            }
            #expect(shifted > 100)
        }
    }

    @Test func aLayerScrolledAndDiscardedIsFreed() {
        weak var weakScroll: CALayer?
        weak var weakRow: CALayer?
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        withoutActions {
            let scene = Scene()
            weakScroll = scene.scroll
            weakRow = scene.rows[3]
            scene.scroll.removeFromSuperlayer()
            root.addSublayer(scene.scroll)
            compositor.composite(root)
            scene.scroll(toY: 6)
            compositor.composite(root)
            #expect(compositor.scrollShiftCount > 0)
            scene.scroll.removeFromSuperlayer()
            compositor.composite(root)
        }
        #expect(weakScroll == nil)
        #expect(weakRow == nil)
    }

    @Test func scrollingManyTimesKeepsMemoryFlat() {
        withoutActions {
            let scene = Scene(rows: 200)
            @MainActor func cycle(_ i: Int) {
                scene.scroll(toY: CGFloat(i % 150) * 4)
                scene.rows[i % 200].backgroundColor = i % 2 == 0 ? red : green
                scene.compositor.composite(scene.root)
            }
            for i in 0..<50 { cycle(i) }
            let start = ResidentMemory.kilobytes()
            for i in 0..<1_000 { cycle(i) }
            let growth = ResidentMemory.kilobytes() - start
            #expect(growth < 2 * 1024, "\(growth) kB")
            #expect(scene.compositeMatchesFullRedraw())
        }
    }
}
