import UIKit

/// Running the main queue and main-actor tasks between a host's frames.
///
/// The host's frames run inside the test, on the main actor, so work that app code sends to the
/// main queue — `DispatchQueue.main.async { … }`, `Task { @MainActor in … }`, the rest of an
/// `async` function after an `await` — cannot run while a synchronous call such as
/// `advance(by:)` is going: it waits until the test itself suspends. The `async` forms here
/// suspend after every frame (with `Task.yield()`), so such work runs between frames, in the order
/// it was queued, at the virtual time of the frame before it:
///
///     button.sendActions(for: .touchUpInside)   // the action does DispatchQueue.main.async { … }
///     await host.run(for: 0.5)                  // the block has run, and frames after it
///
/// What is queued by work that runs in one turn runs in the next. Real-time deadlines do not
/// follow the virtual clock: `DispatchQueue.main.asyncAfter`, `Timer` and `Task.sleep` wait in
/// real seconds (Foundation on Linux gives no way to move their clock). Code that waits should use
/// the frame clock instead — `UIView.animate(withDuration:delay:…)`, `UIViewPropertyAnimator`,
/// `CADisplayLink` or a gesture recognizer's own timing all follow `advance(by:)` — or take the
/// wait as a parameter the test can set to zero (see docs/COMPATIBILITY.md, "Time").
extension UITestHost {
    /// Moves time forward by `seconds` as `advance(by:)` does, letting the main queue and
    /// main-actor tasks run before the first frame and after every frame.
    /// `run(for: 0)` runs no frame and lets queued work run once.
    public func run(for seconds: TimeInterval) async {
        _rockhopperPrecondition(seconds >= 0 && seconds.isFinite, "UITestHost.run(for: \(seconds)): time moves forward only")
        await _yieldToMainQueue()
        for t in _FrameTimes(from: now, for: seconds) {
            makeCurrent()
            runtime.clock.setVirtualTime(t)
            application._runFrame()
            await _yieldToMainQueue()
        }
    }

    /// `settle(timeout:)` with the main queue and main-actor tasks running after every frame:
    /// runs frames until nothing is animating, decelerating or pending, and returns how many it
    /// ran. A timeout is reported as `settle(timeout:)` reports it.
    @discardableResult
    public func runUntilSettled(timeout: TimeInterval = 10, fileID: StaticString = #fileID,
                                filePath: StaticString = #filePath, line: UInt = #line,
                                column: UInt = #column) async -> Int {
        await _yieldToMainQueue()
        let start = now
        var frames = 0
        while application._hasPendingWork {
            if now - start >= timeout {
                _reportStillBusy("runUntilSettled(timeout: \(timeout))", frames: frames, timeout: timeout,
                                 at: (fileID, filePath, line, column))
                break
            }
            await run(for: FrameConstants.frameInterval)
            frames += 1
        }
        return frames
    }

    /// Suspends so that what is queued on the main queue runs, then puts this host back in use
    /// (work from another host's test may have run meanwhile).
    private func _yieldToMainQueue() async {
        makeCurrent()
        await Task.yield()
        makeCurrent()
    }
}
