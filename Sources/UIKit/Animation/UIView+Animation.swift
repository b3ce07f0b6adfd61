import Foundation

// UIView's block animations. Property changes made inside the block update the model at once
// (reading `view.alpha` right after returns the new value); the layer's presentation shows the
// values in flight. Animatable: `frame`, `bounds`, `center`, `transform`, `alpha`,
// `backgroundColor`, and everything `layoutIfNeeded()` changes inside the block.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds, ease-in-out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        _animate(duration: duration, delay: 0, options: [], pacing: nil, animations: animations, completion: nil)
    }

    /// Animates, then calls `completion` with whether the animations ran to the end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: 0, options: [], pacing: nil, animations: animations, completion: completion)
    }

    /// Animates after `delay` seconds with `options`; `completion(finished)` runs when every
    /// animation of the block has stopped: `true` when all ran to the end, `false` when one was
    /// removed first (`removeAllAnimations()`, a `.beginFromCurrentState` animation of the same
    /// property). A `duration` of 0 or less applies the changes at once; so does a block that
    /// changes nothing animatable — `completion(true)` then runs at the next frame.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: delay, options: options, pacing: nil, animations: animations,
                 completion: completion)
    }

    /// Animates with a spring fitted to `duration`: `dampingRatio` 1 stops without overshoot,
    /// less oscillates; `velocity` is in fractions of the distance per second (a pan at 100 pt/s
    /// with 200 pt to go is 0.5). The curve options are ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        _requireFinite(velocity, "UIView.animate initialSpringVelocity")
        _animate(duration: duration, delay: delay, options: options,
                 pacing: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
                 animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _UIViewAnimationState.with(_UIViewAnimationContext(kind: .disabled), actionsWithoutAnimation)
    }

    /// Turns block animations on or off for the whole app. Off, blocks apply their changes at once
    /// and completions run at the next frame.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        _UIViewAnimationState.animationsEnabled = enabled
    }

    /// Whether block animations are on. Default true.
    public class var areAnimationsEnabled: Bool { _UIViewAnimationState.animationsEnabled }

    /// The duration of the innermost animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let top = _UIViewAnimationState.stack.last, case .animation = top.kind else { return 0 }
        return top.duration
    }

    // MARK: Implementation

    class func _animate(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                                pacing: _UIViewAnimationContext.Pacing?, animations: () -> Void,
                                completion: ((Bool) -> Void)?) {
        guard duration > 0, _UIViewAnimationState.animationsEnabled else {
            performWithoutAnimation(animations)
            if let completion { _UIViewAnimationScheduler.current.runAtNextTurn { completion(true) } }
            return
        }
        var duration = duration
        var options = options
        var pacing = pacing ?? .curve(options._curve._timingFunction)
        if let parent = _UIViewAnimationState.stack.last, case .animation = parent.kind {
            if !options.contains(.overrideInheritedOptions) {
                if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
                if !options.contains(.overrideInheritedCurve) { pacing = parent.pacing }
                options.formUnion(parent.options._flags.intersection([.repeat, .autoreverse, .allowUserInteraction]))
            }
        }
        let group = _CAAnimationCompletionGroup { finished in completion?(finished) }
        let context = _UIViewAnimationContext(kind: .animation, duration: duration, delay: delay, options: options,
                                              pacing: pacing, completion: group)
        let injection = _UIViewAnimationState.takeAlongsideInjection()
        _UIViewAnimationState.with(context) {
            animations()
            injection?()
            if options.contains(.layoutSubviews) {
                for view in context.animatedViews { view.layoutIfNeeded() }
            }
        }
        _finishBlock(group, completion: completion)
    }

    /// Runs `body` (a transition animator's `animateTransition`) so that the first outermost
    /// animation block it starts also runs `injection` — the transition coordinator's alongside
    /// animations, which so share the animator's duration, curve and completion (Apple's
    /// header: "in the same animation context as the transition itself").
    class func _withAlongsideInjection(_ injection: @escaping () -> Void, _ body: () -> Void) {
        let runtime = _UIRuntime.current
        let saved = runtime.animationState.alongsideInjection
        runtime.animationState.alongsideInjection = injection
        body()
        runtime.animationState.alongsideInjection = saved
    }

    /// Seals a block's completion group; a block that started no animation completes at the next turn.
    class func _finishBlock(_ group: _CAAnimationCompletionGroup, completion: ((Bool) -> Void)?) {
        if group.pendingCount == 0 {
            if let completion { _UIViewAnimationScheduler.current.runAtNextTurn { completion(true) } }
        } else {
            group.seal()
        }
    }

    /// `action(for:forKey:)` for the view's own layer: inside an animation block, the block's
    /// action for the properties UIView animates; otherwise `NSNull()` (no implicit animation).
    func _viewAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        guard let property = _AnimatableKeyPath.wholeProperty(forKey: event), property != .zPosition else {
            return UIView._noAction
        }
        guard let context = _UIViewAnimationState.stack.last, !context.isDisabled,
              _UIViewAnimationState.animationsEnabled else { return UIView._noAction }
        return _UIViewPropertyAction(context: context, view: self)
    }

    /// The "no action" answer, made once: every geometry change of a view outside an animation
    /// block asks for an action, and a new `NSNull` each time would allocate.
    private static let _noAction = NSNull()

    /// Tells the layer about a new `backgroundColor` (animated inside blocks).
    func _backgroundColorDidChange() {
        let c = backgroundColor?._animatableComponents ?? SIMD4<Double>()
        layer._setBackgroundColorModel(c)
    }

    /// The background colour on screen now (mid-animation, the colour in flight); nil when the
    /// view has none and none is animating. For rendering.
    var _presentationBackgroundColor: UIColor? {
        guard layer._hasAnimationsInFlight, let c = layer._presentedBackgroundColor else { return backgroundColor }
        return UIColor(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
    }
}
