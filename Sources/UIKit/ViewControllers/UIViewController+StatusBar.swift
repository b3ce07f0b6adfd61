import Foundation

// Which controller decides the status bar: the window's root controller, or the topmost
// presented controller that covers the screen (or captures the status bar with
// `modalPresentationCapturesStatusBarAppearance`); from there `childForStatusBarHidden` /
// `childForStatusBarStyle` are followed down. The window draws the answer
// (`UIWindow._updateStatusBar`).
extension UIViewController {

    func _updateStatusBarAppearance() {
        UIViewController._refreshStatusBar(in: _loadedView?.window)
    }

    /// Asks `window`'s deciding controller again and updates the window's status bar; animated
    /// when called inside an animation block.
    static func _refreshStatusBar(in window: UIWindow?) {
        guard let window, window._application._statusBarFollowsViewControllers,
              let decider = window._statusBarDecidingController() else { return }
        var hiding = decider
        while let child = hiding.childForStatusBarHidden, child !== hiding { hiding = child }
        var styling = decider
        while let child = styling.childForStatusBarStyle, child !== styling { styling = child }
        window._updateStatusBar(hidden: hiding.prefersStatusBarHidden, style: styling.preferredStatusBarStyle,
                                animation: hiding.preferredStatusBarUpdateAnimation,
                                animated: UIView.inheritedAnimationDuration > 0)
    }
}

extension UIWindow {
    /// The controller whose preferences the status bar follows.
    func _statusBarDecidingController() -> UIViewController? {
        guard var decider = rootViewController else { return nil }
        var current = decider
        while let presented = current._presented {
            let style = presented._presentationController?._style ?? .fullScreen
            let covers = style == .fullScreen || style == .overFullScreen
            if covers || presented.modalPresentationCapturesStatusBarAppearance { decider = presented }
            current = presented
        }
        return decider
    }

    /// The root controller changed or a presentation ended: the status bar follows.
    func _statusBarAppearanceMayHaveChanged() {
        UIViewController._refreshStatusBar(in: self)
    }
}
