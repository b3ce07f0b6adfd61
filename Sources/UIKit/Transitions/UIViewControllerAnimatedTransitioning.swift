import Foundation

/// An animator: moves the views of one transition inside the context's `containerView` and
/// calls `completeTransition(_:)` when done. Returned by the navigation, tab bar and
/// transitioning delegates; UIKit's own push, pop and modal animations are animators too.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the animation, in seconds; also what `UIPercentDrivenInteractiveTransition`
    /// scrubs and the coordinator's `transitionDuration`.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the incoming view to the container, animates, and calls
    /// `completeTransition(!transitionContext.transitionWasCancelled)` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Optional (iOS 10): the property animator that runs the transition, the same object for the
    /// whole transition; an interaction controller then scrubs it with `fractionComplete`.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Optional: called after `completeTransition(_:)` updated the controllers.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: UIKit runs `animateTransition(using:)` instead. (The returned object only
    /// marks the absence; UIKit never uses it.)
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        _UINoInterruptibleAnimator.marker
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it does not provide one.
    func _providedInterruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> (any UIViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: context)
        return animator === _UINoInterruptibleAnimator.marker ? nil : animator
    }
}

/// What the default `interruptibleAnimator(using:)` returns: "this animator has none". Never
/// runs anything.
@MainActor
final class _UINoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let marker = _UINoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
