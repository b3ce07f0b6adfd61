import Foundation

/// Names the two controllers of a transition for `viewController(forKey:)`: the one on screen
/// when the transition starts (`.from`) and the one on screen at its end (`.to`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition (Apple's
    /// `UITransitionContextFromViewControllerKey`).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition (`UITransitionContextToViewControllerKey`).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
