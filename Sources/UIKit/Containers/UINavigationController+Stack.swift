import Foundation

// The stack and its transitions.
//
// Every change goes the same way: the model (`_viewControllers`, the children) changes in the
// call, with `willMove(toParent:)` for each controller added or removed; then
// `_stackDidChange(animated:)` either applies it at once (not on screen) or marks the transition
// for the next layout pass, where `_startTransition()` runs one transition from the controller on
// screen to the new top. When it ends, the added controllers get `didMove(toParent: self)`, the
// removed ones `removeFromParent()` (so `didMove(toParent: nil)`), and the delegate `didShow`.
extension UINavigationController {

    func _push(_ viewController: UIViewController, animated: Bool) {
        _rockhopperPrecondition(!(viewController is UINavigationController),
            "pushViewController(_:animated:): Pushing a navigation controller is not supported (\(type(of: viewController)))")
        _rockhopperPrecondition(!_viewControllers.contains { $0 === viewController },
            "pushViewController(_:animated:): Pushing the same view controller instance more than once is not supported (\(type(of: viewController)))")
        _rockhopperPrecondition(viewController !== self,
            "pushViewController(_:animated:): a navigation controller cannot push itself")
        _cancelInteractivePopIfNeeded()
        _add(viewController)
        _viewControllers.append(viewController)
        _stackDidChange(animated: animated)
    }

    func _pop(animated: Bool) -> UIViewController? {
        guard _viewControllers.count > 1 else { return nil }
        _cancelInteractivePopIfNeeded()
        let popped = _viewControllers.removeLast()
        _remove(popped)
        _stackDidChange(animated: animated)
        return popped
    }

    func _popTo(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _viewControllers.firstIndex(where: { $0 === viewController }) else {
            _rockhopperFailure("popToViewController(_:animated:): Tried to pop to a view controller that doesn't exist (\(type(of: viewController)) is not on the navigation stack)")
        }
        guard index < _viewControllers.count - 1 else { return nil }
        _cancelInteractivePopIfNeeded()
        let popped = Array(_viewControllers[(index + 1)...])
        _viewControllers.removeSubrange((index + 1)...)
        for vc in popped.reversed() { _remove(vc) }
        _stackDidChange(animated: animated)
        return popped
    }

    func _setStack(_ newStack: [UIViewController], animated: Bool) {
        for (i, vc) in newStack.enumerated() {
            _rockhopperPrecondition(!(vc is UINavigationController),
                "setViewControllers(_:animated:): Pushing a navigation controller is not supported (\(type(of: vc)))")
            _rockhopperPrecondition(!newStack[..<i].contains { $0 === vc },
                "setViewControllers(_:animated:): All view controllers in a navigation controller must be distinct (\(type(of: vc)) appears twice)")
        }
        _cancelInteractivePopIfNeeded()
        let old = _viewControllers
        for vc in old where !newStack.contains(where: { $0 === vc }) { _remove(vc) }
        for vc in newStack where !old.contains(where: { $0 === vc }) { _add(vc) }
        _viewControllers = newStack
        _stackDidChange(animated: animated)
    }

    private func _add(_ vc: UIViewController) {
        _pendingRemovals.removeAll { $0 === vc }
        addChild(vc)
        _pendingAdditions.append(vc)
    }

    func _remove(_ vc: UIViewController) {
        _pendingAdditions.removeAll { $0 === vc }
        vc.willMove(toParent: nil)
        _pendingRemovals.append(vc)
    }

