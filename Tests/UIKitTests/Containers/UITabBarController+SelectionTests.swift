import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UITabBarController`: tab switching in the order of reference §1.3 e (PGZ, CAT26, PT), lazy
/// loading of tabs, the delegate only for taps (Apple's `UITabBarControllerDelegate`
/// documentation), the selection rules of `viewControllers` (§4), and a navigation controller in
/// a tab.
@MainActor @Suite struct UITabBarControllerSelectionTests {
    let journal = LifecycleJournal()

    final class Delegate: UITabBarControllerDelegate {
        var calls: [String] = []
        var allow = true
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            calls.append("shouldSelect(\(viewController.title ?? ""))")
            return allow
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("didSelect(\(viewController.title ?? ""))")
        }
    }

    private func showTabs() -> (UITestHost, UITabBarController, [JournalingViewController]) {
        let host = UITestHost()
        let tabs = ["A", "T2", "T3"].map { JournalingViewController($0, journal: journal) }
        let tab = UITabBarController()
        tab.viewControllers = tabs
        host.show(tab)
        journal.removeAll()
        return (host, tab, tabs)
    }

    @Test func onlyTheSelectedTabLoadsAndAppears() {
        let (_, tab, tabs) = showTabs()
        #expect(tab.selectedIndex == 0)
        #expect(tab.selectedViewController === tabs[0])
        #expect(tabs[0].isViewLoaded)
        #expect(!tabs[1].isViewLoaded && !tabs[2].isViewLoaded)
        #expect(tabs.allSatisfy { $0.parent === tab })
        #expect(tabs[1].tabBarController === tab)
    }

    @Test func switchingTabsRunsUIKitsOrderWithTheWillsInsideTheSetter() {
        let (host, tab, _) = showTabs()
        tab.selectedIndex = 1
        #expect(journal.withoutLayout == ["T2.viewDidLoad", "T2.viewWillAppear(false)", "A.viewWillDisappear(false)"])
        host.settle()
        #expect(journal.withoutLayout == ["T2.viewDidLoad", "T2.viewWillAppear(false)", "A.viewWillDisappear(false)",
                                          "T2.viewIsAppearing(false)", "A.viewDidDisappear(false)", "T2.viewDidAppear(false)"])
    }

    @Test func aTabSwitchedBackToDoesNotLoadAgain() {
        let (host, tab, _) = showTabs()
        tab.selectedIndex = 1
        host.settle()
        tab.selectedIndex = 0
        host.settle()
        journal.removeAll()
        tab.selectedIndex = 1
        host.settle()
        #expect(!journal.entries.contains("T2.viewDidLoad"))
        #expect(journal.appearance.first == "T2.viewWillAppear(false)")
    }

    @Test func tappingATabSelectsItAndTellsTheDelegate() {
        let (host, tab, tabs) = showTabs()
        let delegate = Delegate()
        tab.delegate = delegate
        host.settle()
        let bar = tab.tabBar
        let itemCenter = CGPoint(x: bar.frame.width / 6 * 3, y: bar.frame.midY)   // the second of three
        host.tap(at: itemCenter)
        host.settle()
        #expect(tab.selectedViewController === tabs[1])
        #expect(delegate.calls == ["shouldSelect(T2)", "didSelect(T2)"])
    }

    @Test func aDelegateCanRefuseATab() {
        let (host, tab, tabs) = showTabs()
        let delegate = Delegate()
        delegate.allow = false
        tab.delegate = delegate
        host.settle()
        host.tap(at: CGPoint(x: tab.tabBar.frame.width / 6 * 5, y: tab.tabBar.frame.midY))
        host.settle()
        #expect(tab.selectedViewController === tabs[0])
        #expect(delegate.calls == ["shouldSelect(T3)"])
    }

    @Test func selectingFromCodeDoesNotCallTheDelegate() {
        let (host, tab, tabs) = showTabs()
        let delegate = Delegate()
        tab.delegate = delegate
        tab.selectedViewController = tabs[2]
        host.settle()
        #expect(tab.selectedIndex == 2)
        #expect(delegate.calls.isEmpty)
    }

    @Test func nonSelectedTabsStayAliveWithTheirState() {
        let (host, tab, tabs) = showTabs()
        let marker = UIView()
        tabs[0].view.addSubview(marker)
        tab.selectedIndex = 1
        host.settle()
        tab.selectedIndex = 0
        host.settle()
        #expect(marker.window === host.window)
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerIfStillThere() {
        let (host, tab, tabs) = showTabs()
        tab.selectedIndex = 2
        host.settle()
        let extra = JournalingViewController("X", journal: journal)
        tab.viewControllers = [extra, tabs[2]]
        #expect(tab.selectedViewController === tabs[2])
        #expect(tab.selectedIndex == 1)
        #expect(tabs[0].parent == nil)
        tab.viewControllers = [tabs[0], tabs[1]]
        #expect(tab.selectedIndex == 1)     // the same index
        tab.viewControllers = [extra]
        #expect(tab.selectedIndex == 0)
        host.settle()
        #expect(extra.view.window === host.window)
    }

    @Test func theTabBarShowsTheControllersTitles() {
        let (_, tab, _) = showTabs()
        #expect(tab.tabBar.items?.map(\.title) == ["A", "T2", "T3"])
        #expect(tab.tabBar.selectedItem === tab.tabBar.items?.first)
    }

    @Test func aNavigationControllerInATabIsInsetByBothBars() {
        let host = UITestHost()
        let root = JournalingViewController("A", journal: journal)
        let nav = UINavigationController(rootViewController: root)
        let tab = UITabBarController()
        tab.viewControllers = [nav, UIViewController()]
        host.show(tab)
        #expect(root.view.safeAreaInsets.top == 64)
        #expect(root.view.safeAreaInsets.bottom == 49)
        #expect(root.navigationController === nav)
        #expect(root.tabBarController === tab)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let host = UITestHost()
        let root = JournalingViewController("A", journal: journal)
        let nav = UINavigationController(rootViewController: root)
        let tab = UITabBarController()
        tab.viewControllers = [nav, UIViewController()]
        host.show(tab)
        nav.pushViewController(UIViewController(), animated: false)
        host.settle()
        host.tap(at: CGPoint(x: tab.tabBar.frame.width / 4, y: tab.tabBar.frame.midY))
        host.settle()
        #expect(nav.viewControllers == [root])
    }
}

extension UITabBarControllerSelectionTests {
    @Test func aControllerThatHidesTheBottomBarHidesTheTabBarUntilPopped() {
        let host = UITestHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tab = UITabBarController()
        tab.viewControllers = [nav, UIViewController()]
        host.show(tab)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        host.settle()
        #expect(tab.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 0)
        let deeper = UIViewController()
        nav.pushViewController(deeper, animated: false)
        host.settle()
        #expect(tab.tabBar.isHidden)
        nav.popToRootViewController(animated: true)
        host.settle()
        #expect(!tab.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 49)
    }
}

extension UITabBarControllerSelectionTests {
    @Test func aUsedTabBarControllerIsFreedWithItsTabsBarAndViews() {
        let host = UITestHost()
        weak var weakTab: UITabBarController?
        weak var weakBar: UITabBar?
        weak var weakNav: UINavigationController?
        weak var weakTabView: UIView?
        weak var weakDelegate: AnyObject?
        do {
            let delegate = Delegate()
            weakDelegate = delegate
            let nav = UINavigationController(rootViewController: UIViewController())
            let tab = UITabBarController()
            tab.delegate = delegate
            tab.viewControllers = [nav, UIViewController(), UIViewController()]
            weakTab = tab; weakBar = tab.tabBar; weakNav = nav; weakTabView = tab.view
            host.show(tab)
            host.tap(at: CGPoint(x: tab.tabBar.frame.width / 2, y: tab.tabBar.frame.midY))
            nav.pushViewController(UIViewController(), animated: true)
            host.settle()
            host.window.rootViewController = UIViewController()
        }
        host.settle()
        #expect(weakTab == nil)
        #expect(weakBar == nil)
        #expect(weakNav == nil)
        #expect(weakTabView == nil)
        #expect(weakDelegate == nil)
    }
}
