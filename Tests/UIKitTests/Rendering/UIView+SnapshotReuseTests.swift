import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore
import UIKitTestSupport

/// `snapshotView(afterScreenUpdates: false)` takes the framebuffer's pixels of a view the screen
/// shows as it is (`_CACompositor.onScreenImage(of:root:)`), and only when they equal the render:
/// shared copy-on-write when it can (`_PixelBuffer`), copied otherwise.
@MainActor @Suite struct UIViewSnapshotReuseTests {
    func scene() -> (UITestHost, UIView) {
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        controller.view.backgroundColor = .white
        return (host, controller.view)
    }

    /// A red view with a blue child and a half-transparent green grandchild.
    func sample(_ frame: CGRect = CGRect(x: 100, y: 100, width: 40, height: 30)) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        child.backgroundColor = .blue
        child.layer.cornerRadius = 4
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        grandchild.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        child.addSubview(grandchild)
        view.addSubview(child)
        return view
    }

    /// Every byte of `image`, as premultiplied RGBA rows top to bottom.
    func bytes(_ image: CGImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height * 4)
        out.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        return out
    }

    /// Takes the snapshot of `view`; returns whether the framebuffer was copied, and checks its
    /// image equals the render of the view made now.
    func snapshot(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let before = _CACompositor.onScreenImageCount
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false), sourceLocation: sourceLocation)
        let copied = _CACompositor.onScreenImageCount != before
        let image = try #require(snapshot.layer.contents as? CGImage, sourceLocation: sourceLocation)
        _CACompositor.reusesOnScreenPixels = false
        defer { _CACompositor.reusesOnScreenPixels = true }
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        let rendered = try #require(view._renderedImage(scale: scale, afterScreenUpdates: false), sourceLocation: sourceLocation)
        #expect(image.width == rendered.width && image.height == rendered.height, sourceLocation: sourceLocation)
        #expect(bytes(image) == bytes(rendered) ? true : false, "the image equals the render", sourceLocation: sourceLocation)
        return copied
    }

    @Test func anOpaqueViewOnScreenIsCopiedFromTheFramebufferAndEqualsTheRender() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
        // A sibling drawn below it, or above it elsewhere, does not matter.
        let below = UIView(frame: CGRect(x: 90, y: 90, width: 80, height: 80))
        below.backgroundColor = .black
        root.insertSubview(below, belowSubview: view)
        let aside = UIView(frame: CGRect(x: 200, y: 100, width: 40, height: 40))
        aside.backgroundColor = .yellow
        root.addSubview(aside)
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aSiblingOnTopOfTheViewIsRenderedOverTheCopy() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        let top = UIView(frame: CGRect(x: 130, y: 120, width: 40, height: 40))
        top.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 0.5)
        root.addSubview(top)
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aLaterSiblingOfAnAncestorOnTopIsRenderedOverTheCopy() throws {
        let (host, root) = scene()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let view = sample(CGRect(x: 50, y: 50, width: 40, height: 30))
        container.addSubview(view)
        root.addSubview(container)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        top.backgroundColor = .black
        root.addSubview(top)
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aSiblingsShadowReachingTheViewIsRenderedOverTheCopy() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        let top = UIView(frame: CGRect(x: 145, y: 100, width: 40, height: 40))
        top.backgroundColor = .yellow
        top.layer.shadowOpacity = 1
        top.layer.shadowRadius = 8
        top.layer.shadowOffset = CGSize(width: -4, height: 0)
        root.addSubview(top)
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func moreRectanglesOnTopThanTheBoundMakeTheSnapshotRender() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        var tops: [UIView] = []
        for i in 0...RenderingConstants.onScreenImageMaxRenderedRects {
            let top = UIView(frame: CGRect(x: 100 + CGFloat(i % 5) * 8, y: 100 + CGFloat(i / 5) * 8, width: 4, height: 4))
            top.backgroundColor = .black
            root.addSubview(top)
            tops.append(top)
        }
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        tops.last?.removeFromSuperview()
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aTranslucentViewOrAncestorMakesTheSnapshotRender() throws {
        let (host, root) = scene()
        let view = sample()
        view.alpha = 0.5
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        view.alpha = 1
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        view.backgroundColor = .red
        root.alpha = 0.5
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
    }

    @Test func aViewHalfOffScreenMakesTheSnapshotRender() throws {
        let (host, root) = scene()
        let view = sample(CGRect(x: -20, y: 100, width: 40, height: 30))
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
    }

    @Test func aViewCutByAMaskingAncestorMakesTheSnapshotRender() throws {
        let (host, root) = scene()
        let clip = UIView(frame: CGRect(x: 100, y: 100, width: 30, height: 100))
        clip.clipsToBounds = true
        let view = sample(CGRect(x: 0, y: 0, width: 40, height: 30))
        clip.addSubview(view)
        root.addSubview(clip)
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
    }

    @Test func aRoundedShadowedBorderedOrTransformedViewMakesTheSnapshotRender() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        view.layer.cornerRadius = 6
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        view.layer.cornerRadius = 0
        view.layer.shadowOpacity = 0.5
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        view.layer.shadowOpacity = 0
        view.layer.borderWidth = 1
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        view.layer.borderWidth = 0
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
        view.transform = .identity
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aViewOffTheWholePixelGridMakesTheSnapshotRender() throws {
        let (host, root) = scene()
        let view = sample(CGRect(x: 100.25, y: 100, width: 40, height: 30))
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(try !snapshot(view))
    }

    @Test func aSnapshotWhileAnAnimationRunsRenders() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        let other = UIView(frame: CGRect(x: 10, y: 300, width: 20, height: 20))
        other.backgroundColor = .blue
        root.addSubview(other)
        host.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 1) { other.alpha = 0.2 }
        host.advance(by: 0.25)
        #expect(try !snapshot(view))
        host.advance(by: 1)
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aSnapshotAfterAChangeNotYetOnScreenRendersTheChange() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.subviews[0].backgroundColor = .green
        #expect(try !snapshot(view))
        let image = try #require(view.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        #expect(rgba(image, 30, 12) == [0, 255, 0, 255])
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
        // A removed sibling on top, not yet redrawn.
        let top = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        top.backgroundColor = .black
        root.addSubview(top)
        host.advance(by: 1.0 / 60)
        top.removeFromSuperview()
        #expect(try !snapshot(view))
    }

    /// The benchmark's scene (`Benchmarks/…/RenderingBenchmarks.swift` `ReferenceScene`, snapshotted
    /// again and again by `FadeBenchmarks.swift` with no frame between): 200 rounded bordered views
    /// and 50 labels on the white root view of a 375 × 667 screen at scale 2.
    @Test func theReferenceScenesRootViewIsCopiedAtEverySnapshotWithNoFrameBetween() throws {
        let scene = RenderingReferenceScene()
        let root = scene.root
        for _ in 0..<3 {
            #expect(try snapshot(root))
        }
    }

    @Test func aChangeToALayerOutsideTheWindowDoesNotMakeTheSnapshotRender() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let detached = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
        detached.backgroundColor = .black
        detached.layer.addSublayer(CALayer())
        #expect(try snapshot(view))
        // The same view, once in the window and not yet composited, is a change on screen.
        root.addSubview(detached)
        #expect(try !snapshot(view))
        // On screen now, over the view: that rectangle is rendered over the copy.
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
        detached.removeFromSuperview()
        #expect(try !snapshot(view))
        host.advance(by: 1.0 / 60)
        #expect(try snapshot(view))
    }

    @Test func aViewNotInAWindowRenders() throws {
        _ = scene()
        let view = sample()
        #expect(try !snapshot(view))
    }

    @Test func aCopiedSnapshotsImageIsFreedWithIt() throws {
        let (host, root) = scene()
        host.advance(by: 1.0 / 60.0)
        weak var weakImage: CGImage?
        weak var weakSnapshot: UIView?
        do {
            let before = _CACompositor.onScreenImageCount
            let snapshot = try #require(root.snapshotView(afterScreenUpdates: false))
            #expect(_CACompositor.onScreenImageCount == before + 1, "copied")
            weakImage = snapshot.layer.contents as? CGImage
            weakSnapshot = snapshot
            #expect(weakImage != nil)
        }
        #expect(weakSnapshot == nil)
        #expect(weakImage == nil)
    }

    @Test func aSnapshotWithNothingOnTopSharesTheScreensPixelsAndKeepsThemWhenTheScreenChanges() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let compositor = try #require(host.window._compositor)
        let shared = _CACompositor.sharedOnScreenImageCount, copies = _CACompositor.framebufferCopyCount
        let snapshotView = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(_CACompositor.sharedOnScreenImageCount == shared + 1, "shared, not copied")
        let image = try #require(snapshotView.layer.contents as? CGImage)
        let taken = bytes(image)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255])
        // A frame with nothing to draw writes nothing: the pixels stay shared.
        host.advance(by: 1.0 / 60)
        #expect(_CACompositor.framebufferCopyCount == copies)
        // The next frame that draws goes on in a copy; the image keeps what it was taken with.
        let memory = compositor.framebufferMemory
        view.backgroundColor = .yellow
        view.subviews[0].backgroundColor = .black
        host.advance(by: 1.0 / 60)
        #expect(_CACompositor.framebufferCopyCount == copies + 1)
        #expect(compositor.framebufferMemory !== memory)
        #expect(bytes(image) == taken ? true : false, "the image keeps its pixels")
        let s = Int(host.window.screen.scale)
        #expect(rgba(host.snapshotCGImage(), 102 * s, 125 * s) == [255, 255, 0, 255], "the screen shows the change")
        // Its own memory now, shared with no image: later frames do not copy.
        view.backgroundColor = .green
        host.advance(by: 1.0 / 60)
        #expect(_CACompositor.framebufferCopyCount == copies + 1)
        #expect(bytes(image) == taken ? true : false, "the image keeps its pixels")
        #expect(try snapshot(view), "a snapshot of the new pixels equals the render")
    }

    @Test func aSnapshotsPixelsOutliveItsWindowAndAreFreedWithIt() throws {
        weak var weakMemory: _PixelBuffer?
        weak var weakCompositor: _CACompositor?
        var image: CGImage?
        var taken: [UInt8] = []
        do {
            let (host, root) = scene()
            let view = sample()
            root.addSubview(view)
            host.advance(by: 1.0 / 60)
            let compositor = try #require(host.window._compositor)
            weakCompositor = compositor
            weakMemory = compositor.framebufferMemory
            image = try #require(view.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
            taken = bytes(image!)
            host.window.isHidden = true
            host.window._compositor = nil
        }
        #expect(weakCompositor == nil, "the compositor is gone")
        #expect(weakMemory != nil, "its pixels are held by the image")
        #expect(bytes(image!) == taken)
        image = nil
        #expect(weakMemory == nil, "and freed with it")
    }

    /// The root view lies under the status bar: the framebuffer holds the root view drawn there
    /// instead until it is next shown or written, and the image shares it.
    @Test func aSnapshotUnderTheStatusBarSharesTheScreenWhichShowsTheBarAgainWhenAskedFor() throws {
        let (host, root) = scene()
        root.addSubview(sample())
        host.advance(by: 1.0 / 60)
        let compositor = try #require(host.window._compositor)
        let shared = _CACompositor.sharedOnScreenImageCount, copies = _CACompositor.framebufferCopyCount
        #expect(try snapshot(root), "taken from the screen, equal to the render (no status bar)")
        let image = try #require(root.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        let again = try #require(root.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        #expect(_CACompositor.sharedOnScreenImageCount == shared + 3, "all three share the framebuffer")
        #expect(_CACompositor.framebufferCopyCount == copies, "nothing copied yet")
        let taken = bytes(image)
        #expect(bytes(again) == taken ? true : false, "both images hold the same pixels")
        // Asked for, the framebuffer is the screen again (the bar back, in a copy): the image keeps
        // its pixels.
        #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer) ? true : false, "the screen shows the tree")
        #expect(_CACompositor.framebufferCopyCount == copies + 1)
        #expect(bytes(image) == taken ? true : false, "the image keeps its pixels")
        // Frames after it draw over the screen's pixels.
        root.subviews[0].backgroundColor = .yellow
        host.advance(by: 1.0 / 60)
        #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer) ? true : false, "the screen shows the tree")
        #expect(bytes(image) == taken ? true : false, "the image keeps its pixels")
    }

    @Test func aSnapshotOfAnotherViewPutsTheScreenBackFirst() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let compositor = try #require(host.window._compositor)
        let image = try #require(root.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        let taken = bytes(image)
        #expect(try snapshot(view))
        #expect(try snapshot(root))
        #expect(bytes(image) == taken ? true : false, "the image keeps its pixels")
        // Nothing changed: the next frame draws nothing, and the screen is whole.
        host.advance(by: 1.0 / 60)
        #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer) ? true : false, "the screen shows the tree")
    }

    @Test func aScrollAfterASnapshotRedrawsInsteadOfMovingTheHeldPixels() throws {
        let (host, root) = scene()
        let list = stripedList(CGRect(x: 0, y: 100, width: 375, height: 400), rows: 30, pitch: 40, rowHeight: 30,
                               inset: 10, width: 300, colors: (.red, .blue))
        root.addSubview(list)
        host.advance(by: 1.0 / 60)
        let compositor = try #require(host.window._compositor)
        list.contentOffset = CGPoint(x: 0, y: 10)
        host.advance(by: 1.0 / 60)
        #expect(compositor.scrollShiftCount == 1, "a scroll moves pixels")
        let image = try #require(list.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
        let taken = bytes(image)
        list.contentOffset = CGPoint(x: 0, y: 20)
        host.advance(by: 1.0 / 60)
        #expect(compositor.scrollShiftCount == 0, "not the pixels the snapshot holds")
        #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer) ? true : false, "the screen shows the tree")
        #expect(bytes(image) == taken ? true : false, "the image keeps its pixels")
        list.contentOffset = CGPoint(x: 0, y: 30)
        host.advance(by: 1.0 / 60)
        #expect(compositor.scrollShiftCount == 1, "its own pixels again")
        #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer) ? true : false, "the screen shows the tree")
    }

    /// A snapshot of the whole screen each frame, kept until the next, while the screen changes:
    /// every frame leaves its pixels to the snapshot and draws in a copy, and the memory of the
    /// snapshot it replaces is freed.
    @Test func aSharedSnapshotEveryFrameOfAChangingScreenKeepsMemoryFlat() throws {
        let (host, root) = scene()
        let view = sample()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let colors: [UIColor] = [.yellow, .cyan]
        var kept: UIView?
        func cycle(_ i: Int) {
            kept = root.snapshotView(afterScreenUpdates: false)
            view.backgroundColor = colors[i & 1]
            host.advance(by: 1.0 / 60)
        }
        for i in 0..<10 { cycle(i) }
        let copies = _CACompositor.framebufferCopyCount
        let start = ResidentMemory.kilobytes()
        for i in 0..<100 { cycle(i) }
        let growth = ResidentMemory.kilobytes() - start
        #expect(_CACompositor.framebufferCopyCount == copies + 100, "every frame went on in a copy")
        #expect(kept != nil)
        // Each framebuffer is a full screen of pixels: kept, 100 of them would hold hundreds of
        // megabytes.
        #expect(growth < 32 * 1024, "\(growth) kB")
    }

    @Test func takingManyCopiedSnapshotsKeepsMemoryFlat() throws {
        let (host, root) = scene()
        host.advance(by: 1.0 / 60.0)
        let before = _CACompositor.onScreenImageCount
        for _ in 0..<10 { _ = root.snapshotView(afterScreenUpdates: false) }
        let start = ResidentMemory.kilobytes()
        for _ in 0..<100 { _ = root.snapshotView(afterScreenUpdates: false) }
        let growth = ResidentMemory.kilobytes() - start
        #expect(_CACompositor.onScreenImageCount == before + 110, "every snapshot copied")
        // Each copy is a full screen of pixels: kept, 100 of them would hold hundreds of megabytes.
        #expect(growth < 32 * 1024, "\(growth) kB")
    }
}
