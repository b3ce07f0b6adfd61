import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What a launched app hears, in order: its delegates' methods, the root view controller's
/// appearance, and the UIApplication/UIScene notifications. Tests run on the main actor one at a
/// time, so one journal serves them all (each test starts it afresh).
@MainActor enum AppLifecycleJournal {
    static var entries: [String] = []
    private static var observers: [NSObjectProtocol] = []

    static func start() {
        entries = []
        stop()
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
            UIApplication.didReceiveMemoryWarningNotification,
            UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { entries.append("note " + short) }
            })
        }
    }

    static func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    static func log(_ entry: String) { entries.append(entry) }

    /// The entries without the notifications.
    static var calls: [String] { entries.filter { !$0.hasPrefix("note ") } }
}

final class JournalingController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad(); AppLifecycleJournal.log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); AppLifecycleJournal.log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); AppLifecycleJournal.log("viewDidAppear") }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); AppLifecycleJournal.log("controller didReceiveMemoryWarning") }
}

/// An app without scenes, as the iOS ≤ 12 templates and the classic tutorials make it.
final class JournalingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppLifecycleJournal.log("willFinishLaunching \(application.applicationState)")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppLifecycleJournal.log("didFinishLaunching \(application.applicationState)")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = JournalingController()
        window?.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { AppLifecycleJournal.log("applicationDidBecomeActive \(application.applicationState)") }
    func applicationWillResignActive(_ application: UIApplication) { AppLifecycleJournal.log("applicationWillResignActive \(application.applicationState)") }
    func applicationDidEnterBackground(_ application: UIApplication) { AppLifecycleJournal.log("applicationDidEnterBackground \(application.applicationState)") }
    func applicationWillEnterForeground(_ application: UIApplication) { AppLifecycleJournal.log("applicationWillEnterForeground \(application.applicationState)") }
    func applicationWillTerminate(_ application: UIApplication) { AppLifecycleJournal.log("applicationWillTerminate") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { AppLifecycleJournal.log("applicationDidReceiveMemoryWarning") }
}

/// An application subclass, as `UIApplicationMain`'s principal class.
final class JournalingApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) {
        AppLifecycleJournal.log("sendEvent")
        super.sendEvent(event)
    }
}

