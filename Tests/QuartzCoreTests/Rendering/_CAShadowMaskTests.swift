import Foundation
import Testing
@testable import QuartzCore

/// A layer's blurred shadow is kept with the layer: moving the layer, or changing the shadow's
/// colour, opacity or offset, reuses it; changing its shape re-blurs it; freeing the layer frees
/// it; and a reused shadow looks the same as a fresh one. Changes are made with actions disabled.
@MainActor @Suite struct _CAShadowMaskTests {
    /// A 100 × 100 pt white root at scale 2 with a 20 × 20 red layer at (20, 20) casting a shadow
    /// of radius 3.
    @MainActor struct Scene {
        let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
        let box = solidLayer(CGRect(x: 20, y: 20, width: 20, height: 20), red)

        init() {
            box.shadowOpacity = 0.5
            box.shadowRadius = 3
            box.shadowOffset = CGSize(width: 0, height: 4)
            root.addSublayer(box)
            compositor.composite(root)
        }

        /// Masks blurred by one more composite.
        func blursOfNextFrame() -> Int {
            let before = _CAShadowMask.renderCount
            compositor.composite(root)
            return _CAShadowMask.renderCount - before
        }

        /// The framebuffer equals what a fresh compositor draws from scratch.
        func matchesFullRedraw() -> Bool {
            let fresh = _CACompositor(pixelWidth: compositor.pixelWidth, pixelHeight: compositor.pixelHeight,
                                      scale: compositor.scale)!
            fresh.composite(root)
            return sameFramebuffers(compositor, fresh)
        }
    }

    @Test func aMovingLayerReusesItsShadow() {
        withoutActions {
            let scene = Scene()
            for step in 1...5 {
                scene.box.position.x += 7.3
                scene.box.position.y += CGFloat(step) * 0.45
                #expect(scene.blursOfNextFrame() == 0)
                #expect(scene.matchesFullRedraw())
            }
        }
    }

    @Test func aMovingSuperlayerReusesTheShadowsBelowIt() {
        withoutActions {
            let scene = Scene()
            let inner = solidLayer(CGRect(x: 2, y: 2, width: 10, height: 10), green)
            inner.shadowOpacity = 1
            inner.shadowRadius = 1
            scene.box.addSublayer(inner)
            #expect(scene.blursOfNextFrame() >= 1)
            scene.box.position.x += 10
            #expect(scene.blursOfNextFrame() == 0)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func colourOpacityAndOffsetAreAppliedWithoutReblurring() {
        withoutActions {
            let scene = Scene()
            scene.box.shadowColor = blue
            #expect(scene.blursOfNextFrame() == 0)
            scene.box.shadowOpacity = 0.8
            #expect(scene.blursOfNextFrame() == 0)
            scene.box.shadowOffset = CGSize(width: 5, height: -2)
            #expect(scene.blursOfNextFrame() == 0)
            scene.box.backgroundColor = green   // same alpha: same shape
            #expect(scene.blursOfNextFrame() == 0)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func aNewRadiusReblurs() {
        withoutActions {
            let scene = Scene()
            scene.box.shadowRadius = 6
            #expect(scene.blursOfNextFrame() == 1)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func aNewCornerRadiusReblurs() {
        withoutActions {
            let scene = Scene()
            scene.box.cornerRadius = 8
            #expect(scene.blursOfNextFrame() == 1)
        }
    }

    @Test func aNewBoundsSizeReblurs() {
        withoutActions {
            let scene = Scene()
            scene.box.bounds.size = CGSize(width: 30, height: 20)
            #expect(scene.blursOfNextFrame() == 1)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func aNewShadowPathReblursAndAMovedOneDoesNot() {
        withoutActions {
            let scene = Scene()
            scene.box.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
            #expect(scene.blursOfNextFrame() == 1)
            scene.box.position.y += 11
            #expect(scene.blursOfNextFrame() == 0)
            scene.box.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
            #expect(scene.blursOfNextFrame() == 1)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func aMutatedShadowPathReblurs() {
        withoutActions {
            let scene = Scene()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            scene.box.shadowPath = path
            #expect(scene.blursOfNextFrame() == 1)
            path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            scene.box.shadowOffset.width += 1   // something to redraw
            #expect(scene.blursOfNextFrame() == 1)
        }
    }

    @Test func newContentReblurs() {
        withoutActions {
            let scene = Scene()
            scene.box.backgroundColor = nil
            scene.box.contents = gradientImage(width: 4, height: 4)
            #expect(scene.blursOfNextFrame() == 1)
            scene.box.contents = gradientImage(width: 4, height: 4)
            #expect(scene.blursOfNextFrame() == 1)
            scene.box.position.x += 3
            #expect(scene.blursOfNextFrame() == 0)
        }
    }

    @Test func aChangedSublayerReblursItsSuperlayersShadow() {
        withoutActions {
            let scene = Scene()
            let child = solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), green)
            scene.box.addSublayer(child)
            #expect(scene.blursOfNextFrame() == 1)
            child.position.x += 4
            #expect(scene.blursOfNextFrame() == 1)
            child.isHidden = true
            #expect(scene.blursOfNextFrame() == 1)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func sixNestedShadowsBlurOnceEach() {
        withoutActions {
            let compositor = _CACompositor(pixelWidth: 200, pixelHeight: 200, scale: 2)!
            let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), white)
            var parent = root
            for i in 0..<6 {
                let l = solidLayer(CGRect(x: 4, y: 4, width: 80 - CGFloat(i) * 12, height: 80 - CGFloat(i) * 12), green)
                l.shadowOpacity = 0.3
                parent.addSublayer(l)
                parent = l
            }
            let before = _CAShadowMask.renderCount
            compositor.composite(root)
            #expect(_CAShadowMask.renderCount - before == 6)
            root.sublayers![0].position.x += 5
            let moved = _CAShadowMask.renderCount
            compositor.composite(root)
            #expect(_CAShadowMask.renderCount == moved)
        }
    }

    @Test func aNewButEqualShadowPathDoesNotReblur() {
        withoutActions {
            let scene = Scene()
            scene.box.shadowPath = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4,
                                          cornerHeight: 4, transform: nil)
            #expect(scene.blursOfNextFrame() == 1)
            scene.box.shadowPath = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4,
                                          cornerHeight: 4, transform: nil)
            #expect(scene.blursOfNextFrame() == 0)
        }
    }

