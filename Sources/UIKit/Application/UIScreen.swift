import Foundation

/// The display: its size in points and its scale (pixels per point).
///
/// `UIScreen.main` is the screen of the running app: the SDL window's in an app, the
/// `UITestScreen`'s under `UITestHost`.
@MainActor
open class UIScreen {
    /// The screen of the running app.
    public static var main: UIScreen { _UIRuntime.current.screen }

    /// The screen of the runtime that serves code running without a host: 375 × 667 points at
    /// scale 2 with a 20-point status bar, like `UITestScreen.phone`.
    static func _defaultScreen() -> UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2, statusBarHeight: 20, safeAreaInsets: .zero)
    }

    /// The screen's rectangle in points, origin (0, 0).
    open internal(set) var bounds: CGRect

    /// Pixels per point.
    open private(set) var scale: CGFloat

    /// The pixels per point of the physical display: in a window, the display's own (1 on most
    /// X11 desktops, 2 on a HiDPI one), into which frames rendered at `scale` are scaled, as an
    /// iPhone Plus scales its @3x frames to its 2.608 pixels per point; headless, `scale`.
    open var nativeScale: CGFloat { _nativeScale ?? scale }

    /// The display's pixels per point, set by the window host.
    var _nativeScale: CGFloat?

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Height of the status bar in points (20 on a classic phone), which becomes the top safe-area
    /// inset of windows while the status bar shows.
    var _statusBarHeight: CGFloat

    /// Unsafe edges of the display itself (a notch, a home indicator).
    var _safeAreaInsets: UIEdgeInsets

    /// The kind of device the screen belongs to (the device profile's; phone by default).
    var _userInterfaceIdiom: UIUserInterfaceIdiom

    /// The screen's traits as last computed (nil before the first ask); see `UIScreen+Traits.swift`.
    var _traitCollectionCache: UITraitCollection?

    /// Trait change handlers registered with `registerForTraitChanges`.
    public var _traitChangeRegistrations: [_UITraitChangeRegistration] = []

    package init(bounds: CGRect, scale: CGFloat, statusBarHeight: CGFloat, safeAreaInsets: UIEdgeInsets,
                 userInterfaceIdiom: UIUserInterfaceIdiom = .phone) {
        _rockhopperPrecondition(scale > 0, "UIScreen scale must be positive (got \(scale))")
        self.bounds = bounds
        self.scale = scale
        self._statusBarHeight = statusBarHeight
        self._safeAreaInsets = safeAreaInsets
        self._userInterfaceIdiom = userInterfaceIdiom
    }

    /// The screen's traits: the size classes of its bounds (see `TraitConstants`), its idiom and
    /// scale, light appearance, the app's layout direction, the large text size.
    open var traitCollection: UITraitCollection { _traitCollection() }

    /// Called after the screen's traits changed (its size, on a window resize). Default does
    /// nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
