/// The timing of an animation or a layer (Apple's `CAMediaTiming`): when it starts, how long one
/// iteration lasts, how fast its time runs, how often it repeats and what it shows outside its
/// active time.
///
/// Times are in seconds and form a hierarchy: an object's local time is `(parentTime −
/// beginTime) · speed + timeOffset`. A layer's parent time is its superlayer's local time (for a
/// root layer, `CACurrentMediaTime()`); an animation's is its layer's local time (for an animation
/// in a group, the group's). An animation is active from local time 0 for `repeatDuration`, or for
/// `duration · repeatCount` (times 2 with `autoreverses`), where `repeatCount` 0 means once.
/// `CALayer.convertTime(_:from:)` converts between layers' times.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time (for a layer's animation, the layer's local
    /// time, `layer.convertTime(CACurrentMediaTime(), from: nil)`; for an animation in a group,
    /// seconds after the group's start). 0 when adding an animation to a layer means "now".
    var beginTime: CFTimeInterval { get set }
    /// Seconds per iteration. 0 when added to a layer means the transaction's duration (0.25 s).
    var duration: CFTimeInterval { get set }
    /// Rate of local time against parent time. Default 1; 2 runs twice as fast, 0 freezes.
    var speed: Float { get set }
    /// Seconds added to the local time (where in its timeline the animation is at its start).
    var timeOffset: CFTimeInterval { get set }
    /// Number of iterations, may be fractional; 0 means 1; `.infinity` repeats forever.
    var repeatCount: Float { get set }
    /// Seconds to repeat for, instead of a count; 0 means not used.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward then backward. Default false.
    var autoreverses: Bool { get set }
    /// What is shown before the start and after the end. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}
