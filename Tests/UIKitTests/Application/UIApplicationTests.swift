import Testing
import UIKitTesting
import UIKitTestSupport

/// `UIApplication`: the shared instance, its windows and key window, `sendEvent(_:)` as the one
/// door of every event, the delegate's place in the responder chain and the status bar's inset.
@MainActor @Suite struct UIApplicationTests {
    /// An application subclass that sees every event, as an app's principal class can.
    final class RecordingApplication: UIApplication {
        var phases: [[UITouch.Phase]] = []
        override func sendEvent(_ event: UIEvent) {
            phases.append((event.allTouches ?? []).map(\.phase).sorted { $0.rawValue < $1.rawValue })
            super.sendEvent(event)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    @Test func sharedIsTheHostsApplication() {
        let host = UITestHost()
        #expect(UIApplication.shared === host.application)
    }

    @Test func sharedStaysTheSameObjectWhileTheHostLives() {
        _ = UITestHost()
        #expect(UIApplication.shared === UIApplication.shared)
    }

    @Test func windowsHoldsTheHostWindow() {
        let host = UITestHost()
        #expect(host.application.windows.count == 1)
        #expect(host.application.windows.first === host.window)
    }

    @Test func windowsListsHiddenAndVisibleWindowsInTheOrderMade() {
        let host = UITestHost()
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shown = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        shown.isHidden = false
        let windows = host.application.windows
        #expect(windows.count == 3)
        #expect(windows.count == 3 && windows[0] === host.window && windows[1] === hidden && windows[2] === shown)
    }

    @Test func windowsAreOrderedBackToFrontByLevel() {
        // Apple: "The array orders the windows from back to front by window level; thus, the last
        // window in the array is on top of all other app windows."
        let host = UITestHost()
        let alert = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let below = UIWindow(frame: .zero)
        below.windowLevel = UIWindow.Level(-1)
        let normal = UIWindow(frame: .zero)
        let windows = host.application.windows
        let expected = [below, host.window, normal, alert]
        #expect(windows.count == 4)
        #expect(zip(windows, expected).allSatisfy { $0 === $1 })
    }

    @Test func changingALevelReordersWindows() {
        let host = UITestHost()
        let other = UIWindow(frame: .zero)
        #expect(host.application.windows.last === other)
        host.window.windowLevel = .statusBar
        #expect(host.application.windows.last === host.window)
    }

    @Test func aWindowNobodyKeepsLeavesWindows() {
        let host = UITestHost()
        do {
            let transient = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(host.application.windows.count == 2)
            _ = transient
        }
        #expect(host.application.windows.count == 1)
    }

    @Test func keyWindowIsTheHostWindow() {
        let host = UITestHost()
        #expect(host.application.keyWindow === host.window)
    }

    @Test func keyWindowFollowsMakeKeyAndVisible() {
        let host = UITestHost()
        let other = UIWindow(frame: host.window.bounds)
        #expect(host.application.keyWindow === host.window)
        other.makeKeyAndVisible()
        #expect(host.application.keyWindow === other)
        host.window.makeKey()
        #expect(host.application.keyWindow === host.window)
    }

    @Test func theDelegateIsHeldWeakly() {
        let host = UITestHost()
        do {
            let delegate = AppDelegate()
            host.application.delegate = delegate
            #expect(host.application.delegate === delegate)
        }
        #expect(host.application.delegate == nil)
        #expect(host.application.next == nil)
    }

    @Test func theApplicationsNextIsAPlainResponderDelegate() {
        let host = UITestHost()
        let delegate = AppDelegate()
        host.application.delegate = delegate
        #expect(host.application.next === delegate)
    }

    @Test func theStatusBarShowsByDefault() {
        let host = UITestHost()
        #expect(host.application.isStatusBarHidden == false)
    }

    @Test func theShowingStatusBarInsetsTheTopOfTheSafeAreaBy20Points() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(host.window.safeAreaInsets.top == 20)
    }

    @Test func hidingTheStatusBarRemovesTheTopInset() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        host.application.isStatusBarHidden = true
        host.advance(by: 1.0 / 60.0)
        #expect(vc.view.safeAreaInsets == .zero)
        #expect(host.window.safeAreaInsets == .zero)
        host.application.isStatusBarHidden = false
        host.advance(by: 1.0 / 60.0)
        #expect(vc.view.safeAreaInsets.top == 20)
    }

    @Test func aViewBelowTheStatusBarHasNoTopInset() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let straddling = UIView(frame: CGRect(x: 0, y: 5, width: 100, height: 100))
        host.window.addSubview(view)
        host.window.addSubview(straddling)
        #expect(view.safeAreaInsets.top == 0)
        #expect(straddling.safeAreaInsets.top == 15)   // 20 − 5
    }

    /// `UITestHost` cannot install an application subclass, so this drives one through the same
    /// package hooks the host uses: enqueue input, run a frame.
    @Test func anOverriddenSendEventSeesEveryTouchEvent() {
        let host = UITestHost()
        let app = RecordingApplication(runtime: host.runtime)
        host.runtime.install(app)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let view = TouchRecordingView(frame: window.bounds)
        window.addSubview(view)
        app._enqueue(_TouchInput(finger: 1, kind: .down, location: CGPoint(x: 10, y: 10)))
        app._runFrame()
        app._enqueue(_TouchInput(finger: 1, kind: .move, location: CGPoint(x: 20, y: 10)))
        app._runFrame()
        app._enqueue(_TouchInput(finger: 1, kind: .up, location: CGPoint(x: 20, y: 10)))
        app._runFrame()
        app._runFrame()   // nothing queued: no event
        #expect(app.phases == [[.began], [.moved], [.ended]])
        #expect(view.methods == ["began", "moved", "ended"])
    }
}
