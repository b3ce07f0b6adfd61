import Foundation

/// Names the two views of a transition for `view(forKey:)` (iOS 8): the views the animator may
/// move, which can differ from the controllers' root views (a presentation controller's wrapper)
/// or be missing (a presenter whose view stays put).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view leaving (`UITransitionContextFromViewKey`).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (`UITransitionContextToViewKey`).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
