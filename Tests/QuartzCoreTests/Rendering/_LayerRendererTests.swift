import Foundation
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// The compositor's redraw of a damaged rectangle (`_LayerRenderer.redraw`): where the first thing
/// drawn over the rectangle is an opaque background holding all of it, the backdrop clear and the
/// bodies of the layers under it are left out — and the pixels are those of drawing everything.
///
/// Invariants the fuzz checks after every frame of random changes to a random nested tree:
/// 1. the framebuffer equals what a fresh compositor draws from scratch with the skipping off
///    (`_LayerRenderer.skipsCoveredDrawing = false`: clear, then every layer's body);
/// 2. so no pixel keeps a stale value where the backdrop or a covered body was left out.
@MainActor @Suite(.serialized) struct _LayerRendererTests {
    static let size = 150

    func makeCompositor() -> _CACompositor {
        _CACompositor(pixelWidth: 2 * Self.size, pixelHeight: 2 * Self.size, scale: 2)!
    }

    /// Whether `compositor`'s framebuffer equals a fresh compositor's drawing of `root` with the
    /// skipping off and every fill Cairo's (no `_SolidRectFill`). Leaves `compositor` to redraw
    /// everything at its next frame (the fresh one took the records over).
    func matchesDrawingEverything(_ compositor: _CACompositor, _ root: CALayer) -> Bool {
        let was = _LayerRenderer.skipsCoveredDrawing
        _LayerRenderer.skipsCoveredDrawing = false
        _LayerRenderer.fillsDirectly = false
        defer {
            _LayerRenderer.skipsCoveredDrawing = was
            _LayerRenderer.fillsDirectly = true
        }
        let fresh = makeCompositor()
        fresh.composite(root)
        defer { compositor.invalidateAll() }
        return sameFramebuffers(compositor, fresh)
    }

