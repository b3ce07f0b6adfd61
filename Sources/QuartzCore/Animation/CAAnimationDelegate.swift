/// Told when an animation starts and stops. The animation holds its delegate strongly, as Core
/// Animation's does (a classic retain cycle with a view controller: set it to nil, or use a
/// separate object). Both methods have default implementations that do nothing.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time has begun (after its `beginTime`), at the first frame that sees it.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to the end of its active duration, false
    /// when it was removed first (`removeAnimation(forKey:)`, `removeAllAnimations()`, replaced by
    /// an animation with the same key). Called at the frame that sees the end (removal: the next frame).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
