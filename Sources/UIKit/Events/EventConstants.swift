import Foundation

/// The numbers of touch delivery, each with its unit and source. Gesture recognizers keep theirs
/// in `Gestures/GestureConstants.swift`.
///
/// Source tags: see docs/API.md.
enum EventConstants {
    /// Longest gap between one touch's lift and the next touch-down for the new touch to continue
    /// a multi-tap (`UITouch.tapCount` + 1), in seconds: 0.35.
    /// [R] iOS 18.2 UIKitCore `UITapRecognizer`, its maximum interval between taps; [O] WinObjC
    /// uses the same value.
    static let multiTapInterval: TimeInterval = 0.35

    /// Farthest a new touch-down may be from the previous tap for `tapCount` to grow, in points: 45.
    /// [R] iOS 18.2 UIKitCore `UITapRecognizer`, its allowable movement. [N] which limit UIKit
    /// applies to `UITouch.tapCount` itself is not documented, so the tap recognizer's is used; see
    /// docs/DEVIATIONS.md.
    static let multiTapMaximumDistance: CGFloat = 45

    /// `UITouch.majorRadius` of synthetic touches, in points: 20 (a typical fingertip).
    /// [N] a typical fingertip; real hardware reports a measured radius.
    static let syntheticTouchRadius: CGFloat = 20

    /// Views with `alpha` below this are not hit-tested: 0.01. [A] `UIView.hitTest(_:with:)` docs
    /// ("an alpha level less than 0.01").
    static let minimumHitTestAlpha: CGFloat = 0.01
}