    /// A white root holding an opaque panel holding an opaque cover, each drawn over the one before.
    func panelScene() -> (root: CALayer, panel: CALayer, cover: CALayer) {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 150, height: 150), white)
        let panel = solidLayer(CGRect(x: 10, y: 10, width: 100, height: 100), CGColor(gray: 0.5, alpha: 1))
        let cover = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), red)
        root.addSublayer(panel)
        panel.addSublayer(cover)
        return (root, panel, cover)
    }

    @Test func aChangeOfAnOpaqueViewDrawsFromItLeavingOutTheBodiesUnderIt() {
        let (root, _, cover) = panelScene()
        let compositor = makeCompositor()
        compositor.composite(root)
        let before = _LayerRenderer.coveredBodyCount
        withoutActions { cover.backgroundColor = blue }
        compositor.composite(root)
        // The root's and the panel's backgrounds lie under the cover: neither is drawn.
        #expect(_LayerRenderer.coveredBodyCount - before == 2)
        let ctx = CGContext(cairoSurface: compositor.framebuffer)
        #expect(pixelBGRA(ctx, 60, 60) == [255, 0, 0, 255])
        #expect(matchesDrawingEverything(compositor, root))
    }

    @Test func withTheSkippingOffEveryBodyIsDrawn() {
        let (root, _, cover) = panelScene()
        let compositor = makeCompositor()
        compositor.composite(root)
        let before = _LayerRenderer.coveredBodyCount
        _LayerRenderer.skipsCoveredDrawing = false
        defer { _LayerRenderer.skipsCoveredDrawing = true }
        withoutActions { cover.backgroundColor = blue }
        compositor.composite(root)
        #expect(_LayerRenderer.coveredBodyCount == before)
    }

    @Test func squareBackgroundsAreFilledDirectlyWithCairosPixels() {
        let (root, panel, _) = panelScene()
        // Translucent and opaque squares at fractional places, one inside a clipping panel (Cairo fills it).
        let clipping = solidLayer(CGRect(x: 70.3, y: 20.6, width: 50.2, height: 40.7), CGColor(red: 0, green: 0, blue: 1, alpha: 0.4))
        clipping.masksToBounds = true
        clipping.addSublayer(solidLayer(CGRect(x: -3.3, y: 5.2, width: 20.1, height: 60), CGColor(red: 1, green: 1, blue: 0, alpha: 0.7)))
        panel.addSublayer(clipping)
        panel.addSublayer(solidLayer(CGRect(x: 12.25, y: 70.4, width: 33.3, height: 0.7), CGColor(red: 1, green: 0, blue: 1, alpha: 0.6)))
        panel.addSublayer(solidLayer(CGRect(x: 50.1, y: 80.9, width: 10.45, height: 10.45), CGColor(red: 0.2, green: 0.9, blue: 0.1, alpha: 1)))
        let compositor = makeCompositor()
        let before = _LayerRenderer.directFillCount
        compositor.composite(root)
        // The root, the panel, the cover, the clipping layer and the two squares beside it; not the clipped square.
        #expect(_LayerRenderer.directFillCount - before == 6)
        #expect(matchesDrawingEverything(compositor, root))
    }

    @Test func pixelExactContentsAreCompositedDirectlyWithCairosPixels() {
        let (root, panel, _) = panelScene()
        func imageLayer(_ frame: CGRect, opacity: Float = 1, masks: Bool = false) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.contents = gradientImage(width: Int(frame.width * 2), height: Int(frame.height * 2))
            layer.opacity = opacity
            layer.masksToBounds = masks
            panel.addSublayer(layer)
            return layer
        }
        _ = imageLayer(CGRect(x: 70, y: 20, width: 8, height: 6))
        _ = imageLayer(CGRect(x: 15, y: 70, width: 10, height: 4), opacity: 0.6)
        _ = imageLayer(CGRect(x: 30.5, y: 80.5, width: 6, height: 6))        // whole device pixels at scale 2
        _ = imageLayer(CGRect(x: 50.25, y: 80, width: 6, height: 6))         // between device pixels: Cairo
        _ = imageLayer(CGRect(x: 60, y: 80, width: 6, height: 6), masks: true) // clipped: Cairo
        let compositor = makeCompositor()
        let before = _LayerRenderer.directBlitCount
        compositor.composite(root)
        #expect(_LayerRenderer.directBlitCount - before == 3)
        #expect(matchesDrawingEverything(compositor, root))
    }

    @Test func aRectangleReachingHalfAPointPastTheCoverDrawsWhatIsUnderIt() {
        let (root, panel, _) = panelScene()
        // Half transparent, over the cover and half a point past its right edge.
        let overlay = solidLayer(CGRect(x: 30, y: 30, width: 30.5, height: 20), CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        panel.addSublayer(overlay)
        let compositor = makeCompositor()
        compositor.composite(root)
        let before = _LayerRenderer.coveredBodyCount
        withoutActions { overlay.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5) }
        compositor.composite(root)
        // The panel covers it, so the root's body is left out; the cover does not, so the panel's is drawn.
        #expect(_LayerRenderer.coveredBodyCount - before == 1)
        #expect(matchesDrawingEverything(compositor, root))
    }

    @Test func whereNothingOpaqueCoversTheRectangleTheBackdropIsPainted() {
        // No background anywhere: the old place of a moved layer shows the backdrop again.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        let box = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        root.addSublayer(box)
        let compositor = makeCompositor()
        compositor.composite(root)
        withoutActions { box.position.x += 60 }
        compositor.composite(root)
        let ctx = CGContext(cairoSurface: compositor.framebuffer)
        let gray = UInt8(RenderingConstants.backdropGray * 255)
        #expect(pixelBGRA(ctx, 30, 30) == [gray, gray, gray, 255])
        #expect(matchesDrawingEverything(compositor, root))
    }

    @Test func aBorderDrawnFirstPaintsTheBackdropBeforeIt() {
        // The root draws only a border (after its sublayers, none of which covers the rectangle).
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        root.borderWidth = 4
        root.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let box = solidLayer(CGRect(x: 0, y: 40, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        root.addSublayer(box)
        let compositor = makeCompositor()
        compositor.composite(root)
        withoutActions { box.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5) }
        compositor.composite(root)
        #expect(matchesDrawingEverything(compositor, root))
    }

    @Test func aShadowBlurredDirectlyHasThePixelsOfItsKeptMask() {
        // A card at a fractional position whose shape changes every frame: after a few frames its
        // shadow is blurred directly, no longer kept; a fresh compositor keeps the mask it makes.
        let root = solidLayer(CGRect(x: 0, y: 0, width: 150, height: 150), white)
        let card = CALayer()
        card.frame = CGRect(x: 20.3, y: 30.7, width: 60, height: 50)
        card.shadowOpacity = 0.6
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 1.25, height: 2.5)
        let body = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 50), red)
        card.addSublayer(body)
        root.addSublayer(card)
        let compositor = makeCompositor()
        compositor.composite(root)
        for step in 1...(RenderingConstants.shadowMaskChangingFrames + 3) {
            withoutActions { body.bounds.size.width = 60 - CGFloat(step) }
            compositor.composite(root)
        }
        #expect(card._rendering.shadowMask == nil, "blurred directly")
        #expect(matchesDrawingEverything(compositor, root))
    }

    /// A random tree three levels deep: opaque and translucent backgrounds, rounded corners,
    /// borders, shadows, clipping, group opacity.
    @MainActor final class Scene {
        var random: SplitMix64
        let root = solidLayer(CGRect(x: 0, y: 0, width: 150, height: 150), white)
        var layers: [CALayer] = []
        let colors: [CGColor?] = [red, green, blue, white, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5), nil]

        init(seed: UInt64) {
            random = SplitMix64(state: seed)
            for _ in 0..<6 { add(to: root, depth: 0) }
        }

        func add(to parent: CALayer, depth: Int) {
            let extent = parent === root ? 150 : max(8, Int(parent.bounds.width))
            let frame = CGRect(x: random.halves(-10..<(2 * extent)), y: random.halves(-10..<(2 * extent)),
                               width: random.halves(2..<(2 * extent)), height: random.halves(2..<(2 * extent)))
            let layer = solidLayer(frame, colors[random.int(0..<colors.count)])
            style(layer)
            parent.addSublayer(layer)
            layers.append(layer)
            if depth < 2 {
                for _ in 0..<random.int(0..<4) { add(to: layer, depth: depth + 1) }
            }
        }

        func style(_ layer: CALayer) {
            if random.int(0..<6) == 0 { layer.cornerRadius = 4 }
            if random.int(0..<6) == 0 { layer.borderWidth = 2; layer.borderColor = blue }
            if random.int(0..<5) == 0 { layer.masksToBounds = true }
            if random.int(0..<8) == 0 { layer.opacity = 0.5 }
            if random.int(0..<12) == 0 { layer.shadowOpacity = 0.5; layer.shadowRadius = 2 }
        }

        func change() {
            let layer = layers[random.int(0..<layers.count)]
            switch random.int(0..<8) {
            case 0, 1: layer.backgroundColor = colors[random.int(0..<colors.count)]
            case 2: layer.position = CGPoint(x: random.halves(-10..<300), y: random.halves(-10..<300))
            case 3: layer.bounds.size = CGSize(width: random.halves(2..<200), height: random.halves(2..<200))
            case 4: layer.isHidden.toggle()
            case 5: layer.opacity = layer.opacity < 1 ? 1 : 0.5
            case 6: layer.cornerRadius = layer.cornerRadius > 0 ? 0 : 4
            default: layer.borderWidth = layer.borderWidth > 0 ? 0 : 2; layer.borderColor = green
            }
        }
    }

    /// Frames of random changes, checked every third frame against drawing everything afresh.
    func runFuzz(seed: UInt64, steps: Int = 120) -> (same: Bool, step: Int) {
        let scene = Scene(seed: seed)
        let compositor = makeCompositor()
        compositor.composite(scene.root)
        for step in 0..<steps {
            withoutActions {
                for _ in 0..<scene.random.int(1..<3) { scene.change() }
            }
            compositor.composite(scene.root)
            if step % 3 == 0 {
                if !matchesDrawingEverything(compositor, scene.root) { return (false, step) }
                // The fresh compositor took the records over: the next frame redraws all of it.
                compositor.composite(scene.root)
            }
        }
        return (true, steps)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] as [UInt64])
    func randomChangesToANestedTreeDrawLikeDrawingEverything(seed: UInt64) {
        let before = _LayerRenderer.coveredBodyCount
        let result = runFuzz(seed: seed)
        #expect(result.same, "seed \(seed), step \(result.step)")
        // The fuzz went through the skipping, not around it.
        #expect(_LayerRenderer.coveredBodyCount > before)
    }

    /// Known: where a redraw's rectangle ends beside an antialiased curve that crosses it, Cairo
    /// (which limits the path to the clip before rasterizing) can give that pixel a coverage one
    /// level apart from drawing the whole frame — with the skipping off too. Seed 11 meets it at
    /// step 9 (one pixel, one level, by a rounded 4 × 3.5 pt layer at the edge of its parent's
    /// rectangle).
    @Test func aCurveEndingAtTheEdgeOfARedrawCanDifferByOneLevel() {
        withKnownIssue("Cairo's coverage next to the clip edge") {
            let result = runFuzz(seed: 11)
            #expect(result.same, "step \(result.step)")
        }
    }

    /// The same random frames on two identical trees, one compositor skipping covered drawing and
    /// one not: each frame's damage is redrawn within the same rectangles, so the pixels are equal
    /// to the byte.
    @Test(arguments: Array(1...12) as [UInt64])
    func theSkippingChangesNoPixelOfARedraw(seed: UInt64) {
        let skipping = Scene(seed: seed), drawing = Scene(seed: seed)
        let a = makeCompositor(), b = makeCompositor()
        let before = _LayerRenderer.coveredBodyCount
        func frame() {
            a.composite(skipping.root)
            _LayerRenderer.skipsCoveredDrawing = false
            b.composite(drawing.root)
            _LayerRenderer.skipsCoveredDrawing = true
        }
        frame()
        for step in 0..<120 {
            withoutActions {
                for _ in 0..<skipping.random.int(1..<3) { skipping.change() }
                for _ in 0..<drawing.random.int(1..<3) { drawing.change() }
            }
            frame()
            let x = CGContext(cairoSurface: a.framebuffer), y = CGContext(cairoSurface: b.framebuffer)
            let same = memcmp(x.data!, y.data!, x.bytesPerRow * x.height) == 0
            #expect(same, "seed \(seed), step \(step)")
            if !same { return }
        }
        #expect(_LayerRenderer.coveredBodyCount > before)
    }
}

/// BGRA bytes (Cairo's ARGB32 in memory on little-endian) of framebuffer pixel (x, y).
private func pixelBGRA(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + x * 4
    return [p[0], p[1], p[2], p[3]]
}
