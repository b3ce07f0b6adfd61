/// A layer's own `CAMediaTiming` values and the map they define from its superlayer's time (its
/// *parent time*) to its *local time*, the time its animations and its sublayers run on. Pure
/// and allocation-free. Not API.
///
/// Core Animation's header (`CAMediaTiming.h`, `timeOffset`) gives the first stage, parent time
/// `tp` to active local time: `t = (tp − beginTime) · speed + timeOffset`. Every layer is active
/// from its parent's first moment; with `duration` 0 (the default) active local time *is* the
/// local time, unbounded, so a layer only ever shifts and scales its parent's time.
///
/// With `duration` > 0 the second stage applies as for an animation (`CAMediaTiming` overview:
/// "the timing model allows for objects to repeat their basic duration multiple times and,
/// optionally, to play backwards before repeating"): active local time is folded into
/// `0…duration` by `repeatCount`/`repeatDuration` and `autoreverses`, and held at the ends
/// outside the active duration (before 0: at 0; after the last iteration: where it ended). Core
/// Animation documents that a timed object outside its active duration without a fill "may be
/// removed from the presentation"; a layer here is never hidden by its timing and `fillMode` is
/// stored only (docs/COMPATIBILITY.md, "Layer timing").
package struct _CALayerTiming: Equatable, Sendable {
    package var beginTime: Double = 0
    package var duration: Double = 0
    package var speed: Float = 1
    package var timeOffset: Double = 0
    package var repeatCount: Float = 0
    package var repeatDuration: Double = 0
    package var autoreverses = false
    package var fillMode = CAMediaTimingFillMode.removed

    package init() {}

    /// True when every value is Core Animation's default (the map is the identity).
    package var isDefault: Bool { self == _CALayerTiming() }

    /// Local time at parent time `tp`, and the rate at which it runs there (local seconds per
    /// parent second: `speed`, negated on an autoreversed way back, 0 where it is held).
    @inline(__always)
    package func localTime(fromParent tp: Double) -> (time: Double, rate: Double) {
        let s = Double(speed)
        let active = (tp - beginTime) * s + timeOffset
        guard duration > 0 else { return (active, s) }
        let cycle = autoreverses ? 2 * duration : duration
        let activeDuration = repeatDuration > 0 ? repeatDuration : cycle * (repeatCount > 0 ? Double(repeatCount) : 1)
        if active < 0 { return (0, 0) }
        let held = active >= activeDuration
        let local = held ? activeDuration : active
        var count = (local / cycle).rounded(.down)
        var within = local - count * cycle
        // At the very end of a whole number of cycles: the end of the last one, not the start of the next.
        if held && within <= 0 && count > 0 { count -= 1; within = cycle }
        var rate = held ? 0 : s
        if autoreverses && within > duration { within = cycle - within; rate = -rate }
        return (min(max(within, 0), duration), rate)
    }

    /// Parent time at local time `t`: the inverse of the first stage (a `duration` > 0 is not
    /// undone: `t` is taken as active local time). A layer at `speed` 0 shows one local time
    /// (`timeOffset`) at every parent time: that time maps to `beginTime`, earlier and later ones
    /// to −∞ and +∞ (never NaN).
    @inline(__always)
    package func parentTime(fromLocal t: Double) -> Double {
        let d = t - timeOffset
        guard speed != 0 else { return d == 0 ? beginTime : (d > 0 ? .infinity : -.infinity) }
        return beginTime + d / Double(speed)
    }
}
