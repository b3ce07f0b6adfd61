extension UIView {
    /// Options of UIView's block animations. Flags in the low bits; the curve (bits 16–19), the
    /// transition (bits 20–23) and the preferred frame rate (bits 24–27) are enumerated fields,
    /// not flags: `.curveLinear` contains the bits of `.curveEaseIn`, and `.curveEaseInOut` is 0.
    /// Rockhopper decodes the fields by value (`curve`, `transition`). Values are UIKit's (UIView.h).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out the animated views at the end of the block, so their subviews animate along.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Keep the animating views touchable (by default they ignore touches while animating).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen, replacing animations of the same properties in flight
        /// (whose completions then report `false`).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play each iteration forward then backward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content during transitions. Accepted and ignored: transitions draw the view as it is
        /// before and after the block (see docs/DEVIATIONS.md, entry 35).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits nothing (duration, curve, options) from the enclosing one.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default, value 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve field (bits 16–19), decoded by value: 7 is the keyboard's curve; the other
        /// private values (4…15) read as ease-in-out.
        package var _curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition field (bits 20–23), decoded by value: 0 none, 1…7 as the constants.
        var _transition: Int { Int((rawValue >> 20) & 0xF) }

        /// The flags only (no fields).
        var _flags: AnimationOptions { AnimationOptions(rawValue: rawValue & 0xFFFF) }
    }
}
