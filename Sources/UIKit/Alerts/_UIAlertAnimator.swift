import Foundation

/// The presentation and dismissal animations of `UIAlertController`, as UIKit's visual styles run
/// them (`animateAlertControllerView:ofAlertController:forPresentation:…` of
/// `UIAlertControllerVisualStyleAlert` and `…ActionSheet`): one spring animation of
/// `AlertConstants.transitionDuration` (damping 600, i.e. critically damped) that moves the
/// dimming view's alpha between 0 and 1 and
/// - alert: presenting, the panel from scale 1.2 and alpha 0 to its size and alpha 1; dismissing,
///   the panel's alpha to 0 (it keeps its size);
/// - action sheet: the sheet's centre from just below the screen to its place, and back.
/// The transition completes when the animation ends.
@MainActor
final class _UIAlertAnimator: _UITransitionAnimator {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval {
        AlertConstants.transitionDuration
    }

    func animateTransition(using transition: _UIViewControllerTransition) {
        let controller = presenting ? transition.toViewController : transition.fromViewController
        guard let alert = controller as? UIAlertController, let alertView = alert._alertView else {
            transition.completeTransition(true)
            return
        }
        if presenting { alertView.frame = transition.finalFrameOfToView }
        alertView.layoutIfNeeded()
        let content = alertView.contentView
        let dimming = alertView.dimmingView
        let presenting = self.presenting
        let options: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState]

        switch alert.preferredStyle {
        case .alert:
            if presenting {
                content.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                content.alpha = 0
                dimming.alpha = 0
            }
            UIView.animate(withDuration: AlertConstants.transitionDuration, delay: 0,
                           usingSpringWithDamping: AlertConstants.springDamping, initialSpringVelocity: 0,
                           options: options, animations: {
                content.transform = .identity
                content.alpha = presenting ? 1 : 0
                dimming.alpha = presenting ? 1 : 0
            }, completion: { _ in
                // As UIKit's completion: the panel is opaque again (a dismissed alert's view has
                // left the container by the time it is shown next).
                content.alpha = 1
                transition.completeTransition(true)
                dimming.alpha = 1
            })
        case .actionSheet:
            let shown = content.center
            let hidden = CGPoint(x: shown.x, y: alertView.bounds.maxY + content.bounds.height / 2)
            if presenting {
                content.center = hidden
                dimming.alpha = 0
            }
            alertView._isAnimatingContent = true
            UIView.animate(withDuration: AlertConstants.transitionDuration, delay: 0,
                           usingSpringWithDamping: AlertConstants.springDamping, initialSpringVelocity: 0,
                           options: options, animations: {
                content.center = presenting ? shown : hidden
                dimming.alpha = presenting ? 1 : 0
            }, completion: { _ in
                alertView._isAnimatingContent = false
                transition.completeTransition(true)
                if !presenting {
                    content.center = shown
                    dimming.alpha = 1
                }
            })
        }
    }
}
