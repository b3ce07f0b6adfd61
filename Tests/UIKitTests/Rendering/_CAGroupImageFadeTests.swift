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

    /// Each frame of a cross-dissolve sums its looks in the framebuffer's scratch surface, with the
    /// pixels of summing them in a group Cairo makes (a fresh compositor drawing everything with
    /// Cairo: no direct fills, so no scratch surface).
    @Test func aCrossDissolveSummedInTheScratchSurfaceHasTheGroupsPixels() {
        let scene = RenderingReferenceScene()
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        let summed = _LayerRenderer.scratchDissolveCount
        for frame in 0..<5 {
            scene.host.advance(by: 1.0 / 60.0)
            _LayerRenderer.fillsDirectly = false
            #expect(Self.matchesFreshCompositor(scene), "frame \(frame)")
            _LayerRenderer.fillsDirectly = true
            scene.host.window._compositor?.invalidateAll()
        }
        #expect(_LayerRenderer.scratchDissolveCount - summed == 5)
    }

    @Test func aCrossDissolveCompositesTheNewLooksKeptImageEachFrame() {
        let scene = RenderingReferenceScene()
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        expectKeptImageEachFrame(scene)
    }
}
