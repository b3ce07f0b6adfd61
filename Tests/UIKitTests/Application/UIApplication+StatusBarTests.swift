import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// The application-wide status bar API (deprecated on iOS, still used by classic code): it sets
/// and answers for the key window's status bar.
@MainActor @Suite struct UIApplicationStatusBarTests {
    private let frameInterval = 1.0 / 60.0

    @Test func theStyleIsTheKeyWindowsAndDefaultsToDefault() throws {
        let host = UITestHost()
        #expect(host.application.statusBarStyle == .default)
        host.application.setStatusBarStyle(.lightContent, animated: false)
        #expect(host.window._statusBarStyle == .lightContent)
        #expect(host.application.statusBarStyle == .lightContent)
        #expect(try #require(host.window._statusBar).timeLabel.textColor == .white)
        host.window._updateStatusBar(hidden: false, style: .darkContent, animation: .none, animated: false)
        #expect(host.application.statusBarStyle == .darkContent)
    }

    @Test func anAnimatedStyleChangeCrossFades() throws {
        let host = UITestHost()
        host.show(UIViewController())
        host.application.setStatusBarStyle(.lightContent, animated: true)
        host.advance(by: 0.1)
        #expect(try #require(host.window._statusBar)._currentTransition != nil)
    }

    @Test func isStatusBarHiddenAnswersForTheKeyWindowAndSetsItAtOnce() throws {
        let host = UITestHost()
        host.show(UIViewController())
        host.application.isStatusBarHidden = true
        #expect(host.window._statusBarHidden)
        #expect(try #require(host.window._statusBar).isHidden)
        let other = UIWindow(frame: host.window.bounds)
        other.makeKeyAndVisible()
        #expect(other._statusBarHidden)               // made after: starts hidden too
        other._updateStatusBar(hidden: false, style: .default, animation: .none, animated: false)
        #expect(host.application.isStatusBarHidden == false)
        host.window.makeKey()
        #expect(host.application.isStatusBarHidden == true)
    }

    @Test func setStatusBarHiddenWithAFadeAnimatesForThirtyFiveHundredths() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try #require(host.window._statusBar)
        host.application.setStatusBarHidden(true, with: .fade)
        #expect(host.application.isStatusBarHidden)
        #expect(host.window.safeAreaInsets.top == 0)
        host.advance(by: 0.3)
        #expect(!bar.isHidden)
        host.advance(by: 0.06)
        #expect(bar.isHidden)
        host.application.setStatusBarHidden(false, with: .none)
        #expect(!bar.isHidden && host.window.safeAreaInsets.top == 20)
    }

    @Test func theFrameIsTheTopOfTheScreenOrZeroWhenHidden() {
        let host = UITestHost()
        #expect(host.application.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        host.application.isStatusBarHidden = true
        #expect(host.application.statusBarFrame == .zero)
    }

    @Test func aScreenWithoutAStatusBarHasAZeroFrame() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 300, height: 300), scale: 1, statusBarHeight: 0))
        #expect(host.application.statusBarFrame == .zero)
        #expect(host.application.isStatusBarHidden == false)
    }

    @Test func withoutAKeyWindowTheSettersSetWhatWindowsStartWith() {
        let host = UITestHost()
        let window = UIWindow(frame: host.window.bounds)
        window.makeKeyAndVisible()
        host.window.makeKey()
        do {
            // No key window: a fresh application of this host is not available, so drop key status
            // the way an app without windows has none.
            let app = host.application
            app._keyWindow = nil
            app.setStatusBarHidden(true, with: .fade)
            app.setStatusBarStyle(.lightContent, animated: true)
            #expect(app.isStatusBarHidden && app.statusBarStyle == .lightContent)
            #expect(app.statusBarFrame == .zero)
            #expect(!window._statusBarHidden && !host.window._statusBarHidden)
            let later = UIWindow(frame: host.window.bounds)
            #expect(later._statusBarHidden && later._statusBarStyle == .lightContent)
        }
    }
}
