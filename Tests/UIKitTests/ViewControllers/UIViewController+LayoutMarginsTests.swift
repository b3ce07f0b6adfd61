import Testing
@testable import UIKitTesting
@testable import UIKit

/// A controller's root view margins (Apple's `systemMinimumLayoutMargins`,
/// `viewRespectsSystemMinimumLayoutMargins`, `viewLayoutMarginsDidChange()`, and the root view in
/// `layoutMargins`): 0 at the top and bottom, 16 pt at the sides on a phone and 20 pt on a Plus-size
/// phone or a pad, at least those while respected, plus the safe area.
@MainActor @Suite struct UIViewControllerLayoutMarginsTests {
    final class Recorder: UIViewController {
        var marginChanges: [UIEdgeInsets] = []
        var marginsInViewDidLoad: NSDirectionalEdgeInsets?
        override func viewDidLoad() { marginsInViewDidLoad = view.directionalLayoutMargins }
        override func viewLayoutMarginsDidChange() { marginChanges.append(view.layoutMargins) }
    }

    static let pad = UITestScreen(size: CGSize(width: 768, height: 1024), scale: 2)
    static let plusPhone = UITestScreen(size: CGSize(width: 414, height: 736), scale: 3)
    static let notchedPhone = UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

    @Test func onAPhoneTheRootViewHasSixteenPointSideMarginsBelowTheStatusBar() {
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        #expect(vc.viewRespectsSystemMinimumLayoutMargins)
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(vc.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16))
    }

    @Test func onAPadTheMinimumSideMarginsAreTwentyPoints() {
        let host = UITestHost(screen: Self.pad)
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
    }

    @Test func aPlusSizedPhoneGetsTwentyPointsToo() {
        let host = UITestHost(screen: Self.plusPhone)
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.layoutMargins.left == 20)
        #expect(vc.view.layoutMargins.right == 20)
    }

    @Test func theRootViewHasItsMinimumMarginsAlreadyInViewDidLoad() {
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        #expect(vc.marginsInViewDidLoad == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test func theControllerHearsOfTheMarginsOnceWhenTheyChange() {
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        host.settle()
        #expect(vc.marginChanges.last == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let count = vc.marginChanges.count
        vc.view.setNeedsLayout()
        host.advance(by: 0.1)
        #expect(vc.marginChanges.count == count)
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40)
        #expect(vc.marginChanges.count == count + 1)
        #expect(vc.marginChanges.last == UIEdgeInsets(top: 20, left: 40, bottom: 0, right: 40))
    }

    @Test func customRootMarginsBelowTheMinimumAreRaisedToIt() {
        // Apple: "if the value for one system minimum margin is 20 points and you specify a value
        // of 10 for the same margin on the view, the view uses the value 20 for the margin."
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 30)
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 30, left: 16, bottom: 10, right: 30))
    }

    @Test func notRespectingTheMinimumLeavesTheRootViewItsOwnMargins() {
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        vc.view.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let count = vc.marginChanges.count
        vc.viewRespectsSystemMinimumLayoutMargins = false
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 25, left: 5, bottom: 5, right: 5))
        #expect(vc.marginChanges.count == count + 1)
        vc.viewRespectsSystemMinimumLayoutMargins = false
        #expect(vc.marginChanges.count == count + 1)
        vc.view.insetsLayoutMarginsFromSafeArea = false
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
    }

    @Test func underANavigationBarTheTopMarginStartsBelowIt() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(UINavigationController(rootViewController: vc))
        host.settle()
        #expect(vc.view.safeAreaInsets.top == 64)
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 64, left: 16, bottom: 0, right: 16))
    }

    @Test func onANotchedPhoneTheSafeAreaIsAddedAtTopAndBottom() {
        let host = UITestHost(screen: Self.notchedPhone)
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    }

    @Test func additionalSafeAreaInsetsReachTheMargins() {
        let host = UITestHost()
        let vc = Recorder()
        host.show(vc)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        host.advance(by: 0.1)
        #expect(vc.view.layoutMargins == UIEdgeInsets(top: 30, left: 16, bottom: 30, right: 16))
        #expect(vc.marginChanges.last == UIEdgeInsets(top: 30, left: 16, bottom: 30, right: 16))
    }

    @Test func theMinimumDoesNotReachTheRootViewsSubviews() {
        // Apple: "This property does not affect the margins associated with subviews of the root view."
        let host = UITestHost()
        let vc = UIViewController()
        let subview = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        vc.view.addSubview(subview)
        host.show(vc)
        #expect(subview.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func aViewThatStopsBeingARootViewLosesTheMinimum() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        let old = vc.view!
        vc.view = UIView(frame: host.window.bounds)
        old.removeFromSuperview()
        #expect(old.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func showingAControllerLeavesNothingToLayOutAfterItsFirstFrame() {
        final class Counting: UIViewController {
            var layouts = 0
            override func viewDidLayoutSubviews() { layouts += 1 }
        }
        let host = UITestHost()
        let vc = Counting()
        host.show(vc)
        #expect(vc.layouts == 1)
        #expect(host.settle() == 0)
        #expect(vc.layouts == 1)
    }
}
