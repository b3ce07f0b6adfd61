import Foundation
import Testing
import UIKitTesting
import UIKitTestSupport

/// What a touch keeps alive, and for how long. UIKit lets go of a touch's view when the touch
/// ends: a view that was touched, then removed, is freed like one that never was. Each test keeps
/// only weak references to what it made, removes it, lets the host settle and checks that it is
/// gone.
@MainActor @Suite struct UIApplicationEventsTests {
    /// Weak references to a scene's objects, with their names for the failure message.
    final class Survivors {
        private var refs: [(name: String, ref: () -> AnyObject?)] = []
        func watch(_ name: String, _ object: AnyObject) {
            weak var weakObject = object
            refs.append((name, { weakObject }))
        }
        var alive: [String] { refs.filter { $0.ref() != nil }.map(\.name) }
    }

    private func makeHost() -> UITestHost {
        let host = UITestHost()
        host.show(UIViewController())
        return host
    }

    /// Adds `view` (built in `make`) to the root view, runs `interact`, removes it, settles.
    private func leftAlive(
        _ make: (Survivors) -> UIView,
        interact: (UITestHost, UIView) -> Void
    ) -> [String] {
        let host = makeHost()
        let survivors = Survivors()
        do {
            let view = make(survivors)
            survivors.watch("\(type(of: view))", view)
            host.window.rootViewController!.view.addSubview(view)
            host.advance(by: FrameConstants.frameInterval)
            interact(host, view)
            view.removeFromSuperview()
        }
        host.settle()
        host.advance(by: 1)
        return survivors.alive
    }

    private static let box = CGRect(x: 50, y: 100, width: 200, height: 200)