    @Test func aShapeChangingEveryFrameIsBlurredDirectlyAndKeptOnceItHolds() {
        withoutActions {
            let scene = Scene()
            let changing = RenderingConstants.shadowMaskChangingFrames
            for i in 1..<changing {
                scene.box.bounds.size.width = 20 + CGFloat(i) * 2
                #expect(scene.blursOfNextFrame() == 1)   // a few changes: a new mask each, kept
            }
            for i in changing..<(changing + 3) {
                scene.box.bounds.size.width = 20 + CGFloat(i) * 2
                #expect(scene.blursOfNextFrame() == 0)   // changing frame after frame: no mask built
                #expect(scene.box._rendering.shadowMask == nil)
            }
            // (Checked after the loop: the fresh compositor of the check draws the layer too.)
            scene.box.position.x += 5
            #expect(scene.blursOfNextFrame() == 1)   // the shape held for a frame: kept again
            #expect(scene.matchesFullRedraw())
            scene.box.position.x += 5
            #expect(scene.blursOfNextFrame() == 0)
            #expect(scene.matchesFullRedraw())
        }
    }

    @Test func aShadowTurnedOffLetsGoOfItsMask() {
        withoutActions {
            let scene = Scene()
            #expect(scene.box._rendering.shadowMask != nil)
            scene.box.shadowOpacity = 0
            scene.compositor.composite(scene.root)
            #expect(scene.box._rendering.shadowMask == nil)
        }
    }

    @Test func aLayerRemovedFromItsSuperlayerLetsGoOfItsMask() {
        withoutActions {
            let scene = Scene()
            #expect(scene.box._rendering.shadowMask != nil)
            scene.box.removeFromSuperlayer()
            #expect(scene.box._rendering.shadowMask == nil)
        }
    }

    @Test func aFreedLayerFreesItsShadow() {
        let live = _CAShadowMask.liveCount
        weak var weakBox: CALayer?
        weak var weakMask: _CAShadowMask?
        withoutActions {
            let scene = Scene()
            weakBox = scene.box
            weakMask = scene.box._rendering.shadowMask
            #expect(weakMask != nil)
            #expect(_CAShadowMask.liveCount == live + 1)
            scene.box.removeFromSuperlayer()
            scene.compositor.composite(scene.root)
        }
        #expect(weakBox == nil)
        #expect(weakMask == nil)
        #expect(_CAShadowMask.liveCount == live)
    }

    @Test func aCachedShadowLooksLikeTheOneDrawnDirectly() {
        // render(in:) of a layer whose mask is kept equals the first render.
        let root = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
        let layer = solidLayer(CGRect(x: 20, y: 20, width: 20, height: 20), red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        root.addSublayer(layer)
        let first = rendered(root, width: 60, height: 60)
        let count = _CAShadowMask.renderCount
        let second = rendered(root, width: 60, height: 60)
        #expect(_CAShadowMask.renderCount == count)
        #expect(memcmp(first.data!, second.data!, first.bytesPerRow * 60) == 0)
    }
}
