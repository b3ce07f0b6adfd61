import Foundation
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// Offscreen content costs nothing per frame: a scrolled layer with many sublayers walks only those
/// that can be on screen, and the framebuffer still equals a full redraw whatever changes.
@MainActor @Suite struct _VisibleSublayersTests {
    /// A 100 × 100 pt root at scale 2 with a 100 × 60 pt masking "scroll" layer holding `rows` rows
    /// of 10 pt, one under the other.
    @MainActor final class Scene {
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let scroll = solidLayer(CGRect(x: 0, y: 20, width: 100, height: 60), white)
        var rows: [CALayer] = []

        init(rows count: Int) {
            scroll.masksToBounds = true
            for i in 0..<count {
                let row = solidLayer(CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 10),
                                     CGColor(red: CGFloat(i % 4) / 3, green: CGFloat(i % 3) / 2, blue: 0.5, alpha: 1))
                scroll.addSublayer(row)
                rows.append(row)
            }
            root.addSublayer(scroll)
            compositor.composite(root)
        }

        func compositeMatchesFullRedraw() -> Bool {
            compositor.composite(root)
            return compositor._framebufferWords() == compositor._fullRedrawWords(of: root)
        }
    }

    @Test func aScrollFrameLooksAtTheSameSublayersWithAHundredOrTenThousandRows() {
        withoutActions {
            var considered: [Int] = []
            for count in [100, 10_000] {
                let scene = Scene(rows: count)
                #expect(scene.scroll._rendering.visibleSublayers != nil)
                var total = 0
                for step in 1...20 {
                    scene.scroll.bounds.origin.y = CGFloat(step) * 7
                    #expect(scene.compositeMatchesFullRedraw())
                    total += scene.compositor.consideredSublayerCount
                }
                considered.append(total)
            }
            #expect(considered[0] == considered[1])
            // About 7 visible rows and those that just left, not thousands.
            #expect(considered[1] < 20 * 12)
        }
    }

    @Test func aChangedOffscreenRowIsDrawnWhenItScrollsIntoView() {
        withoutActions {
            let scene = Scene(rows: 100)
            scene.rows[40].backgroundColor = red
            scene.rows[41].position.x += 30
            scene.rows[42].addSublayer(solidLayer(CGRect(x: 5, y: 2, width: 5, height: 5), blue))
            scene.rows[43].masksToBounds = true
            #expect(scene.compositeMatchesFullRedraw())
            // A row moved from far below into view.
            scene.rows[90].position.y = 35
            #expect(scene.compositeMatchesFullRedraw())
            for y in stride(from: CGFloat(0), through: 450, by: 15) {
                scene.scroll.bounds.origin.y = y
                #expect(scene.compositeMatchesFullRedraw(), "y \(y)")
            }
        }
    }

    @Test func aNewZPositionDropsTheIndexAndDrawsInTheNewOrder() {
        withoutActions {
            let scene = Scene(rows: 50)
            scene.rows[2].position.y = 12   // over row 1
            #expect(scene.compositeMatchesFullRedraw())
            scene.rows[1].zPosition = 1
            #expect(scene.compositeMatchesFullRedraw())
            scene.scroll.bounds.origin.y = 4
            #expect(scene.compositeMatchesFullRedraw())
        }
    }

    @Test func addingAndRemovingRowsWhileScrollingMatchesAFullRedraw() {
        withoutActions {
            let scene = Scene(rows: 80)
            for step in 1...30 {
                scene.scroll.bounds.origin.y = CGFloat(step * 9 % 400)
                if step % 3 == 0 { scene.rows[(step * 7) % 80].removeFromSuperlayer() }
                if step % 4 == 0 { scene.scroll.insertSublayer(scene.rows[(step * 5) % 80], at: UInt32(step % 10)) }
                if step % 5 == 0 { scene.rows[(step * 3) % 80].isHidden.toggle() }
                #expect(scene.compositeMatchesFullRedraw(), "step \(step)")
            }
        }
    }

    @Test func anIndexIsFreedWithItsLayer() {
        weak var weakIndex: _VisibleSublayers?
        weak var weakScroll: CALayer?
        withoutActions {
            let scene = Scene(rows: 100)
            scene.scroll.bounds.origin.y = 30
            scene.compositor.composite(scene.root)
            weakIndex = scene.scroll._rendering.visibleSublayers
            weakScroll = scene.scroll
            #expect(weakIndex != nil)
            scene.scroll.removeFromSuperlayer()
            scene.compositor.composite(scene.root)
        }
        #expect(weakScroll == nil)
        #expect(weakIndex == nil)
    }

    @Test func makingScrollingAndDiscardingManyIndexedLayersKeepsMemoryFlat() {
        withoutActions {
            let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
            let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
            @MainActor func cycle(_ i: Int) {
                let scroll = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 60), white)
                scroll.masksToBounds = true
                for r in 0..<200 { scroll.addSublayer(solidLayer(CGRect(x: 0, y: CGFloat(r) * 10, width: 100, height: 10), r % 2 == 0 ? red : green)) }
                root.addSublayer(scroll)
                compositor.composite(root)
                scroll.bounds.origin.y = CGFloat(i % 50) * 6
                compositor.composite(root)
                scroll.removeFromSuperlayer()
                compositor.composite(root)
            }
            for i in 0..<20 { cycle(i) }
            let start = ResidentMemory.kilobytes()
            for i in 0..<300 { cycle(i) }
            let growth = ResidentMemory.kilobytes() - start
            #expect(growth < 4 * 1024, "\(growth) kB")
        }
    }
}
