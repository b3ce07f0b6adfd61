import Foundation
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// The spatial index of a layer's many sublayers: its queries equal a scan of every sublayer, it
/// is kept (not rebuilt) across frames that move or recolour sublayers, a compositor using it
/// draws what a full redraw draws, and it goes with its layer.
///
/// Invariants the fuzz checks after every frame of random changes, for random rectangles:
/// 1. the query's start is the topmost live sublayer whose opaque pixels cover the rectangle
///    (0 when none does);
/// 2. every live sublayer from the start on whose recorded pixels meet the rectangle is listed
///    (or the query asks for a scan from the start);
/// 3. the list is in drawing order (`zPosition`, then array order), each layer once;
/// 4. the index stays valid (kept, not rebuilt) through frames that change no sublayer list.
@MainActor @Suite struct _SublayerIndexTests {
    /// A 150 × 150 pt root at scale 2 (300 × 300 pixels: a 5 × 5 grid of cells) with `count`
    /// random sublayers, some opaque, some large, some off screen.
    @MainActor final class Scene {
        let compositor = _CACompositor(pixelWidth: 300, pixelHeight: 300, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 150, height: 150), white)
        var random: SplitMix64
        let colors = [red, green, blue, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5), nil]

        init(count: Int, seed: UInt64) {
            random = SplitMix64(state: seed)
            for _ in 0..<count { root.addSublayer(makeLayer()) }
            compositor.composite(root)
        }

        func makeLayer() -> CALayer {
            let big = random.int(0..<12) == 0
            let frame = CGRect(x: random.halves(-40..<300), y: random.halves(-40..<300),
                               width: big ? random.halves(100..<300) : random.halves(1..<40),
                               height: big ? random.halves(100..<300) : random.halves(1..<40))
            let layer = solidLayer(frame, colors[random.int(0..<colors.count)])
            if random.int(0..<6) == 0 { layer.cornerRadius = 3 }
            if random.int(0..<8) == 0 { layer.opacity = 0.5 }
            if random.int(0..<10) == 0 { layer.addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), red)) }
            return layer
        }

        /// One random change to a random sublayer (or the list of sublayers).
        func change(allowListChanges: Bool) {
            let subs = root.sublayers ?? []
            let layer = subs[random.int(0..<subs.count)]
            switch random.int(0..<(allowListChanges ? 9 : 6)) {
            case 0: layer.backgroundColor = colors[random.int(0..<colors.count)]
            case 1: layer.position = CGPoint(x: random.halves(-40..<300), y: random.halves(-40..<300))
            case 2: layer.bounds.size = CGSize(width: random.halves(1..<120), height: random.halves(1..<120))
            case 3: layer.isHidden.toggle()
            case 4: layer.opacity = layer.opacity < 1 ? 1 : 0.5
            case 5: layer.borderWidth = layer.borderWidth > 0 ? 0 : 2; layer.borderColor = blue
            case 6: layer.removeFromSuperlayer()
            case 7: root.insertSublayer(makeLayer(), at: UInt32(random.int(0..<subs.count)))
            default: layer.zPosition = CGFloat(random.int(-2..<3))
            }
        }

        var owner: ObjectIdentifier { ObjectIdentifier(compositor) }

        /// The sublayers in drawing order.
        var drawingOrder: [CALayer] { _LayerRenderer.sortedByZPosition(root.sublayers ?? []) }

        func isLive(_ layer: CALayer) -> Bool { layer._rendering.record.owner == owner }

        /// Invariants 1–3 for `cull`, against a scan of every sublayer.
        func queryMatchesAScan(_ cull: _PixelRect) -> Bool {
            let index = _SublayerIndex.current(for: root, limit: compositor.fullRect)
            var list: [CALayer] = []
            let query = index.collect(cull, owner: owner, parent: root, into: &list)
            let order = drawingOrder
            guard index.drawingOrder(of: root).elementsEqual(order, by: ===) else { return false }
            var start = 0
            for (i, layer) in order.enumerated().reversed() where isLive(layer) {
                let o = layer._rendering.record.opaque
                if !o.isEmpty && cull.x0 >= o.x0 && cull.x1 <= o.x1 && cull.y0 >= o.y0 && cull.y1 <= o.y1 {
                    start = i
                    break
                }
            }
            let expected = order[start...].filter { isLive($0) && $0._rendering.record.subtree.intersects(cull) }
            switch query {
            case let .scan(from: s):
                return list.isEmpty && s == start
            case .listed:
                // Every expected layer listed, in drawing order, each once; nothing before the start.
                var position: [ObjectIdentifier: Int] = [:]
                for (i, layer) in order.enumerated() { position[ObjectIdentifier(layer)] = i }
                let positions = list.compactMap { position[ObjectIdentifier($0)] }
                guard positions.count == list.count, positions == positions.sorted(),
                      Set(positions).count == positions.count, positions.allSatisfy({ $0 >= start }) else { return false }
                let listed = Set(list.map(ObjectIdentifier.init))
                return expected.allSatisfy { listed.contains(ObjectIdentifier($0)) }
            }
        }

        func randomRect() -> _PixelRect {
            let w = random.int(1..<(random.int(0..<4) == 0 ? 300 : 60)), h = random.int(1..<(random.int(0..<4) == 0 ? 300 : 60))
            let x = random.int(-20..<300), y = random.int(-20..<300)
            return _PixelRect(x0: x, y0: y, x1: x + w, y1: y + h)
        }

        /// The framebuffer equals what a fresh compositor draws from scratch.
        func matchesFullRedraw() -> Bool {
            let fresh = _CACompositor(pixelWidth: 300, pixelHeight: 300, scale: 2)!
            fresh.composite(root)
            // The fresh compositor took the records over: the next frame redraws everything.
            defer { compositor.invalidateAll() }
            return sameFramebuffers(compositor, fresh)
        }
    }

    @Test func queriesEqualAScanOfEverySublayerAfterRandomChanges() {
        withoutActions {
            for seed in 1...3 as ClosedRange<UInt64> {
                let scene = Scene(count: 400, seed: seed)
                for round in 0..<9 {
                    let listChanges = round % 3 == 2
                    for _ in 0..<8 { scene.change(allowListChanges: listChanges) }
                    let builds = _SublayerIndex.buildCount
                    scene.compositor.composite(scene.root)
                    if !listChanges { #expect(_SublayerIndex.buildCount == builds, "seed \(seed) round \(round)") }
                    for _ in 0..<25 {
                        let cull = scene.randomRect()
                        #expect(scene.queryMatchesAScan(cull), "seed \(seed) round \(round) \(cull)")
                    }
                }
            }
        }
    }

    @Test func aCompositorDrawingThroughTheIndexMatchesAFullRedrawAfterRandomChanges() {
        withoutActions {
            for seed in 11...13 as ClosedRange<UInt64> {
                let scene = Scene(count: 300, seed: seed)
                #expect(scene.root._rendering.sublayerIndex != nil)
                for round in 0..<8 {
                    for _ in 0..<(1 + round % 4) { scene.change(allowListChanges: round % 2 == 1) }
                    scene.compositor.composite(scene.root)
                    #expect(scene.matchesFullRedraw(), "seed \(seed) round \(round)")
                    scene.compositor.composite(scene.root)
                }
            }
        }
    }

    @Test func theScanCatchesASublayerTheIndexDidNotRefile() {
        // The check the fuzz relies on can fail: a record moved behind the index's back.
        withoutActions {
            let scene = Scene(count: 0, seed: 7)
            for i in 0..<100 {
                scene.root.addSublayer(solidLayer(CGRect(x: CGFloat(i % 10) * 15, y: CGFloat(i / 10) * 15, width: 10, height: 10), red))
            }
            scene.compositor.composite(scene.root)
            #expect(scene.root._rendering.sublayerIndex != nil)
            let layer = scene.root.sublayers!.last!
            let elsewhere = _PixelRect(x0: 2, y0: 2, x1: 30, y1: 30)
            #expect(scene.queryMatchesAScan(elsewhere))
            layer._rendering.record.subtree = elsewhere
            layer._rendering.record.opaque = .empty
            #expect(!scene.queryMatchesAScan(elsewhere))
        }
    }

    @Test func aColourChangeOrAMoveKeepsTheIndexAndAnInsertionRebuildsIt() {
        withoutActions {
            let scene = Scene(count: 200, seed: 3)
            let index = scene.root._rendering.sublayerIndex
            #expect(index != nil)
            let builds = _SublayerIndex.buildCount
            let layer = scene.root.sublayers![100]
            layer.backgroundColor = blue
            scene.compositor.composite(scene.root)
            layer.position.x += 17
            scene.compositor.composite(scene.root)
            #expect(_SublayerIndex.buildCount == builds)
            #expect(scene.root._rendering.sublayerIndex === index)
            #expect(scene.queryMatchesAScan(scene.compositor.fullRect))
            scene.root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), red))
            #expect(index?.isValid == false)
            scene.compositor.composite(scene.root)
            #expect(_SublayerIndex.buildCount == builds + 1)
            #expect(scene.root._rendering.sublayerIndex === index)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func layersBelowTheThresholdKeepNoIndex() {
        withoutActions {
            let scene = Scene(count: RenderingConstants.sublayerIndexThreshold - 1, seed: 5)
            #expect(scene.root._rendering.sublayerIndex == nil)
            scene.root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 150, height: 150), nil))
            scene.compositor.composite(scene.root)
            #expect(scene.root._rendering.sublayerIndex != nil)
            scene.root.sublayers!.last!.removeFromSuperlayer()
            scene.root.sublayers!.last!.backgroundColor = green
            scene.compositor.composite(scene.root)
            #expect(scene.root._rendering.sublayerIndex == nil)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func nestedLayersWithManySublayersDrawLikeAFullRedraw() {
        withoutActions {
            var random = SplitMix64(state: 42)
            let compositor = _CACompositor(pixelWidth: 300, pixelHeight: 300, scale: 2)!
            let root = solidLayer(CGRect(x: 0, y: 0, width: 150, height: 150), white)
            var leaves: [CALayer] = []
            for g in 0..<80 {
                let group = solidLayer(CGRect(x: CGFloat(g % 9) * 16, y: CGFloat(g / 9) * 16, width: 20, height: 20), nil)
                group.zPosition = CGFloat(g % 3)
                for i in 0..<70 {
                    let leaf = solidLayer(CGRect(x: CGFloat(i % 10) * 2, y: CGFloat(i / 10) * 3, width: 3, height: 4),
                                          i % 2 == 0 ? green : blue)
                    group.addSublayer(leaf)
                    leaves.append(leaf)
                }
                root.addSublayer(group)
            }
            compositor.composite(root)
            #expect(root._rendering.sublayerIndex != nil)
            #expect(root.sublayers![0]._rendering.sublayerIndex != nil)
            for round in 0..<8 {
                for _ in 0..<3 {
                    let leaf = leaves[random.int(0..<leaves.count)]
                    if round % 2 == 0 {
                        leaf.backgroundColor = leaf.backgroundColor == red ? blue : red
                    } else {
                        leaf.position.x += 1
                    }
                }
                compositor.composite(root)
                let fresh = _CACompositor(pixelWidth: 300, pixelHeight: 300, scale: 2)!
                fresh.composite(root)
                let a = CGContext(cairoSurface: compositor.framebuffer), b = CGContext(cairoSurface: fresh.framebuffer)
                #expect(memcmp(a.data!, b.data!, a.bytesPerRow * a.height) == 0, "round \(round)")
                compositor.invalidateAll()
                compositor.composite(root)
            }
        }
    }

    @Test func theIndexGoesWithItsLayerAndHoldsNoRemovedSublayer() {
        let live = _SublayerIndex.liveCount
        weak var weakRoot: CALayer?
        weak var weakIndex: _SublayerIndex?
        weak var weakRemoved: CALayer?
        withoutActions {
            let scene = Scene(count: 100, seed: 9)
            weakRoot = scene.root
            weakIndex = scene.root._rendering.sublayerIndex
            #expect(weakIndex != nil)
            #expect(_SublayerIndex.liveCount == live + 1)
            // Drawn through the index, then removed: nothing the index or the redraw keeps holds it.
            let removed = scene.root.sublayers![50]
            weakRemoved = removed
            removed.backgroundColor = red
            scene.compositor.composite(scene.root)
            removed.removeFromSuperlayer()
            scene.compositor.composite(scene.root)
        }
        #expect(weakRemoved == nil)
        #expect(weakRoot == nil)
        #expect(weakIndex == nil)
        #expect(_SublayerIndex.liveCount == live)
    }

    @Test func makingUsingAndDiscardingManyIndexedLayersStaysFlat() {
        let live = _SublayerIndex.liveCount
        func cycle(_ seed: UInt64) {
            withoutActions {
                let scene = Scene(count: 120, seed: seed)
                for _ in 0..<4 { scene.change(allowListChanges: true) }
                scene.compositor.composite(scene.root)
            }
        }
        for seed in 0..<5 as Range<UInt64> { cycle(seed) }   // warm-up
        let before = ResidentMemory.kilobytes()
        for seed in 0..<60 as Range<UInt64> { cycle(seed) }
        #expect(_SublayerIndex.liveCount == live)
        #expect(ResidentMemory.kilobytes() - before < 4_096)
    }
}
