/// One level of `CAMediaTiming`, resolved when an animation is added: maps its parent's time to
/// the time within the current iteration. Pure and allocation-free.
package struct _AnimationTiming: Sendable {
    /// Start in parent time (absolute for a layer's animation, relative inside a group).
    package var beginTime: Double
    /// Seconds per iteration, > 0.
    package var duration: Double
    package var speed: Double
    var timeOffset: Double
    package var repeatCount: Double
    var repeatDuration: Double
    package var autoreverses: Bool
    var fillsForwards: Bool
    var fillsBackwards: Bool

    package init(beginTime: Double, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                 repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                 fillsForwards: Bool = false, fillsBackwards: Bool = false) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillsForwards = fillsForwards
        self.fillsBackwards = fillsBackwards
    }

    /// Seconds of one forward (and, with `autoreverses`, backward) pass.
    var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// Local seconds the animation is active: `repeatDuration` if set, else
    /// `cycleDuration · max(repeatCount, 1)`; infinite for an infinite count.
    package var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// Local time at parent time `t`.
    @inline(__always)
    func localTime(at t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// Where the animation is at parent time `t`.
    package struct Sample: Sendable {
        /// Whether the animation affects the value at all (false outside its active time unless
        /// it fills there).
        var applies: Bool
        /// Seconds into the current iteration, 0…duration (already mirrored on the way back
        /// with `autoreverses`).
        package var time: Double
        /// Completed iterations before this one (for cumulative animations).
        var iteration: Double
        /// True once local time has reached the end of the active duration.
        package var isFinished: Bool
        /// True once local time has reached 0.
        var hasStarted: Bool
    }

    /// The sample at parent time `t`.
    @inline(__always)
    package func sample(at t: Double) -> Sample {
        let local = localTime(at: t)
        let active = activeDuration
        if local < 0 {
            return Sample(applies: fillsBackwards, time: 0, iteration: 0, isFinished: false, hasStarted: false)
        }
        if local >= active - AnimationConstants.endTimeTolerance {
            let (time, iteration) = position(atLocal: active, atEnd: true)
            return Sample(applies: fillsForwards, time: time, iteration: iteration, isFinished: true, hasStarted: true)
        }
        let (time, iteration) = position(atLocal: local, atEnd: false)
        return Sample(applies: true, time: time, iteration: iteration, isFinished: false, hasStarted: true)
    }

    /// Time within the iteration at local time `local`. At the very end of a whole number of
    /// cycles the iteration is the last one, at its end (forward: duration; reversed: 0).
    @inline(__always)
    private func position(atLocal local: Double, atEnd: Bool) -> (Double, Double) {
        let cycle = cycleDuration
        var count = (local / cycle).rounded(.down)
        var within = local - count * cycle
        if atEnd && within <= 0 && count > 0 {
            count -= 1
            within = cycle
        }
        if autoreverses && within > duration { within = cycle - within }
        return (min(max(within, 0), duration), count)
    }
}
