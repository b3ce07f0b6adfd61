import Foundation
import Synchronization

/// Seconds, as Apple's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The current time of the clock of the application running now, in seconds.
///
/// In an app this is the monotonic system clock (seconds since boot, like Apple's). Under
/// `UITestHost` it is the host's virtual time, which moves only when the test advances it, so
/// animations, gesture timers, velocities and scroll physics are exact and repeatable. With
/// several hosts alive, it is the clock of the one whose application ran last.
/// Safe to call from any thread.
public func CACurrentMediaTime() -> CFTimeInterval {
    _MediaClock.current.now()
}

/// Which clock `CACurrentMediaTime()` reads: the clock of the runtime that is current
/// (`_CARuntime.makeCurrent()` installs it). The only process-wide piece of the clock: a pointer,
/// readable from any thread. Not API.
enum _MediaClock {
    private static let installed = Mutex(_CAClock.real)

    /// The clock in force.
    static var current: _CAClock { installed.withLock { $0 } }

    /// Makes `clock` the one `CACurrentMediaTime()` reads.
    static func install(_ clock: _CAClock) {
        installed.withLock { $0 = clock }
    }
}
