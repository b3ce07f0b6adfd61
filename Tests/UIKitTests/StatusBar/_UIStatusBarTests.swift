import Testing
import SnapshotTesting
@testable import UIKitSnapshotTesting
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// The status bar a window draws: a real "9:41" label, the glyphs, light or dark content, on top
/// of the app's views without being one of them and without taking their touches.
@MainActor @Suite struct _UIStatusBarTests {
    static let darkBlue = UIColor(red: 0.05, green: 0.15, blue: 0.45, alpha: 1)

    /// Every label in `view`'s subtree.
    func labels(in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        view._forEachInSubtree { if let label = $0 as? UILabel { found.append(label) } }
        return found
    }

    /// A host whose window shows a controller with a `color` root view.
    func host(_ color: UIColor, screen: UITestScreen = .phone) -> (UITestHost, UIViewController) {
        let host = UITestHost(screen: screen)
        let controller = UIViewController()
        controller.view.backgroundColor = color
        host.show(controller)
        return (host, controller)
    }

    // MARK: The view

    @Test func theTimeIsARealLabelInTheWindowsStatusBarNotInItsSubviews() throws {
        let (host, controller) = host(.white)
        let bar = try #require(host.window._statusBar)
        #expect(labels(in: bar).map(\.text) == ["9:41"])
        #expect(host.window.subviews.count == 1 && host.window.subviews[0] === controller.view)
        #expect(labels(in: host.window).isEmpty)
        #expect(bar.superview == nil && bar.window == nil)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(bar.timeLabel.frame == bar.bounds)
    }

    @Test func theGlyphsSitAtTheSidesCentredVertically() throws {
        let (host, _) = host(.white)
        let bar = try #require(host.window._statusBar)
        #expect(bar.signalView.frame.minX == 6)
        #expect(abs(bar.batteryView.frame.maxX - (375 - 6)) < 1e-9)
        #expect(bar.batteryView.frame.midY == 10 && bar.signalView.frame.midY == 10)
    }

    @Test func aWindowWithoutAScreenStatusBarMakesNone() {
        let (host, _) = host(.white, screen: UITestScreen(size: CGSize(width: 200, height: 100), scale: 1, statusBarHeight: 0))
        #expect(host.window._statusBar == nil)
        #expect(host.window.layer.sublayers?.count == 1)
        let image = host.snapshotCGImage()
        for x in stride(from: 0, to: 200, by: 7) {
            #expect(rgba(image, x, 8) == [255, 255, 255, 255])
        }
    }

    @Test func aWindowMakesItsStatusBarWhenItFirstShows() {
        let host = UITestHost()
        let window = UIWindow(frame: host.window.bounds)
        #expect(window._statusBar == nil)
        window.isHidden = false
        #expect(window._statusBar != nil)
        #expect(window.layer.sublayers?.last === window._statusBar?.layer)
    }

    @Test func theStatusBarFollowsTheWindowsWidth() throws {
        let (host, _) = host(.white)
        host.window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        host.advance(by: 1.0 / 60)
        let bar = try #require(host.window._statusBar)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(abs(bar.batteryView.frame.maxX - (320 - 6)) < 1e-9)
    }

    // MARK: Staying on top

    func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    @Test func subviewsAddedOrBroughtToTheFrontGoBelowTheStatusBar() throws {
        let (host, controller) = host(.white)
        let window = host.window
        let bar = try #require(window._statusBar)
        let a = UIView(), b = UIView(), c = UIView()
        window.addSubview(a)
        window.insertSubview(b, aboveSubview: a)
        window.insertSubview(c, at: 3)
        #expect(ids(window.layer.sublayers) == ids([controller.view.layer, a.layer, b.layer, c.layer, bar.layer]))
        window.bringSubviewToFront(controller.view)
        #expect(ids(window.layer.sublayers) == ids([a.layer, b.layer, c.layer, controller.view.layer, bar.layer]))
        window.sendSubviewToBack(controller.view)
        window.exchangeSubview(at: 1, withSubviewAt: 3)
        #expect(window.layer.sublayers?.last === bar.layer)
        #expect(window.subviews == [controller.view, c, b, a])
    }

    @Test func aPlainSublayerAddedOverTheStatusBarGoesBelowItAtTheWindowsNextLayout() throws {
        let (host, _) = host(.white)
        let bar = try #require(host.window._statusBar)
        let plain = CALayer()
        host.window.layer.addSublayer(plain)
        #expect(host.window.layer.sublayers?.last === plain)
        host.window.setNeedsLayout()
        host.advance(by: 1.0 / 60)
        #expect(host.window.layer.sublayers?.last === bar.layer)
    }

    @Test func theStatusBarIsDrawnOverTheAppsViews() {
        let (host, controller) = host(.white)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        cover.backgroundColor = .white
        controller.view.addSubview(cover)
        host.advance(by: 1.0 / 60)
        #expect(darkPixels(host.snapshotCGImage(scale: 1), rows: 0..<20) > 100)
    }

