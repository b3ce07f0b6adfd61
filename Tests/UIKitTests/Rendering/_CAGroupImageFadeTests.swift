import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore
import UIKitTestSupport

/// Kept group images (`_CAGroupImage`) in a UIKit scene: issue 17's reference scene (a 375 × 667 pt
/// screen at scale 2, 200 rounded bordered views and 50 labels on a white root view) fading its
/// root view with `UIView.animate`, and cross-dissolving it with `UIView.transition`. After the
/// first frames every frame composites the kept image, with exactly the pixels of drawing the
/// group directly.
@MainActor @Suite struct _CAGroupImageFadeTests {
    /// The window's framebuffer equals a fresh compositor's that draws every group directly.
    static func matchesDirectDrawing(_ scene: RenderingReferenceScene) -> Bool {
        _CAGroupImage.isEnabled = false
        defer { _CAGroupImage.isEnabled = true }
        return matchesFreshCompositor(scene)
    }

    /// The window's framebuffer equals a fresh compositor's drawing of the window (made with the
    /// switches the caller set).
    static func matchesFreshCompositor(_ scene: RenderingReferenceScene) -> Bool {
        let window = scene.host.window
        guard let compositor = window._compositor else { return false }
        let fresh = _CACompositor(pixelWidth: compositor.pixelWidth, pixelHeight: compositor.pixelHeight,
                                  scale: compositor.scale)!
        fresh.composite(window.layer)
        let a = CGContext(cairoSurface: compositor.framebuffer), b = CGContext(cairoSurface: fresh.framebuffer)
        return memcmp(a.data!, b.data!, a.bytesPerRow * a.height) == 0
    }

    /// After the first two frames of the animation in flight (a fade or a cross-dissolve), six
    /// frames each composite the kept image, drawn no more, with the pixels of drawing directly.
    func expectKeptImageEachFrame(_ scene: RenderingReferenceScene, sourceLocation: SourceLocation = #_sourceLocation) {
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.advance(by: 1.0 / 60.0)
        let drawn = _CAGroupImage.renderCount, composited = _CAGroupImage.compositeCount
        for _ in 0..<6 {
            scene.host.advance(by: 1.0 / 60.0)
            #expect(Self.matchesDirectDrawing(scene), sourceLocation: sourceLocation)
        }
        #expect(_CAGroupImage.renderCount == drawn, sourceLocation: sourceLocation)
        #expect(_CAGroupImage.compositeCount - composited == 6, sourceLocation: sourceLocation)
    }

