import Foundation

/// The app's delegate, set on `UIApplication.shared.delegate`: told about the app's launch and
/// the changes of its state (see `UIApplication+Lifecycle.swift` for the order).
///
/// When it is a `UIResponder` (and not a view, view controller or the application), it ends the
/// responder chain after the application.
///
/// Every method has a default implementation that does nothing (Swift on Linux has no optional
/// requirements). Two differences from Apple's protocol (docs/DEVIATIONS.md 190):
/// - `init()` is a requirement: `UIApplicationMain` and `UITestHost(launching:)` make the delegate
///   with it, as UIKit does with `[[cls alloc] init]`. Swift lets a non-final class satisfy it only
///   with a `required` initializer, so write `final class AppDelegate: UIResponder,
///   UIApplicationDelegate` (or add `required override init()`).
/// - `window` is a requirement with a default (nil, setting ignored): a class that declares
///   `var window: UIWindow?` provides it.
///
/// `@main` on a delegate class runs `UIApplicationMain` with it, as on iOS (`main()` below).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()

    /// The app's main window, when the delegate keeps one (apps without scenes make it in
    /// `application(_:didFinishLaunchingWithOptions:)`).
    var window: UIWindow? { get set }

    /// Launch has begun; the app is inactive. Return false only for a URL it cannot open (the
    /// value is ignored here: no URL opens an app).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch is nearly done: make the window here (apps without scenes). Then the app becomes
    /// active.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (apps without a scene delegate).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive: a call, a lost window focus, or on its way to the
    /// background (apps without a scene delegate).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is in the background (apps without a scene delegate).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back from the background (apps without a scene delegate).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (its window was closed).
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory: free what can be made again.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration of a scene about to connect: its `delegateClass` makes the scene's
    /// delegate. The default configuration has no delegate class: the app then runs without a
    /// scene delegate, its lifecycle going to this delegate (docs/DEVIATIONS.md 191).
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// The entry point `@main` uses: runs `UIApplicationMain` with this class as the app's
    /// delegate and never returns, as on iOS.
    public static func main() {
        _UIApplicationMain(applicationClass: UIApplication.self, delegateClass: Self.self,
                           arguments: CommandLine.arguments)
    }
}
