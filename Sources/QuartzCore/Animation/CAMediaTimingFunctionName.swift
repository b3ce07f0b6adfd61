/// The name of one of Core Animation's predefined timing functions, for
/// `CAMediaTimingFunction(name:)`.
///
/// Like Apple's, it is a string wrapper: `rawValue` is the Objective-C constant's string
/// (`"easeInEaseOut"` for `kCAMediaTimingFunctionEaseInEaseOut`). A name that is none of the five
/// below can be made, but `CAMediaTimingFunction(name:)` rejects it, as Core Animation does.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")

    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")

    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")

    /// Slow at both ends: control points (0.42, 0) and (0.58, 1). UIKit's `.curveEaseInOut`.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")

    /// The curve of Core Animation's implicit layer animations: control points (0.25, 0.1) and
    /// (0.25, 1). Apple recommends it to match most system animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

