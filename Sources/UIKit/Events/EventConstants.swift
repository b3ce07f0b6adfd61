import Foundation

/// The numbers of touch delivery, each with its unit and source. Gesture recognizers keep theirs
/// in `Gestures/GestureConstants.swift`.
enum EventConstants {
    /// Longest gap between one touch's lift and the next touch-down for the new touch to continue
    /// a multi-tap (`UITouch.tapCount` + 1), in seconds: 0.35.
    /// Source: [R] iOS 18.2 `UITapRecognizer` maximum interval between taps (reference §4.4);
    /// WinObjC uses the same value [O].
    static let multiTapInterval: TimeInterval = 0.35

    /// Farthest a new touch-down may be from the previous tap for `tapCount` to grow, in points: 45.
    /// Source: [R] iOS 18.2 `UITapRecognizer` allowable movement (reference §4.4). Which limit
    /// UIKit applies to `UITouch.tapCount` itself is not documented [?]; see docs/DEVIATIONS.md.
    static let multiTapMaximumDistance: CGFloat = 45

    /// `UITouch.majorRadius` of synthetic touches, in points: 20 (a typical fingertip).
    /// Source: none — chosen; real hardware reports a measured radius.
    static let syntheticTouchRadius: CGFloat = 20

    /// Views with `alpha` below this are not hit-tested: 0.01. Source: [A] `UIView.hitTest(_:with:)`.
    static let minimumHitTestAlpha: CGFloat = 0.01
}
