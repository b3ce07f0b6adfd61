import Foundation

/// What the system keeps of a scene: its role and configuration, and the scene while it is
/// connected. Made by UIKit when a scene connects; compared by identity.
@MainActor
public final class UISceneSession: Hashable {
    /// The kind of scene a session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's main interactive windows. "UIWindowSceneSessionRoleApplication" [A].
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    }

    /// The scene, while it is connected.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with.
    public internal(set) var configuration: UISceneConfiguration
    /// A string that stays the session's for its whole life (a UUID).
    public let persistentIdentifier: String
    /// Values the app keeps with the session.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }

    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
