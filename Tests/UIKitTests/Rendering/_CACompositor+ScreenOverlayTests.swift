import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore
import UIKitTestSupport

/// The compositor keeps the pixels under the status bar as it draws them (the root without the
/// bar, then the bar): the screen is what drawing them in one go gives, and a snapshot of the
/// full-screen view takes them from there instead of drawing them again.
@MainActor @Suite struct _CACompositorScreenOverlayTests {
    /// A white full-screen view with coloured boxes, some under the status bar (its top 20 points),
    /// and a scroll view whose rows pass under it.
    @MainActor final class Scene {
        let host = UITestHost()
        let root: UIView
        var boxes: [UIView] = []
        let list = stripedList(CGRect(x: 0, y: 320, width: 200, height: 300), rows: 40, pitch: 30, rowHeight: 28,
                               colors: (.orange, .purple))
        var compositor: _CACompositor { host.window._compositor! }

        init() {
            let controller = UIViewController()
            host.show(controller)
            root = controller.view
            root.backgroundColor = .white
            for i in 0..<12 {
                let box = UIView(frame: CGRect(x: CGFloat(i % 4) * 90 + 5, y: CGFloat(i / 4) * 14, width: 60, height: 30))
                box.backgroundColor = UIColor(red: CGFloat(i) / 12, green: 0.5, blue: 1 - CGFloat(i) / 12, alpha: 1)
                box.layer.cornerRadius = CGFloat(i % 3) * 4
                root.addSubview(box)
                boxes.append(box)
            }
            root.addSubview(list)
            host.advance(by: 1.0 / 60)
        }

        /// The framebuffer equals a full redraw of the window.
        var screenIsWhole: Bool {
            compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer)
        }

        /// A snapshot of the root view equals the render of it made now.
        func snapshotEqualsTheRender() -> Bool {
            guard let image = root.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage else { return false }
            _CACompositor.reusesOnScreenPixels = false
            defer { _CACompositor.reusesOnScreenPixels = true }
            guard let rendered = root._renderedImage(scale: host.window.screen.scale, afterScreenUpdates: false) else { return false }
            return UIViewSnapshotReuseTests().bytes(image) == UIViewSnapshotReuseTests().bytes(rendered)
        }
    }

    @Test func theScreenUnderAndWithTheStatusBarIsWhatDrawingItInOneGoGives() throws {
        let scene = Scene()
        let kept = _CACompositor.underlayKeepCount
        #expect(scene.screenIsWhole)
        scene.boxes[1].backgroundColor = .black
        scene.host.advance(by: 1.0 / 60)
        #expect(_CACompositor.underlayKeepCount > kept, "the redraw under the bar drew it apart")
        #expect(scene.screenIsWhole)
    }

    @Test func aSnapshotUnderTheStatusBarTakesThePixelsUnderItFromTheUnderlay() throws {
        let scene = Scene()
        let used = _CACompositor.underlayUseCount
        #expect(scene.snapshotEqualsTheRender())
        #expect(_CACompositor.underlayUseCount == used + 1)
        // A change under the bar is kept as it is redrawn.
        scene.boxes[2].backgroundColor = .green
        scene.host.advance(by: 1.0 / 60)
        #expect(scene.snapshotEqualsTheRender())
        #expect(_CACompositor.underlayUseCount == used + 2)
        // A change elsewhere leaves it whole.
        scene.boxes[11].backgroundColor = .red
        scene.host.advance(by: 1.0 / 60)
        #expect(scene.snapshotEqualsTheRender())
        #expect(_CACompositor.underlayUseCount == used + 3)
        #expect(scene.screenIsWhole)
    }

    @Test func pixelsScrolledUnderTheStatusBarMakeTheSnapshotDrawThemUntilAFullRedraw() throws {
        let scene = Scene()
        scene.list.frame.origin.y = 0
        scene.host.advance(by: 1.0 / 60)
        scene.host.recompositeWindow()
        let used = _CACompositor.underlayUseCount
        // (No snapshot before the scroll: pixels a snapshot holds are redrawn, not moved.)
        scene.list.contentOffset = CGPoint(x: 0, y: 10)
        scene.host.advance(by: 1.0 / 60)
        #expect(scene.compositor.scrollShiftCount == 1, "the rows' pixels moved, under the bar too")
        #expect(scene.screenIsWhole)
        #expect(scene.snapshotEqualsTheRender())
        #expect(_CACompositor.underlayUseCount == used, "drawn, not taken")
        scene.host.recompositeWindow()
        #expect(scene.snapshotEqualsTheRender())
        #expect(_CACompositor.underlayUseCount == used + 1, "whole again after a full redraw")
    }

    @Test func aHiddenStatusBarKeepsNothing() throws {
        let scene = Scene()
        scene.host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        scene.host.advance(by: 1.0 / 60)
        let kept = _CACompositor.underlayKeepCount, used = _CACompositor.underlayUseCount
        scene.boxes[0].backgroundColor = .black
        scene.host.advance(by: 1.0 / 60)
        #expect(_CACompositor.underlayKeepCount == kept)
        #expect(scene.snapshotEqualsTheRender())
        #expect(_CACompositor.underlayUseCount == used)
        #expect(scene.screenIsWhole)
    }

    /// Seeded: random colour changes (under the bar and elsewhere), moves, scrolls under the bar,
    /// status bar styles, full redraws and snapshots, one frame at a time. Invariants: after every
    /// fourth step and the last, the framebuffer is a full redraw of the window; each snapshot
    /// equals the render; at the end, the underlay served some snapshots (else the test would test
    /// nothing).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomChangesAndSnapshotsKeepTheScreenAndTheSnapshotsExact(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let scene = Scene()
        let used = _CACompositor.underlayUseCount
        var kept: [UIView] = []
        let steps = 24
        for step in 0..<steps {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1:
                let box = scene.boxes.randomElement(using: &rng)!
                box.backgroundColor = UIColor(white: CGFloat.random(in: 0...1, using: &rng), alpha: 1)
            case 2:
                let box = scene.boxes.randomElement(using: &rng)!
                box.frame.origin.y = CGFloat(Int.random(in: 0..<60, using: &rng))
            case 3:
                scene.list.frame.origin.y = [0, 320].randomElement(using: &rng)!
                scene.list.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0..<40, using: &rng)) * 5)
            case 4:
                scene.host.window._updateStatusBar(hidden: false, style: Bool.random(using: &rng) ? .darkContent : .lightContent,
                                                    animation: .none, animated: false)
            case 5:
                scene.host.recompositeWindow()
            default:
                break
            }
            scene.host.advance(by: 1.0 / 60)
            // (Each check draws the whole window again: every fourth step and the last.)
            if step % 4 == 3 || step == steps - 1 { #expect(scene.screenIsWhole, "step \(step)") }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                #expect(scene.snapshotEqualsTheRender(), "step \(step)")
                if let view = scene.root.snapshotView(afterScreenUpdates: false) { kept = [view] }
            }
        }
        #expect(_CACompositor.underlayUseCount > used)
        #expect(kept.count == 1)
    }
}