    // MARK: Touches

    @Test func aTapUnderTheStatusBarReachesTheAppsView() {
        let host = UITestHost()
        let view = TouchRecordingView(frame: host.window.bounds, name: "root")
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 187, y: 10))
        #expect(view.methods == ["began", "ended"])
        #expect(host.window.hitTest(CGPoint(x: 340, y: 10), with: nil) === view)
        #expect(host.window.layer.hitTest(CGPoint(x: 340, y: 10)) === view.layer)
    }

    @Test func tappingTheStatusBarStillScrollsToTheTop() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host)
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        host.tapStatusBar()
        host.settle()
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func tappingAHiddenStatusBarDoesNothing() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host)
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        host.application.isStatusBarHidden = true
        host.tapStatusBar()
        host.settle()
        #expect(scroll.contentOffset.y == 800)
    }

    // MARK: Content colour

    @Test func defaultAndDarkContentDrawBlackLightContentWhite() throws {
        let (host, _) = host(Self.darkBlue)
        let bar = try #require(host.window._statusBar)
        #expect(bar.timeLabel.textColor == .black)
        host.application.statusBarStyle = .lightContent
        #expect(bar.timeLabel.textColor == .white)
        #expect(bar.batteryView.contentColor == .white && bar.signalView.contentColor == .white)
        host.advance(by: 1.0 / 60)
        let light = host.snapshotCGImage(scale: 1)
        #expect(lightPixels(light, rows: 0..<20) > 100)
        #expect(darkPixels(light, rows: 0..<20) == 0)
        host.application.statusBarStyle = .darkContent
        host.advance(by: 1.0 / 60)
        let dark = host.snapshotCGImage(scale: 1)
        #expect(lightPixels(dark, rows: 0..<20) == 0)
        host.application.statusBarStyle = .default
        host.advance(by: 1.0 / 60)
        #expect(_PixelDifference(dark, host.snapshotCGImage(scale: 1), tolerance: 0).differingPixels == 0)
    }

    /// Pixels in `rows` darker than any channel of the dark blue (text or glyph in black).
    func darkPixels(_ image: CGImage, rows: Range<Int>) -> Int {
        count(image, rows) { $0[0] < 10 && $0[1] < 10 && $0[2] < 60 }
    }

    /// Pixels in `rows` lighter than the white-ish threshold on every channel.
    func lightPixels(_ image: CGImage, rows: Range<Int>) -> Int {
        count(image, rows) { $0[0] > 200 && $0[1] > 200 && $0[2] > 200 }
    }

    func count(_ image: CGImage, _ rows: Range<Int>, _ matches: ([UInt8]) -> Bool) -> Int {
        var n = 0
        for y in rows { for x in 0..<image.width where matches(rgba(image, x, y)) { n += 1 } }
        return n
    }

    // MARK: Goldens

    /// The top 30 points of a phone-wide screen at scale 2: the 20-point bar and 10 points of the
    /// root view below it.
    static let strip = UITestScreen(size: CGSize(width: 375, height: 30), scale: 2)

    func statusBarStrip(_ color: UIColor, _ style: UIStatusBarStyle) -> UIWindow {
        let (host, _) = host(color, screen: Self.strip)
        host.application.statusBarStyle = style
        host.advance(by: 1.0 / 60)
        return host.window
    }

    @Test func darkContentOnWhite() {
        assertSnapshot(of: statusBarStrip(.white, .darkContent), as: .image)
    }

    @Test func lightContentOnWhite() {
        assertSnapshot(of: statusBarStrip(.white, .lightContent), as: .image)
    }

    @Test func darkContentOnDarkBlue() {
        assertSnapshot(of: statusBarStrip(Self.darkBlue, .darkContent), as: .image)
    }

    @Test func lightContentOnDarkBlue() {
        assertSnapshot(of: statusBarStrip(Self.darkBlue, .lightContent), as: .image)
    }

    // MARK: Memory

    @Test func aDroppedWindowTakesItsStatusBarWithIt() {
        weak var oldWindow: UIWindow?
        weak var oldBar: _UIStatusBar?
        weak var oldLabel: UILabel?
        let host = UITestHost()
        do {
            let window = UIWindow(frame: host.window.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            host.advance(by: 1.0 / 60)
            window._updateStatusBar(hidden: true, style: .lightContent, animation: .fade, animated: true)
            host.advance(by: 0.1)   // the fade and the safe-area layout still running
            oldWindow = window
            oldBar = window._statusBar
            oldLabel = window._statusBar?.timeLabel
            #expect(oldBar != nil)
            host.window.makeKey()
        }
        host.advance(by: 1.0 / 60)
        #expect(oldWindow == nil)
        #expect(oldBar == nil)
        #expect(oldLabel == nil)
    }
}
