// View transitions: the whole view cross-dissolves, flips or curls from its old look to its new.
extension UIView {
    /// Runs `animations` (its changes apply at once, without animation) and plays the transition
    /// in `options` (`.transitionCrossDissolve`, the flips, the curls) on `view` over `duration`
    /// seconds. The effect is presentation-only: the compositor draws it from
    /// `_currentTransition`. Without a transition in `options` the changes animate as in
    /// `animate(withDuration:delay:options:…)`. Completion is as for `animate(…)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let transition = options._transition
        guard transition != 0 else {
            _animate(duration: duration, delay: 0, options: options, pacing: nil, animations: animations ?? {},
                     completion: completion)
            return
        }
        performWithoutAnimation { animations?() }
        _addTransition(transition, to: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) and plays the transition
    /// on the superview.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container, options._transition != 0 else {
            _animate(duration: duration, delay: 0, options: options, pacing: nil, animations: {}, completion: completion)
            return
        }
        _addTransition(options._transition, to: container, duration: duration, options: options, completion: completion)
    }

    private class func _addTransition(_ transition: Int, to view: UIView, duration: TimeInterval,
                                      options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        guard duration > 0, _UIViewAnimationState.animationsEnabled else {
            if let completion { _UIViewAnimationScheduler.shared.runAtNextTurn { completion(true) } }
            return
        }
        let group = _CAAnimationCompletionGroup { finished in completion?(finished) }
        let animation = _UIViewTransitionAnimation(transition: transition)
        animation.duration = duration
        animation.timingFunction = options._curve._timingFunction
        animation._blocksUserInteraction = !options.contains(.allowUserInteraction)
        view.layer._addAnimation(animation, forKey: "transition", driver: nil, tracks: [], groups: [group])
        group.seal()
    }

    /// The transition playing on the view, if any: its kind (the options' transition field,
    /// 1…7) and eased progress 0…1 at the current time. For the compositor.
    package var _currentTransition: (kind: Int, progress: Double)? {
        guard let entry = layer._animationStorage?.entries.last(where: { $0.animation is _UIViewTransitionAnimation && !$0.stopped }),
              let animation = entry.animation as? _UIViewTransitionAnimation else { return nil }
        let s = entry.timing.sample(at: CACurrentMediaTime())
        let x = entry.timing.duration > 0 ? s.time / entry.timing.duration : 1
        return (animation.transition, animation.timingFunction?._solve(x) ?? x)
    }
}
