import UIKitTesting

// The Rockhopper Catalog. For now a headless run: it builds a small screen in the style of the
// UIKit tutorials this project grew from (a view controller with nested, transformed views),
// drives touches through `UITestHost` on the virtual clock, and prints what was hit and which
// responders saw which phases. Later issues turn it into pictures and a window.

/// A view that logs every touch phase it sees and passes it up the responder chain.
final class TracingView: UIView {
    let name: String
    let handles: Bool

    init(name: String, frame: CGRect, handles: Bool = false) {
        self.name = name
        self.handles = handles
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private func trace(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.map { t -> String in
            let p = t.location(in: self)
            return "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))"
        }.sorted().joined(separator: " ")
        let taps = phase == "touchesBegan" ? ", tapCount \(touches.first?.tapCount ?? 0)" : ""
        Trace.line("  \(name).\(phase) \(touches.count) touch(es) at \(points) in its own coordinates\(taps)\(handles ? "" : " → next")")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("touchesBegan", touches)
        if !handles { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("touchesMoved", touches)
        if !handles { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("touchesEnded", touches)
        if !handles { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("touchesCancelled", touches)
        if !handles { super.touchesCancelled(touches, with: event) }
    }
}

/// The screen: a card with a rotated badge and a scrolled panel, as in the tutorials on
/// `bounds` and `CGAffineTransform`.
final class CatalogViewController: UIViewController {
    let card = TracingView(name: "Card", frame: CGRect(x: 20, y: 100, width: 335, height: 200))
    let badge = TracingView(name: "Badge", frame: CGRect(x: 235, y: 20, width: 80, height: 40), handles: true)
    let panel = TracingView(name: "Panel", frame: CGRect(x: 20, y: 340, width: 335, height: 200))
    let row = TracingView(name: "Row", frame: CGRect(x: 0, y: 150, width: 335, height: 44), handles: true)

    override func loadView() {
        view = TracingView(name: "RootView", frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "通讯录"
        Trace.line("  viewDidLoad")
        view.addSubview(card)
        card.addSubview(badge)
        badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(panel)
        panel.clipsToBounds = true
        panel.addSubview(row)
        panel.bounds.origin.y = 100   // scrolled: the row at y 150 shows at y 50 of the panel
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); Trace.line("  viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); Trace.line("  viewIsAppearing(\(animated))") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); Trace.line("  viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); Trace.line("  viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); Trace.line("  viewDidAppear(\(animated))") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        Trace.line("  CatalogViewController.touchesBegan → next (the window, then the application)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        Trace.line("  CatalogViewController.touchesEnded → next")
        super.touchesEnded(touches, with: event)
    }
}

/// The application's delegate ends the responder chain and logs what reaches it.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        Trace.line("  AppDelegate.touchesBegan: the end of the responder chain")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        Trace.line("  AppDelegate.touchesEnded: the end of the responder chain")
    }
}

@MainActor
enum Trace {
    static func line(_ text: String) { print(text) }
    static func heading(_ text: String) { print("\n\(text)") }
}

@MainActor
func describeHit(_ host: UITestHost, at point: CGPoint) {
    let hit = host.window.hitTest(point, with: nil)
    let name = (hit as? TracingView)?.name ?? hit.map { "\(type(of: $0))" } ?? "nothing"
    Trace.line("  hitTest(\(Int(point.x)), \(Int(point.y))) → \(name)")
}

@MainActor
func runCatalog() {
    print("Rockhopper Catalog — UIKit on Linux, headless run on the virtual clock")
    let host = UITestHost()
    let delegate = AppDelegate()
    host.application.delegate = delegate
    let controller = CatalogViewController()

    Trace.heading("1. Showing the root view controller (t = \(host.now) s)")
    host.show(controller)
    Trace.line("  title: \(controller.title ?? "") — root view frame \(controller.view.frame), safe area top \(controller.view.safeAreaInsets.top) pt")
    Trace.line("  badge frame under a quarter turn: \(controller.badge.frame) (bounds \(controller.badge.bounds))")

    Trace.heading("2. Tapping the rotated badge: handled there, nothing goes up")
    let badgeCenter = controller.badge.convert(CGPoint(x: 40, y: 20), to: nil)
    describeHit(host, at: badgeCenter)
    host.tap(at: badgeCenter)

    Trace.heading("3. Tapping the card outside the badge: the chain runs card → root view → controller → window → app → delegate")
    describeHit(host, at: CGPoint(x: 60, y: 250))
    host.tap(at: CGPoint(x: 60, y: 250))

    Trace.heading("4. The panel is scrolled by bounds.origin.y = 100: the row drawn at y 390 on screen is hit there")
    describeHit(host, at: CGPoint(x: 100, y: 400))
    host.tap(at: CGPoint(x: 100, y: 400))

    Trace.heading("5. Dragging from the card off its edge: the touch stays bound to the card")
    host.drag(from: CGPoint(x: 60, y: 250), to: CGPoint(x: 60, y: 330), duration: 3.0 / 60.0)

    Trace.heading("6. A double tap: the second touch has tapCount 2 (t = \(String(format: "%.3f", host.now)) s)")
    host.tap(at: CGPoint(x: 60, y: 250), count: 2)

    runGestureDemo(host)
    runScrollDemo(host)
    let end = host.now

    Trace.heading("Done at t = \(String(format: "%.3f", end)) s of virtual time.")
    Screens.writeAll()
}

/// A drawer opened by a pan, and a single tap that waits for a double tap to fail.
@MainActor
final class GestureDemo {
    let drawer = UIView(frame: CGRect(x: -250, y: 0, width: 250, height: 667))
    func pan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: drawer.superview)
        drawer.center.x = min(125, max(-125, drawer.center.x + t.x))
        pan.setTranslation(.zero, in: drawer.superview)
        if pan.state == .began || pan.state == .ended {
            Trace.line("  pan .\(pan.state): drawer x = \(String(format: "%.1f", drawer.frame.minX)), velocity \(Int(pan.velocity(in: nil).x)) pt/s")
        }
    }
    func singleTap(_ tap: UITapGestureRecognizer) { Trace.line("  single tap recognized (after the double tap failed)") }
    func doubleTap(_ tap: UITapGestureRecognizer) { Trace.line("  double tap recognized") }
}

@MainActor
func runGestureDemo(_ host: UITestHost) {
    Trace.heading("7. A drawer menu dragged open with a pan (10 pt start threshold, velocity in pt/s)")
    let demo = GestureDemo()
    let stage = UIView(frame: host.window.bounds)
    host.window.addSubview(stage)
    stage.addSubview(demo.drawer)
    stage.addGestureRecognizer(UIPanGestureRecognizer(target: demo, action: GestureDemo.pan))
    host.drag(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.25)

    Trace.heading("8. Single tap vs double tap: require(toFail:)")
    let single = UITapGestureRecognizer(target: demo, action: GestureDemo.singleTap)
    let double = UITapGestureRecognizer(target: demo, action: GestureDemo.doubleTap)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    stage.addGestureRecognizer(single)
    stage.addGestureRecognizer(double)
    host.tap(at: CGPoint(x: 300, y: 500))
    Trace.line("  (one tap; nothing yet — waiting \(GestureConstants.tapMaximumInterval) s for a second tap)")
    host.advance(by: 0.4)
    host.tap(at: CGPoint(x: 300, y: 500), count: 2)
    host.settle()
    stage.removeFromSuperview()
}

/// Logs a scroll view's delegate calls, collapsing runs of didScroll.
@MainActor
final class ScrollTrace: UIScrollViewDelegate {
    var scrolls = 0
    func flush() { if scrolls > 0 { Trace.line("  scrollViewDidScroll ×\(scrolls)"); scrolls = 0 } }
    func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { flush(); Trace.line("  scrollViewWillBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        flush()
        Trace.line("  scrollViewWillEndDragging velocity \(String(format: "%.2f", v.y)) pt/ms, target y \(String(format: "%.1f", t.pointee.y))")
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { Trace.line("  scrollViewDidEndDragging(willDecelerate: \(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { Trace.line("  scrollViewWillBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) {
        flush(); Trace.line("  scrollViewDidEndDecelerating at y \(s.contentOffset.y) (contentOffset is bounds.origin: \(s.bounds.origin.y))")
    }
}

@MainActor
func runScrollDemo(_ host: UITestHost) {
    Trace.heading("9. UIScrollView: a fling decelerates (0.998 per ms) to the target it reported")
    let scroll = UIScrollView(frame: host.window.bounds)
    scroll.contentSize = CGSize(width: 375, height: 20_000)
    let trace = ScrollTrace()
    scroll.delegate = trace
    host.window.addSubview(scroll)
    scroll.layoutIfNeeded()
    trace.scrolls = 0
    Trace.line("  adjustedContentInset.top \(scroll.adjustedContentInset.top) (the status bar), resting at y \(scroll.contentOffset.y)")
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
    let frames = host.settle()
    trace.flush()
    Trace.line("  settled after \(frames) frames")
    scroll.removeFromSuperview()
}

MainActor.assumeIsolated {
    runCatalog()
}
