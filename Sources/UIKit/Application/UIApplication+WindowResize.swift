import Foundation

extension UIApplication {
    /// The screen becomes `size` points (the desktop window was resized; `UITestHost.resize(to:)`),
    /// and the windows that filled it follow, in UIKit's order:
    /// 1. for each such window whose size classes change, its root view controller and the
    ///    controllers presented over it get `willTransition(to:with:)` with the new traits;
    /// 2. they get `viewWillTransition(to:with:)` with the new size (the default forwards both
    ///    to children);
    /// 3. the screen's bounds change (the screen is told if its traits changed), then each
    ///    window's frame (its root view follows by its autoresizing mask) and its traits — the
    ///    window and its tree get `traitCollectionDidChange(_:)` where they changed;
    /// 4. the coordinator's alongside animations run, then the windows' layout, then its
    ///    completion blocks.
    /// A size that is not positive and finite, or the current one, does nothing.
    package func _resizeScreen(to size: CGSize) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let screen = _screen
        let old = screen.bounds
        guard size != old.size else { return }
        let filling = windows.filter { $0.frame == old }
        var coordinators: [(UIWindow, _UIWindowSizeTransitionCoordinator)] = []
        for window in filling { coordinators.append((window, _UIWindowSizeTransitionCoordinator(window: window))) }
        for (window, coordinator) in coordinators {
            let current = window.traitCollection
            let next = screen._traits(for: size)
            guard next.horizontalSizeClass != current.horizontalSizeClass
                    || next.verticalSizeClass != current.verticalSizeClass else { continue }
            for controller in window._sizeTransitionControllers() {
                controller.willTransition(to: next, with: coordinator)
            }
        }
        for (window, coordinator) in coordinators {
            for controller in window._sizeTransitionControllers() {
                controller.viewWillTransition(to: size, with: coordinator)
            }
        }
        screen._setSize(size)
        for window in filling {
            window.frame = CGRect(origin: .zero, size: size)
            window._updateTraitCollection()
        }
        for (window, coordinator) in coordinators {
            coordinator.runAnimations()
            window.layoutIfNeeded()
        }
        for (_, coordinator) in coordinators { coordinator.complete() }
    }
}
