import Foundation
import Synchronization

/// Seconds, as Apple's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The current time of the one clock everything in Rockhopper reads, in seconds.
///
/// In an app this is the monotonic system clock (seconds since boot, like Apple's). Under
/// `UITestHost` it is virtual time that moves only when the test advances it, so animations,
/// gesture timers, velocities and scroll physics are exact and repeatable.
/// Safe to call from any thread.
public func CACurrentMediaTime() -> CFTimeInterval {
    _MediaClock.now()
}

/// The source behind `CACurrentMediaTime()`. Not API: the test host switches it to virtual time.
package enum _MediaClock {
    private struct State {
        var virtualTime: Double? = nil
    }
    private static let state = Mutex(State())

    /// The current time: virtual when a test host has set one, else monotonic system time.
    package static func now() -> Double {
        if let t = state.withLock({ $0.virtualTime }) { return t }
        return monotonicNow()
    }

    /// True while virtual time is in force.
    package static var isVirtual: Bool { state.withLock { $0.virtualTime != nil } }

    /// Switches to virtual time starting at `time` (seconds).
    package static func useVirtualTime(startingAt time: Double) {
        state.withLock { $0.virtualTime = time }
    }

    /// Moves virtual time to `time`. Time never goes backwards.
    package static func setVirtualTime(_ time: Double) {
        state.withLock {
            _rockhopperPrecondition($0.virtualTime != nil, "setVirtualTime called while the real clock is in use")
            _rockhopperPrecondition(time >= $0.virtualTime!, "virtual time cannot go backwards (\($0.virtualTime!) -> \(time))")
            $0.virtualTime = time
        }
    }

    /// Back to the monotonic system clock.
    package static func useRealTime() {
        state.withLock { $0.virtualTime = nil }
    }

    private static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
