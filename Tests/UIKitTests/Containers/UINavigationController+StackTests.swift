import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UINavigationController`'s stack and the callback orders of push and pop (reference §1.3 b,
/// c and §3.1: the ARM1/READKE/PT/WANG/CAT26 logs), driven through `UITestHost`.
@MainActor @Suite struct UINavigationControllerStackTests {
    let journal = LifecycleJournal()

    private func showNavigation(root name: String = "A") -> (UITestHost, JournalingNavigationController, JournalingViewController) {
        let host = UITestHost()
        let root = JournalingViewController(name, journal: journal)
        let nav = JournalingNavigationController(rootViewController: root, journal: journal)
        host.show(nav)
        journal.removeAll()
        return (host, nav, root)
    }

    @Test func theRootIsShownWithTheNavigationControllerAndGetsItsAppearanceForwarded() {
        let host = UITestHost()
        let root = JournalingViewController("A", journal: journal)
        let nav = JournalingNavigationController(rootViewController: root, journal: journal)
        #expect(journal.entries == ["A.willMove(toParent: nav)", "A.didMove(toParent: nav)"])
        journal.removeAll()
        host.show(nav)
        #expect(journal.withoutLayout == ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
                                          "A.viewDidAppear(false)"])
        #expect(nav.viewControllers == [root])
        #expect(root.navigationController === nav)
        #expect(root.view.superview != nil && root.view.isDescendant(of: nav.view))
    }

    @Test func anAnimatedPushRunsUIKitsOrder() {
        let (host, nav, _) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        nav.pushViewController(b, animated: true)
        // The call only records the change: B.willMove(toParent:) inside it, nothing else yet.
        #expect(journal.entries == ["B.willMove(toParent: nav)"])
        #expect(nav.viewControllers.last === b)
        #expect(nav.topViewController === b)
        host.settle()
        #expect(journal.withoutLayout == [
            "B.willMove(toParent: nav)",
            "nav.delegate.willShow(B)",
            "B.viewDidLoad",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            "B.didMove(toParent: nav)",
            "nav.delegate.didShow(B)",
        ])
    }

    /// DEVIATIONS 216: the covered list's safe area (and so its rows' layout) stays put while the
    /// push slides it a third of the way out, and is measured again once the push is over.
    @Test func theCoveredViewKeepsItsSafeAreaWhileAPushSlidesItAside() {
        let (host, nav, root) = showNavigation()
        let before = root.view.safeAreaInsets
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ])
        host.advance(by: 1.0 / 60)
        let width = row.bounds.width
        nav.pushViewController(JournalingViewController("B", journal: journal), animated: true)
        host.advance(by: NavigationConstants.pushDuration / 2)
        #expect(root.view.frame.minX < 0, "the covered view has moved aside")
        #expect(root.view.safeAreaInsets == before)
        #expect(row.bounds.width == width, "the covered row kept its width")
        host.settle()
        #expect(root._frozenSafeAreaInsets == nil)
        nav.popViewController(animated: false)
        host.advance(by: 1.0 / 60)
        #expect(root.view.safeAreaInsets == before)
        #expect(row.bounds.width == width)
    }

    @Test func theAnimatedPushTakesThePushDuration() {
        let (host, nav, root) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        nav.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        #expect(journal.entries.contains("B.viewWillAppear(true)"))
        host.advance(by: NavigationConstants.pushDuration - 0.05)
        #expect(!journal.entries.contains("B.viewDidAppear(true)"))
        #expect(b.view.layer.presentation()!.frame.minX > 0)
        host.advance(by: 0.1)
        #expect(journal.entries.contains("B.viewDidAppear(true)"))
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(b.view.frame.minX == 0)
    }

    @Test func aPushWithoutAnimationHasTheSameOrderWithFalse() {
        let (host, nav, _) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        nav.pushViewController(b, animated: false)
        host.settle()
        #expect(journal.appearance == ["A.viewWillDisappear(false)", "B.viewWillAppear(false)", "B.viewIsAppearing(false)",
                                       "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        #expect(journal.withoutLayout.last == "nav.delegate.didShow(B)")
    }

    @Test func anAnimatedPopRunsUIKitsOrderAndReturnsThePoppedController() {
        let (host, nav, root) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        nav.pushViewController(b, animated: false)
        host.settle()
        journal.removeAll()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(nav.viewControllers == [root])
        #expect(journal.entries == ["B.willMove(toParent: nil)"])
        host.settle()
        #expect(journal.withoutLayout == [
            "B.willMove(toParent: nil)",
            "nav.delegate.willShow(A)",
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)",
            "nav.delegate.didShow(A)",
        ])
        #expect(b.parent == nil)
        #expect(nav.children == [root])
    }

    @Test func popAtTheRootDoesNothing() {
        let (host, nav, root) = showNavigation()
        #expect(nav.popViewController(animated: true) == nil)
        host.settle()
        #expect(journal.entries.isEmpty)
        #expect(nav.viewControllers == [root])
    }

    @Test func aPoppedControllerIsReleasedAfterItsTransition() {
        let (host, nav, _) = showNavigation()
        weak var weakB: UIViewController?
        weak var weakView: UIView?
        do {
            let b = JournalingViewController("B", journal: journal)
            b.navigationItem.rightBarButtonItem = UIBarButtonItem()
            weakB = b
            nav.pushViewController(b, animated: true)
            host.settle()
            weakView = b.view
            nav.popViewController(animated: true)
        }
        host.settle()
        #expect(weakB == nil)
        #expect(weakView == nil)
    }

    @Test func popToRootPopsEverythingAboveAndReturnsIt() {
        let (host, nav, root) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        nav.setViewControllers([root, b, c], animated: false)
        host.settle()
        journal.removeAll()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        host.settle()
        #expect(journal.appearance == ["C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
                                       "C.viewDidDisappear(true)", "A.viewDidAppear(true)"])
        #expect(journal.entries.contains("B.didMove(toParent: nil)"))
        #expect(journal.entries.contains("C.didMove(toParent: nil)"))
        #expect(!journal.entries.contains { $0.hasPrefix("B.view") })
        #expect(nav.popToRootViewController(animated: true) == nil)
    }

    @Test func popToAControllerReturnsTheOnesAbove() {
        let (host, nav, root) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        let d = JournalingViewController("D", journal: journal)
        nav.setViewControllers([root, b, c, d], animated: false)
        host.settle()
        #expect(nav.popToViewController(b, animated: false) == [c, d])
        host.settle()
        #expect(nav.viewControllers == [root, b])
        #expect(nav.topViewController === b)
        #expect(b.view.window === host.window)
    }

    @Test func setViewControllersWithANewTopRunsOnePush() {
        let (host, nav, root) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        nav.setViewControllers([root, b, c], animated: true)
        host.settle()
        #expect(journal.appearance == ["A.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewIsAppearing(true)",
                                       "A.viewDidDisappear(true)", "C.viewDidAppear(true)"])
        #expect(!journal.entries.contains { $0.hasPrefix("B.view") })
        #expect(journal.entries.contains("B.didMove(toParent: nav)"))
    }

    @Test func setViewControllersWhoseTopWasOnTheStackRunsAPop() {
        // Apple's example: A, B, C set to D, A, B runs a pop.
        let (host, nav, a) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        let d = JournalingViewController("D", journal: journal)
        nav.setViewControllers([a, b, c], animated: false)
        host.settle()
        journal.removeAll()
        nav.setViewControllers([d, a, b], animated: true)
        host.settle()
        #expect(journal.appearance == ["C.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                                       "C.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        #expect(nav.viewControllers == [d, a, b])
        #expect(c.parent == nil)
    }

    @Test func aPushWhileATransitionRunsIsShownWhenItEnds() {
        let (host, nav, _) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        nav.pushViewController(b, animated: true)
        host.advance(by: 0.1)
        nav.pushViewController(c, animated: true)
        host.settle()
        #expect(nav.topViewController === c)
        #expect(c.view.window === host.window)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(journal.appearance.suffix(2) == ["B.viewDidDisappear(true)", "C.viewDidAppear(true)"])
    }

    @Test func offScreenChangesApplyAtOnceWithoutAppearanceCallbacks() {
        let root = JournalingViewController("A", journal: journal)
        let nav = JournalingNavigationController(rootViewController: root, journal: journal)
        let b = JournalingViewController("B", journal: journal)
        nav.pushViewController(b, animated: true)
        #expect(journal.entries == ["A.willMove(toParent: nav)", "A.didMove(toParent: nav)",
                                    "B.willMove(toParent: nav)", "B.didMove(toParent: nav)"])
        #expect(nav.viewControllers == [root, b])
    }

    @Test func showOnANavigationControllerPushes() {
        let (host, nav, _) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        nav.show(b, sender: nil)
        host.settle()
        #expect(nav.topViewController === b)
    }

    @Test func showFromAChildPushesOnItsNavigationController() {
        let (host, nav, root) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        root.show(b, sender: nil)
        host.settle()
        #expect(nav.topViewController === b)
    }

    @Test func pushingAControllerAlreadyOnTheStackStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController()
                let nav = UINavigationController(rootViewController: a)
                nav.pushViewController(a, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Pushing the same view controller instance more than once is not supported"))
    }

    @Test func pushingANavigationControllerStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UINavigationController(), animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Pushing a navigation controller is not supported"))
    }

    @Test func poppingToAControllerNotOnTheStackStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.popToViewController(UIViewController(), animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Tried to pop to a view controller that doesn't exist"))
    }
}

extension UINavigationControllerStackTests {
    @Test func tappingTheBackButtonPopsWithUIKitsOrder() {
        let (host, nav, a) = showNavigation()
        let b = JournalingViewController("B", journal: journal)
        nav.pushViewController(b, animated: false)
        host.settle()
        journal.removeAll()
        let back = label("A", in: nav.navigationBar)
        #expect(back != nil)
        if let back { host.tap(back) }
        host.settle()
        #expect(nav.viewControllers == [a])
        #expect(journal.appearance == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
                                       "B.viewDidDisappear(true)", "A.viewDidAppear(true)"])
    }

    @Test func aSubclassRefusingShouldPopKeepsTheTopController() {
        final class Guarded: UINavigationController {
            var asked = 0
            override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                asked += 1
                return false
            }
        }
        let host = UITestHost()
        let a = UIViewController()
        a.title = "Home"
        let nav = Guarded(rootViewController: a)
        host.show(nav)
        let b = UIViewController()
        nav.pushViewController(b, animated: false)
        host.settle()
        if let back = label("Home", in: nav.navigationBar) { host.tap(back) }
        host.settle()
        #expect(nav.asked == 1)
        #expect(nav.topViewController === b)
    }

    @Test func theBarShowsTheTopControllersItems() {
        let (host, nav, a) = showNavigation()
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        host.settle()
        #expect(nav.navigationBar.topItem === a.navigationItem)
        #expect(label("Edit", in: nav.navigationBar) != nil)
        #expect(label("A", in: nav.navigationBar) != nil)     // the title
    }
}

extension UINavigationControllerStackTests {
    @Test func aUsedNavigationControllerIsFreedWithItsBarsGestureAndControllers() {
        let host = UITestHost()
        weak var weakNav: UINavigationController?
        weak var weakBar: UINavigationBar?
        weak var weakToolbar: UIToolbar?
        weak var weakGesture: UIGestureRecognizer?
        weak var weakRoot: UIViewController?
        do {
            let root = JournalingViewController("A", journal: journal)
            let nav = JournalingNavigationController(rootViewController: root, journal: journal)
            weakNav = nav; weakBar = nav.navigationBar; weakToolbar = nav.toolbar
            weakGesture = nav.interactivePopGestureRecognizer; weakRoot = root
            host.show(nav)
            nav.setToolbarHidden(false, animated: true)
            let b = JournalingViewController("B", journal: journal)
            b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: b, action: JournalingViewController.loadViewIfNeeded)
            nav.pushViewController(b, animated: true)
            host.settle()
            host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.5, holdAtEnd: 0.2)
            host.settle()
            let m = UIViewController()
            m.modalPresentationStyle = .fullScreen
            b.present(m, animated: true)
            host.settle()
            host.window.rootViewController = UIViewController()
        }
        host.settle()
        #expect(weakNav == nil)
        #expect(weakBar == nil)
        #expect(weakToolbar == nil)
        #expect(weakGesture == nil)
        #expect(weakRoot == nil)
    }
}