    @Test func aTappedViewWithATapRecognizerIsFreedAfterRemoval() {
        let alive = leftAlive({ s in
            let v = UIView(frame: Self.box)
            let tap = UITapGestureRecognizer()
            s.watch("tap", tap)
            v.addGestureRecognizer(tap)
            return v
        }, interact: { host, v in host.tap(v) })
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aTappedViewWithAPinchRecognizerIsFreedAfterRemoval() {
        let alive = leftAlive({ s in
            let v = UIView(frame: Self.box)
            let pinch = UIPinchGestureRecognizer()
            s.watch("pinch", pinch)
            v.addGestureRecognizer(pinch)
            return v
        }, interact: { host, v in host.tap(v) })
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aTappedPlainViewIsFreedAfterRemoval() {
        let alive = leftAlive({ _ in UIView(frame: Self.box) }, interact: { host, v in host.tap(v) })
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aTappedScrollViewIsFreedAfterRemoval() {
        let alive = leftAlive({ _ in
            let s = UIScrollView(frame: Self.box)
            s.contentSize = CGSize(width: 200, height: 2000)
            return s
        }, interact: { host, v in host.tap(v) })
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aFlungScrollViewIsFreedWhenRemovedMidDeceleration() {
        let alive = leftAlive({ s in
            let scroll = UIScrollView(frame: Self.box)
            scroll.contentSize = CGSize(width: 200, height: 5000)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 5000))
            s.watch("content", content)
            scroll.addSubview(content)
            return scroll
        }, interact: { host, _ in
            host.drag(from: CGPoint(x: 150, y: 280), to: CGPoint(x: 150, y: 120), duration: 0.1)
            host.advance(by: 0.1)
        })
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aPinchedAndPannedViewIsFreedAfterRemoval() {
        let alive = leftAlive({ s in
            let v = UIView(frame: Self.box)
            for r in [UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), UIPanGestureRecognizer(),
                      UILongPressGestureRecognizer(), UISwipeGestureRecognizer()] as [UIGestureRecognizer] {
                s.watch("\(type(of: r))", r)
                v.addGestureRecognizer(r)
            }
            return v
        }, interact: { host, _ in
            host.pinch(center: CGPoint(x: 150, y: 200), from: 60, to: 140, duration: 0.2)
            host.rotate(center: CGPoint(x: 150, y: 200), radius: 50, by: 0.8, duration: 0.2)
            host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 220), duration: 0.2)
            host.longPress(at: CGPoint(x: 150, y: 200))
        })
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test func aViewRemovedWhileAFingerIsOnItIsFreedOnceTheFingerLifts() {
        let host = makeHost()
        let survivors = Survivors()
        let finger: UITestFinger
        do {
            let v = UIView(frame: Self.box)
            let pan = UIPanGestureRecognizer()
            v.addGestureRecognizer(pan)
            survivors.watch("view", v)
            survivors.watch("pan", pan)
            host.window.rootViewController!.view.addSubview(v)
            finger = host.touchDown(at: CGPoint(x: 100, y: 150))
            host.move(finger, to: CGPoint(x: 140, y: 190))
            host.advance(by: FrameConstants.frameInterval)
            v.removeFromSuperview()
        }
        host.advance(by: FrameConstants.frameInterval)
        host.lift(finger)
        host.settle()
        #expect(survivors.alive.isEmpty, "still alive: \(survivors.alive)")
    }

    @Test func aViewDroppedWhileHeldBackByADelayingRecognizerIsFreed() {
        let host = makeHost()
        let survivors = Survivors()
        do {
            let v = UIView(frame: Self.box)
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            doubleTap.delaysTouchesEnded = true
            doubleTap.delaysTouchesBegan = true
            v.addGestureRecognizer(doubleTap)
            survivors.watch("view", v)
            survivors.watch("doubleTap", doubleTap)
            host.window.rootViewController!.view.addSubview(v)
            let finger = host.touchDown(at: CGPoint(x: 100, y: 150))
            host.lift(finger)
            v.removeFromSuperview()
        }
        host.settle()
        host.advance(by: 1)
        #expect(survivors.alive.isEmpty, "still alive: \(survivors.alive)")
    }

    @Test func aReplacedRootControllerAndItsTouchedViewsAreFreed() {
        let host = UITestHost()
        let survivors = Survivors()
        do {
            let scene = LeakScene()
            scene.watch(in: survivors)
            host.show(scene)
            scene.touch(with: host)
        }
        host.show(UIViewController())
        host.settle()
        host.advance(by: 1)
        #expect(survivors.alive.isEmpty, "still alive: \(survivors.alive)")
    }

    /// The cycle of the reliability run: make a controller with 11 views, 6 recognizers and a
    /// scroll view, show it, touch it, discard it — repeated. Nothing it made survives, so the
    /// number of live objects (and memory) stays flat whatever the number of cycles. The long run
    /// (`ROCKHOPPER_LEAK_CYCLES=10000`) prints resident memory at the start and end.
    @Test func repeatedShowTouchDiscardCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 60
        let host = UITestHost()
        let survivors = Survivors()
        var rssAfterWarmUp = 0
        for i in 0..<cycles {
            do {
                let scene = LeakScene()
                // Watching costs memory too: a bounded sample, so the long run's figures are the
                // framework's.
                if i % max(10, cycles / 50) == 0 { scene.watch(in: survivors) }
                host.show(scene)
                scene.touch(with: host)
                host.show(UIViewController())
                host.settle()
            }
            if i == min(cycles - 1, 50) { rssAfterWarmUp = ResidentMemory.kilobytes() }
        }
        host.advance(by: 1)
        let alive = survivors.alive
        #expect(alive.isEmpty, "\(alive.count) objects still alive, e.g. \(alive.prefix(5))")
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("leak cycles: \(cycles), RSS after 50: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}

/// The reliability run's screen: 11 views (a scroll view among them), 6 recognizers.
@MainActor private final class LeakScene: UIViewController {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
    var boxes: [UIView] = []
    var recognizers: [UIGestureRecognizer] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for i in 0..<9 {
            let box = UIView(frame: CGRect(x: 20 + CGFloat(i % 3) * 110, y: 20 + CGFloat(i / 3) * 90, width: 100, height: 80))
            view.addSubview(box)
            boxes.append(box)
        }
        scroll.contentSize = CGSize(width: 375, height: 3000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 3000))
        scroll.addSubview(content)
        view.addSubview(scroll)
        boxes.append(content)
        let doubleTap = UITapGestureRecognizer(target: self, action: LeakScene.tapped)
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer(target: self, action: LeakScene.tapped)
        tap.require(toFail: doubleTap)
        let all: [UIGestureRecognizer] = [tap, doubleTap, UIPinchGestureRecognizer(target: self, action: LeakScene.tapped),
                                          UIPanGestureRecognizer(target: self, action: LeakScene.tapped),
                                          UILongPressGestureRecognizer(target: self, action: LeakScene.tapped),
                                          UIRotationGestureRecognizer(target: self, action: LeakScene.tapped)]
        for (i, r) in all.enumerated() { boxes[i].addGestureRecognizer(r) }
        recognizers = all
    }

    func tapped(_ sender: UIGestureRecognizer) {}

    func watch(in survivors: UIApplicationEventsTests.Survivors) {
        survivors.watch("controller", self)
        survivors.watch("root view", view)
        survivors.watch("scroll view", scroll)
        for (i, b) in boxes.enumerated() { survivors.watch("box \(i)", b) }
        for r in recognizers { survivors.watch("\(type(of: r))", r) }
    }

    func touch(with host: UITestHost) {
        host.tap(boxes[0])
        host.tap(at: boxes[1].center, count: 2)
        host.pinch(center: boxes[2].center, from: 30, to: 70, duration: 0.1)
        host.drag(from: boxes[3].center, to: CGPoint(x: boxes[3].center.x + 60, y: boxes[3].center.y), duration: 0.1)
        let finger = host.touchDown(at: boxes[4].center)
        host.advance(by: 0.6)
        host.lift(finger)
        host.drag(from: CGPoint(x: 180, y: 560), to: CGPoint(x: 180, y: 340), duration: 0.1)
    }
}
