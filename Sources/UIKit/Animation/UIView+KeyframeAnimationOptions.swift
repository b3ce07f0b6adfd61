extension UIView {
    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`: the flags
    /// of `AnimationOptions` with the same values, and the calculation mode as an enumerated field
    /// in bits 10–12. A curve can be given in bits 16–19 by passing an `AnimationOptions` curve's
    /// raw value; it paces the whole animation (default: ease-in-out).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight lines between keyframes (the default, value 0).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's values shown unchanged until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed; keyframe times ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode field, decoded by value.
        var _calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The same flags as block-animation options, with the curve field.
        var _animationOptions: UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }
    }
}
