import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// Kept group images (`_CAGroupImage`) in a UIKit scene: issue 17's reference scene (a 375 × 667 pt
/// screen at scale 2, 200 rounded bordered views and 50 labels on a white root view) fading its
/// root view with `UIView.animate`, and cross-dissolving it with `UIView.transition`. After the
/// first frames every frame composites the kept image, with exactly the pixels of drawing the
/// group directly.
@MainActor @Suite struct _CAGroupImageFadeTests {
    @MainActor final class ReferenceScene {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
        let small = UIView(frame: CGRect(x: 165, y: 311, width: 44, height: 44))
        let root: UIView

        init() {
            let controller = UIViewController()
            host.show(controller)
            root = controller.view!
            root.backgroundColor = .white
            for i in 0..<200 {
                let v = UIView(frame: CGRect(x: 3, y: 3, width: 31, height: 27)
                    .offsetBy(dx: CGFloat(i % 10) * 37.5, dy: CGFloat(i / 10) * 33))
                v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 5) / 5, blue: CGFloat(i % 3) / 3, alpha: 1)
                v.layer.cornerRadius = 6
                v.layer.borderWidth = 1.5
                root.addSubview(v)
            }
            for i in 0..<50 {
                let label = UILabel(frame: CGRect(x: 10 + CGFloat(i % 2) * 190, y: 10 + CGFloat(i / 2) * 26, width: 150, height: 18))
                label.font = .systemFont(ofSize: 13)
                label.textColor = UIColor(white: 0.1, alpha: 1)
                label.text = "Row \(i): brown fox"
                root.addSubview(label)
            }
            small.backgroundColor = .red
            root.addSubview(small)
            host.advance(by: 1.0 / 60.0)
            host.advance(by: 1.0 / 60.0)
        }

        /// The window's framebuffer equals a fresh compositor's that draws every group directly.
        func matchesDirectDrawing() -> Bool {
            let window = host.window
            guard let compositor = window._compositor else { return false }
            _CAGroupImage.isEnabled = false
            defer { _CAGroupImage.isEnabled = true }
            let fresh = _CACompositor(pixelWidth: compositor.pixelWidth, pixelHeight: compositor.pixelHeight,
                                      scale: compositor.scale)!
            fresh.composite(window.layer)
            let a = CGContext(cairoSurface: compositor.framebuffer), b = CGContext(cairoSurface: fresh.framebuffer)
            return memcmp(a.data!, b.data!, a.bytesPerRow * a.height) == 0
        }
    }

    @Test func aFadingRootViewCompositesItsKeptImageEachFrame() {
        let scene = ReferenceScene()
        let root = scene.root
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { root.alpha = 0.5 })
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.advance(by: 1.0 / 60.0)
        let drawn = _CAGroupImage.renderCount, composited = _CAGroupImage.compositeCount
        for _ in 0..<6 {
            scene.host.advance(by: 1.0 / 60.0)
            #expect(scene.matchesDirectDrawing())
        }
        #expect(_CAGroupImage.renderCount == drawn)
        #expect(_CAGroupImage.compositeCount - composited == 6)
    }

    @Test func aCrossDissolveCompositesTheNewLooksKeptImageEachFrame() {
        let scene = ReferenceScene()
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = .blue
        })
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.advance(by: 1.0 / 60.0)
        let drawn = _CAGroupImage.renderCount, composited = _CAGroupImage.compositeCount
        for _ in 0..<6 {
            scene.host.advance(by: 1.0 / 60.0)
            #expect(scene.matchesDirectDrawing())
        }
        #expect(_CAGroupImage.renderCount == drawn)
        #expect(_CAGroupImage.compositeCount - composited == 6)
    }
}
