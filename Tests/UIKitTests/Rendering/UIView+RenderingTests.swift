import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `draw(_:)` in the display pass, `backgroundColor` through the layer, `contentMode`, and the
/// snapshot API, seen through `UITestHost`.
@MainActor @Suite struct UIViewRenderingTests {
    /// Fills its bounds' top-left 10 × 10 points with blue and records every call.
    final class Drawing: UIView {
        var rects: [CGRect] = []
        var contexts: [CGContext?] = []
        var ctms: [CGAffineTransform] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            let ctx = UIGraphicsGetCurrentContext()
            contexts.append(ctx)
            ctms.append(ctx?.ctm ?? .identity)
            ctx?.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// Calls `super.draw(_:)`, then draws.
    final class DrawingAfterSuper: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIGraphicsGetCurrentContext()?.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            UIGraphicsGetCurrentContext()?.fill(bounds)
        }
    }

    final class Plain: UIView {}

    func scene() -> (UITestHost, UIView) {
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        controller.view.backgroundColor = .white
        return (host, controller.view)
    }

    // MARK: backgroundColor

    @Test func backgroundColorIsMirroredIntoTheLayer() {
        let view = UIView()
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(view.layer.backgroundColor == CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1))
        view.backgroundColor = .white
        #expect(view.layer.backgroundColor == CGColor(gray: 1, alpha: 1))
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test func theBackgroundColorIsOnScreen() {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.backgroundColor = .red
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let image = host.snapshotCGImage()
        #expect(rgba(image, 20, 40) == [255, 0, 0, 255])     // (10, 20) pt at scale 2
        #expect(rgba(image, 19, 40) == [255, 255, 255, 255])
        #expect(rgba(image, 79, 119) == [255, 0, 0, 255])
        #expect(rgba(image, 80, 120) == [255, 255, 255, 255])
    }

    // MARK: draw(_:)

    @Test func drawRunsOnceWithAFlippedContextAtTheScreenScale() {
        let (host, root) = scene()
        host.application.isStatusBarHidden = true   // the probed pixels lie under the status bar
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        host.advance(by: 1.0 / 60)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 50, height: 30)])
        #expect(view.contexts.count == 1 && view.contexts[0] != nil)
        // Apple's CTM of a flipped context at scale 2 on a 60-pixel-high store.
        #expect(view.ctms == [CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 60)])
        #expect(UIGraphicsGetCurrentContext() == nil)
        let image = host.snapshotCGImage()
        #expect(rgba(image, 0, 0) == [0, 0, 255, 255])
        #expect(rgba(image, 19, 19) == [0, 0, 255, 255])
        #expect(rgba(image, 20, 20) == [255, 255, 255, 255])
    }

    @Test func setNeedsDisplayRedrawsOnceInTheNextFrame() {
        let (host, root) = scene()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(view.rects.count == 1)
        host.advance(by: 1.0 / 60)
        host.advance(by: 1.0 / 60)
        #expect(view.rects.count == 2)
    }

    @Test func settleRunsTheFrameThatDrawsAfterSetNeedsDisplay() {
        let (host, root) = scene()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(view)
        host.settle()
        #expect(view.rects.count == 1)
        #expect(host.settle() == 0)
        view.setNeedsDisplay()
        #expect(host.settle() == 1)
        #expect(view.rects.count == 2)
    }

    @Test func aViewThatDoesNotOverrideDrawGetsNoBackingStore() {
        let (host, root) = scene()
        let views = (0..<3).map { _ in Plain(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        for v in views { v.backgroundColor = .red; root.addSubview(v) }
        host.advance(by: 1.0 / 60)
        for v in views { #expect(v.layer._rendering.backingStore == nil) }
        #expect(root.layer._rendering.backingStore == nil)
    }

    @Test func anOverrideThatCallsSuperStillDraws() {
        let (host, root) = scene()
        let view = DrawingAfterSuper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(view.layer._rendering.backingStore != nil)
        #expect(rgba(host.snapshotCGImage(), 5, 5) == [0, 255, 0, 255])
    }

    @Test func drawHappensInTheFrameNotBeforeAndOnlyInAWindow() {
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (host, root) = scene()
        #expect(view.rects.isEmpty)
        host.advance(by: 1.0 / 60)
        #expect(view.rects.isEmpty)
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(view.rects.count == 1)
    }

    @Test func aViewMadeWithAZeroFrameDrawsOnceItIsSized() {
        let (host, root) = scene()
        let view = Drawing()
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(view.rects.isEmpty)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.advance(by: 1.0 / 60)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    @Test func hiddenViewsDrawWhenShown() {
        let (host, root) = scene()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isHidden = true
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        #expect(view.rects.isEmpty)
        view.isHidden = false
        host.advance(by: 1.0 / 60)
        #expect(view.rects.count == 1)
    }

    // MARK: contentMode

    @Test func redrawContentModeRedrawsOnASizeChange() {
        let (host, root) = scene()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .redraw
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.frame.origin.x = 5
        host.advance(by: 1.0 / 60)
        #expect(view.rects.count == 1)
        view.frame.size.width = 40
        host.advance(by: 1.0 / 60)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 0, y: 0, width: 40, height: 20)])
    }

    @Test func otherContentModesStretchTheOldDrawing() {
        let (host, root) = scene()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.frame.size = CGSize(width: 40, height: 40)   // .scaleToFill: the 10 × 10 square becomes 20 × 20
        host.advance(by: 1.0 / 60)
        #expect(view.rects.count == 1)
        let image = host.snapshotCGImage()
        #expect(rgba(image, 38, 38) == [0, 0, 255, 255])
        #expect(rgba(image, 42, 42) == [255, 255, 255, 255])
    }

    @Test func topLeftContentModeKeepsTheDrawingAtTheTopLeft() {
        let (host, root) = scene()
        host.application.isStatusBarHidden = true   // the probed pixels lie under the status bar
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .topLeft
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.frame.size = CGSize(width: 40, height: 40)
        host.advance(by: 1.0 / 60)
        let image = host.snapshotCGImage()
        #expect(rgba(image, 19, 19) == [0, 0, 255, 255])
        #expect(rgba(image, 21, 21) == [255, 255, 255, 255])
    }

    @Test func contentModeSetsTheLayersGravityWithCoreAnimationsVerticalNames() {
        let view = UIView()
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left),
            (.right, .right), (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft),
            (.bottomRight, .topRight),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity)
            #expect(view.layer.needsDisplayOnBoundsChange == (mode == .redraw))
        }
    }

    @Test func aViewsLayerHasTheScreensContentsScale() {
        _ = UITestHost(screen: UITestScreen(size: CGSize(width: 100, height: 100), scale: 3))
        #expect(UIView().layer.contentsScale == 3)
    }

    // MARK: Snapshots

    @Test func snapshotViewShowsTheViewAsItIsNow() throws {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 10))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        view.addSubview(child)
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds.size == CGSize(width: 20, height: 10))
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.width == 40 && image.height == 20)
        #expect(rgba(image, 5, 5) == [255, 0, 0, 255])
        #expect(rgba(image, 35, 5) == [0, 0, 255, 255])
        // Later changes do not reach the snapshot.
        view.backgroundColor = .green
        #expect(rgba(try #require(snapshot.layer.contents as? CGImage), 5, 5) == [255, 0, 0, 255])
    }

    @Test func snapshotViewAfterScreenUpdatesRunsPendingDrawing() throws {
        _ = scene()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(view.rects.count == 1)
        #expect(rgba(try #require(snapshot.layer.contents as? CGImage), 2, 2) == [0, 0, 255, 255])
    }

    /// Seed 003's note: with `afterScreenUpdates` the snapshot is taken after the changes made
    /// until the screen updates, so a view made transparent right after the call gives an empty
    /// snapshot.
    @Test func anAfterUpdatesSnapshotShowsChangesMadeBeforeTheScreenUpdates() throws {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 10))
        view.backgroundColor = .red
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        view.alpha = 0
        #expect(rgba(try #require(snapshot.layer.contents as? CGImage), 5, 5) == [255, 0, 0, 255])
        host.advance(by: 1.0 / 60)
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.width == 40 && image.height == 20)
        #expect(rgba(image, 5, 5) == [0, 0, 0, 0])
        #expect(rgba(image, 35, 15) == [0, 0, 0, 0])
        #expect(host.application._pendingSnapshotCaptures.isEmpty)
    }

    @Test func aSnapshotWithoutScreenUpdatesKeepsTheViewAsItWasAtTheCall() throws {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 10))
        view.backgroundColor = .red
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        view.alpha = 0
        host.advance(by: 1.0 / 60)
        #expect(rgba(try #require(snapshot.layer.contents as? CGImage), 5, 5) == [255, 0, 0, 255])
        #expect(host.application._pendingSnapshotCaptures.isEmpty)
    }

    /// The "pre/post update" example of the iOS 7 snapshot tutorials: a recolouring after the call
    /// reaches an after-updates snapshot, once; later changes do not.
    @Test func anAfterUpdatesSnapshotIsTakenAgainOnceAtTheNextScreenUpdate() throws {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        view.backgroundColor = .red
        root.addSubview(view)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        view.backgroundColor = .blue
        root.addSubview(snapshot)          // snapshots are views like others
        view.removeFromSuperview()         // and need not stay in the window
        host.advance(by: 1.0 / 60)
        #expect(rgba(try #require(snapshot.layer.contents as? CGImage), 5, 5) == [0, 0, 255, 255])
        view.backgroundColor = .green
        host.advance(by: 1.0 / 60)
        #expect(rgba(try #require(snapshot.layer.contents as? CGImage), 5, 5) == [0, 0, 255, 255])
        #expect(rgba(host.snapshotCGImage(), 5, 5) == [0, 0, 255, 255])   // on screen at (0, 0)
    }

    @Test func anAfterUpdatesSnapshotOfAFreedViewKeepsItsFirstImage() throws {
        let (host, _) = scene()
        var snapshot: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .red
            snapshot = view.snapshotView(afterScreenUpdates: true)
        }
        host.advance(by: 1.0 / 60)
        #expect(rgba(try #require(snapshot?.layer.contents as? CGImage), 5, 5) == [255, 0, 0, 255])
        #expect(host.application._pendingSnapshotCaptures.isEmpty)
    }

    @Test func aFreedAfterUpdatesSnapshotIsNotKeptAlive() {
        let (host, root) = scene()
        weak var snapshot: UIView?
        do { snapshot = root.snapshotView(afterScreenUpdates: true) }
        #expect(snapshot == nil)
        host.advance(by: 1.0 / 60)
        #expect(host.application._pendingSnapshotCaptures.isEmpty)
    }

    // MARK: Resizable snapshots

    /// A 40 × 40 view: red, with a blue 20 × 20 square in the middle and a green 10 × 10 one in
    /// the bottom-right corner.
    private func quadrants(in root: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: 200, y: 400, width: 40, height: 40))
        view.backgroundColor = .red
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        middle.backgroundColor = .blue
        view.addSubview(middle)
        let corner = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        corner.backgroundColor = .green
        view.addSubview(corner)
        root.addSubview(view)
        return view
    }

    @Test func aResizableSnapshotShowsThePartOfTheViewInRect() throws {
        let (host, root) = scene()
        let view = quadrants(in: root)
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 20, y: 20, width: 20, height: 20),
                                                               afterScreenUpdates: false, withCapInsets: .zero))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        snapshot.frame.origin = CGPoint(x: 50, y: 100)
        root.addSubview(snapshot)
        host.advance(by: 1.0 / 60)
        let image = host.snapshotCGImage()
        // (50, 100) pt at scale 2: the blue quarter at the top-left, green at the bottom-right.
        #expect(rgba(image, 105, 205) == [0, 0, 255, 255])
        #expect(rgba(image, 135, 205) == [255, 0, 0, 255])
        #expect(rgba(image, 135, 235) == [0, 255, 0, 255])
        #expect(rgba(image, 141, 241) == [255, 255, 255, 255])   // outside: the white root
    }

    @Test func aResizableSnapshotStretchesItsMiddleAndKeepsItsCaps() throws {
        let (host, root) = scene()
        let view = quadrants(in: root)
        view.subviews[1].removeFromSuperview()    // red frame, blue middle
        let capped = try #require(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true,
                                                             withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        let stretched = try #require(view.resizableSnapshotView(from: view.bounds, afterScreenUpdates: true,
                                                                withCapInsets: .zero))
        capped.frame = CGRect(x: 0, y: 100, width: 100, height: 60)
        stretched.frame = CGRect(x: 0, y: 200, width: 100, height: 60)
        root.addSubview(capped)
        root.addSubview(stretched)
        host.advance(by: 1.0 / 60)
        let image = host.snapshotCGImage()
        // Capped: a 10-pt red frame around a blue middle.
        #expect(rgba(image, 10, 260) == [255, 0, 0, 255])      // (5, 30) pt: left cap
        #expect(rgba(image, 30, 260) == [0, 0, 255, 255])      // (15, 30) pt: middle
        #expect(rgba(image, 170, 260) == [0, 0, 255, 255])     // (85, 30) pt: middle
        #expect(rgba(image, 190, 260) == [255, 0, 0, 255])     // (95, 30) pt: right cap
        #expect(rgba(image, 100, 210) == [255, 0, 0, 255])     // (50, 5) pt: top cap
        #expect(rgba(image, 100, 310) == [255, 0, 0, 255])     // (50, 55) pt: bottom cap
        // Without insets all of it scales (× 2.5 wide): the red edge is 25 pt wide.
        #expect(rgba(image, 30, 460) == [255, 0, 0, 255])      // (15, 30) pt
        #expect(rgba(image, 60, 460) == [0, 0, 255, 255])      // (30, 30) pt
    }

    @Test func aResizableSnapshotAfterScreenUpdatesIsTakenAgain() throws {
        let (host, root) = scene()
        let view = quadrants(in: root)
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                               afterScreenUpdates: true, withCapInsets: .zero))
        view.backgroundColor = .blue
        snapshot.frame.origin = CGPoint(x: 0, y: 100)
        root.addSubview(snapshot)
        host.advance(by: 1.0 / 60)
        #expect(rgba(host.snapshotCGImage(), 10, 210) == [0, 0, 255, 255])
    }

    @Test func aResizableSnapshotOfNoAreaIsNil() {
        let (_, root) = scene()
        let view = quadrants(in: root)
        #expect(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(view.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 0, height: 5),
                                           afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(UIView().resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 5, height: 5),
                                               afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }

    @Test func snapshotViewOfAnEmptyViewIsNil() {
        _ = scene()
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
    }

    @Test func drawHierarchyDrawsIntoTheCurrentContextScaledToTheRect() {
        _ = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let ctx = CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: 40)
        ctx.scaleBy(x: 1, y: -1)
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false) == false)
        UIGraphicsPushContext(ctx)
        #expect(view.drawHierarchy(in: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: true))
        UIGraphicsPopContext()
        func at(_ x: Int, _ y: Int) -> [UInt8] {
            let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + x * 4
            return [p[0], p[1], p[2], p[3]]
        }
        #expect(at(21, 1) == [255, 0, 0, 255])
        #expect(at(39, 19) == [255, 0, 0, 255])
        #expect(at(19, 1) == [0, 0, 0, 0])
        #expect(at(21, 21) == [0, 0, 0, 0])
    }
}
