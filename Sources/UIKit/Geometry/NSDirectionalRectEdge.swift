import Foundation

/// Edges of a rectangle named by the layout direction (`NSDirectionalRectEdge`, iOS 13; raw
/// values of `UIGeometry.h`): `leading` is the left edge in a left-to-right layout.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (1 << 0).
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (1 << 1).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge (1 << 2).
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (1 << 3).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
