import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore
import UIKitTestSupport

/// Each application has its own runtime: two `UITestHost`s alive at once keep their own clocks,
/// framework timers, gesture state, animations and display links, and a call to one never moves
/// the other. `UIApplication.shared`, `UIScreen.main` and `CACurrentMediaTime()` follow the host
/// in use.
@MainActor @Suite struct _UIRuntimeTests {
    /// Counts the actions of the recognizers it targets.
    @MainActor final class Actions {
        var taps = 0
        var pressStates: [UIGestureRecognizer.State] = []
        var ticks = 0
        func tap() { taps += 1 }
        func press(_ r: UILongPressGestureRecognizer) { pressStates.append(r.state) }
        func tick() { ticks += 1 }
    }

    /// A host with a 200 × 200 view at (50, 50) carrying a tap and a long-press recognizer.
    func hostWithRecognizers(_ actions: Actions) -> (UITestHost, UIView) {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        host.window.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer(target: actions, action: Actions.tap))
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: actions, action: Actions.press))
        return (host, view)
    }

    let inside = CGPoint(x: 100, y: 100)

    @Test func eachHostHasItsOwnClock() {
        let a = UITestHost(), b = UITestHost()
        a.advance(by: 2)
        #expect(a.now == 2)
        #expect(b.now == 0)
        #expect(CACurrentMediaTime() == 2)   // a is in use
        b.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 0.5)
        #expect(a.now == 2)
    }

    @Test func sharedApplicationAndMainScreenFollowTheHostInUse() {
        let a = UITestHost(screen: .phone)
        let b = UITestHost(screen: UITestScreen(size: CGSize(width: 800, height: 600), scale: 1))
        #expect(UIApplication.shared === b.application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 800, height: 600))
        a.makeCurrent()
        #expect(UIApplication.shared === a.application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(a.window.screen !== b.window.screen)
        // A window belongs to the application that was running when it was made.
        b.makeCurrent()
        #expect(a.window.screen.bounds.size == CGSize(width: 375, height: 667))
        #expect(a.window.next === a.application)
    }

    @Test func aTapInOneHostReachesOnlyItsViews() {
        let actionsA = Actions(), actionsB = Actions()
        let (a, _) = hostWithRecognizers(actionsA)
        let (b, _) = hostWithRecognizers(actionsB)
        a.tap(at: inside)
        #expect(actionsA.taps == 1)
        #expect(actionsB.taps == 0)
        b.tap(at: inside)
        b.tap(at: inside)
        #expect(actionsA.taps == 1)
        #expect(actionsB.taps == 2)
    }

    @Test func aLongPressTimerRunsOnlyOnItsOwnHostsTime() {
        let actionsA = Actions(), actionsB = Actions()
        let (a, _) = hostWithRecognizers(actionsA)
        let (b, _) = hostWithRecognizers(actionsB)
        let finger = a.touchDown(at: inside)
        b.advance(by: 2)                    // the other host's time passes: no deadline here
        #expect(actionsA.pressStates.isEmpty)
        #expect(actionsB.pressStates.isEmpty)
        a.advance(by: 0.4)
        #expect(actionsA.pressStates.isEmpty)
        a.advance(by: 0.1)                  // 0.5 s of a's time
        #expect(actionsA.pressStates == [.began])
        a.lift(finger)
        #expect(actionsA.pressStates == [.began, .ended])
        #expect(actionsB.pressStates.isEmpty)
        #expect(actionsA.taps == 0)
    }

    @Test func anAnimationRunsInTheRuntimeOfItsViewsWindowWhicheverHostIsInUse() {
        let a = UITestHost(), b = UITestHost()
        let viewA = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.window.addSubview(viewA)
        b.makeCurrent()
        var finished = false
        UIView.animate(withDuration: 1, animations: { viewA.center.x = 105 }, completion: { finished = $0 })
        b.advance(by: 2)
        #expect(!finished)
        #expect(viewA.layer.presentation()?.position.x == 5)
        a.advance(by: 0.5)
        let x = viewA.layer.presentation()?.position.x ?? 0
        #expect(x > 5 && x < 105)
        a.advance(by: 0.6)
        #expect(finished)
        #expect(viewA.layer.presentation()?.position.x == 105)
    }

    @Test func aDisplayLinkFiresOnlyOnTheFramesOfTheHostItWasAddedIn() {
        let a = UITestHost(), b = UITestHost()
        let actions = Actions()
        a.makeCurrent()
        let link = CADisplayLink(target: actions, selector: Actions.tick)
        link.add(to: .main, forMode: .common)
        b.advance(by: 1)
        #expect(actions.ticks == 0)
        a.advance(by: 0.1)
        #expect(actions.ticks == 6)
        #expect(link.timestamp == a.now)
        link.invalidate()
        #expect(!a.application._hasPendingWork)
    }

    @Test func anAnimatedScrollRunsOnItsOwnHostsFramesWhicheverHostIsInUse() {
        let a = UITestHost(), b = UITestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        a.window.addSubview(scrollView)
        b.makeCurrent()
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        b.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView._activity.isMoving)
        a.settle()
        #expect(scrollView.contentOffset.y == 500)
    }

    @Test func warningsAreKeptByTheRuntimeThatLoggedThem() {
        let a = UITestHost()
        _UIKitLog.warning("from a")
        let b = UITestHost()
        #expect(_UIKitLog.messages.isEmpty)
        _UIKitLog.warning("from b")
        a.makeCurrent()
        #expect(_UIKitLog.messages == ["from a"])
        #expect(b.runtime.logMessages == ["from b"])
    }

    @Test func aHostPresentsAFrameOnlyWhenItsPixelsChange() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.advance(by: 1 / 60)
        let presented = host.headless.presentedFrameCount
        #expect(presented >= 1)
        host.advance(by: 1)                 // idle: nothing drawn, nothing presented
        #expect(host.headless.presentedFrameCount == presented)
        view.backgroundColor = .blue
        host.advance(by: 1 / 60)
        #expect(host.headless.presentedFrameCount == presented + 1)
    }

    @Test func aDiscardedHostLeavesNoRuntimeBehind() {
        weak var oldRuntime: _UIRuntime?
        weak var oldApplication: UIApplication?
        weak var oldWindow: UIWindow?
        weak var oldHeadless: _HeadlessHost?
        do {
            let actions = Actions()
            let (host, view) = hostWithRecognizers(actions)
            oldRuntime = host.runtime
            oldApplication = host.application
            oldWindow = host.window
            oldHeadless = host.headless
            host.tap(at: inside)
            UIView.animate(withDuration: 10) { view.alpha = 0 }   // still running when dropped
            let link = CADisplayLink(target: actions, selector: Actions.tick)
            link.add(to: .main, forMode: .common)
            host.advance(by: 0.1)
        }
        _ = UITestHost()                    // the old runtime is no longer current
        #expect(oldRuntime == nil)
        #expect(oldApplication == nil)
        #expect(oldWindow == nil)
        #expect(oldHeadless == nil)
    }

    /// Hosts made, used and dropped over and over, with animations and display links still running
    /// when they go: each host's runtime goes with it, so nothing accumulates. The long run
    /// (`ROCKHOPPER_LEAK_CYCLES=10000`) prints resident memory.
    @Test func hostsMadeAndDroppedRepeatedlyLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 60
        var watched: [() -> AnyObject?] = []
        var rssAfterWarmUp = 0
        for i in 0..<cycles {
            do {
                let actions = Actions()
                let (host, view) = hostWithRecognizers(actions)
                let other = UITestHost()
                host.tap(at: inside)
                UIView.animate(withDuration: 5) { view.alpha = 0 }
                let link = CADisplayLink(target: actions, selector: Actions.tick)
                link.add(to: .main, forMode: .common)
                other.advance(by: 0.1)
                host.advance(by: 0.1)
                if i % 10 == 0 {
                    weak var runtime = host.runtime, app = host.application, otherRuntime = other.runtime
                    weak var headless = host.headless, window = host.window
                    watched += [{ runtime }, { app }, { otherRuntime }, { headless }, { window }]
                }
            }
            if i == min(cycles - 1, 50) { rssAfterWarmUp = ResidentMemory.kilobytes() }
        }
        _ = UITestHost()
        let alive = watched.compactMap { $0() }
        #expect(alive.isEmpty, "still alive: \(alive.map { type(of: $0) })")
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("host cycles: \(cycles), RSS after 50: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
