import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// The safe area through controllers (reference §3.2, Apple's `safeAreaInsets`,
/// `additionalSafeAreaInsets`, `edgesForExtendedLayout` and `contentInsetAdjustmentBehavior`
/// documentation): 64 = 20 + 44 under a navigation bar, 49 over a tab bar, scroll views adjusted.
@MainActor @Suite struct UIViewControllerSafeAreaTests {

    final class Recorder: UIViewController {
        var changes: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() { changes.append(view.safeAreaInsets) }
    }

    @Test func aControllerUnderANavigationBarHasA64PointTopInset() {
        let host = UITestHost()
        let vc = Recorder()
        let nav = UINavigationController(rootViewController: vc)
        host.show(nav)
        #expect(vc.view.frame == host.window.bounds)       // under the translucent bar
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(vc.changes.last?.top == 64)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    }

    @Test func subviewsInheritTheControllersSafeArea() {
        let host = UITestHost()
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        let inner = UIView(frame: CGRect(x: 0, y: 40, width: 375, height: 300))
        vc.view.addSubview(inner)
        host.show(nav)
        #expect(inner.safeAreaInsets.top == 24)
        let below = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        vc.view.addSubview(below)
        #expect(below.safeAreaInsets == .zero)
    }

    @Test func aScrollViewUnderTheBarStartsAtMinus64() {
        let host = UITestHost()
        let vc = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        vc.view.addSubview(scroll)
        let nav = UINavigationController(rootViewController: vc)
        host.show(nav)
        host.settle()
        #expect(scroll.adjustedContentInset.top == 64)
        #expect(scroll.contentOffset.y == -64)
    }

    @Test func aScrollViewOverATabBarGetsA49PointBottomInset() {
        let host = UITestHost()
        let vc = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        vc.view.addSubview(scroll)
        let tab = UITabBarController()
        tab.viewControllers = [vc]
        host.show(tab)
        host.settle()
        #expect(vc.view.safeAreaInsets.bottom == 49)
        #expect(scroll.adjustedContentInset.bottom == 49)
        #expect(tab.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
    }

    @Test func contentInsetAdjustmentNeverKeepsTheOffsetAtZero() {
        let host = UITestHost()
        let vc = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        vc.view.addSubview(scroll)
        host.show(UINavigationController(rootViewController: vc))
        host.settle()
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func noExtendedTopEdgePutsTheViewBelowTheBar() {
        let host = UITestHost()
        let vc = UIViewController()
        vc.edgesForExtendedLayout = []
        host.show(UINavigationController(rootViewController: vc))
        #expect(vc.view.frame == CGRect(x: 0, y: 64, width: 375, height: 667 - 64))
        #expect(vc.view.safeAreaInsets == .zero)
    }

    @Test func anOpaqueBarKeepsTheViewBelowUnlessExtendedLayoutIncludesOpaqueBars() {
        let host = UITestHost()
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        nav.navigationBar.isTranslucent = false
        host.show(nav)
        #expect(vc.view.frame.minY == 64)
        vc.extendedLayoutIncludesOpaqueBars = true
        nav.view.setNeedsLayout()
        host.settle()
        #expect(vc.view.frame.minY == 0)
        #expect(vc.view.safeAreaInsets.top == 64)
    }

    @Test func additionalSafeAreaInsetsAddUpAndAreAnnounced() {
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        vc.changes.removeAll()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        host.settle()
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
        #expect(vc.changes == [UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0)])
    }

    @Test func hidingTheNavigationBarLeavesTheStatusBarInset() {
        let host = UITestHost()
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        host.show(nav)
        nav.setNavigationBarHidden(true, animated: true)
        host.settle()
        #expect(vc.view.safeAreaInsets.top == 20)
        #expect(nav.navigationBar.isHidden)
        nav.isNavigationBarHidden = false
        host.settle()
        #expect(vc.view.safeAreaInsets.top == 64)
    }

    @Test func aToolbarInsetsTheBottom() {
        let host = UITestHost()
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        host.show(nav)
        nav.setToolbarHidden(false, animated: false)
        host.settle()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
        #expect(vc.view.safeAreaInsets.bottom == 44)
    }

    @Test func anUnscrollableScrollViewInANavigationControllerIsStillAdjustedVertically() {
        let host = UITestHost()
        let vc = UIViewController()
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 375, height: 100)     // does not scroll
        vc.view.addSubview(scroll)
        host.show(UINavigationController(rootViewController: vc))
        host.settle()
        #expect(scroll.adjustedContentInset.top == 64)
        // Outside a navigation controller `.automatic` acts as `.scrollableAxes`.
        let alone = UIScrollView(frame: host.window.bounds)
        alone.contentSize = CGSize(width: 375, height: 100)
        host.window.addSubview(alone)
        alone.layoutIfNeeded()
        #expect(alone.adjustedContentInset.top == 0)
        alone.contentSize = CGSize(width: 375, height: 5_000)
        #expect(alone.adjustedContentInset.top == 20)
    }

    @Test func automaticallyAdjustsScrollViewInsetsOffLeavesOnlyTheScrollableAxes() {
        let host = UITestHost()
        let vc = UIViewController()
        vc.automaticallyAdjustsScrollViewInsets = false
        let scroll = UIScrollView(frame: UIScreen.main.bounds)
        scroll.contentSize = CGSize(width: 375, height: 100)
        vc.view.addSubview(scroll)
        host.show(UINavigationController(rootViewController: vc))
        host.settle()
        #expect(scroll.adjustedContentInset.top == 0)
    }
}
