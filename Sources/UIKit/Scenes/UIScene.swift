import Foundation

/// One instance of the app's user interface. Rockhopper's app has one scene per window: a
/// `UIWindowScene` that UIKit connects after `application(_:didFinishLaunchingWithOptions:)`
/// returns (see `UIApplication+Lifecycle.swift`). Its `delegate` (made from the scene
/// configuration's `delegateClass`) is told about its connection and its state changes.
///
/// A scene's next responder is the application.
@MainActor
open class UIScene: UIResponder {
    /// Where a scene stands: connected or not, in front and taking events or not.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet (or no longer).
        case unattached = -1
        /// In front and receiving events.
        case foregroundActive = 0
        /// In front but not receiving events (an interruption, a lost window focus).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What the system knows of why the scene connects. Rockhopper's scenes connect only at
    /// launch, so it carries nothing (no URL contexts, user activities or shortcut items: see
    /// docs/COMPATIBILITY.md).
    @MainActor
    public final class ConnectionOptions {
        init() {}
    }

    /// The session the scene belongs to.
    public let session: UISceneSession

    /// The scene's delegate. Held strongly, as UIKit does.
    open var delegate: (any UISceneDelegate)?

    /// The scene's current state; `.unattached` until it connects.
    public internal(set) var activationState: ActivationState = .unattached

    /// A title for the scene. Default empty.
    open var title: String! = ""

    /// Makes a scene for `session` (UIKit makes scenes; apps name a subclass in their
    /// configuration's `sceneClass`).
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application.
    open override var next: UIResponder? { _application }

    /// The application that connected the scene (the one running when it was made).
    weak var _owningApplication: UIApplication? = UIApplication.shared
    var _application: UIApplication { _owningApplication ?? UIApplication.shared }

    // MARK: Notifications (object: the scene)

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
