import UIKit

/// An app-style transition animator for tests: adds the incoming view to the container at its
/// final frame, slides it in from the right (or, `reverse`, slides the outgoing one out to the
/// right) with one `UIView.animate` of `duration`, resets what it moved and calls
/// `completeTransition(!transitionWasCancelled)` in the animation's completion — the shape of
/// seed 003's animators. Logs "animator.…" entries.
@MainActor
public final class JournalingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public let journal: LifecycleJournal
    public var duration: TimeInterval
    public var reverse: Bool
    /// The context of the last transition, for checks.
    public private(set) weak var lastContext: (any UIViewControllerContextTransitioning)?

    public init(journal: LifecycleJournal, duration: TimeInterval = 0.5, reverse: Bool = false) {
        self.journal = journal
        self.duration = duration
        self.reverse = reverse
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        lastContext = transitionContext
        journal.record("animator.animateTransition(interactive: \(transitionContext.isInteractive))")
        let container = transitionContext.containerView
        let width = container.bounds.width
        let fromView = transitionContext.view(forKey: .from)
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            toView.frame = transitionContext.finalFrame(for: toVC)
            if reverse, let fromView { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }
            if !reverse { toView.transform = CGAffineTransform(translationX: width, y: 0) }
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            if self.reverse { fromView?.transform = CGAffineTransform(translationX: width, y: 0) }
            else { toView?.transform = .identity }
        }, completion: { finished in
            fromView?.transform = .identity
            toView?.transform = .identity
            self.journal.record("animator.completion(finished: \(finished), cancelled: \(transitionContext.transitionWasCancelled))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        journal.record("animator.animationEnded(\(transitionCompleted))")
    }
}
