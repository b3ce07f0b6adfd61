import Foundation

// How the bar resolves what it looks like: which appearance applies, the legacy properties
// turned into one, and the background view's place.
extension UINavigationBar {
    /// Whether the bar is dark (`.black` or `.blackTranslucent`).
    var _isDark: Bool { barStyle != .default }

    /// Something that changes the bar's look changed: lay the background out again and make the
    /// content again (its colours and title attributes).
    func _appearanceDidChange() {
        guard !_appearanceState.isProxy else { return }
        _setNeedsContentUpdate()
    }

    /// The appearance the bar shows now: at the scroll edge, the top item's or the bar's
    /// `scrollEdgeAppearance`, else the standard look with a transparent background (iOS 15+);
    /// otherwise the top item's `standardAppearance`, the bar's, or one made of the legacy
    /// properties. Read at every layout, so an appearance changed in place shows at the next one.
    func _resolvedAppearance() -> UINavigationBarAppearance {
        let top = topItem
        let standard = top?._standardAppearance ?? _standardAppearance ?? _legacyAppearance()
        guard _isAtScrollEdge else { return standard }
        if let edge = top?._scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The legacy properties as an appearance, as iOS 13+ translates them: a background image
    /// replaces the background (and only then `shadowImage` replaces the hairline); else a
    /// translucent bar shows the material under `barTintColor`, an opaque one `barTintColor` or
    /// the opaque colour of its style.
    func _legacyAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        if let image = backgroundImage(for: barPosition, barMetrics: .default) ?? backgroundImage(for: .any, barMetrics: .default) {
            appearance.configureWithTransparentBackground()
            if !isTranslucent { appearance.backgroundColor = barTintColor ?? _opaqueColor }
            appearance.backgroundImage = image
            appearance.shadowColor = _defaultShadowColor
            appearance.shadowImage = shadowImage
        } else if isTranslucent {
            appearance.configureWithDefaultBackground()
            appearance.backgroundColor = barTintColor
            appearance.shadowColor = _defaultShadowColor
        } else {
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = barTintColor ?? _opaqueColor
            appearance.shadowColor = _defaultShadowColor
        }
        appearance.titleTextAttributes = titleTextAttributes ?? [:]
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            appearance.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        }
        return appearance
    }

    private var _opaqueColor: UIColor { _isDark ? BarConstants.opaqueDarkBackground : BarConstants.opaqueLightBackground }
    private var _defaultShadowColor: UIColor { _isDark ? BarConstants.darkShadowColor : BarConstants.defaultShadowColor }

    /// The title's attributes: 17-pt semibold in black (white on dark bars), under `look`'s.
    func _titleAttributes(_ look: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: BarConstants.titleFontSize, weight: .semibold),
            .foregroundColor: _isDark ? UIColor.white : UIColor.label,
        ]
        for (key, value) in look.titleTextAttributes { attributes[key] = value }
        return attributes
    }

    /// What the background view draws for `look`.
    func _backgroundLook(_ look: UIBarAppearance) -> _UIBarBackground.Look {
        var fills: [UIColor] = []
        if look._hasMaterial { fills.append(_isDark ? BarConstants.defaultDarkBackground : BarConstants.defaultLightBackground) }
        if let color = look.backgroundColor { fills.append(color) }
        return _UIBarBackground.Look(fills: fills, image: look.backgroundImage, imageContentMode: look.backgroundImageContentMode,
                                     shadowColor: look.shadowColor, shadowImage: look.shadowImage)
    }

    /// Places and styles the background: the bar's bounds, reaching up to the top of the window
    /// when the bar is `.topAttached`.
    func _layoutBackground() {
        _background.apply(_backgroundLook(_resolvedAppearance()))
        var frame = bounds
        if barPosition == .topAttached, let window {
            let top = convert(CGPoint.zero, to: window).y
            if top > 0 {
                frame.origin.y -= top
                frame.size.height += top
            }
        }
        _background.frame = frame
        _background.hairlineEdge = .bottom
        sendSubviewToBack(_background)
    }
}
