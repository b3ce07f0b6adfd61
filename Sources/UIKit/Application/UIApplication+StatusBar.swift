import Foundation

// The application-wide status bar API that iOS deprecated for view controllers' preferences
// (`prefersStatusBarHidden`, `preferredStatusBarStyle`) but that classic code still calls. On iOS
// these setters work only with `UIViewControllerBasedStatusBarAppearance` = NO in Info.plist; here
// they set the key window's status bar directly (`UIWindow._updateStatusBar`) and, as that is what
// such an app's Info.plist says, stop view controllers' preferences from deciding it
// (`UIApplication._statusBarFollowsViewControllers`). What they set
// is also kept as the starting state of windows made later and as the answer while no window is key.
extension UIApplication {
    /// The style of the key window's status bar. Setting it is
    /// `setStatusBarStyle(_:animated: false)`. Default `.default`.
    public var statusBarStyle: UIStatusBarStyle {
        get { _keyWindow?._statusBarStyle ?? _statusBarStyleDefault }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    /// Sets the style of the key window's status bar; with `animated`, it cross-fades to the new
    /// colours over 0.35 s.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        _statusBarFollowsViewControllers = false
        _statusBarStyleDefault = statusBarStyle
        guard let window = _keyWindow else { return }
        window._updateStatusBar(hidden: window._statusBarHidden, style: statusBarStyle, animation: .none, animated: animated)
    }

    /// Hides or shows the key window's status bar: at once (`.none`), fading (`.fade`) or sliding
    /// off the top of the screen (`.slide`) over 0.35 s. The safe area follows at once and the
    /// views whose insets change are laid out, within the animation when there is one.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        _setStatusBarHidden(hidden, animation: animation)
    }

    /// The status bar's rectangle in screen coordinates: the top of the screen, the status bar's
    /// height tall; `.zero` while it is hidden (or the screen has none), as Apple documents.
    public var statusBarFrame: CGRect {
        if let window = _keyWindow { return window._statusBarFrame }
        guard !_statusBarHiddenDefault, _screen._statusBarHeight > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: _screen.bounds.width, height: _screen._statusBarHeight)
    }

    /// `isStatusBarHidden`'s setter and `setStatusBarHidden(_:with:)`.
    func _setStatusBarHidden(_ hidden: Bool, animation: UIStatusBarAnimation) {
        _statusBarFollowsViewControllers = false
        _statusBarHiddenDefault = hidden
        guard let window = _keyWindow else { return }
        window._updateStatusBar(hidden: hidden, style: window._statusBarStyle, animation: animation,
                                animated: animation != .none)
    }
}
