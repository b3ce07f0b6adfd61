import Foundation

// Tabs and their selection.
extension UITabBarController {

    func _makeTabBar() -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: TabBarControllerConstants.tabBarHeight))
        bar.delegate = self
        bar._shouldSelectItem = { [weak self] item in
            guard let self, let index = self.tabBar.items?.firstIndex(where: { $0 === item }),
                  let vc = self._viewControllers?[index] else { return true }
            return self.delegate?.tabBarController(self, shouldSelect: vc) ?? true
        }
        return bar
    }

    func _setTabs(_ newTabs: [UIViewController]?, animated: Bool) {
        let old = _viewControllers ?? []
        let new = newTabs ?? []
        let previouslySelected = selectedViewController
        let previousIndex = _selectedIndex
        for vc in old where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc === _shownTab { _hideShownTab() }
            vc.removeFromParent()
        }
        for vc in new where !old.contains(where: { $0 === vc }) {
            addChild(vc)
        }
        _viewControllers = newTabs
        customizableViewControllers = newTabs
        _tabBarItemsDidChange(animated: animated)
        var index = NSNotFound
        if !new.isEmpty {
            if let previouslySelected, let i = new.firstIndex(where: { $0 === previouslySelected }) {
                index = i
            } else if previousIndex != NSNotFound, previousIndex < new.count {
                index = previousIndex
            } else {
                index = 0
            }
        }
        _selectedIndex = NSNotFound
        if index != NSNotFound { _select(index: index, byUser: false) } else { _hideShownTab() }
        for vc in new where !old.contains(where: { $0 === vc }) {
            vc.didMove(toParent: self)
        }
    }

    /// The tab bar's items follow the controllers' `tabBarItem`s.
    func _tabBarItemsDidChange(animated: Bool = false) {
        let items = (_viewControllers ?? []).map { $0.tabBarItem! }
        tabBar.setItems(items, animated: animated)
        if _selectedIndex != NSNotFound, items.indices.contains(_selectedIndex) {
            tabBar.selectedItem = items[_selectedIndex]
        }
    }

    func _userDidTap(index: Int) {
        guard let vcs = _viewControllers, vcs.indices.contains(index) else { return }
        let vc = vcs[index]
        if index == _selectedIndex {
            // Tapping the selected tab shows its root.
            if let navigation = vc as? UINavigationController { navigation.popToRootViewController(animated: true) }
        } else {
            _select(index: index, byUser: true)
        }
        delegate?.tabBarController(self, didSelect: vc)
    }

    func _select(index: Int, byUser: Bool) {
        guard let vcs = _viewControllers, vcs.indices.contains(index) else { return }
        guard index != _selectedIndex else { return }
        _selectedIndex = index
        let new = vcs[index]
        if let items = tabBar.items, items.indices.contains(index), tabBar.selectedItem !== items[index] {
            tabBar.selectedItem = items[index]
        }
        guard isViewLoaded else { return }
        let old = _shownTab
        _shownTab = new
        _bottomBarVisibilityMayHaveChanged()
        guard let window = view.window, !window.isHidden, let old, old.viewIfLoaded?.superview === _transitionView else {
            // Off screen: swap the views without callbacks.
            if let oldView = old?.viewIfLoaded, oldView.superview === _transitionView { oldView.removeFromSuperview() }
            _installSelectedViewIfNeeded()
            return
        }
        // UIKit switches at once unless the delegate supplies an animator (iOS 7).
        var animator: any UIViewControllerAnimatedTransitioning = _UIImmediateAnimator()
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if let delegate, let custom = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            animator = custom
            interaction = delegate.tabBarController(self, interactionControllerFor: custom)
        }
        let transition = _UIViewControllerTransition(operation: .tabSwitch, from: old, to: new, container: _transitionView,
                                                     animated: !(animator is _UIImmediateAnimator), animator: animator,
                                                     interactionController: interaction, owner: self)
        let frame = _transitionView.bounds
        transition.initialFrameOfToView = frame
        transition.finalFrameOfToView = frame
        let previousIndex = (_viewControllers ?? []).firstIndex { $0 === old } ?? NSNotFound
        transition.addCancellationHook { [weak self] in
            // A cancelled switch: the previous tab is selected again.
            guard let self else { return }
            self._selectedIndex = previousIndex
            self._shownTab = old
            if let items = self.tabBar.items, items.indices.contains(previousIndex) { self.tabBar.selectedItem = items[previousIndex] }
            self._bottomBarVisibilityMayHaveChanged()
        }
        transition.addCompletion { [weak self] _ in
            if let newView = new.viewIfLoaded, newView.superview === self?._transitionView {
                newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            UIViewController._refreshStatusBar(in: self?.viewIfLoaded?.window)
        }
        transition.begin()
        _applyTabOverlayInsets(to: new)
        window._application._pendingTransitionStarts.append(transition)
        window.setNeedsLayout()
    }

    private func _hideShownTab() {
        if let view = _shownTab?.viewIfLoaded, view.superview === _transitionView { view.removeFromSuperview() }
        _shownTab = nil
    }

    /// The selected tab's view goes into the transition view before the tab bar controller's
    /// appearance reaches it (loading it on first selection).
    func _installSelectedViewIfNeeded() {
        guard isViewLoaded, let selected = selectedViewController else { return }
        _shownTab = selected
        let selectedView: UIView = selected.view
        if selectedView.superview !== _transitionView {
            selectedView.frame = _transitionView.bounds
            selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _transitionView.addSubview(selectedView)
        }
        _applyTabOverlayInsets(to: selected)
    }

    /// The tab bar: full width at the bottom, 49 pt plus the bottom safe area it extends under.
    func _layoutTabBar() {
        let bounds = view.bounds
        let bottom = view.safeAreaInsets.bottom
        let height = TabBarControllerConstants.tabBarHeight + bottom
        let frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
        if tabBar.frame != frame { tabBar.frame = frame }
    }

    func _layoutSelectedView() {
        guard let shown = _shownTab, let shownView = shown.viewIfLoaded, shownView.superview === _transitionView else { return }
        if shownView.frame != _transitionView.bounds { shownView.frame = _transitionView.bounds }
        _applyTabOverlayInsets(to: shown)
    }

    /// The tab bar over a tab's view becomes its bottom overlay inset.
    func _applyTabOverlayInsets(to vc: UIViewController) {
        guard isViewLoaded, !tabBar.isHidden else {
            vc._setContainerOverlayInsets(.zero)
            return
        }
        let barTop = _transitionView.convert(tabBar.frame, from: view).minY
        vc._setContainerOverlayInsets(UIEdgeInsets(top: 0, left: 0, bottom: max(0, _transitionView.bounds.maxY - barTop), right: 0))
    }

    /// A navigation controller in the selected tab pushed or popped: the tab bar hides while a
    /// controller pushed there has `hidesBottomBarWhenPushed`, and shows again when it is popped.
    /// The change is immediate at the start of the push or pop (docs/DEVIATIONS.md).
    func _bottomBarVisibilityMayHaveChanged() {
        guard isViewLoaded else { return }
        let hidden = (selectedViewController as? UINavigationController)?._wantsBottomBarHidden ?? false
        guard tabBar.isHidden != hidden else { return }
        tabBar.isHidden = hidden
        if let shown = _shownTab { _applyTabOverlayInsets(to: shown) }
    }
}
