import Foundation

// The navigation bar and the toolbar: where they sit (the bar under the status bar — at the top
// of the view's safe area — 44 pt tall; the toolbar above the bottom safe area), what they show
// (the stack's navigation items; the top controller's `toolbarItems`), and hiding them.
extension UINavigationController {

    func _makeNavigationBar() -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: NavigationConstants.barHeight))
        bar.delegate = self
        bar._backButtonAction = { [weak self, weak bar] in
            guard let self, let bar, let item = bar.topItem else { return }
            if self.navigationBar(bar, shouldPop: item) { self.popViewController(animated: true) }
        }
        return bar
    }

    func _makeToolbar() -> UIToolbar {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: NavigationConstants.barHeight))
        bar.isHidden = true
        return bar
    }

    /// The bar's frame when shown: under the top safe-area inset the navigation controller's
    /// view has from outside (the status bar), full width.
    func _navigationBarFrame(hidden: Bool) -> CGRect {
        let bounds = view.bounds
        let top = _outerSafeAreaInsets.top
        let height = NavigationConstants.barHeight
        return CGRect(x: 0, y: hidden ? -height : top, width: bounds.width, height: height)
    }

    func _toolbarFrame(hidden: Bool) -> CGRect {
        let bounds = view.bounds
        let bottom = _outerSafeAreaInsets.bottom
        let height = NavigationConstants.barHeight
        return CGRect(x: 0, y: hidden ? bounds.maxY : bounds.maxY - bottom - height, width: bounds.width, height: height)
    }

    /// The safe area the navigation controller's view gets from outside (the window, a tab bar),
    /// without its own bars.
    var _outerSafeAreaInsets: UIEdgeInsets { view.safeAreaInsets }

    func _layoutBars() {
        guard isViewLoaded else { return }
        if !_isNavigationBarHidden || navigationBar.superview != nil {
            let frame = _navigationBarFrame(hidden: _isNavigationBarHidden)
            if navigationBar.frame != frame { navigationBar.frame = frame }
        }
        if !_isToolbarHidden {
            if toolbar.superview == nil { view.addSubview(toolbar) }
            let frame = _toolbarFrame(hidden: false)
            if toolbar.frame != frame { toolbar.frame = frame }
        }
    }

    /// The bar shows the items of the stack as it is now; the toolbar the top's items.
    func _syncBarItems(animated: Bool) {
        let items = _viewControllers.map(\.navigationItem)
        let current = navigationBar.items ?? []
        if current.count != items.count || zip(current, items).contains(where: { $0 !== $1 }) {
            navigationBar.setItems(items, animated: animated)
        }
        if !_isToolbarHidden || toolbar.superview != nil {
            toolbar.setItems(topViewController?.toolbarItems, animated: animated)
        }
    }

    func _toolbarItemsDidChange(of vc: UIViewController, animated: Bool) {
        guard vc === topViewController, isViewLoaded else { return }
        toolbar.setItems(vc.toolbarItems, animated: animated)
    }

    func _setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isNavigationBarHidden else { return }
        _isNavigationBarHidden = hidden
        guard isViewLoaded else { return }
        let bar = navigationBar
        let duration = animated ? TimeInterval(NavigationConstants.hideShowBarDuration) : 0
        if !hidden {
            bar.isHidden = false
            if !animated { bar.frame = _navigationBarFrame(hidden: false) }
        }
        let apply = {
            bar.frame = self._navigationBarFrame(hidden: hidden)
            self._layoutShownView()
            self.view.layoutIfNeeded()
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: apply) { _ in
                if self._isNavigationBarHidden { bar.isHidden = true }
            }
        } else {
            apply()
            bar.isHidden = hidden
        }
        UIViewController._refreshStatusBar(in: view.window)
    }

    func _setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isToolbarHidden else { return }
        _isToolbarHidden = hidden
        guard isViewLoaded else { return }
        let bar = toolbar!
        if bar.superview == nil { view.addSubview(bar) }
        bar.setItems(topViewController?.toolbarItems, animated: false)
        if !hidden {
            bar.isHidden = false
            if animated { bar.frame = _toolbarFrame(hidden: true) }
        }
        let apply = {
            bar.frame = self._toolbarFrame(hidden: hidden)
            self._layoutShownView()
        }
        if animated {
            UIView.animate(withDuration: TimeInterval(NavigationConstants.hideShowBarDuration), delay: 0,
                           options: [.curveEaseInOut], animations: apply) { _ in
                if self._isToolbarHidden { bar.isHidden = true }
            }
        } else {
            apply()
            bar.isHidden = hidden
        }
    }
}
