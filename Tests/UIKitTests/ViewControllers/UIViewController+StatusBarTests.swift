import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// Which controller decides the status bar (reference §2.5: `UIViewController.h`, Apple's
/// `childForStatusBarHidden`/`setNeedsStatusBarAppearanceUpdate` documentation; CODERWALL and
/// SARUNW for the navigation controller's bar style).
@MainActor @Suite struct UIViewControllerStatusBarTests {
    final class Preferring: UIViewController {
        var hidden = false
        var style: UIStatusBarStyle = .default
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    @Test func theRootControllersPreferenceHidesTheStatusBarAndTheSafeAreaFollows() {
        let host = UITestHost()
        let vc = Preferring()
        vc.hidden = true
        host.show(vc)
        #expect(host.window._statusBarHidden)
        #expect(vc.view.safeAreaInsets.top == 0)
        vc.hidden = false
        vc.setNeedsStatusBarAppearanceUpdate()
        host.settle()
        #expect(!host.window._statusBarHidden)
        #expect(vc.view.safeAreaInsets.top == 20)
    }

    @Test func theStyleFollowsTheRootControllersPreference() {
        let host = UITestHost()
        let vc = Preferring()
        vc.style = .lightContent
        host.show(vc)
        #expect(host.window._statusBarStyle == .lightContent)
    }

    @Test func aNavigationControllerWithABlackBarAsksForLightContent() {
        let host = UITestHost()
        let content = Preferring()
        content.style = .darkContent
        let nav = UINavigationController(rootViewController: content)
        nav.navigationBar.barStyle = .black
        host.show(nav)
        #expect(host.window._statusBarStyle == .lightContent)   // the bar style wins, not the child
        nav.setNavigationBarHidden(true, animated: false)
        host.settle()
        #expect(host.window._statusBarStyle == .darkContent)    // with the bar hidden, the top decides
    }

    @Test func childForStatusBarHiddenLetsAChildDecide() {
        final class Container: UIViewController {
            let child = Preferring()
            override var childForStatusBarHidden: UIViewController? { child }
        }
        let host = UITestHost()
        let container = Container()
        container.child.hidden = true
        host.show(container)
        #expect(host.window._statusBarHidden)
    }

    @Test func aFullScreenPresentationDecidesAndAnOverlaidSheetDoesNotUnlessItCaptures() {
        let host = UITestHost()
        let root = Preferring()
        host.show(root)
        let cover = Preferring()
        cover.hidden = true
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        host.settle()
        #expect(host.window._statusBarHidden)
        cover.dismiss(animated: false)
        host.settle()
        #expect(!host.window._statusBarHidden)
        let sheet = Preferring()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        host.settle()
        #expect(host.window._statusBarStyle == .default)
        sheet.dismiss(animated: false)
        host.settle()
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: false)
        host.settle()
        #expect(host.window._statusBarStyle == .lightContent)
    }

    @Test func theApplicationWideSettersTurnControllerBasedAppearanceOff() {
        let host = UITestHost()
        let vc = Preferring()
        host.application.setStatusBarStyle(.lightContent, animated: false)
        host.show(vc)
        #expect(host.window._statusBarStyle == .lightContent)
        vc.setNeedsStatusBarAppearanceUpdate()
        #expect(host.window._statusBarStyle == .lightContent)
    }
}
