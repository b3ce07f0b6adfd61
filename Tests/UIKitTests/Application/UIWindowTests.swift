import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `UIWindow`: hidden until shown, key status, the root view controller (loaded and installed at
/// once, appearing and disappearing with the window) and its place in the responder chain
/// (Apple's `UIWindow` documentation, `rootViewController` installing the view at once, and its
/// `UIViewController` documentation; the appearance order as logged on iOS by arm1.ru and readke.com).
@MainActor @Suite struct UIWindowTests {
    final class KeyWindow: UIWindow {
        var log: [String] = []
        override func becomeKey() { log.append("becomeKey \(isKeyWindow)") }
        override func resignKey() { log.append("resignKey \(isKeyWindow)") }
    }

    final class Controller: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.lines.append("\(name).viewIsAppearing") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
    }
    final class Log { var lines: [String] = [] }

    private let frameInterval = 1.0 / 60.0

    // MARK: Visibility and key status

    @Test func aNewWindowIsHiddenAndNotKey() {
        _ = UITestHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden)
        #expect(window.isKeyWindow == false)
    }

    @Test func aWindowIsItsOwnWindowAndHasNoSuperview() {
        _ = UITestHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.window === window)
        #expect(window.superview == nil)
        let child = UIView()
        window.addSubview(child)
        #expect(child.window === window)
    }

    @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
        let host = UITestHost()
        let window = UIWindow(frame: host.window.bounds)
        window.makeKeyAndVisible()
        #expect(window.isHidden == false)
        #expect(window.isKeyWindow)
        #expect(host.window.isKeyWindow == false)
    }

    @Test func showingAWindowDoesNotMakeItKey() {
        let host = UITestHost()
        let window = UIWindow(frame: host.window.bounds)
        window.isHidden = false
        #expect(window.isKeyWindow == false)
        #expect(host.window.isKeyWindow)
    }

    @Test func makeKeyLeavesAHiddenWindowHidden() {
        let host = UITestHost()
        let window = UIWindow(frame: host.window.bounds)
        window.makeKey()
        #expect(window.isKeyWindow)
        #expect(window.isHidden)
    }

    @Test func makeKeyMovesKeyStatusWithResignAndBecomeCalls() {
        _ = UITestHost()
        let a = KeyWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = KeyWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.makeKey()
        #expect(a.log == ["becomeKey true"])
        b.makeKey()
        #expect(a.log == ["becomeKey true", "resignKey false"])
        #expect(b.log == ["becomeKey true"])
        #expect(a.isKeyWindow == false)
        #expect(b.isKeyWindow)
    }

    @Test func makeKeyOnTheKeyWindowCallsNothing() {
        _ = UITestHost()
        let window = KeyWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        window.makeKey()
        window.makeKeyAndVisible()
        #expect(window.log == ["becomeKey true"])
    }

    @Test func theHostWindowFillsTheScreenAndIsOnIt() {
        let host = UITestHost()
        #expect(host.window.frame == UIScreen.main.bounds)
        #expect(host.window.screen === UIScreen.main)
        #expect(host.window.windowLevel == .normal)
    }

    @Test func windowLevelsAreOrdered() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.normal < .statusBar)
        #expect(UIWindow.Level.statusBar < .alert)
        #expect(UIWindow.Level(rawValue: 5) == UIWindow.Level(5))
    }

    @Test func aWindowsNextIsTheApplication() {
        let host = UITestHost()
        #expect(host.window.next === host.application)
        let other = UIWindow(frame: .zero)
        #expect(other.next === host.application)
    }

    // MARK: Root view controller

    @Test func settingTheRootLoadsItsViewAtOnceEvenOnAHiddenWindow() {
        let host = UITestHost()
        let log = Log()
        let window = UIWindow(frame: host.window.bounds)
        let vc = Controller("A", log: log)
        window.rootViewController = vc
        #expect(vc.isViewLoaded)
        #expect(log.lines == ["A.viewDidLoad"])
    }

    @Test func theRootViewFillsTheWindowWithAFlexibleSize() {
        _ = UITestHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let vc = UIViewController()
        vc.view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.rootViewController = vc
        #expect(vc.view.superview === window)
        #expect(vc.view.frame == window.bounds)
        #expect(vc.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func theRootViewFollowsTheWindowWhenItResizes() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        host.window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        host.advance(by: frameInterval)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test func aRootOnAHiddenWindowAppearsWhenTheWindowShows() {
        let host = UITestHost()
        let log = Log()
        let window = UIWindow(frame: host.window.bounds)
        window.rootViewController = Controller("A", log: log)
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.lines == ["A.viewDidLoad", "A.viewWillAppear"])
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
    }

    @Test func replacingTheRootOfAVisibleWindowSwapsAppearances() {
        let host = UITestHost()
        let log = Log()
        let a = Controller("A", log: log), b = Controller("B", log: log)
        host.show(a)
        log.lines.removeAll()
        host.window.rootViewController = b
        #expect(log.lines == ["A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear"])
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear",
                              "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === host.window)
    }

    @Test func settingTheSameRootAgainDoesNothing() {
        let host = UITestHost()
        let log = Log()
        let a = Controller("A", log: log)
        host.show(a)
        log.lines.removeAll()
        host.window.rootViewController = a
        host.advance(by: frameInterval)
        #expect(log.lines.isEmpty)
    }

    @Test func clearingTheRootRemovesItsViewAndMakesItDisappear() {
        let host = UITestHost()
        let log = Log()
        let a = Controller("A", log: log)
        host.show(a)
        log.lines.removeAll()
        host.window.rootViewController = nil
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(a.view.superview == nil)
        #expect(host.window.rootViewController == nil)
    }

    @Test func hidingTheWindowMakesTheRootDisappear() {
        let host = UITestHost()
        let log = Log()
        host.show(Controller("A", log: log))
        log.lines.removeAll()
        host.window.isHidden = true
        #expect(log.lines == ["A.viewWillDisappear"])
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test func showingTheWindowAgainMakesTheRootReappearWithoutReloading() {
        let host = UITestHost()
        let log = Log()
        host.show(Controller("A", log: log))
        host.window.isHidden = true
        host.advance(by: frameInterval)
        log.lines.removeAll()
        host.window.isHidden = false
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
    }

    @Test func hidingAnAlreadyHiddenWindowCallsNothing() {
        let host = UITestHost()
        let log = Log()
        let window = UIWindow(frame: host.window.bounds)
        window.rootViewController = Controller("A", log: log)
        window.isHidden = true
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewDidLoad"])
    }

    @Test func showingAndHidingInOneFrameEndsWithADisappearanceAndNoWarning() {
        let host = UITestHost()
        let log = Log()
        let window = UIWindow(frame: host.window.bounds)
        window.rootViewController = Controller("A", log: log)
        window.isHidden = false
        window.isHidden = true
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewDidLoad", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func hidingAndShowingInOneFrameEndsWithAnAppearanceAndNoWarning() {
        let host = UITestHost()
        let log = Log()
        host.show(Controller("A", log: log))
        log.lines.removeAll()
        host.window.isHidden = true
        host.window.isHidden = false
        host.advance(by: frameInterval)
        #expect(log.lines == ["A.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func aRootReplacedWithinOneFrameOnlyDisappears() {
        let host = UITestHost()
        let log = Log()
        let a = Controller("A", log: log), b = Controller("B", log: log), c = Controller("C", log: log)
        host.show(a)
        log.lines.removeAll()
        host.window.rootViewController = b
        host.window.rootViewController = c
        host.advance(by: frameInterval)
        #expect(log.lines.filter { $0.hasPrefix("B.") } == ["B.viewDidLoad", "B.viewWillAppear",
                                                             "B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(log.lines.filter { $0.hasPrefix("C.") } == ["C.viewDidLoad", "C.viewWillAppear",
                                                             "C.viewIsAppearing", "C.viewDidAppear"])
        #expect(log.lines.filter { $0.hasPrefix("A.") } == ["A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func theRootControllersNextIsTheWindow() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.next === host.window)
        #expect(vc.view.next === vc)
    }
}
