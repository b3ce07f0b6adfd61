import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A scene-based app, as Xcode's iOS 13+ template makes it.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppLifecycleJournal.log("willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppLifecycleJournal.log("didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        AppLifecycleJournal.log("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
    // Not called in a scene-based app.
    func applicationDidBecomeActive(_ application: UIApplication) { AppLifecycleJournal.log("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { AppLifecycleJournal.log("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { AppLifecycleJournal.log("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { AppLifecycleJournal.log("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { AppLifecycleJournal.log("applicationWillTerminate") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        AppLifecycleJournal.log("willConnectTo \(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = JournalingController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { AppLifecycleJournal.log("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { AppLifecycleJournal.log("sceneDidBecomeActive \(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) { AppLifecycleJournal.log("sceneWillResignActive \(scene.activationState)") }
    func sceneWillEnterForeground(_ scene: UIScene) { AppLifecycleJournal.log("sceneWillEnterForeground \(scene.activationState)") }
    func sceneDidEnterBackground(_ scene: UIScene) { AppLifecycleJournal.log("sceneDidEnterBackground \(scene.activationState)") }
}

final class CustomWindowScene: UIWindowScene {}

final class CustomSceneClassAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Custom", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        configuration.sceneClass = CustomWindowScene.self
        return configuration
    }
}

@MainActor @Suite struct UISceneTests {
    @Test func aSceneBasedLaunchConnectsTheSceneAfterDidFinishLaunchingAndTheSceneDelegateGetsTheLifecycle() {
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        _ = UITestHost(launching: SceneAppDelegate.self)
        #expect(AppLifecycleJournal.entries == [
            "willFinishLaunching",
            "didFinishLaunching",
            "note UIApplicationDidFinishLaunching",
            "configurationForConnecting",
            "note UISceneWillConnect",
            "willConnectTo unattached",
            "viewDidLoad",
            "viewWillAppear",
            "sceneWillEnterForeground unattached",
            "note UISceneWillEnterForeground",
            "note UIApplicationWillEnterForeground",
            "sceneDidBecomeActive foregroundActive",
            "note UISceneDidActivate",
            "note UIApplicationDidBecomeActive",
            "viewDidAppear",
        ])
    }

    @Test func theSceneDelegatesWindowIsTheHostsAndBelongsToTheScene() {
        let host = UITestHost(launching: SceneAppDelegate.self)
        let scene = host.application.connectedScenes.first as? UIWindowScene
        let delegate = scene?.delegate as? SceneDelegate
        #expect(delegate != nil)
        #expect(host.window === delegate?.window)
        #expect(host.window.windowScene === scene)
        #expect(scene?.session.scene === scene)
        #expect(scene?.screen === UIScreen.main)
        #expect(host.window.frame == UIScreen.main.bounds)
        // The responder chain: window → scene → application → app delegate.
        #expect(host.window.next === scene)
        #expect(scene?.next === host.application)
    }

    @Test func backgroundForegroundAndTerminationGoToTheSceneDelegateNotTheAppDelegate() {
        let host = UITestHost(launching: SceneAppDelegate.self)
        let scene = host.application.connectedScenes.first
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        host.moveToBackground()
        #expect(scene?.activationState == .background)
        host.moveToForeground()
        host.terminate()
        #expect(AppLifecycleJournal.calls == [
            "sceneWillResignActive foregroundActive",
            "sceneDidEnterBackground background",
            "sceneWillEnterForeground background",
            "sceneDidBecomeActive foregroundActive",
            "sceneWillResignActive foregroundActive",
            "sceneDidEnterBackground background",
            "sceneDidDisconnect",
            "applicationWillTerminate",
        ])
        #expect(scene?.activationState == .unattached)
        #expect(scene?.session.scene == nil)
    }

    @Test func theConfigurationsSceneClassMakesTheScene() {
        let host = UITestHost(launching: CustomSceneClassAppDelegate.self)
        #expect(host.application.connectedScenes.first is CustomWindowScene)
        #expect(host.application.connectedScenes.first?.session.configuration.name == "Custom")
    }

    @Test func aConfigurationStartsWithoutClasses() {
        let configuration = UISceneConfiguration(name: "X", sessionRole: .windowApplication)
        #expect(configuration.delegateClass == nil)
        #expect(configuration.sceneClass == nil)
        #expect(configuration.role.rawValue == "UIWindowSceneSessionRoleApplication")
    }

    @Test func sceneBasedAppsGoWithTheirHost() {
        weak var weakScene: UIScene?
        weak var weakSceneDelegate: AnyObject?
        weak var weakWindow: UIWindow?
        do {
            let host = UITestHost(launching: SceneAppDelegate.self)
            host.tap(at: CGPoint(x: 10, y: 100))
            host.moveToBackground()
            weakScene = host.application.connectedScenes.first
            weakSceneDelegate = weakScene?.delegate
            weakWindow = host.window
        }
        _ = UITestHost()
        #expect(weakScene == nil)
        #expect(weakSceneDelegate == nil)
        #expect(weakWindow == nil)
    }
}
