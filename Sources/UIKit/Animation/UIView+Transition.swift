// View transitions: the whole view cross-dissolves, flips or curls from its old look to its new.
extension UIView {
    /// Runs `animations` (its changes apply at once, without animation) and plays the transition
    /// in `options` (`.transitionCrossDissolve`, the flips, the curls) on `view` over `duration`
    /// seconds. The effect is presentation-only: an image of the view as it was is taken first
    /// (pending layout and drawing run for it) and the compositor draws the transition from it
    /// to the view as it is. Without a transition in `options` the changes animate as in
    /// `animate(withDuration:delay:options:…)`. Completion is as for `animate(…)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let transition = options._transition
        guard transition != 0 else {
            _animate(duration: duration, delay: 0, options: options, pacing: nil, animations: animations ?? {},
                     completion: completion)
            return
        }
        let before = _transitionWillPlay(duration: duration) ? view._transitionSnapshot() : nil
        performWithoutAnimation { animations?() }
        _addTransition(transition, to: view, before: before, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) and plays the transition
    /// on the superview.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let before = options._transition != 0 && _transitionWillPlay(duration: duration)
            ? container?._transitionSnapshot() : nil
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
        _addTransition(options._transition, to: container, before: before, duration: duration, options: options,
                       completion: completion)
    }

    /// Whether a transition of `duration` plays (rather than completing at once): the one test
    /// `_addTransition` makes, asked first so the before image is only made when it is drawn.
    private class func _transitionWillPlay(duration: TimeInterval) -> Bool {
        duration > 0 && _UIViewAnimationState.animationsEnabled
    }

    /// Adds the transition animation, holding `before` (the view's look before the change) until
    /// it stops: the completion group drops it, finished or not.
    private class func _addTransition(_ transition: Int, to view: UIView, before: CGImage?, duration: TimeInterval,
                                      options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        guard _transitionWillPlay(duration: duration) else {
            if let completion { _UIViewAnimationScheduler.current.runAtNextTurn { completion(true) } }
            return
        }
        let animation = _CATransitionAnimation(viewTransition: transition, before: before)
        let group = _CAAnimationCompletionGroup { finished in
            animation.before = nil
            completion?(finished)
        }
        animation.duration = duration
        animation.timingFunction = options._curve._timingFunction
        animation._blocksUserInteraction = !options.contains(.allowUserInteraction)
        view.layer._addAnimation(animation, forKey: "transition", driver: nil, tracks: [], groups: [group])
        group.seal()
    }

    /// The transition playing on the view, if any: its kind (the options' transition field,
    /// 1…7) and eased progress 0…1 at the current time. For the compositor.
    var _currentTransition: (kind: Int, progress: Double)? {
        guard let (animation, progress) = layer._transitionInFlight(at: layer._now) else { return nil }
        return (animation.kind, progress)
    }
}
