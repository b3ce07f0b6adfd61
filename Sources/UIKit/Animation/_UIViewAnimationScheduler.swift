/// UIKit's part of step 3 of the frame: advances layer animations, property animators, and runs
/// completions deferred to the next turn (zero-duration blocks, blocks that animated nothing).
/// Not API.
///
/// One per runtime (`_UIRuntime.animationScheduler`), ticking that runtime's layer animations.
@MainActor
final class _UIViewAnimationScheduler {
    private unowned let engine: _CAAnimationEngine

    init(engine: _CAAnimationEngine) {
        self.engine = engine
    }

    /// The scheduler of the current runtime.
    static var current: _UIViewAnimationScheduler { _UIRuntime.current.animationScheduler }

    private var deferred: [() -> Void] = []
    private var running: [() -> Void] = []
    /// Animators that are running (not paused), advanced every frame.
    var animators: [UIViewPropertyAnimator] = []

    /// Runs `block` at the next frame's animation step.
    func runAtNextTurn(_ block: @escaping () -> Void) {
        deferred.append(block)
    }

    func tick(at now: Double) {
        if !deferred.isEmpty {
            swap(&deferred, &running)
            for block in running { block() }
            running.removeAll(keepingCapacity: true)
        }
        engine.tick(at: now)
        if !animators.isEmpty {
            var i = 0
            while i < animators.count {
                let animator = animators[i]
                if animator._advance(at: now) { i += 1 } else { animators.remove(at: i) }
            }
        }
    }

    /// True while animations are in flight, an animator runs, or completions wait.
    var hasPendingWork: Bool {
        !deferred.isEmpty || !animators.isEmpty || engine.hasPendingWork
    }

    /// One line per kind of pending work (`UIApplication._pendingWorkDescription`).
    var pendingWorkDescriptions: [String] {
        var lines: [String] = []
        if !deferred.isEmpty { lines.append("\(deferred.count) animation completion(s) waiting for the next frame") }
        for animator in animators {
            lines.append("a running \(type(of: animator)) (duration \(animator.duration) s, delay \(animator.delay) s)")
        }
        return lines + engine.pendingWorkDescriptions
    }
}
