import Foundation

// The safe area of a controller's view: what its superview's safe area covers of it, raised to
// the bars its container puts over it (`_containerOverlayInsets`: 64 pt at the top under the
// status bar and a navigation bar, 49 pt at the bottom over a tab bar), plus
// `additionalSafeAreaInsets`. Views below it inherit it through their superviews
// (`UIView._computedSafeAreaInsets`). When it changes, the controller hears
// `viewSafeAreaInsetsDidChange` (and the view `safeAreaInsetsDidChange`) in the layout pass, and
// the view's subtree is laid out again, so scroll views pick up their new `adjustedContentInset`.
// While a push slides the covered controller's view a third of the width to the left, that view
// keeps the safe area it had when the push began (DEVIATIONS 216): measured from its moving frame,
// its left inset would grow to 112.5 pt and its content reflow for the whole push.
extension UIViewController {

    /// Sets the insets a container's bars put over this controller's view.
    func _setContainerOverlayInsets(_ insets: UIEdgeInsets) {
        guard insets != _containerOverlayInsets else { return }
        _containerOverlayInsets = insets
        _safeAreaMayHaveChanged()
    }

    /// Something the safe area depends on changed: the view lays out again, and the layout
    /// checks the insets.
    func _safeAreaMayHaveChanged() {
        _loadedView?.setNeedsLayout()
    }

    /// Called for the root view before its `layoutSubviews`: tells the view and the controller
    /// when the safe area changed since the last layout, and lays out the subtree again.
    func _checkSafeAreaInsets() {
        guard let view = _loadedView else { return }
        let insets = view.safeAreaInsets
        guard insets != _lastNotifiedSafeAreaInsets else { return }
        let first = _lastNotifiedSafeAreaInsets == nil
        _lastNotifiedSafeAreaInsets = insets
        if first && insets == .zero { return }
        view._markLayoutMarginsStale()
        for subview in view.subviews {
            subview._forEachInSubtree {
                $0._markLayoutMarginsStale()
                $0._safeAreaLayoutGuideStorage?._ownerGeometryDidChange()
                $0._keyboardLayoutGuideStorage?._ownerGeometryDidChange()
                $0.setNeedsLayout()
            }
        }
        view._systemGuideInsetsDidChange()
        view.safeAreaInsetsDidChange()
        viewSafeAreaInsetsDidChange()
    }
}

extension UIView {
    /// The safe area: the window's (status bar and screen edges); for any other view, the part of
    /// the nearest safe-area-defining ancestor's safe area that covers it — the window, or a view
    /// controller's root view, whose safe area adds its controller's container bars (raised to
    /// them) and `additionalSafeAreaInsets` (added). The walk up is a loop, and the recursion
    /// goes only through controllers' root views, so trees of any depth work.
    var _computedSafeAreaInsets: UIEdgeInsets {
        guard let window = _window else { return .zero }
        if self === window { return window._windowSafeAreaInsets }
        let mine = convert(bounds, to: window)
        if _viewController != nil { return _controllerSafeAreaInsets(in: window, rect: mine) }
        return UIView._insets(of: _nearestSafeAreaDefiner(in: window)._safeRect(in: window), in: mine)
    }

    /// The window or the nearest ancestor that is a view controller's root view.
    private func _nearestSafeAreaDefiner(in window: UIWindow) -> UIView {
        var ancestor = _superview
        while let a = ancestor, a !== window, a._viewController == nil { ancestor = a._superview }
        return ancestor ?? window
    }

    /// The safe rect of a safe-area definer (the window or a controller's root view), in window
    /// coordinates.
    private func _safeRect(in window: UIWindow) -> CGRect {
        if self === window { return window.bounds.inset(by: window._windowSafeAreaInsets) }
        let mine = convert(bounds, to: window)
        let insets = _controllerSafeAreaInsets(in: window, rect: mine)
        return CGRect(x: mine.minX + insets.left, y: mine.minY + insets.top,
                      width: max(0, mine.width - insets.left - insets.right),
                      height: max(0, mine.height - insets.top - insets.bottom))
    }

    /// A controller's root view: what the definer above covers of it, raised to the container's
    /// bars, plus `additionalSafeAreaInsets` — or, while a push slides it aside, the insets it had
    /// when the push began (`_frozenSafeAreaInsets`).
    private func _controllerSafeAreaInsets(in window: UIWindow, rect mine: CGRect) -> UIEdgeInsets {
        if let frozen = _viewController?._frozenSafeAreaInsets { return frozen }
        var insets = UIView._insets(of: _nearestSafeAreaDefiner(in: window)._safeRect(in: window), in: mine)
        if let vc = _viewController {
            let overlay = vc._containerOverlayInsets
            let extra = vc.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: max(insets.top, overlay.top) + extra.top,
                                  left: max(insets.left, overlay.left) + extra.left,
                                  bottom: max(insets.bottom, overlay.bottom) + extra.bottom,
                                  right: max(insets.right, overlay.right) + extra.right)
        }
        return insets
    }

    /// How far `safe`'s edges lie inside `mine` (both in window coordinates), clamped to `mine`.
    private static func _insets(of safe: CGRect, in mine: CGRect) -> UIEdgeInsets {
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { max(0, min(v, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - mine.minY, mine.height),
                            left: clamp(safe.minX - mine.minX, mine.width),
                            bottom: clamp(mine.maxY - safe.maxY, mine.height),
                            right: clamp(mine.maxX - safe.maxX, mine.width))
    }
}
