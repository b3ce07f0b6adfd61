/// A cubic Bézier timing curve for an animator: one of UIKit's named curves or custom control
/// points (end points (0, 0) and (1, 1)).
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve; `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve, ease-in-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let f = curve._timingFunction._curve
        controlPoint1 = CGPoint(x: f.x1, y: f.y1)
        controlPoint2 = CGPoint(x: f.x2, y: f.y2)
        isBuiltin = true
    }

    /// A curve through the given control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var _timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
