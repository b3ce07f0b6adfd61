import Foundation
import Synchronization

/// One runtime's clock: the monotonic system clock, or virtual time that moves only when its owner
/// sets it (the test host). Safe to read from any thread. Not API.
package final class _CAClock: Sendable {
    /// nil: real time; else the virtual time in seconds.
    private let virtualTime: Mutex<Double?>

    /// The monotonic system clock (seconds since boot, like Apple's `CACurrentMediaTime()`). Every
    /// real clock reads the same time, so one instance serves all of them.
    package static let real = _CAClock(virtualTime: nil)

    /// A virtual clock at `start` seconds.
    package static func virtual(startingAt start: Double) -> _CAClock {
        _CAClock(virtualTime: start)
    }

    private init(virtualTime: Double?) {
        self.virtualTime = Mutex(virtualTime)
    }

    /// The time now, in seconds.
    package func now() -> Double {
        if let t = virtualTime.withLock({ $0 }) { return t }
        return Self.monotonicNow()
    }

    /// True for a virtual clock.
    var isVirtual: Bool { virtualTime.withLock { $0 != nil } }

    /// Moves a virtual clock to `time`. Time never goes backwards; a real clock cannot be set.
    package func setVirtualTime(_ time: Double) {
        virtualTime.withLock {
            guard let current = $0 else {
                _rockhopperFailure("_CAClock.setVirtualTime(\(time)): this clock is the real one")
            }
            _rockhopperPrecondition(time >= current, "virtual time cannot go backwards (\(current) -> \(time))")
            $0 = time
        }
    }

    private static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
