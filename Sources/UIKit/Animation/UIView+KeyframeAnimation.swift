// Keyframe animations: `addKeyframe` blocks inside `animateKeyframes` each change properties over
// a part of the total duration.
extension UIView {
    /// Runs `animations`, in which `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// calls define the keyframes, and animates every property they change through them over
    /// `duration` seconds after `delay`. Changes made outside `addKeyframe` apply at once. The
    /// calculation mode comes from `options`; the whole animation is paced by the curve in bits
    /// 16–19 (ease-in-out by default). Completion is as for `animate(…)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard duration > 0, _UIViewAnimationState.animationsEnabled else {
            performWithoutAnimation(animations)
            if let completion { _UIViewAnimationScheduler.current.runAtNextTurn { completion(true) } }
            return
        }
        let collector = _UIKeyframeCollector()
        let group = _CAAnimationCompletionGroup { finished in completion?(finished) }
        let context = _UIViewAnimationContext(kind: .keyframes(collector), duration: duration, delay: delay,
                                              options: options._animationOptions, completion: group)
        _UIViewAnimationState.with(context, animations)
        collector.build(duration: duration, delay: delay, options: options, group: group)
        if options.contains(.layoutSubviews) {
            for view in context.animatedViews { view.layoutIfNeeded() }
        }
        _finishBlock(group, completion: completion)
    }

    /// One keyframe: the changes `animations` makes are reached between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both fractions (0…1) of the enclosing
    /// `animateKeyframes` duration. Outside `animateKeyframes` the changes apply at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let top = _UIViewAnimationState.stack.last, case let .keyframes(collector) = top.kind else {
            performWithoutAnimation(animations)
            return
        }
        let context = _UIViewAnimationContext(kind: .keyframe(collector, start: frameStartTime,
                                                              end: frameStartTime + frameDuration),
                                              duration: top.duration, options: top.options)
        _UIViewAnimationState.with(context, animations)
        top.animatedViews.append(contentsOf: context.animatedViews)
    }
}
