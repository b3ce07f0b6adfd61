import Foundation

// The appearance callbacks.
//
// Two things drive them:
// 1. The view entering or leaving a visible window (`_viewWillMove(toWindow:)` below, called by
//    the view hierarchy for every controller whose root view moves): `viewWillAppear` /
//    `viewWillDisappear` at once, then in the next frame's layout pass `viewIsAppearing`, the
//    layout, and `viewDidAppear` / `viewDidDisappear`. A window's root controller, a child added
//    to a visible custom container and a window shown or hidden all go this way.
// 2. Container transitions (push, pop, present, dismiss, tab switch, `transition(from:to:)`),
//    which raise `_managedAppearanceDepth` on the controllers they move so (1) leaves them alone,
//    and call begin/end themselves in UIKit's orders (`_UIViewControllerTransition`).
//
// Either way a controller's begin/end reaches the children whose views are inside its view,
// parent first, while `shouldAutomaticallyForwardAppearanceMethods` is true. (UIKit documents no
// parent/child order; see DEVIATIONS.)
extension UIViewController {

    /// `beginAppearanceTransition` without the warning when nothing changes (forwarding and
    /// containers use it).
    func _beginAppearance(_ appearing: Bool, animated: Bool, warnsWhenUnbalanced: Bool) {
        switch (_appearanceState, appearing) {
        case (.disappeared, true), (.disappearing, true):
            _appearanceAnimated = animated
            _appearanceState = .appearing
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            _appearanceAnimated = animated
            _appearanceState = .disappearing
            viewWillDisappear(animated)
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            if warnsWhenUnbalanced { _logUnbalancedAppearance() }
            return
        }
        if appearing { _prepareChildrenForAppearance() }
        for child in _appearanceForwardingTargets() {
            child._beginAppearance(appearing, animated: animated, warnsWhenUnbalanced: false)
        }
    }

    /// `endAppearanceTransition` without the warning (forwarding and containers use it).
    func _endAppearance(warnsWhenUnbalanced: Bool) {
        switch _appearanceState {
        case .appearing:
            _appearanceState = .appeared
            viewDidAppear(_appearanceAnimated)
        case .disappearing:
            _appearanceState = .disappeared
            viewDidDisappear(_appearanceAnimated)
        case .appeared, .disappeared:
            if warnsWhenUnbalanced { _logUnbalancedAppearance() }
            return
        }
        for child in _appearanceForwardingTargets(includingDetached: true) {
            child._endAppearance(warnsWhenUnbalanced: false)
        }
    }

    /// Brings the appearance state to `target` with the fewest balanced calls (a `will` and, for
    /// a settled target, its `did`).
    func _driveAppearance(to target: _AppearanceState, animated: Bool) {
        let appearing = target == .appearing || target == .appeared
        switch (_appearanceState, appearing) {
        case (.disappeared, true), (.disappearing, true), (.appeared, false), (.appearing, false):
            _beginAppearance(appearing, animated: animated, warnsWhenUnbalanced: false)
        default:
            break
        }
        if target == .appeared || target == .disappeared { _endAppearance(warnsWhenUnbalanced: false) }
    }

    /// `viewIsAppearing`, then the same for the children appearing with this controller.
    func _viewIsAppearing() {
        guard _appearanceState == .appearing else { return }
        viewIsAppearing(_appearanceAnimated)
        for child in _appearanceForwardingTargets() where child._appearanceState == .appearing {
            child._viewIsAppearing()
        }
    }

    /// The children that hear this controller's appearance callbacks: those whose views are in
    /// this controller's view (or, for the end of a transition, any child still between a
    /// `will` and its `did`), unless a transition of their own drives them.
    private func _appearanceForwardingTargets(includingDetached: Bool = false) -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, !_children.isEmpty, let view = _loadedView else { return [] }
        return _children.filter { child in
            guard child._managedAppearanceDepth == 0 else { return false }
            if includingDetached, child._appearanceState == .appearing || child._appearanceState == .disappearing { return true }
            guard let childView = child._loadedView else { return false }
            return childView.isDescendant(of: view)
        }
    }

    private func _logUnbalancedAppearance() {
        _UIKitLog.warning("Unbalanced calls to begin/end appearance transitions for <\(type(of: self))>.")
    }

    // MARK: Driven by the view's window

    /// Whether this controller's appearance follows its view in and out of windows: not while a
    /// container transition drives it, and not when its parent gets the callbacks first and
    /// forwards them (the parent's view moves with it) or forwards them by hand.
    func _followsViewIntoWindow(movingSubtree root: UIView) -> Bool {
        guard _managedAppearanceDepth == 0 else { return false }
        guard let parent = _parent else { return true }
        guard parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
        guard let parentView = parent._loadedView else { return true }
        return !(parentView === root || parentView.isDescendant(of: root))
    }

    /// The view is about to move between `oldWindow` and `newWindow`: a visible window left
    /// starts a disappearance, a visible window entered an appearance; each ends in the next
    /// layout pass.
    func _viewWillMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        guard wasVisible != willBeVisible else { return }
        let application = (newWindow ?? oldWindow)!._application
        _beginWindowDrivenAppearance(willBeVisible, in: application)
    }

    /// Begins an appearance transition that ends in `application`'s next layout pass. One pending
    /// end per controller: a transition reversed before the frame ends replaces the first, so the
    /// controller gets one `did` (and `viewIsAppearing` only if it appears).
    func _beginWindowDrivenAppearance(_ appearing: Bool, in application: UIApplication) {
        _beginAppearance(appearing, animated: false, warnsWhenUnbalanced: false)
        application._pendingAppearances.removeAll { $0.controller === self }
        application._pendingAppearances.append((self, appearing))
        if appearing { _loadedView?.setNeedsLayout() }
    }
}

extension UIView {
    /// The controllers whose appearance follows this subtree into or out of a window: each root
    /// view of a controller in the subtree whose parent does not forward to it from inside the
    /// subtree. Parents first.
    func _controllersFollowingSubtree() -> [UIViewController] {
        var result: [UIViewController] = []
        _forEachInSubtree { view in
            if let vc = view._viewController, vc._followsViewIntoWindow(movingSubtree: self) { result.append(vc) }
        }
        return result
    }
}