    @Test func aFadingRootViewCompositesItsKeptImageEachFrame() {
        let scene = RenderingReferenceScene()
        let root = scene.root
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { root.alpha = 0.5 })
        expectKeptImageEachFrame(scene)
    }

    /// The window's framebuffer equals a fresh compositor's that draws everything with Cairo: no
    /// direct fills (so no scratch surface) and no kept group images.
    static func matchesCairo(_ scene: RenderingReferenceScene) -> Bool {
        _LayerRenderer.fillsDirectly = false
        defer { _LayerRenderer.fillsDirectly = true }
        return matchesDirectDrawing(scene)
    }

    /// A cross-dissolve of a translucent root view sums its looks in the framebuffer's scratch
    /// surface in its first frame (which has no kept image of the new look), and from its second
    /// on sums them and composites the sum over the backdrop in one pass, over frames of many
    /// progresses: each with the pixels of summing them in a group Cairo makes.
    @Test func aCrossDissolveOfTranslucentLooksHasTheGroupsPixels() {
        let scene = RenderingReferenceScene()
        scene.root.backgroundColor = UIColor(white: 1, alpha: 0.9)
        scene.host.advance(by: 1.0 / 60.0)
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        let summed = _LayerRenderer.scratchDissolveCount, straight = _LayerRenderer.opaqueDissolveCount
        let onePass = _LayerRenderer.translucentDissolveCount
        for frame in 0..<12 {
            scene.host.advance(by: 1.0 / 60.0 + Double(frame % 5) / 311.0)
            #expect(Self.matchesCairo(scene), "frame \(frame)")
            scene.host.window._compositor?.invalidateAll()
        }
        #expect(_LayerRenderer.scratchDissolveCount - summed == 1)
        // A step may hold more than one display frame: at least one pass a step after the first.
        #expect(_LayerRenderer.translucentDissolveCount - onePass >= 11)
        #expect(_LayerRenderer.opaqueDissolveCount == straight)
    }

    /// A cross-dissolve of the opaque root view sums its looks straight into the framebuffer from
    /// its second frame on (its first has no kept image of the new look), over frames of every
    /// progress, with the pixels of summing them in a group Cairo makes and compositing that over
    /// the backdrop — which the straight sum leaves out.
    @Test func aCrossDissolveOfTwoOpaqueLooksIsSummedInTheFramebufferWithTheGroupsPixels() {
        let scene = RenderingReferenceScene()
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        let summed = _LayerRenderer.scratchDissolveCount, straight = _LayerRenderer.opaqueDissolveCount
        // Uneven steps, so the progress takes many values of Cairo's 8-bit masks.
        var frames = 0
        while scene.root.layer.animationKeys() != nil, frames < 40 {
            scene.host.advance(by: 1.0 / 60.0 + Double(frames % 7) / 997.0)
            frames += 1
            #expect(Self.matchesCairo(scene), "frame \(frames)")
            scene.host.window._compositor?.invalidateAll()
        }
        #expect(frames > 30)
        #expect(_LayerRenderer.scratchDissolveCount - summed == 1)
        // A step may hold more than one display frame: at least one sum a step after the first.
        #expect(_LayerRenderer.opaqueDissolveCount - straight >= frames - 1)
    }

    /// A small opaque view dissolving while the whole screen is redrawn sums its looks straight
    /// into its own pixels, over the rest of the scene drawn as usual.
    @Test func aSmallOpaqueViewDissolvingInAFullRedrawSumsItsLooksInItsOwnPixels() {
        let scene = RenderingReferenceScene()
        UIView.transition(with: scene.small, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        scene.host.advance(by: 1.0 / 60.0)
        let straight = _LayerRenderer.opaqueDissolveCount
        for frame in 0..<4 {
            scene.host.window._compositor?.invalidateAll()
            scene.host.advance(by: 1.0 / 60.0)
            #expect(Self.matchesCairo(scene), "frame \(frame)")
        }
        #expect(_LayerRenderer.opaqueDissolveCount - straight == 4)
    }

    /// Thirty dissolves one after another, summed straight into the framebuffer (opaque looks)
    /// or in one pass over it (a translucent root view), each free their old look (4 MB) when they
    /// end, and keep the raster cache and memory flat.
    @Test(arguments: [false, true])
    func dissolvesOneAfterAnotherFreeTheirOldLooksAndKeepMemoryFlat(translucentRoot: Bool) {
        let scene = RenderingReferenceScene()
        if translucentRoot {
            scene.root.backgroundColor = UIColor(white: 1, alpha: 0.9)
            scene.host.advance(by: 1.0 / 60.0)
        }
        func direct() -> Int {
            translucentRoot ? _LayerRenderer.translucentDissolveCount : _LayerRenderer.opaqueDissolveCount
        }
        weak var firstBefore: CGImage?
        var live = 0, bytes = 0, start = 0
        let straight = direct()
        for cycle in 0..<31 {
            UIView.transition(with: scene.root, duration: 0.1, options: [.transitionCrossDissolve], animations: {
                scene.small.backgroundColor = cycle % 2 == 0 ? .blue : .red
            })
            if cycle == 0 {
                firstBefore = scene.root.layer.animationKeys()?
                    .compactMap { scene.root.layer.animation(forKey: $0) as? _CATransitionAnimation }.first?.before
                #expect(firstBefore != nil)
            }
            for _ in 0..<9 { scene.host.advance(by: 1.0 / 60.0) }
            #expect(scene.root.layer.animationKeys() == nil)
            if cycle == 0 {
                live = _CARasterCacheEntry.liveCount
                bytes = _CARasterCacheEntry.totalBytes
                start = ResidentMemory.kilobytes()
            }
        }
        #expect(firstBefore == nil)
        #expect(direct() - straight >= 31 * 4)
        #expect(_CARasterCacheEntry.liveCount == live)
        #expect(_CARasterCacheEntry.totalBytes == bytes)
        // Kept, thirty old looks would hold 120 MB.
        let growth = ResidentMemory.kilobytes() - start
        #expect(growth < 16 * 1024, "\(growth) kB")
    }

    @Test func aCrossDissolveCompositesTheNewLooksKeptImageEachFrame() {
        let scene = RenderingReferenceScene()
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        expectKeptImageEachFrame(scene)
    }
}
