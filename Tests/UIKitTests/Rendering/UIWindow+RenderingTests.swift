import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// The window's framebuffer: composited every frame, only where something changed.
@MainActor @Suite struct UIWindowRenderingTests {
    func scene() -> (UITestHost, UIView) {
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        controller.view.backgroundColor = .white
        host.advance(by: 1.0 / 60)
        return (host, controller.view)
    }

    @Test func everyFrameCompositesOnlyTheChangedPixels() throws {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        view.backgroundColor = .red
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        let compositor = try #require(host.window._compositor)
        #expect(compositor.lastRedrawnArea == 88 * 88)
        host.advance(by: 1.0 / 60)
        #expect(compositor.lastRedrawnArea == 0)
        view.backgroundColor = .blue
        host.advance(by: 1.0 / 60)
        #expect(compositor.lastRedrawnArea == 88 * 88)
    }

    @Test func theFramebufferIsTheScreenAtItsScale() throws {
        let (host, _) = scene()
        let compositor = try #require(host.window._compositor)
        #expect(compositor.pixelWidth == 750 && compositor.pixelHeight == 1334 && compositor.scale == 2)
    }

    @Test func snapshotsAtOtherScalesRenderAfresh() {
        let (host, root) = scene()
        host.application.isStatusBarHidden = true   // the probed pixels lie under the status bar
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.backgroundColor = .red
        root.addSubview(view)
        let image = host.window._snapshotImage(scale: 1)
        #expect(image.width == 375 && image.height == 667)
        #expect(rgba(image, 10, 10) == [255, 0, 0, 255])
        #expect(rgba(image, 9, 9) == [255, 255, 255, 255])
    }

    @Test func animationsAreDrawnAtTheirPresentedValues() {
        let (host, root) = scene()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        view.backgroundColor = .red
        root.addSubview(view)
        host.advance(by: 1.0 / 60)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            view.center.x += 100
            view.backgroundColor = .blue
        })
        host.advance(by: 0.5)
        let image = host.snapshotCGImage()
        // Half way: moved by 50 pt (x 50...70), colour half red, half blue.
        #expect(rgba(image, 2 * 45, 2 * 110) == [255, 255, 255, 255])
        #expect(near(rgba(image, 2 * 60, 2 * 110), [128, 0, 128, 255], 2))
        #expect(rgba(image, 2 * 75, 2 * 110) == [255, 255, 255, 255])
        host.advance(by: 0.6)
        let done = host.snapshotCGImage()
        #expect(rgba(done, 2 * 110, 2 * 110) == [0, 0, 255, 255])
        #expect(rgba(done, 2 * 60, 2 * 110) == [255, 255, 255, 255])
    }

    /// A list dragged by a finger and let go: its pixels move (issue 17, scrolling shifts pixels),
    /// only the entering strip, the scroll indicator and a translucent bar over the list are
    /// redrawn, and every frame equals a full redraw.
    @Test func aScrolledListMovesItsPixelsAndRedrawsOnlyWhatEnters() throws {
        let (host, root) = scene()
        let list = UIScrollView(frame: CGRect(x: 0, y: 60, width: 375, height: 607))
        list.backgroundColor = .systemBackground
        for i in 0..<60 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 64, width: 375, height: 64))
            let avatar = UILabel(frame: CGRect(x: 16, y: 10, width: 44, height: 44))
            avatar.text = "\(i)"
            avatar.textAlignment = .center
            avatar.backgroundColor = i % 2 == 0 ? .systemBlue : .systemGreen
            avatar.layer.cornerRadius = 22
            avatar.layer.masksToBounds = true
            row.addSubview(avatar)
            let name = UILabel(frame: CGRect(x: 72, y: 20, width: 280, height: 24))
            name.text = "Row \(i)"
            row.addSubview(name)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 375, height: 60 * 64)
        root.addSubview(list)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        bar.backgroundColor = UIColor.white.withAlphaComponent(0.8)
        root.addSubview(bar)
        host.advance(by: 1.0 / 60)
        let compositor = try #require(host.window._compositor)
        let full = compositor.pixelWidth * compositor.pixelHeight
        var shifted = 0
        let finger = host.touchDown(at: CGPoint(x: 200, y: 500))
        for step in 1...30 {
            host.move(finger, to: CGPoint(x: 200, y: 500 - CGFloat(step) * 6))
            host.advance(by: 1.0 / 60)
            #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer), "step \(step)")
            if compositor.scrollShiftCount > 0 {
                shifted += 1
                #expect(compositor.lastRedrawnArea < full / 4, "step \(step): \(compositor.lastRedrawnArea)")
            }
        }
        host.lift(finger)
        for step in 1...40 {
            host.advance(by: 1.0 / 60)
            #expect(compositor._framebufferWords() == compositor._fullRedrawWords(of: host.window.layer), "fling \(step)")
        }
        #expect(shifted > 20)
    }

    @Test func aHiddenWindowIsNotComposited() {
        let host = UITestHost()
        let other = UIWindow(frame: UIScreen.main.bounds)
        host.advance(by: 1.0 / 60)
        #expect(other._compositor == nil)
        #expect(host.window._compositor != nil)
    }
}
