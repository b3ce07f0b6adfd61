import Foundation

/// The navigation controller's push and pop (iOS 7+): the incoming view slides in from the right
/// edge over the outgoing one, which moves a third as far to the left under a darkening overlay;
/// a pop is the same backwards. Driven by a finger (the edge-swipe pop's
/// `UIPercentDrivenInteractiveTransition`) its curve is linear, as UIKit's.
@MainActor
final class _UINavigationParallaxAnimator: _UITransitionAnimator {
    let isPush: Bool
    private let dimming = _UINavigationDimmingView()
    private weak var transition: _UIViewControllerTransition?

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval {
        NavigationConstants.pushDuration
    }

    /// The covered view's and the top view's places at `progress` (0: start, 1: end).
    private func place(_ transition: _UIViewControllerTransition, progress: CGFloat) {
        let width = transition.containerView.bounds.width
        // `upper` slides over `lower`: the pushed view, or on a pop the popped one.
        let upper = isPush ? transition.toViewController?._loadedView : transition.fromViewController?._loadedView
        let lower = isPush ? transition.fromViewController?._loadedView : transition.toViewController?._loadedView
        let uncovered = isPush ? 1 - progress : progress            // how much of `lower` shows
        if let upper {
            var frame = upper.frame
            frame.origin.x = width * uncovered
            upper.frame = frame
        }
        if let lower {
            var frame = lower.frame
            frame.origin.x = -width * NavigationConstants.parallaxFraction * (1 - uncovered)
            lower.frame = frame
            dimming.frame = lower.frame
        }
        dimming.alpha = 1 - uncovered
    }

    func animateTransition(using transition: _UIViewControllerTransition) {
        self.transition = transition
        let container = transition.containerView
        let lower = isPush ? transition.fromViewController?._loadedView : transition.toViewController?._loadedView
        let upper = isPush ? transition.toViewController?._loadedView : transition.fromViewController?._loadedView
        // On a pop the uncovered view goes under the one leaving.
        if !isPush, let lower, let upper, lower.superview === container, upper.superview === container {
            container.insertSubview(lower, belowSubview: upper)
        }
        // The covered view keeps its safe area while it slides aside (its content does not reflow).
        if isPush, let covered = transition.fromViewController, let view = covered._loadedView {
            covered._frozenSafeAreaInsets = view.safeAreaInsets
        }
        dimming.backgroundColor = UIColor(white: 0, alpha: NavigationConstants.coveredDimmingAlpha)
        if let upper { container.insertSubview(dimming, belowSubview: upper) }
        place(transition, progress: 0)
        // Scrubbed by a finger, the views follow it linearly.
        let curve: UIView.AnimationOptions = transition.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: transition), delay: 0, options: [curve], animations: {
            self.place(transition, progress: 1)
        }, completion: { _ in self.end(completed: !transition.transitionWasCancelled) })
    }

    private func end(completed: Bool) {
        dimming.removeFromSuperview()
        guard let transition else { return }
        if isPush, let covered = transition.fromViewController {
            covered._frozenSafeAreaInsets = nil
            covered._safeAreaMayHaveChanged()
        }
        // Views come back to rest at x = 0 (the one leaving is removed by the transition).
        for view in [transition.fromViewController?._loadedView, transition.toViewController?._loadedView] {
            if let view, view.frame.origin.x != 0 { view.frame.origin.x = 0 }
        }
        transition.completeTransition(completed)
    }
}

/// The overlay that darkens the covered view during a push.
@MainActor
final class _UINavigationDimmingView: UIView {}
