import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// The interactive pop (reference §1.3 d and §3.4): a swipe from the left edge pops the top
/// controller, following the finger; released short it is cancelled with the reversed callbacks
/// of Apple's header (WANG's log) and no delegate call.
@MainActor @Suite struct UINavigationControllerInteractivePopTests {
    let journal = LifecycleJournal()

    private func showTwo() -> (UITestHost, JournalingNavigationController, JournalingViewController, JournalingViewController) {
        JournalingNavigationController.showing(journal: journal)
    }

    @Test func theGestureIsAScreenEdgePanOnTheLeftEdge() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let gesture = nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(gesture?.edges == .left)
        #expect(gesture?.view === nav.view)
    }

    @Test func aSwipePastHalfTheWidthPops() {
        let (host, nav, a, b) = showTwo()
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5, holdAtEnd: 0.1)
        host.settle()
        #expect(nav.viewControllers == [a])
        #expect(journal.withoutLayout == [
            "B.willMove(toParent: nil)", "nav.delegate.willShow(A)",
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)", "nav.delegate.didShow(A)",
        ])
        #expect(b.parent == nil)
    }

    /// UIKit code asks the coordinator in `viewWillAppear` whether the pop follows a finger (to
    /// register `notifyWhenInteractionChanges`): it does, from the `will` callbacks on.
    @Test func theCoordinatorIsInteractiveAlreadyInViewWillAppear() {
        final class Asking: UIViewController {
            var seen: [Bool] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let coordinator = transitionCoordinator { seen.append(coordinator.isInteractive) }
            }
        }
        let host = UITestHost()
        let a = Asking()
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(UIViewController(), animated: false)
        host.advance(by: 1.0 / 60)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5, holdAtEnd: 0.1)
        host.settle()
        #expect(nav.viewControllers == [a])
        #expect(a.seen == [true])
    }

    @Test func theViewsFollowTheFinger() {
        let (host, _, _, b) = showTwo()
        let finger = host.touchDown(at: CGPoint(x: 2, y: 400))
        for x in stride(from: 12.0, through: 150, by: 10) {
            host.move(finger, to: CGPoint(x: x, y: 400))
        }
        // The pop scrubs the slide's animation: the screen (the presentation) follows the finger.
        let x = b.view.layer.presentation()!.frame.minX
        #expect(x > 100 && x < 160)
        host.lift(finger)
        host.settle()
    }

    @Test func aShortSwipeCancelsWithTheReversedCallbacksAndNoDelegateCall() {
        let (host, nav, a, b) = showTwo()
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.6, holdAtEnd: 0.2)
        host.settle()
        #expect(nav.viewControllers == [a, b])
        #expect(journal.withoutLayout == [
            "B.willMove(toParent: nil)", "nav.delegate.willShow(A)",
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)", "B.viewDidAppear(true)",
        ])
        #expect(b.parent === nav)
        #expect(!b.isMovingFromParent)
        #expect(b.view.window === host.window)
        #expect(b.view.frame.minX == 0)
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test func aFastFlickFinishesEvenShort() {
        let (host, nav, a, _) = showTwo()
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.08)
        host.settle()
        #expect(nav.viewControllers == [a])
    }

    @Test func theGestureDoesNothingAtTheRoot() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        journal.removeAll()
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        host.settle()
        #expect(journal.appearance.isEmpty)
    }

    @Test func aHiddenBackButtonDisablesTheGesture() {
        let (host, nav, _, b) = showTwo()
        b.navigationItem.hidesBackButton = true
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        host.settle()
        #expect(nav.topViewController === b)
    }

    /// Push/pop cycles, animated or not, interrupted by taps and by pushes during transitions:
    /// every controller and view is freed. 1,000 cycles in the suite; the long run
    /// (`ROCKHOPPER_LEAK_CYCLES=10000`) prints resident memory.
    @Test func pushPopCyclesFreeEveryControllerAndView() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 1000
        var rssAfterWarmUp = 0
        let host = UITestHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        weak var lastController: UIViewController?
        weak var lastView: UIView?
        for i in 0..<cycles {
            if i == min(cycles - 1, 200) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            let vc = UIViewController()
            vc.title = "\(i)"
            vc.navigationItem.rightBarButtonItem = UIBarButtonItem()
            lastController = vc
            nav.pushViewController(vc, animated: i % 10 == 0)
            if i % 10 == 0 {
                host.advance(by: 0.1)
                if i % 20 == 0 { host.tap(at: CGPoint(x: 200, y: 400)) }
            } else {
                host.advance(by: 1.0 / 60)
            }
            lastView = vc.view
            nav.popViewController(animated: i % 10 == 5)
            host.advance(by: i % 10 == 5 ? 0.5 : 1.0 / 60)
        }
        host.settle()
        #expect(nav.viewControllers == [root])
        #expect(lastController == nil)
        #expect(lastView == nil)
        #expect(nav.children == [root])
        if cycles > 1000 {
            let end = ResidentMemory.kilobytes()
            print("push/pop cycles: \(cycles), RSS after 200: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
