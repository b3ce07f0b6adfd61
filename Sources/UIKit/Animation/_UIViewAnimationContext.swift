/// The animation block being run: what property changes made inside it turn into. UIKit keeps a
/// stack of them (blocks nest); `UIView.action(for:forKey:)` consults the innermost. Not API.
@MainActor
final class _UIViewAnimationContext {
    enum Pacing {
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

    let kind: Kind
    var duration: Double
    var delay: Double
    var options: UIView.AnimationOptions
    var pacing: Pacing
    /// Completion of the block, waiting for its animations.
    let completion: _CAAnimationCompletionGroup?
    /// Views whose properties changed in the block (for `.layoutSubviews`).
    var animatedViews: [UIView] = []
    /// Run at the end of the block, inside it: the layout a stack view asks for when an arranged
    /// view is hidden or shown in the block (UIKit's `_addViewForConstraintBasedAnimation:`).
    var endOfBlockActions: [() -> Void] = []

    init(kind: Kind, duration: Double = 0, delay: Double = 0, options: UIView.AnimationOptions = [],
                 pacing: Pacing = .curve(CAMediaTimingFunction(name: .easeInEaseOut)),
                 completion: _CAAnimationCompletionGroup? = nil) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.completion = completion
    }

    var isDisabled: Bool {
        if case .disabled = kind { return true }
        return false
    }
}

/// UIKit's animation state, one per runtime (`_UIRuntime.animationState`): the block stack and
/// the global switch. The static members read the current runtime's. Not API.
@MainActor
struct _UIViewAnimationState {
    var stack: [_UIViewAnimationContext] = []
    var animationsEnabled = true
    /// A transition's alongside animations, run at the end of the next outermost animation
    /// block (`UIView._withAlongsideInjection`).
    var alongsideInjection: (() -> Void)?

    init() {}

    /// The current runtime's block stack, innermost last.
    /// Pushed and popped only by `with(_:_:)`, which keeps `CALayer._openViewAnimationBlocks`.
    static var stack: [_UIViewAnimationContext] {
        _UIRuntime.current.animationState.stack
    }

    /// The current runtime's `UIView.areAnimationsEnabled`.
    static var animationsEnabled: Bool {
        get { _UIRuntime.current.animationState.animationsEnabled }
        set { _UIRuntime.current.animationState.animationsEnabled = newValue }
    }

    /// The alongside injection, taken (it runs once) by an outermost animation block.
    static func takeAlongsideInjection() -> (() -> Void)? {
        let runtime = _UIRuntime.current
        guard runtime.animationState.stack.isEmpty, let injection = runtime.animationState.alongsideInjection else { return nil }
        runtime.animationState.alongsideInjection = nil
        return injection
    }

    /// Runs `body` with `context` innermost.
    static func with(_ context: _UIViewAnimationContext, _ body: () -> Void) {
        let runtime = _UIRuntime.current
        runtime.animationState.stack.append(context)
        // Layers of views skip their action lookups only while no block is open anywhere.
        CALayer._openViewAnimationBlocks += 1
        defer { CALayer._openViewAnimationBlocks -= 1 }
        body()
        while !context.endOfBlockActions.isEmpty {
            let actions = context.endOfBlockActions
            context.endOfBlockActions = []
            for action in actions { action() }
        }
        runtime.animationState.stack.removeLast()
    }
}
