import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 000's live lifecycle log: every callback from init to deinit, in UIKit's order, shown on
/// the screens as it happens.
@MainActor @Suite struct LifecycleViewControllersTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let log = LiveLifecycleLog()
        let nav: UINavigationController

        init() {
            nav = UINavigationController(rootViewController: LifecycleFirstViewController(log: log))
            host.show(nav)
            host.settle()
        }

        func tap(_ text: String) {
            guard let point = host.window.centerOfLabel(withText: text) else {
                Issue.record("no label \"\(text)\" on screen")
                return
            }
            host.tap(at: point)
        }
    }

    @Test func theScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: LifecycleScenario.title)
        LifecycleScenario.run(script)
        #expect(script.snapshots.contains("lifecycle-push-filmstrip"))
    }

    @Test func theFirstScreenLogsInitLoadViewAndViewDidLoadOnceInThatOrder() {
        let scene = Scene()
        let lines = scene.log.lines
        #expect(Array(lines.prefix(3)) == ["First.init", "First.loadView", "First.viewDidLoad"])
        #expect(lines.filter { $0 == "First.viewDidLoad" }.count == 1)
        // The last callback but layout passes (laying out in the safe area resizes the log, which
        // asks for one more pass once the navigation bar's inset is known).
        #expect(lines.last { !$0.hasSuffix("LayoutSubviews") } == "First.viewDidAppear(false)", "\(lines)")
    }

    @Test func theLogOnScreenShowsEachCallbackAsItHappens() {
        let scene = Scene()
        let first = scene.nav.topViewController as! LifecycleFirstViewController
        #expect(first.logView?.label.text?.contains("First.viewDidAppear(false)") == true)
        scene.tap("Push Second")
        // Mid-push, the callbacks so far are already on screen.
        scene.host.advance(by: 0.1)
        let second = scene.nav.topViewController as! LifecycleSecondViewController
        #expect(second.logView?.label.text?.hasSuffix("Second.viewWillAppear(true)") == true
                || second.logView?.label.text?.contains("Second.viewWillAppear(true)") == true)
        #expect(second.logView?.label.text?.contains("Second.viewDidAppear(true)") == false, "not yet appeared")
        scene.host.settle()
        #expect(second.logView?.label.text?.contains("Second.viewDidAppear(true)") == true)
    }

    @Test func aPoppedScreenIsReleasedAndLogsDeinit() {
        let scene = Scene()
        scene.tap("Push Second")
        scene.host.settle()
        weak var second = scene.nav.topViewController
        scene.tap("Pop")
        scene.host.settle()
        #expect(second == nil)
        #expect(scene.log.lines.last == "Second.deinit")
    }

    @Test func theMemoryWarningButtonReachesEveryControllerOnScreen() {
        let scene = Scene()
        scene.tap("Push Second")
        scene.host.settle()
        scene.log.take()
        scene.tap("Simulate Memory Warning")
        let lines = scene.log.take()
        #expect(lines.contains("First.didReceiveMemoryWarning"))
        #expect(lines.contains("Second.didReceiveMemoryWarning"))
    }

    @Test func theLogViewsAreFreedWithTheirScreens() {
        weak var first: UIViewController?, logView: LiveLogView?
        do {
            let scene = Scene()
            first = scene.nav.topViewController
            logView = (first as? LifecycleFirstViewController)?.logView
            scene.tap("Present Second")
            scene.host.settle()
            scene.tap("Dismiss")
            scene.host.settle()
        }
        _ = UITestHost()
        #expect(first == nil)
        #expect(logView == nil)
    }

    /// Push/pop and present/dismiss cycles: every second screen is freed. 4 cycles in the suite.
    @Test func pushPopPresentDismissCyclesLeaveNothingBehind() {
        let scene = Scene()
        for i in 0..<leakCycles(default: 4) {
            weak var pushed: UIViewController?, presented: UIViewController?
            scene.tap("Push Second")
            scene.host.settle()
            pushed = scene.nav.topViewController
            scene.tap("Pop")
            scene.host.settle()
            scene.tap("Present Second")
            scene.host.settle()
            presented = scene.nav.presentedViewController
            if let window = presented?.view.window, let point = window.centerOfLabel(withText: "Dismiss") {
                scene.host.tap(at: point)
            }
            scene.host.settle()
            #expect(pushed == nil && presented == nil, "cycle \(i)")
        }
    }

    @Test func theLogHasItsOwnAreaBelowTheButtons() {
        let scene = Scene()
        let first = scene.nav.topViewController as! LifecycleFirstViewController
        let buttons = first.view.subviews.compactMap { $0 as? UIButton }
        let logFrame = first.logView?.frame ?? .zero
        #expect(buttons.count == 3)
        for button in buttons {
            #expect(!button.frame.intersects(logFrame), "\(button.currentTitle ?? "") at \(button.frame), log at \(logFrame)")
            #expect(button.frame.minY >= first.view.safeAreaInsets.top, "below the navigation bar")
        }
        #expect(logFrame.maxY <= first.view.bounds.maxY)
    }
}
