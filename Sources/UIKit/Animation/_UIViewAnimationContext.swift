/// The animation block being run: what property changes made inside it turn into. UIKit keeps a
/// stack of them (blocks nest); `UIView.action(for:forKey:)` consults the innermost. Not API.
@MainActor
package final class _UIViewAnimationContext {
    package enum Pacing {
        case curve(CAMediaTimingFunction)
        /// UIKit's duration-fitted spring.
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    package enum Kind {
        /// `animate(…)`: each change becomes an additive animation.
        case animation
        /// `performWithoutAnimation`, zero durations, animations disabled: changes apply at once.
        case disabled
        /// Inside `addKeyframe`: changes are collected for `animateKeyframes` to build.
        case keyframe(_UIKeyframeCollector, start: Double, end: Double)
        /// Inside `animateKeyframes` but outside `addKeyframe`: changes apply at once.
        case keyframes(_UIKeyframeCollector)
        /// A property animator's block: changes become animations the animator drives.
        case animator(UIViewPropertyAnimator, base: Double)
    }

    package let kind: Kind
    package var duration: Double
    package var delay: Double
    package var options: UIView.AnimationOptions
    package var pacing: Pacing
    /// Completion of the block, waiting for its animations.
    package let completion: _CAAnimationCompletionGroup?
    /// Views whose properties changed in the block (for `.layoutSubviews`).
    package var animatedViews: [UIView] = []

    package init(kind: Kind, duration: Double = 0, delay: Double = 0, options: UIView.AnimationOptions = [],
                 pacing: Pacing = .curve(CAMediaTimingFunction(name: .easeInEaseOut)),
                 completion: _CAAnimationCompletionGroup? = nil) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.completion = completion
    }

    package var isDisabled: Bool {
        if case .disabled = kind { return true }
        return false
    }
}

/// UIKit's animation state: the block stack and the global switch. Not API.
@MainActor
package enum _UIViewAnimationState {
    package static var stack: [_UIViewAnimationContext] = []
    package static var animationsEnabled = true

    /// Runs `body` with `context` innermost.
    package static func with(_ context: _UIViewAnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        stack.removeLast()
    }

    package static func reset() {
        stack.removeAll()
        animationsEnabled = true
    }
}
