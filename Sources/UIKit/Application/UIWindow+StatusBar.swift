import Foundation

// The window's status bar: its state, its view and what follows from it (the safe area).
//
// On iOS the status bar belongs to the system, not to the app's view hierarchy: the app only says
// whether it shows and how it looks (view controllers' `prefersStatusBarHidden` and
// `preferredStatusBarStyle`, or the application-wide setters of old), and the window's top
// safe-area inset follows it. Here each window is the owner and the source of truth:
// `_statusBarHidden` and `_statusBarStyle` (UIWindow.swift) are what it draws and what
// `_windowSafeAreaInsets` reads; `_updateStatusBar(hidden:style:animation:animated:)` below is the
// one way to change them (the view controllers and `UIApplication`'s setters call it).
//
// What it draws is `_UIStatusBar` (StatusBar/_UIStatusBar.swift), a view that is no subview:
// `window.subviews` stays the app's, hit-testing (which walks subviews) never reaches it, and it
// is not in any responder chain. Its layer is the topmost sublayer of the window's layer, so the
// frame pipeline lays it out, draws it and composites it over the app's views like any layer of
// the window, in the window's runtime. It stays on top: `UIView+Hierarchy` puts the layers of
// subviews added or brought to the front below it, and every layout of the window raises it
// again should something else (a plain sublayer) have gone above it.
extension UIWindow {
    /// Shows or hides the window's status bar and sets its style; the entry point of the view
    /// controllers' status bar appearance and of `UIApplication`'s deprecated setters.
    ///
    /// - `hidden`: with `animated` and `animation` `.fade` the bar fades, with `.slide` it slides up
    ///   off the screen (or back down), over 0.35 s ease-in-out (`StatusBarConstants`); otherwise
    ///   it goes or comes at once. Inside an animation block the block's duration wins, as for any
    ///   nested animation. When the window's top safe-area inset changes with it, the views whose
    ///   `safeAreaInsets` changed are marked for layout (`_safeAreaInsetsDidChange(previous:)`);
    ///   when the change animates, the window is laid out inside the same animation, so the app's
    ///   views move with the bar, as UIKit lays out its root views inside the status bar animation.
    /// - `style`: the content's colour; with `animated`, a visible bar cross-fades to it over
    ///   0.35 s.
    func _updateStatusBar(hidden: Bool, style: UIStatusBarStyle, animation: UIStatusBarAnimation, animated: Bool) {
        let hiddenChanges = hidden != _statusBarHidden
        let styleChanges = style != _statusBarStyle
        guard hiddenChanges || styleChanges else { return }
        let insetsChange = hiddenChanges && _windowSafeAreaInsets(statusBarHidden: hidden) != _windowSafeAreaInsets
        let previousInsets = insetsChange ? _safeAreaInsetsOfSubtree() : []
        _statusBarHidden = hidden
        _statusBarStyle = style
        let hideShowAnimation: UIStatusBarAnimation = animated ? animation : .none
        if let bar = _statusBar {
            // A bar appearing or going away takes its new colours at once.
            if styleChanges { bar.setStyle(style, animated: animated && !hiddenChanges && !hidden) }
            if hiddenChanges {
                if hidden { bar.hide(with: hideShowAnimation) } else { bar.show(with: hideShowAnimation) }
            }
        }
        guard insetsChange else { return }
        if hideShowAnimation != .none && !isHidden {
            UIView.animate(withDuration: StatusBarConstants.hideShowDuration, delay: 0,
                           options: [StatusBarConstants.curve, .beginFromCurrentState]) {
                self._safeAreaInsetsDidChange(previous: previousInsets)
                self.layoutIfNeeded()
            }
        } else {
            _safeAreaInsetsDidChange(previous: previousInsets)
        }
    }

    /// The window's safe area changed (its status bar came or went): every view of the window
    /// (the window included) whose `safeAreaInsets` now differ from `previous` is marked for
    /// layout. The one place the window tells its views; `previous` holds each view of the
    /// subtree with its insets from before the change (`_safeAreaInsetsOfSubtree()`).
    func _safeAreaInsetsDidChange(previous: [(view: UIView, insets: UIEdgeInsets)]) {
        for (view, old) in previous where view.safeAreaInsets != old {
            view._markLayoutMarginsStale()
            view._safeAreaLayoutGuideStorage?._ownerGeometryDidChange()
            view._keyboardLayoutGuideStorage?._ownerGeometryDidChange()
            view.setNeedsLayout()
        }
    }

    /// The window and every view in it, parents first, each with its `safeAreaInsets` now.
    func _safeAreaInsetsOfSubtree() -> [(view: UIView, insets: UIEdgeInsets)] {
        var records: [(view: UIView, insets: UIEdgeInsets)] = []
        _forEachInSubtree { records.append(($0, $0.safeAreaInsets)) }
        return records
    }

    /// True when the window shows a status bar: not hidden, on a screen that has one.
    var _showsStatusBar: Bool {
        !_statusBarHidden && screen._statusBarHeight > 0
    }

    /// The status bar's rectangle in screen coordinates, `.zero` when the window shows none.
    var _statusBarFrame: CGRect {
        guard _showsStatusBar else { return .zero }
        let screen = self.screen
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen._statusBarHeight)
    }

    /// Makes the status bar view when the window first shows, if the screen has a status bar: in
    /// the window's current state, its layer on top of the window's sublayers.
    func _installStatusBarIfNeeded() {
        guard _statusBar == nil else { return }
        let height = screen._statusBarHeight
        guard height > 0 else { return }
        let bar = _UIStatusBar(frame: _statusBarRect(height: height))
        bar.setStyle(_statusBarStyle, animated: false)
        if _statusBarHidden { bar.hide(with: .none) }
        _statusBar = bar
        bar.layer._isScreenOverlay = true
        layer.addSublayer(bar.layer)
    }

    /// Places the status bar across the top of the window's bounds and keeps its layer the
    /// topmost sublayer; run with every layout of the window.
    func _layoutStatusBar() {
        guard let bar = _statusBar else { return }
        let rect = _statusBarRect(height: screen._statusBarHeight)
        if bar.bounds.size != rect.size || bar.center != CGPoint(x: rect.midX, y: rect.midY) {
            UIView.performWithoutAnimation {
                bar.bounds.size = rect.size
                bar.center = CGPoint(x: rect.midX, y: rect.midY)
            }
        }
        if layer._sublayers.last !== bar.layer { layer.addSublayer(bar.layer) }
    }

    /// The status bar's place in the window's coordinates: the top `height` points of the bounds.
    private func _statusBarRect(height: CGFloat) -> CGRect {
        let b = bounds
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: height)
    }

    /// The status bar's layer while it is the window layer's sublayer: what subviews' layers go
    /// below (`UIView+Hierarchy`).
    var _statusBarLayerOnTop: CALayer? {
        guard let bar = _statusBar, bar.layer.superlayer === layer else { return nil }
        return bar.layer
    }
}
