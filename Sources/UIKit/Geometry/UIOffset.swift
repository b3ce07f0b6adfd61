import Foundation

/// A distance to move something by, in points: `horizontal` to the right, `vertical` down (as
/// UIKit's `UIOffset`, used for title and badge position adjustments).
public struct UIOffset: Hashable, Sendable {
    /// Points to the right (negative: to the left).
    public var horizontal: CGFloat
    /// Points down (negative: up).
    public var vertical: CGFloat

    /// No offset.
    public init() {
        horizontal = 0
        vertical = 0
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `(0, 0)`.
    public static let zero = UIOffset()
}
