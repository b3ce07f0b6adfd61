import Foundation

/// Whether a gradient also paints beyond its ends, with Apple's raw values. Without options nothing
/// is painted before the start or after the end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extend the start colour before the start point (linear) or inside the start circle (radial).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the end colour past the end point (linear) or outside the end circle (radial).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
