import Foundation

/// The delegate of a scene: told when it connects and disconnects, and about its changes between
/// foreground and background, active and inactive. Every method has a default that does nothing.
///
/// As with `UIApplicationDelegate`, `init()` is a requirement (UIKit makes the delegate from the
/// configuration's `delegateClass`): declare the class `final` (docs/DEVIATIONS.md 190).
@MainActor
public protocol UISceneDelegate: AnyObject {
    init()

    /// The scene is connecting, right after launch: make its window here
    /// (`UIWindow(windowScene:)`, then `makeKeyAndVisible()`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (its window closed, the app ending).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground (at launch too).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