/// A delegate that makes no window.
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor @Suite struct UIApplicationLifecycleTests {
    @Test func aLaunchRunsTheDelegateTheRootControllerAndTheNotificationsInUIKitsOrder() {
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        _ = UITestHost(launching: JournalingAppDelegate.self)
        #expect(AppLifecycleJournal.entries == [
            "willFinishLaunching inactive",
            "didFinishLaunching inactive",
            "viewDidLoad",
            "viewWillAppear",
            "note UIApplicationDidFinishLaunching",
            "note UISceneWillConnect",
            "note UISceneDidActivate",
            "applicationDidBecomeActive active",
            "note UIApplicationDidBecomeActive",
            "viewDidAppear",
        ])
    }

    @Test func theLaunchedAppsKeyWindowIsTheHostsWindowAndTheDelegateIsKept() {
        let host = UITestHost(launching: JournalingAppDelegate.self)
        let delegate = host.application.delegate as? JournalingAppDelegate
        #expect(delegate != nil)
        #expect(host.window === delegate?.window)
        #expect(host.window.isKeyWindow)
        #expect(UIApplication.shared === host.application)
        #expect(host.application.applicationState == .active)
        #expect(host.window.rootViewController is JournalingController)
    }

    @Test func anAppThatIsNotLaunchedIsActive() {
        let host = UITestHost()
        #expect(host.application.applicationState == .active)
        #expect(host.application.connectedScenes.isEmpty)
    }

    @Test func goingToTheBackgroundAndBackCallsTheFourMethodsInOrderWithTheirStates() {
        let host = UITestHost(launching: JournalingAppDelegate.self)
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        host.moveToBackground()
        #expect(host.application.applicationState == .background)
        host.moveToForeground()
        #expect(host.application.applicationState == .active)
        #expect(AppLifecycleJournal.entries == [
            "note UISceneWillDeactivate",
            "applicationWillResignActive active",
            "note UIApplicationWillResignActive",
            "note UISceneDidEnterBackground",
            "applicationDidEnterBackground background",
            "note UIApplicationDidEnterBackground",
            "note UISceneWillEnterForeground",
            "applicationWillEnterForeground background",
            "note UIApplicationWillEnterForeground",
            "note UISceneDidActivate",
            "applicationDidBecomeActive active",
            "note UIApplicationDidBecomeActive",
        ])
    }

    @Test func anInterruptionOnlyResignsAndBecomesActive() {
        let host = UITestHost(launching: JournalingAppDelegate.self)
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        host.resignActive()
        #expect(host.application.applicationState == .inactive)
        host.resignActive()   // already inactive: nothing
        host.becomeActive()
        #expect(AppLifecycleJournal.calls == ["applicationWillResignActive active", "applicationDidBecomeActive active"])
    }

    @Test func terminatingGoesToTheBackgroundDisconnectsTheSceneThenCallsWillTerminate() {
        let host = UITestHost(launching: JournalingAppDelegate.self)
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        host.terminate()
        #expect(AppLifecycleJournal.entries.suffix(4) == [
            "note UIApplicationDidEnterBackground",
            "note UISceneDidDisconnect",
            "applicationWillTerminate",
            "note UIApplicationWillTerminate",
        ])
        #expect(AppLifecycleJournal.calls == ["applicationWillResignActive active", "applicationDidEnterBackground background",
                                           "applicationWillTerminate"])
        #expect(host.application.connectedScenes.isEmpty)
    }

    @Test func aMemoryWarningReachesTheDelegateTheObserversAndTheControllers() {
        let host = UITestHost(launching: JournalingAppDelegate.self)
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        host.simulateMemoryWarning()
        #expect(AppLifecycleJournal.entries == ["applicationDidReceiveMemoryWarning",
                                             "note UIApplicationDidReceiveMemoryWarning",
                                             "controller didReceiveMemoryWarning"])
        #expect(host.application.applicationState == .active)
    }

    @Test func theApplicationIsAnInstanceOfThePrincipalClass() {
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        let host = UITestHost(launching: JournalingAppDelegate.self, applicationClass: JournalingApplication.self)
        #expect(host.application is JournalingApplication)
        #expect(UIApplication.shared === host.application)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(AppLifecycleJournal.calls.contains("sendEvent"))
    }

    @Test func withoutASceneDelegateTheWindowJoinsTheAppsScene() {
        let host = UITestHost(launching: JournalingAppDelegate.self)
        let scenes = host.application.connectedScenes
        #expect(scenes.count == 1)
        let scene = scenes.first as? UIWindowScene
        #expect(scene != nil)
        #expect(scene?.delegate == nil)
        #expect(host.window.windowScene === scene)
        #expect(scene?.windows == [host.window])
        #expect(scene?.keyWindow === host.window)
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.session.role == .windowApplication)
        #expect(scene?.session.configuration.name == "Default Configuration")
        #expect(host.application.openSessions == [scene!.session])
    }

    @Test func launchedAppsGoWithTheirHost() {
        weak var weakApp: UIApplication?
        weak var weakDelegate: AnyObject?
        weak var weakWindow: UIWindow?
        weak var weakScene: UIScene?
        do {
            let host = UITestHost(launching: JournalingAppDelegate.self)
            host.tap(at: CGPoint(x: 50, y: 50))
            host.moveToBackground()
            host.moveToForeground()
            weakApp = host.application
            weakDelegate = host.application.delegate
            weakWindow = host.window
            weakScene = host.application.connectedScenes.first
        }
        _ = UITestHost()
        #expect(weakApp == nil)
        #expect(weakDelegate == nil)
        #expect(weakWindow == nil)
        #expect(weakScene == nil)
    }

    @Test func launchingManyAppsStaysFlat() {
        var alive: [() -> AnyObject?] = []
        for _ in 0..<20 {
            let host = UITestHost(launching: JournalingAppDelegate.self)
            host.tap(at: CGPoint(x: 50, y: 50))
            host.terminate()
            weak var app = host.application
            alive.append({ app })
        }
        _ = UITestHost()
        #expect(alive.compactMap { $0() }.isEmpty)
    }
}
