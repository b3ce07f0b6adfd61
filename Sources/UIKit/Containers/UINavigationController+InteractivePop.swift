import Foundation

// The interactive pop: a `UIScreenEdgePanGestureRecognizer` on the left edge of the navigation
// controller's view. It begins only with more than one controller on the stack, no transition
// running, the back button showing (no custom left item, `hidesBackButton` false) and the touch
// outside the navigation bar. On begin the top controller is popped (B.willMove(toParent: nil),
// B.viewWillDisappear, A.viewWillAppear, delegate willShow); the views follow the finger
// linearly; on release past half the width or on a flick to the right the pop finishes as an
// animated pop does; otherwise it is cancelled: the stack gets B back, and per Apple's header
// A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear — no delegate call.
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
        guard _viewControllers.count > 1, _transition == nil, !_needsTransition, _interactivePop == nil,
              let top = topViewController else { return false }
        let item = top.navigationItem
        if item.hidesBackButton { return false }
        if item.leftBarButtonItem != nil && !item.leftItemsSupplementBackButton { return false }
        return true
    }

    private func _handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch gesture.state {
        case .began:
            _beginInteractivePop()
        case .changed:
            _interactivePop?.animator.update(gesture.translation(in: view).x / width)
        case .ended, .cancelled, .failed:
            guard let pop = _interactivePop else { return }
            let progress = max(0, min(1, gesture.translation(in: view).x / width))
            let velocity = gesture.velocity(in: view).x
            let finishes = gesture.state == .ended && velocity >= 0
                && (progress > NavigationConstants.popFinishFraction || velocity > NavigationConstants.popFinishVelocity)
            if !finishes { _undoInteractivePopModel(pop) }
            pop.animator.continueAnimation(toEnd: finishes, from: progress)
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
        let transition = _makeTransition(from: shown, to: newTop, isPop: true, animated: true, interactive: true)
        guard let animator = (transition.animatorForInteraction as? _UINavigationParallaxAnimator) else { return }
        _interactivePop = _UINavigationInteractivePop(popped: popped, animator: animator, transition: transition)
        transition.begin()
        transition.start(interactive: true)
    }

    /// A cancelled pop: the popped controller is back on top of the stack.
    private func _undoInteractivePopModel(_ pop: _UINavigationInteractivePop) {
        _pendingRemovals.removeAll { $0 === pop.popped }
        _viewControllers.append(pop.popped)
        pop.popped._isMovingFromParent = false
        _syncBarItems(animated: true)
    }

    /// A push, pop or new stack while the finger is down: the interactive pop is cancelled at once.
    func _cancelInteractivePopIfNeeded() {
        guard let pop = _interactivePop else { return }
        _undoInteractivePopModel(pop)
        pop.animator.update(0)
        pop.transition.completeTransition(false)
    }
}

/// The running interactive pop.
@MainActor
final class _UINavigationInteractivePop {
    let popped: UIViewController
    let animator: _UINavigationParallaxAnimator
    unowned let transition: _UIViewControllerTransition
    init(popped: UIViewController, animator: _UINavigationParallaxAnimator, transition: _UIViewControllerTransition) {
        self.popped = popped
        self.animator = animator
        self.transition = transition
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
