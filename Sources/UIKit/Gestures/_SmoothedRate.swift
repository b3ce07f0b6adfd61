import Foundation

/// How fast one value changes (a pinch's scale, a rotation's angle), per second, smoothed
/// exponentially as UIKit's pinch does: `weight · newest + (1 − weight) · previous`, the first
/// sample taken as is. Time is a parameter; nothing here reads a clock. Not API.
struct _SmoothedRate: Sendable {
    let weight: CGFloat
    private var lastValue: CGFloat = 0
    private var lastTime: TimeInterval = 0
    private var hasRate = false
    /// The smoothed rate, in the value's units per second; 0 before two samples.
    private(set) var rate: CGFloat = 0

    init(weight: CGFloat) {
        self.weight = weight
    }

    /// Starts over from `value` at `time`, with no rate.
    mutating func reset(to value: CGFloat, at time: TimeInterval) {
        lastValue = value
        lastTime = time
        rate = 0
        hasRate = false
    }

    /// Adds `value` at `time`; a sample no later than the previous one is ignored.
    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        let dt = time - lastTime
        guard dt > 0 else { return }
        let sample = (value - lastValue) / CGFloat(dt)
        rate = hasRate ? weight * sample + (1 - weight) * rate : sample
        hasRate = true
        lastValue = value
        lastTime = time
    }
}
