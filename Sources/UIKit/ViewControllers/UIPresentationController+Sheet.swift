import Foundation

// The sheet on a phone (`.pageSheet`, `.formSheet`, `.automatic`): a card with rounded top
// corners 10 pt under the status bar, over a dimming view; the presenter stays. Pulling the card
// down follows the finger; on release past half its height (or on a fast downward flick) it is
// dismissed with the delegate told (`presentationControllerWillDismiss`, then after the dismissal
// `presentationControllerDidDismiss`); otherwise it springs back. `isModalInPresentation` or a
// delegate refusing in `presentationControllerShouldDismiss` keeps it, and the delegate hears
// `presentationControllerDidAttemptToDismiss`.
extension UIPresentationController {

    func _installSheetChrome() {
        guard let container = _container, let view = presentedViewController.viewIfLoaded else { return }
        let dimming = _UISheetDimmingView(frame: container.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: PresentationConstants.sheetDimmingAlpha)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, at: 0)
        _dimmingView = dimming
        view.layer.cornerRadius = PresentationConstants.sheetCornerRadius
        view.clipsToBounds = true
        let pan = UIPanGestureRecognizer(target: self, action: UIPresentationController._handleSheetPan)
        view.addGestureRecognizer(pan)
        _sheetPan = pan
    }

    private func _handleSheetPan(_ pan: UIPanGestureRecognizer) {
        guard let container = _container, let view = presentedView, !_isTransitioning else { return }
        let rest = frameOfPresentedViewInContainerView
        let translation = pan.translation(in: container).y
        switch pan.state {
        case .changed:
            // Down follows the finger; up resists (a third of the motion).
            let dy = translation >= 0 ? translation : translation / 3
            view.frame = rest.offsetBy(dx: 0, dy: dy)
            _dimmingView?.alpha = max(0, 1 - max(0, dy) / rest.height)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: container).y
            let wantsDismiss = pan.state == .ended
                && (translation > rest.height * PresentationConstants.sheetDismissFraction
                    || velocity > PresentationConstants.sheetDismissVelocity)
            if wantsDismiss {
                let presented = presentedViewController
                let allowed = !presented.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
                if allowed {
                    delegate?.presentationControllerWillDismiss(self)
                    // The completion holds the presentation until the delegate heard the end.
                    presented.dismiss(animated: true) {
                        self.delegate?.presentationControllerDidDismiss(self)
                    }
                    return
                }
                delegate?.presentationControllerDidAttemptToDismiss(self)
            }
            UIView.animate(withDuration: PresentationConstants.sheetTransitionDuration * 0.5, delay: 0,
                           options: [.curveEaseOut, .allowUserInteraction], animations: {
                view.frame = rest
                self._dimmingView?.alpha = 1
            })
        default:
            break
        }
    }
}
