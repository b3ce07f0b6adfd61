import Foundation

/// Every threshold of the gesture recognizers, with its unit and source.
///
/// Source tags: see docs/API.md. The [R] values were read from iOS 18.2's UIKitCore; the [N] ones
/// are recorded in docs/DEVIATIONS.md.
enum GestureConstants {
    // MARK: Tap

    /// How far a tap's fingers may move from where they touched down, in points: 45. [R]
    /// `UITapRecognizer` `allowableMovement` ([O] WinObjC uses 10; see docs/DEVIATIONS.md).
    static let tapAllowableMovement: CGFloat = 45

    /// Longest time a finger may stay down for one tap, in seconds: 0.75. [R] `UITapRecognizer`;
    /// [O] WinObjC uses the same.
    static let tapMaximumDuration: TimeInterval = 0.75

    /// Longest time between one tap's lift and the next tap's touch-down in a multi-tap, in
    /// seconds: 0.35. [R] `UITapRecognizer`; [O] WinObjC uses the same.
    static let tapMaximumInterval: TimeInterval = 0.35

    // MARK: Long press

    /// `UILongPressGestureRecognizer.minimumPressDuration` default, in seconds: 0.5. [A]
    /// `UILongPressGestureRecognizer` docs.
    static let longPressMinimumDuration: TimeInterval = 0.5

    /// `UILongPressGestureRecognizer.allowableMovement` default, in points: 10. [A]
    /// `UILongPressGestureRecognizer` docs.
    static let longPressAllowableMovement: CGFloat = 10

    // MARK: Pan

    /// Movement along x or y before a pan begins, in points: 10. [R] `UIPanGestureRecognizer`
    /// hysteresis (WinObjC uses 5 [O]).
    static let panHysteresis: CGFloat = 10

    /// Weight of the newest per-event velocity sample in the pan's smoothed velocity: 0.2 (the
    /// previous estimate keeps 0.8). [R] `UIPanGestureRecognizer`.
    static let panVelocitySmoothing: CGFloat = 0.2

    /// A pan whose fingers have not moved for longer than this reports zero velocity, in seconds:
    /// 0.04. [O] Flutter's `VelocityTracker` (gestures/velocity_tracker.dart) returns zero once the
    /// newest sample is older than 40 ms; [N] UIKit's rule is not known, so Flutter's is used.
    static let velocityStaleInterval: TimeInterval = 0.04

    // MARK: Screen edge pan

    /// How close to an edge a screen-edge pan must touch down, in points: 13. [R]
    /// `_UISEGestureFeatureSettings`.
    static let screenEdgeRegion: CGFloat = 13

    /// Movement away from the edge before a screen-edge pan begins, in points: 15. [R]
    /// `UIScreenEdgePanGestureRecognizer`.
    static let screenEdgeHysteresis: CGFloat = 15

    /// Time within which a screen-edge pan must move `screenEdgeHysteresis` from touch-down, in
    /// seconds: 0.25. [R] `_UISEGestureFeatureSettings`, `UIScreenEdgePanGestureRecognizer`.
    static let screenEdgeMaximumDuration: TimeInterval = 0.25

    // MARK: Swipe

    /// Longest time a swipe may take to cover `swipeMinimumDistance`, in seconds: 0.5. [R] the
    /// Books app's `BKSwipeGestureRecognizer`, an Apple-written swipe recognizer of the same design;
    /// [N] used because `UISwipeGestureRecognizer`'s own values are not visible in UIKitCore.
    static let swipeMaximumDuration: TimeInterval = 0.5

    /// Movement in the swipe's direction that recognizes it, in points: 50. [R] Books'
    /// `BKSwipeGestureRecognizer`; [N] as `swipeMaximumDuration`.
    static let swipeMinimumDistance: CGFloat = 50

    /// Largest movement across the swipe's direction, as a fraction of the movement along it: 0.5
    /// (about 27°). [N] a plainly directional movement; Books' `BKSwipeGestureRecognizer` [R] uses
    /// an absolute 200 pt that shrinks with time.
    static let swipeMaximumSecondaryRatio: CGFloat = 0.5

    // MARK: Pinch and rotation

    /// Change of finger distance before a pinch begins, in points: 8. [R]
    /// `_UIPinchGestureRecognizerDriver`.
    static let pinchHysteresis: CGFloat = 8

    /// Weight of the newest sample in the pinch's smoothed velocity: 0.25 (the previous estimate
    /// keeps 0.75). [R] `UIPinchGestureRecognizer`.
    static let pinchVelocitySmoothing: CGFloat = 0.25

    /// Turn of the line between the fingers before a rotation begins, in radians: 2° (π/90).
    /// [N] iOS's value is not known; 2° ignores the jitter of two resting fingers yet follows a
    /// deliberate turn at once.
    static let rotationHysteresis: CGFloat = .pi / 90

    /// Weight of the newest sample in the rotation's smoothed velocity: 0.25. [N] iOS's value is
    /// not known; the pinch's ([R] `UIPinchGestureRecognizer`) is used.
    static let rotationVelocitySmoothing: CGFloat = 0.25
}
