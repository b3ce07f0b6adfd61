/// Supplies the progress of animations it drives instead of their own timing (UIKit's
/// `UIViewPropertyAnimator`, which can pause, scrub and reverse). Not API.
@MainActor
package protocol _CAAnimationDriver: AnyObject {
    /// Eased progress at clock time `time`: 0 at the start values, 1 at the end values (springs
    /// may pass 1). Must be cheap and allocation-free: it runs per animation per frame.
    func _progress(at time: Double) -> Double
}

/// One animated key path of an added animation, with its values resolved to vectors. Evaluating it
/// is allocation-free. Not API.
package struct _AnimationTrack {
    package enum Kind {
        /// from + (to − from) · timingFunction(time / duration).
        case basic(from: _AnimVector, to: _AnimVector)
        /// from + (to − from) · spring progress at `time` seconds.
        case spring(from: _AnimVector, to: _AnimVector, solution: _SpringSolution)
        /// Σ weights · values at timing.sample(time / duration).
        case keyframes(values: [_AnimVector], timing: _KeyframeTiming)
    }

    package var path: _AnimatableKeyPath
    package var kind: Kind
    /// Timings of the groups between the entry and this track, outermost first (empty for an
    /// animation added directly).
    var nestedTimings: [_AnimationTiming] = []
    package var timingFunction: CAMediaTimingFunction?
    package var additive = false
    var cumulative = false
    /// With a driver: the driver progress at which this track starts (UIKit's delay factor, or
    /// the progress when the animations were added to a running animator).
    package var driverBase = 0.0

    package init(path: _AnimatableKeyPath, kind: Kind, timingFunction: CAMediaTimingFunction? = nil,
                 additive: Bool = false, cumulative: Bool = false) {
        self.path = path
        self.kind = kind
        self.timingFunction = timingFunction
        self.additive = additive
        self.cumulative = cumulative
    }

    /// The track's value `time` seconds into an iteration of `duration` seconds, after
    /// `iteration` completed iterations.
    @inline(__always)
    package func value(time: Double, duration: Double, iteration: Double) -> _AnimVector {
        switch kind {
        case let .basic(from, to):
            let x = duration > 0 ? time / duration : 1
            let p = timingFunction?._solve(x) ?? x
            var v = from + (to - from) * p
            if cumulative && iteration > 0 { v += (to - from) * iteration }
            return v
        case let .spring(from, to, solution):
            var v = from + (to - from) * solution.progress(at: time)
            if cumulative && iteration > 0 { v += (to - from) * iteration }
            return v
        case let .keyframes(values, timing):
            let s = timing.sample(at: duration > 0 ? time / duration : 1)
            var v = values[s.indices.0] * s.weights.0 + values[s.indices.1] * s.weights.1
                + values[s.indices.2] * s.weights.2 + values[s.indices.3] * s.weights.3
            if cumulative && iteration > 0, let first = values.first, let last = values.last {
                v += (last - first) * iteration
            }
            return v
        }
    }

    /// The value at driver progress `progress`, for a driven track.
    @inline(__always)
    package func value(driverProgress progress: Double) -> _AnimVector {
        let span = 1 - driverBase
        let p = span > 0 ? max(0, (progress - driverBase) / span) : (progress >= 1 ? 1 : 0)
        switch kind {
        case let .basic(from, to), let .spring(from, to, _):
            return from + (to - from) * p
        case let .keyframes(values, timing):
            let s = timing.sample(at: p)
            return values[s.indices.0] * s.weights.0 + values[s.indices.1] * s.weights.1
                + values[s.indices.2] * s.weights.2 + values[s.indices.3] * s.weights.3
        }
    }
}
