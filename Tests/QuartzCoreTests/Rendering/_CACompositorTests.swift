import Testing
@testable import QuartzCore

/// Damage tracking: a frame redraws exactly the old and new pixels of what changed, and the
/// framebuffer always equals a full redraw. Changes are made with actions disabled: standalone
/// layers would otherwise animate them implicitly, and the compositor draws what is on screen.
@MainActor @Suite struct _CACompositorTests {
    /// A 100 × 100 pt white root at scale 2 (a 200 × 200 pixel framebuffer) with one 10 × 10 red
    /// layer at (10, 10).
    @MainActor struct Scene {
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let box = solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), red)

        init() {
            root.addSublayer(box)
            compositor.composite(root)
        }
    }

    /// RGBA of framebuffer pixel (x, y).
    func framebufferPixel(_ c: _CACompositor, _ x: Int, _ y: Int) -> [UInt8] {
        let ctx = CGContext(cairoSurface: c.framebuffer)
        let p = ctx.data!.assumingMemoryBound(to: UInt32.self)[y * ctx.bytesPerRow / 4 + x]
        return [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF), UInt8(p >> 24)]
    }

    /// The framebuffer equals what a fresh compositor draws from scratch.
    func matchesFullRedraw(_ c: _CACompositor, _ root: CALayer) -> Bool {
        let fresh = _CACompositor(pixelWidth: c.pixelWidth, pixelHeight: c.pixelHeight, scale: c.scale)!
        fresh.composite(root)
        let a = CGContext(cairoSurface: c.framebuffer), b = CGContext(cairoSurface: fresh.framebuffer)
        return memcmp(a.data!, b.data!, a.bytesPerRow * a.height) == 0
    }

    @Test func implicitAnimationsOfAStandaloneLayerAreComposited() {
        let runtime = _CARuntime(clock: .virtual(startingAt: 0))
        runtime.makeCurrent()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let scene = Scene()
        CATransaction.commit()
        scene.box.position.x += 60   // an implicit animation: 0.25 s
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 25, 25) == [255, 0, 0, 255])
        runtime.clock.setVirtualTime(0.3)
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 25, 25) == [255, 255, 255, 255])
        #expect(framebufferPixel(scene.compositor, 145, 25) == [255, 0, 0, 255])
    }

    @Test func theFirstFrameDrawsEverything() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        #expect(compositor.composite(root) == 200 * 200)
        #expect(framebufferPixel(compositor, 199, 199) == [255, 255, 255, 255])
    }

    @Test func aFrameWithoutChangesRedrawsNothing() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        #expect(scene.compositor.composite(scene.root) == 0)
        #expect(scene.compositor.damage.isEmpty)
    }

    @Test func aColourChangeRedrawsOnlyTheLayersPixels() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        scene.box.backgroundColor = blue
        // 10 × 10 pt at scale 2.
        #expect(scene.compositor.composite(scene.root) == 20 * 20)
        #expect(scene.compositor.damage.rects == [_PixelRect(x0: 20, y0: 20, x1: 40, y1: 40)])
        #expect(framebufferPixel(scene.compositor, 25, 25) == [0, 0, 255, 255])
        #expect(framebufferPixel(scene.compositor, 45, 25) == [255, 255, 255, 255])
    }

    @Test func aMoveRedrawsTheOldAndTheNewPlace() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        // Far enough that the two places stay separate rectangles (their union would cost more).
        scene.box.position.x += 60
        scene.box.position.y += 60
        let area = scene.compositor.composite(scene.root)
        #expect(area == 2 * 20 * 20)
        #expect(framebufferPixel(scene.compositor, 25, 25) == [255, 255, 255, 255])
        #expect(framebufferPixel(scene.compositor, 145, 145) == [255, 0, 0, 255])
    }

    @Test func removingALayerRedrawsWhereItWas() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        scene.box.removeFromSuperlayer()
        #expect(scene.compositor.composite(scene.root) == 20 * 20)
        #expect(framebufferPixel(scene.compositor, 25, 25) == [255, 255, 255, 255])
    }

    @Test func hidingALayerRedrawsItsSubtree() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let child = solidLayer(CGRect(x: 70, y: 60, width: 10, height: 10), green)   // far outside the box
        scene.box.addSublayer(child)
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 165, 145) == [0, 255, 0, 255])
        scene.box.isHidden = true
        #expect(scene.compositor.composite(scene.root) == 2 * 20 * 20)
        #expect(framebufferPixel(scene.compositor, 165, 145) == [255, 255, 255, 255])
    }

    @Test func reorderingOverlappingSiblingsRedrawsThem() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let other = solidLayer(CGRect(x: 15, y: 10, width: 10, height: 10), blue)
        scene.root.addSublayer(other)
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 35, 25) == [0, 0, 255, 255])
        scene.root.insertSublayer(other, at: 0)
        #expect(scene.compositor.composite(scene.root) > 0)
        #expect(framebufferPixel(scene.compositor, 35, 25) == [255, 0, 0, 255])
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func anAncestorsOpacityReachesSublayersOutsideItsBounds() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let child = solidLayer(CGRect(x: 30, y: 0, width: 10, height: 10), green)
        scene.box.addSublayer(child)
        scene.compositor.composite(scene.root)
        scene.box.opacity = 0.5
        scene.compositor.composite(scene.root)
        #expect(near(framebufferPixel(scene.compositor, 85, 25), [128, 255, 128, 255]))
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func aSublayerChangeRedrawsTheShadowItCasts() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        scene.box.shadowOpacity = 1
        scene.box.shadowRadius = 0
        scene.box.shadowOffset = CGSize(width: 0, height: 30)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), green)
        child.opacity = 0
        scene.box.addSublayer(child)
        scene.box.backgroundColor = nil
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 25, 85) == [255, 255, 255, 255])
        child.opacity = 1
        scene.compositor.composite(scene.root)
        // The child's shadow, 30 pt below it.
        #expect(framebufferPixel(scene.compositor, 25, 85) == [0, 0, 0, 255])
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func manyChangesStillMatchAFullRedraw() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        var layers: [CALayer] = []
        for i in 0..<12 {
            let l = solidLayer(CGRect(x: CGFloat(i * 7), y: CGFloat(i * 5), width: 12, height: 9), i % 2 == 0 ? green : blue)
            l.cornerRadius = 3
            l.borderWidth = 1
            scene.root.addSublayer(l)
            layers.append(l)
        }
        scene.compositor.composite(scene.root)
        layers[3].setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        layers[5].opacity = 0.4
        layers[7].removeFromSuperlayer()
        layers[9].backgroundColor = red
        layers[1].masksToBounds = true
        layers[1].addSublayer(solidLayer(CGRect(x: -3, y: -3, width: 30, height: 30), red))
        scene.compositor.composite(scene.root)
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func invalidateAllRedrawsEveryPixel() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        scene.compositor.invalidateAll()
        #expect(scene.compositor.composite(scene.root) == 200 * 200)
    }

    @Test func pixelsNoLayerCoversAreBlack() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let compositor = _CACompositor(pixelWidth: 20, pixelHeight: 20, scale: 1)!
        compositor.composite(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red))
        #expect(framebufferPixel(compositor, 15, 15) == [0, 0, 0, 255])
    }

    @Test func contentsAtWholeDevicePixelsLandUnresampled() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let compositor = _CACompositor(pixelWidth: 40, pixelHeight: 40, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        let image = CALayer()
        image.frame = CGRect(x: 3.5, y: 2, width: 4, height: 4)   // 3.5 pt = 7 px: still whole pixels
        image.contents = gradientImage(width: 8, height: 8)
        image.contentsScale = 2
        root.addSublayer(image)
        compositor.composite(root)
        for (x, y) in [(0, 0), (7, 0), (3, 5), (7, 7)] {
            #expect(framebufferPixel(compositor, 7 + x, 4 + y) == [UInt8(x * 16), UInt8(y * 16), 0, 255])
        }
    }

    @Test func aNewContentsImageIsRedrawn() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        scene.box.contents = gradientImage(width: 2, height: 2)
        #expect(scene.compositor.composite(scene.root) == 20 * 20)
        scene.box.contents = gradientImage(width: 2, height: 2)
        #expect(scene.compositor.composite(scene.root) == 20 * 20)
    }

    @Test func aRedisplayedLayerIsRedrawn() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        final class Drawn: CALayer {
            override func draw(in ctx: CGContext) { ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1); ctx.fill(bounds) }
        }
        let scene = Scene()
        let drawn = Drawn()
        drawn.frame = CGRect(x: 50, y: 50, width: 5, height: 5)
        scene.root.addSublayer(drawn)
        drawn.setNeedsDisplay()
        scene.root._displaySubtreeIfNeeded()
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 101, 101) == [0, 255, 0, 255])
        drawn.setNeedsDisplay()
        scene.root._displaySubtreeIfNeeded()
        #expect(scene.compositor.composite(scene.root) == 10 * 10)
    }

    @Test func layersOutsideAMaskingAncestorAreNotWalked() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let clip = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        clip.masksToBounds = true
        root.addSublayer(clip)
        // A column of 100 rows, 10 pt each: only the first 10 are inside the clip.
        for i in 0..<100 {
            clip.addSublayer(solidLayer(CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 10), i % 2 == 0 ? red : white))
        }
        compositor.composite(root)
        #expect(compositor.visitedLayerCount == 2 + 10)
        // Scrolling the clip by half a row: rows 0...10 show, and the pixels still match a full redraw.
        // The pixels of rows 0...8 move (a scroll shift, `_CACompositor+ScrollShift.swift`): only row
        // 9, clipped at the bottom before, and row 10, entering, are walked.
        clip.bounds.origin.y = 5
        compositor.composite(root)
        #expect(compositor.visitedLayerCount == 2 + 2)
        #expect(matchesFullRedraw(compositor, root))
        // At 4.75 pt (9.5 device pixels: no shift) every visible row, 0...10, is walked again and
        // none of the 89 offscreen ones.
        clip.bounds.origin.y = 4.75
        compositor.composite(root)
        #expect(compositor.scrollShiftCount == 0)
        #expect(compositor.visitedLayerCount == 2 + 11)
        #expect(matchesFullRedraw(compositor, root))
        CATransaction.commit()
    }

    @Test func aChangeAmongManySiblingsWalksOnlyThePathToIt() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let group = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        scene.root.addSublayer(group)
        var leaves: [CALayer] = []
        for i in 0..<1_000 {
            let leaf = solidLayer(CGRect(x: CGFloat(i % 40) * 2.5, y: CGFloat(i / 40) * 4, width: 2.5, height: 4), i % 2 == 0 ? green : blue)
            group.addSublayer(leaf)
            leaves.append(leaf)
        }
        scene.compositor.composite(scene.root)
        leaves[517].backgroundColor = red
        #expect(scene.compositor.composite(scene.root) == 5 * 8)
        // The root and the group visit only the changed leaf; nothing else is walked.
        #expect(scene.compositor.visitedLayerCount == 3)
        #expect(framebufferPixel(scene.compositor, 187, 100) == [255, 0, 0, 255])
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func aLayerShownAgainIsRedrawnWithItsSublayers() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let child = solidLayer(CGRect(x: 70, y: 60, width: 10, height: 10), green)
        scene.box.addSublayer(child)
        scene.compositor.composite(scene.root)
        scene.box.isHidden = true
        scene.compositor.composite(scene.root)
        scene.box.isHidden = false
        #expect(scene.compositor.composite(scene.root) == 2 * 20 * 20)
        #expect(framebufferPixel(scene.compositor, 165, 145) == [0, 255, 0, 255])
        #expect(framebufferPixel(scene.compositor, 25, 25) == [255, 0, 0, 255])
    }

    @Test func aSublayerChangedWhileItsSuperlayerWasOffScreenShowsWhenItReturns() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let child = solidLayer(CGRect(x: 2, y: 2, width: 5, height: 5), green)
        scene.box.addSublayer(child)
        scene.compositor.composite(scene.root)
        scene.box.position.x = 500   // off screen
        scene.compositor.composite(scene.root)
        child.backgroundColor = blue
        scene.compositor.composite(scene.root)
        scene.box.position.x = 15
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 26, 26) == [0, 0, 255, 255])
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func aLayerMovedToAnotherSuperlayerIsRedrawnInBothPlaces() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        let other = solidLayer(CGRect(x: 50, y: 50, width: 40, height: 40), blue)
        scene.root.addSublayer(other)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), green)
        scene.box.addSublayer(child)
        scene.compositor.composite(scene.root)
        other.addSublayer(child)
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 21, 21) == [255, 0, 0, 255])
        #expect(framebufferPixel(scene.compositor, 101, 101) == [0, 255, 0, 255])
        child.backgroundColor = red
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 101, 101) == [255, 0, 0, 255])
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    @Test func aRedrawUnderAnOpaqueLayerOnTopMatchesAFullRedraw() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let scene = Scene()
        // Translucent and rounded layers under an opaque square one that changes colour.
        for i in 0..<20 {
            let l = solidLayer(CGRect(x: CGFloat(i) * 3, y: CGFloat(i) * 2, width: 30, height: 30),
                               CGColor(red: 0, green: 0, blue: 1, alpha: 0.3))
            l.cornerRadius = 4
            scene.root.addSublayer(l)
        }
        let top = solidLayer(CGRect(x: 20, y: 20, width: 22, height: 22), green)
        scene.root.addSublayer(top)
        let rounded = solidLayer(CGRect(x: 60, y: 20, width: 22, height: 22), green)
        rounded.cornerRadius = 6
        scene.root.addSublayer(rounded)
        scene.compositor.composite(scene.root)
        top.backgroundColor = red
        rounded.backgroundColor = red
        scene.compositor.composite(scene.root)
        #expect(framebufferPixel(scene.compositor, 50, 50) == [255, 0, 0, 255])
        #expect(matchesFullRedraw(scene.compositor, scene.root))
    }

    /// A layer scaled to nothing (a singular matrix, which would put Cairo's context in an error
    /// state) is skipped with its subtree — masking, bordered, shadowed, opacity-grouped — and
    /// every layer drawn after it still appears.
    @Test func aLayerScaledToZeroIsSkippedAndLaterLayersStillDraw() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        for scale: CGFloat in [0, 1e-320] {
            let collapsed = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), blue)
            collapsed.masksToBounds = true
            collapsed.cornerRadius = 5
            collapsed.borderWidth = 2
            collapsed.opacity = 0.5
            collapsed.shadowOpacity = 1
            collapsed.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green))
            collapsed.setAffineTransform(CGAffineTransform(scaleX: scale, y: scale))
            root.addSublayer(collapsed)
        }
        let after = solidLayer(CGRect(x: 60, y: 60, width: 10, height: 10), red)
        root.addSublayer(after)
        compositor.composite(root)
        #expect(framebufferPixel(compositor, 130, 130) == [255, 0, 0, 255])
        #expect(framebufferPixel(compositor, 60, 60) == [255, 255, 255, 255])
        after.position.x += 10
        compositor.composite(root)
        #expect(framebufferPixel(compositor, 150, 130) == [255, 0, 0, 255])
        #expect(matchesFullRedraw(compositor, root))
        // The same through `render(in:)`.
        let ctx = rendered(root, width: 100, height: 100)
        #expect(pixel(ctx, 75, 65) == [255, 0, 0, 255])
    }

    /// Contents shrunk to a tiny fraction of their pixels — a snapshot animated down to a point,
    /// scrubbed by an interactive transition to 1e-5 pt — are skipped: Cairo cannot sample an
    /// image reduced beyond 1/32 768 and would leave the framebuffer in an error state for good
    /// (seed 003's corner-button presentation found it). Later layers and frames still draw.
    @Test func contentsShrunkToAPointAreSkippedAndLaterLayersStillDraw() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        // The numbers of the frame that found it: a 375 × 667-pt snapshot at scale 2, 0.006 pt wide.
        let tiny = CALayer()
        tiny.frame = CGRect(x: 39.9945817868604, y: 31.9899284979287, width: 0.005975970374549888, height: 0.010629259306142558)
        tiny.contents = gradientImage(width: 750, height: 1334)
        tiny.contentsScale = 2
        root.addSublayer(tiny)
        let scaled = CALayer()
        scaled.frame = CGRect(x: 10.3, y: 10.7, width: 40, height: 40)
        scaled.contents = gradientImage(width: 750, height: 1334)
        scaled.setAffineTransform(CGAffineTransform(scaleX: 1e-7, y: 2e-7))
        root.addSublayer(scaled)
        let after = solidLayer(CGRect(x: 60, y: 60, width: 10, height: 10), red)
        root.addSublayer(after)
        compositor.composite(root)
        #expect(framebufferPixel(compositor, 130, 130) == [255, 0, 0, 255])
        #expect(framebufferPixel(compositor, 80, 80) == [255, 255, 255, 255])
        after.position.x += 10
        compositor.composite(root)
        #expect(framebufferPixel(compositor, 150, 130) == [255, 0, 0, 255])
        #expect(matchesFullRedraw(compositor, root))
        let ctx = rendered(root, width: 100, height: 100)
        #expect(pixel(ctx, 75, 65) == [255, 0, 0, 255])
    }
}
