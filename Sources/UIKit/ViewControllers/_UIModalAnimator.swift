import Foundation

/// The built-in animations of modal presentation: `.coverVertical` (the presented view slides up
/// from the bottom, down on dismissal), `.crossDissolve`, `.flipHorizontal` (a flip of the screen
/// from the presenter's look to the presented view's, right to left; left to right on dismissal)
/// and the sheet (a card sliding up over a fading dimming view).
@MainActor
final class _UIModalAnimator: _UITransitionAnimator {
    enum Kind { case coverVertical, crossDissolve, flipHorizontal, sheet }
    let kind: Kind
    let presenting: Bool

    init(kind: Kind, presenting: Bool) {
        self.kind = kind
        self.presenting = presenting
    }

    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval {
        kind == .sheet ? PresentationConstants.sheetTransitionDuration : PresentationConstants.modalTransitionDuration
    }

    func animateTransition(using transition: _UIViewControllerTransition) {
        let duration = transitionDuration(using: transition)
        let container = transition.containerView
        let moving: UIView? = presenting ? transition.toViewController?._loadedView : transition.fromViewController?._loadedView
        guard let view = moving else {
            transition.completeTransition(true)
            return
        }
        let shown = presenting ? transition.finalFrameOfToView : transition.finalFrameOfFromView
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        let dimming = container.subviews.first { $0 !== view && $0 is _UISheetDimmingView }
        let finish: (Bool) -> Void = { _ in transition.completeTransition(true) }
        switch kind {
        case .coverVertical, .sheet:
            // A dismissal starts where the view is (a sheet may have been pulled down).
            if presenting {
                view.frame = below
                dimming?.alpha = 0
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.frame = self.presenting ? shown : below
                dimming?.alpha = self.presenting ? 1 : 0
            }, completion: finish)
        case .crossDissolve:
            view.frame = shown
            view.alpha = presenting ? 0 : 1
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = self.presenting ? 1 : 0
            }, completion: { finished in
                view.alpha = 1
                finish(finished)
            })
        case .flipHorizontal:
            view.frame = shown
            let target = container.window ?? container
            let options: UIView.AnimationOptions = presenting ? .transitionFlipFromRight : .transitionFlipFromLeft
            if presenting {
                view.isHidden = true
                UIView.transition(with: target, duration: duration, options: options, animations: {
                    view.isHidden = false
                }, completion: finish)
            } else {
                UIView.transition(with: target, duration: duration, options: options, animations: {
                    view.isHidden = true
                }, completion: { finished in
                    view.isHidden = false
                    finish(finished)
                })
            }
        }
    }
}

/// The black view that dims the presenter behind a sheet.
@MainActor
final class _UISheetDimmingView: UIView {}
