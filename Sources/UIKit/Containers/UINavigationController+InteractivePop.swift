import Foundation

// The interactive pop: a `UIScreenEdgePanGestureRecognizer` on the left edge of the navigation
// controller's view, driving the pop through `_UINavigationInteractiveTransition` (a
// `UIPercentDrivenInteractiveTransition`, as UIKit's `_UINavigationInteractiveTransition` is) —
// the same machinery apps' interactive transitions use. It begins only with more than one
// controller on the stack, no transition running, the back button showing (no custom left item,
// `hidesBackButton` false), the touch outside the navigation bar, and no pop animator from the
// delegate. On begin the top controller is popped (B.willMove(toParent: nil),
// B.viewWillDisappear, A.viewWillAppear, delegate willShow); the views follow the finger
// linearly; on release past half the width or on a flick to the right the pop finishes;
// otherwise it is cancelled: the stack gets B back, and per Apple's header A.viewWillDisappear,
// A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear — no delegate call.
extension UINavigationController {

    func _installPopGesture(on view: UIView) {
        let delegate = _UINavigationPopGestureDelegate()
        delegate.navigationController = self
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController._handlePopGesture)
        gesture.edges = .left
        gesture.delegate = delegate
        view.addGestureRecognizer(gesture)
        _popGesture = gesture
        _popGestureDelegate = delegate
    }

    var _canBeginInteractivePop: Bool {
        guard _viewControllers.count > 1, _transition == nil, !_needsTransition, _popInteraction == nil,
              let top = topViewController else { return false }
        let item = top.navigationItem
        if item.hidesBackButton { return false }
        if item.leftBarButtonItem != nil && !item.leftItemsSupplementBackButton { return false }
        if let delegate, delegate.navigationController(self, animationControllerFor: .pop, from: top,
                                                       to: _viewControllers[_viewControllers.count - 2]) != nil {
            return false
        }
        return true
    }

    private func _handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch gesture.state {
        case .began:
            _beginInteractivePop()
        case .changed:
            _popInteraction?.update(gesture.translation(in: view).x / width)
        case .ended, .cancelled, .failed:
            guard let interaction = _popInteraction else { return }
            _popInteraction = nil
            let progress = max(0, min(1, gesture.translation(in: view).x / width))
            let velocity = gesture.velocity(in: view).x
            let finishes = gesture.state == .ended && velocity >= 0
                && (progress > NavigationConstants.popFinishFraction || velocity > NavigationConstants.popFinishVelocity)
            interaction.update(progress)
            if finishes { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }

    private func _beginInteractivePop() {
        guard _canBeginInteractivePop, let shown = _shown, _viewControllers.last === shown else { return }
        let popped = _viewControllers.removeLast()
        _remove(popped)
        _needsTransition = false
        guard let newTop = topViewController else { return }
        let interaction = _UINavigationInteractiveTransition()
        _popInteraction = interaction
        let transition = _makeTransition(from: shown, to: newTop, isPop: true, animated: true, interaction: interaction)
        transition.begin()
        transition.start()
    }

    /// A push, pop or new stack while the finger is down: the interactive pop is cancelled at
    /// once (the stack on screen comes back first; the new change waits for the cancellation to
    /// end).
    func _cancelInteractivePopIfNeeded() {
        guard let interaction = _popInteraction else { return }
        _popInteraction = nil
        interaction.update(0)
        interaction.cancel()
    }
}

/// The edge-swipe pop's interaction controller: a percent-driven transition whose rest runs with
/// an ease-out curve, as the finger's motion continues.
@MainActor
final class _UINavigationInteractiveTransition: UIPercentDrivenInteractiveTransition {
    override init() {
        super.init()
        completionCurve = .easeOut
    }
}

/// Decides whether the pop gesture may begin (UIKit's `_UINavigationInteractiveTransition` is its
/// delegate the same way; apps may replace the delegate).
@MainActor
final class _UINavigationPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController, nav._canBeginInteractivePop else { return false }
        if !nav.isNavigationBarHidden {
            let bar = nav.navigationBar
            if bar.bounds.contains(gestureRecognizer.location(in: bar)) { return false }
        }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.velocity(in: nav.view).x < 0 { return false }
        return true
    }
}
