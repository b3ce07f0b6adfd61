/// The kind of timing curve a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring together.
    case composed = 3
}
