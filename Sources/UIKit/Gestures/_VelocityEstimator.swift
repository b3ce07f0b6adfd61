import Foundation

/// UIKit's pan velocity: per-event finite differences, smoothed exponentially, in points per
/// second. Not API.
///
/// Each sample's velocity is `Δposition / Δtime` since the previous sample; the estimate is
/// `weight · sample + (1 − weight) · previous estimate` (the first sample is taken as is). A
/// pointer that has not moved for longer than `staleInterval` reports zero: a finger that stops
/// before lifting does not fling. Time is a parameter; nothing here reads a clock.
struct _VelocityEstimator: Sendable {
    let weight: CGFloat
    let staleInterval: TimeInterval
    private var lastPosition: CGPoint?
    private var lastTime: TimeInterval = 0
    private var estimate = CGPoint.zero
    private var hasEstimate = false

    init(weight: CGFloat = GestureConstants.panVelocitySmoothing,
                 staleInterval: TimeInterval = GestureConstants.velocityStaleInterval) {
        self.weight = weight
        self.staleInterval = staleInterval
    }

    /// Starts over from `position` at `time`, with no velocity.
    mutating func reset(at position: CGPoint, time: TimeInterval) {
        lastPosition = position
        lastTime = time
        estimate = .zero
        hasEstimate = false
    }

    /// Adds the position at `time`. Samples no later than the previous one are ignored.
    mutating func add(_ position: CGPoint, at time: TimeInterval) {
        guard let last = lastPosition else {
            reset(at: position, time: time)
            return
        }
        let dt = time - lastTime
        guard dt > 0 else { return }
        let sample = CGPoint(x: (position.x - last.x) / CGFloat(dt), y: (position.y - last.y) / CGFloat(dt))
        if hasEstimate {
            estimate = CGPoint(x: weight * sample.x + (1 - weight) * estimate.x,
                               y: weight * sample.y + (1 - weight) * estimate.y)
        } else {
            estimate = sample
            hasEstimate = true
        }
        lastPosition = position
        lastTime = time
    }

    /// Moves the reference point without a sample (fingers joined or left, so the centroid
    /// jumped without the hand moving).
    mutating func rebase(to position: CGPoint) {
        lastPosition = position
    }

    /// The velocity at `time`, in points per second; zero when the last sample is older than
    /// `staleInterval`.
    func velocity(at time: TimeInterval) -> CGPoint {
        guard hasEstimate, time - lastTime <= staleInterval + 1e-9 else { return .zero }
        return estimate
    }
}
