/// How a `CAKeyframeAnimation` computes values between its keyframes (`calculationMode`).
///
/// A string wrapper like Apple's; `rawValue` is the Objective-C constant's string
/// (`"cubicPaced"` for `kCAAnimationCubicPaced`). The default mode is `.linear`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between consecutive values, at the `keyTimes`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")

    /// Each value is shown unchanged from its key time until the next one; no interpolation.
    /// `keyTimes` then has one entry more than `values`.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")

    /// Linear interpolation at a constant speed: `keyTimes` and the timing functions are ignored
    /// and key times are derived from the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")

    /// A smooth (Kochanek–Bartels / Catmull–Rom) spline through the values, shaped by
    /// `tensionValues`, `continuityValues` and `biasValues`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")

    /// The cubic spline traversed at an even pace; `keyTimes` and timing functions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
