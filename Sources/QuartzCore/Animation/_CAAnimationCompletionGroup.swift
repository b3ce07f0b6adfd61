/// Waits for a set of animations to stop, then calls its block once with whether all of them
/// finished. Used for `CATransaction.setCompletionBlock(_:)` and UIKit's animation completions.
/// Not API.
///
/// Call order: `add()` for each animation joining, `animationStopped(finished:)` as each stops,
/// `seal()` when no more can join; the block runs when sealed with nothing outstanding (at once,
/// inside `seal()` or the last `animationStopped`).
@MainActor
package final class _CAAnimationCompletionGroup {
    private var outstanding = 0
    private var sealed = false
    private var fired = false
    /// True until an animation stops without finishing.
    private(set) var allFinished = true
    private var block: ((Bool) -> Void)?

    package init(_ block: @escaping (Bool) -> Void) {
        self.block = block
    }

    /// Number of animations still running.
    package var pendingCount: Int { outstanding }

    package func add() { outstanding += 1 }

    func animationStopped(finished: Bool) {
        outstanding -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    package func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, outstanding <= 0, !fired, let block else { return }
        fired = true
        self.block = nil
        block(allFinished)
    }
}
