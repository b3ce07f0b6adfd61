extension UIView {
    /// The four curves of UIKit's animations; raw values as in the curve field of
    /// `AnimationOptions` (bits 16–19).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
        /// The software keyboard's curve (7), which the keyboard notifications hand over in
        /// `keyboardAnimationCurveUserInfoKey`. UIKit's enum is open to undocumented values, so
        /// `UIView.AnimationCurve(rawValue: 7)` succeeds there; here that value is this case
        /// (docs/DEVIATIONS.md). Its shape is `KeyboardConstants.curveControlPoints`.
        case _keyboard = 7

        /// The Core Animation timing function UIKit uses for the curve: ease-in-out is
        /// `.easeInEaseOut` (0.42, 0, 0.58, 1), not Core Animation's `.default`.
        var _timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            case ._keyboard:
                CAMediaTimingFunction(controlPoints: KeyboardConstants.curveControlPoints.0, KeyboardConstants.curveControlPoints.1,
                                      KeyboardConstants.curveControlPoints.2, KeyboardConstants.curveControlPoints.3)
            }
        }
    }
}
