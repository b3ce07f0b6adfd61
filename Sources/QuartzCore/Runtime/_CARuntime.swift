/// Everything Core Animation keeps while an application runs — its clock, its layer animations,
/// its display links and its open transactions — owned by one object per application instead of
/// process-wide singletons. UIKit's runtime (`_UIRuntime`) owns one; the host that runs the
/// application (the test host, the SDL window) creates that with its clock. Not API.
///
/// One runtime is *current*: the one whose application ran last (a host makes its runtime
/// current whenever it runs a frame or delivers input, and when it is made). `CACurrentMediaTime()`,
/// `CATransaction` and new display links use the current runtime. A layer's animations run in the
/// runtime of the window its tree is shown in (`CALayer._runtime`), whichever is current when they
/// are added, so two hosts side by side never run each other's animations.
///
/// What stays process-wide is not run state: version stamps that only ever grow
/// (`CALayer._renderGeneration`, `_CADisplayRequests.generation`; every application compares them
/// with the value it saw last, so a change anywhere costs another application at most one extra
/// look), caches of pure values (class lookups, Pango's font map) and scratch buffers reused by
/// walks that never outlive a call.
@MainActor
package final class _CARuntime {
    /// The runtime of the application that runs now. Until a host makes one, a runtime on the
    /// real clock (code that makes layers without any application).
    package static var current: _CARuntime { _current }
    /// The storage of `current`: internal, so its accesses (one per layer change, through
    /// `CATransaction`) are checked for exclusivity statically (CALayer.swift, "Geometry storage").
    private static var _current = _CARuntime(clock: .real)

    /// The clock `CACurrentMediaTime()` reads while this runtime is current.
    package let clock: _CAClock
    /// The layer animations of this application's windows.
    package let animationEngine: _CAAnimationEngine
    /// The display links added while this runtime was current.
    package let displayLinks = _CADisplayLinkRegistry()
    /// The open `CATransaction`s, innermost last.
    var transactions = _CATransactionStack()

    package init(clock: _CAClock) {
        self.clock = clock
        animationEngine = _CAAnimationEngine(clock: clock)
    }

    /// Makes this the current runtime and its clock the one `CACurrentMediaTime()` reads.
    /// Cheap when it already is.
    package func makeCurrent() {
        guard Self._current !== self else { return }
        Self._current = self
        _MediaClock.install(clock)
    }
}