    /// Whether changes show with a transition: the view is in a visible window.
    var _isOnScreen: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }

    func _stackDidChange(animated: Bool) {
        _nextTransitionAnimated = animated
        _needsTransition = true
        if _isOnScreen {
            view.setNeedsLayout()
        } else {
            _applyStackWithoutTransition()
        }
    }

    /// Off screen: the top controller's view replaces the shown one at once, the bar shows the
    /// new items, and the containment calls complete.
    func _applyStackWithoutTransition() {
        guard _transition == nil else { return }
        _needsTransition = false
        let top = topViewController
        if let shown = _shown, shown !== top, shown.viewIfLoaded?.superview === _transitionView {
            shown.viewIfLoaded?.removeFromSuperview()
        }
        _shown = top
        _shownStack = _viewControllers
        if isViewLoaded, let top {
            let topView: UIView = top.view
            if topView.superview !== _transitionView { _transitionView.addSubview(topView) }
            _layoutShownView()
        }
        _syncBarItems(animated: false)
        _finishContainment()
        (_parent as? UITabBarController)?._bottomBarVisibilityMayHaveChanged()
    }

    /// Whether a controller pushed above the root asks to hide the bottom bar
    /// (`hidesBottomBarWhenPushed`): it and everything pushed after it show without the tab bar.
    var _wantsBottomBarHidden: Bool {
        _viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The shown controller's view goes into the transition view before the navigation
    /// controller's appearance reaches it (loading it then, as UIKit loads a stack's top view
    /// when the navigation controller first appears).
    func _installShownViewIfNeeded() {
        guard _transition == nil else { return }
        if _needsTransition && !_isOnScreen { _applyStackWithoutTransition() }
        guard let shown = _shown ?? topViewController else { return }
        if _shown == nil { _shown = shown; _shownStack = _viewControllers; _syncBarItems(animated: false) }
        let shownView: UIView = shown.view
        if shownView.superview !== _transitionView {
            _transitionView.addSubview(shownView)
            _layoutShownView()
        }
    }

    /// Runs the transition from the controller on screen to the top of the stack.
    func _startTransition() {
        _needsTransition = false
        let newTop = topViewController
        let oldTop = _shown
        guard let newTop, newTop !== oldTop else {
            _syncBarItems(animated: _nextTransitionAnimated)
            _finishContainment()
            return
        }
        guard let oldTop, oldTop.viewIfLoaded?.superview === _transitionView else {
            _applyStackWithoutTransition()
            return
        }
        let isPop = _shownStack.contains { $0 === newTop }
        let transition = _makeTransition(from: oldTop, to: newTop, isPop: isPop, animated: _nextTransitionAnimated)
        transition.begin()
        transition.start()
    }

    /// A push or pop transition from `oldTop` to `newTop`, set up (frames, bar items, the
    /// delegate's `willShow`, then its animator) but not begun. The animator is the delegate's when it supplies one
    /// for an animated transition (with the delegate's interaction controller), else UIKit's
    /// slide, driven by `interaction` for the edge-swipe pop. When it completes, the stack as it
    /// is now is the stack on screen; when cancelled, the stack on screen before comes back.
    func _makeTransition(from oldTop: UIViewController, to newTop: UIViewController, isPop: Bool,
                         animated: Bool, interaction: UIPercentDrivenInteractiveTransition? = nil) -> _UIViewControllerTransition {
        (_parent as? UITabBarController)?._bottomBarVisibilityMayHaveChanged()
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        var animator: any UIViewControllerAnimatedTransitioning = animated
            ? _UINavigationParallaxAnimator(isPush: !isPop) : _UIImmediateAnimator()
        var interactionController: (any UIViewControllerInteractiveTransitioning)? = interaction
        if animated, let delegate,
           let custom = delegate.navigationController(self, animationControllerFor: isPop ? .pop : .push, from: oldTop, to: newTop) {
            animator = custom
            interactionController = delegate.navigationController(self, interactionControllerFor: custom)
        }
        let transition = _UIViewControllerTransition(operation: isPop ? .pop : .push, from: oldTop, to: newTop,
                                                     container: _transitionView, animated: animated, animator: animator,
                                                     interactionController: interactionController, owner: self)
        let frame = _childFrame(for: newTop)
        transition.initialFrameOfToView = frame
        transition.finalFrameOfToView = frame
        _applyOverlayInsets(to: newTop, frame: frame)
        _transition = transition
        let stackAtStart = _viewControllers
        _syncBarItems(animated: animated)
        transition.addCancellationHook { [weak self] in self?._restoreShownStack() }
        transition.addCompletion { [weak self] completed in
            guard let self else { return }
            self._transition = nil
            self._popInteraction = nil
            if completed {
                self._shown = newTop
                self._shownStack = stackAtStart
                self._finishContainment()
                self.delegate?.navigationController(self, didShow: newTop, animated: animated)
                UIViewController._refreshStatusBar(in: self.viewIfLoaded?.window)
            } else {
                self._layoutShownView()
            }
            if self._needsTransition {
                // A change made meanwhile: shown by the next transition, or at once off screen.
                if self._isOnScreen { self.viewIfLoaded?.setNeedsLayout() } else { self._applyStackWithoutTransition() }
            }
        }
        return transition
    }

    /// A cancelled transition: the stack on screen before it is the stack again — controllers
    /// it removed come back (no longer moving from the parent), controllers it added leave.
    func _restoreShownStack() {
        let restored = _shownStack
        for vc in _viewControllers where !restored.contains(where: { $0 === vc }) {
            _pendingAdditions.removeAll { $0 === vc }
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        for vc in restored where _pendingRemovals.contains(where: { $0 === vc }) {
            _pendingRemovals.removeAll { $0 === vc }
            vc._isMovingFromParent = false
        }
        _viewControllers = restored
        _syncBarItems(animated: true)
        (_parent as? UITabBarController)?._bottomBarVisibilityMayHaveChanged()
    }

    /// Completes the containment of controllers added or removed since the last transition.
    func _finishContainment() {
        let added = _pendingAdditions
        let removed = _pendingRemovals
        _pendingAdditions.removeAll()
        _pendingRemovals.removeAll()
        for vc in added where vc._parent === self { vc.didMove(toParent: self) }
        for vc in removed where vc._parent === self && !_viewControllers.contains(where: { $0 === vc }) {
            if vc.viewIfLoaded?.superview === _transitionView { vc.viewIfLoaded?.removeFromSuperview() }
            vc.removeFromParent()
        }
    }

    /// The frame of a child's view: the whole transition view, minus the bars it may not extend
    /// under (`edgesForExtendedLayout`, opaque bars unless `extendedLayoutIncludesOpaqueBars`).
    func _childFrame(for vc: UIViewController) -> CGRect {
        var frame = _transitionView.bounds
        let edges = vc.edgesForExtendedLayout
        if !_isNavigationBarHidden, isViewLoaded {
            let barBottom = navigationBar.frame.maxY
            let underTop = edges.contains(.top) && (navigationBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
            if !underTop, barBottom > frame.minY {
                frame.size.height -= barBottom - frame.minY
                frame.origin.y = barBottom
            }
        }
        if !_isToolbarHidden, isViewLoaded {
            let barTop = toolbar.frame.minY
            let underBottom = edges.contains(.bottom) && (toolbar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
            if !underBottom, barTop < frame.maxY { frame.size.height -= frame.maxY - barTop }
        }
        return frame
    }

    /// The shown controller's view takes its frame and its bar insets (not during a transition,
    /// whose animator owns the frames).
    func _layoutShownView() {
        guard _transition == nil, let shown = _shown,
              let shownView = shown.viewIfLoaded, shownView.superview === _transitionView else { return }
        let frame = _childFrame(for: shown)
        if shownView.frame != frame { shownView.frame = frame }
        _applyOverlayInsets(to: shown, frame: frame)
    }

    /// The bars over `vc`'s view (at `frame` in the transition view) become its overlay insets.
    func _applyOverlayInsets(to vc: UIViewController, frame: CGRect) {
        guard isViewLoaded else { return }
        var insets = UIEdgeInsets.zero
        if !_isNavigationBarHidden {
            let barBottom = _transitionView.convert(navigationBar.frame, from: view).maxY
            insets.top = max(0, barBottom - frame.minY)
        }
        if !_isToolbarHidden {
            let barTop = _transitionView.convert(toolbar.frame, from: view).minY
            insets.bottom = max(0, frame.maxY - barTop)
        }
        vc._setContainerOverlayInsets(insets)
    }
}
