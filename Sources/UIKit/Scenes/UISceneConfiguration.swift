import Foundation

/// What a scene is made of when it connects: the class of the scene and of its delegate. The app
/// delegate's `application(_:configurationForConnecting:options:)` returns one.
///
/// Rockhopper reads no Info.plist scene manifest: the configuration's classes are the ones set on
/// it (docs/DEVIATIONS.md 191).
@MainActor
public final class UISceneConfiguration {
    /// The configuration's name (in an Info.plist manifest, the key that finds it).
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The class UIKit makes the scene's delegate from: a class adopting `UISceneDelegate`
    /// (`UIWindowSceneDelegate` for windows). nil: the scene has no delegate.
    public var delegateClass: AnyClass?
    /// The class UIKit makes the scene from: `UIWindowScene` or a subclass. nil: `UIWindowScene`.
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
