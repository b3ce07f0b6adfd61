import Foundation

// How a legacy (configuration-less) button looks while touched and disabled.
//
// - System style (`.system` and the glyph types): on touch-down the title and image drop at once
//   to alpha `ControlConstants.systemButtonHighlightedAlpha` (0.2); when the highlight ends they
//   fade back to 1 over `systemButtonFadeInDuration` (0.25 s) with a UIView animation on the
//   frame clock. A new touch-down during the fade drops them to 0.2 again at once. Disabled, the
//   title and template image are grey; selected, a tint-filled rounded rectangle lies behind a
//   white title.
// - `.custom`: `adjustsImageWhenHighlighted` darkens the image and background image while
//   highlighted, `adjustsImageWhenDisabled` lightens them while disabled (unless that state has
//   an image of its own); `showsTouchWhenHighlighted` shows a white glow at the centre while
//   highlighted.
extension UIButton {
    /// Whether a `.custom` button's image (and background image) is drawn darker while
    /// highlighted. Default true. Ignored with a configuration.
    public var adjustsImageWhenHighlighted: Bool {
        get { _flags.adjustsImageWhenHighlighted }
        set { _flags.adjustsImageWhenHighlighted = newValue; _updateContent() }
    }

    /// Whether a `.custom` button's image (and background image) is drawn lighter while
    /// disabled. Default true. Ignored with a configuration.
    public var adjustsImageWhenDisabled: Bool {
        get { _flags.adjustsImageWhenDisabled }
        set { _flags.adjustsImageWhenDisabled = newValue; _updateContent() }
    }

    /// Whether a white glow shows at the button's centre while it is highlighted. Default false.
    /// Ignored with a configuration.
    public var showsTouchWhenHighlighted: Bool {
        get { _flags.showsTouchWhenHighlighted }
        set { _flags.showsTouchWhenHighlighted = newValue; _updateContent() }
    }

    /// Whether the title's shadow offset flips (engraved ↔ embossed) while highlighted. Default
    /// false. Ignored with a configuration.
    public var reversesTitleShadowWhenHighlighted: Bool {
        get { _flags.reversesTitleShadowWhenHighlighted }
        set { _flags.reversesTitleShadowWhenHighlighted = newValue; _updateContent() }
    }

    /// Shows the highlight of the current state: the system fade and the touch glow.
    func _updateHighlight() {
        let highlighted = isHighlighted
        defer { _shownHighlight = highlighted }

        if _isSystemStyled {
            let views: [UIView] = [_titleView, _imageContentView].compactMap { $0 }
            if highlighted {
                // At once, stopping a fade back still running.
                for view in views {
                    for key in view.layer.animationKeys() ?? [] where key == "opacity" || key.hasPrefix("opacity-") {
                        view.layer.removeAnimation(forKey: key)
                    }
                }
                UIView.performWithoutAnimation {
                    for view in views { view.alpha = ControlConstants.systemButtonHighlightedAlpha }
                }
            } else if _shownHighlight {
                UIView.animate(withDuration: ControlConstants.systemButtonFadeInDuration, delay: 0,
                               options: [.allowUserInteraction, .beginFromCurrentState]) { [weak _titleView, weak _imageContentView] in
                    _titleView?.alpha = 1
                    _imageContentView?.alpha = 1
                }
            }
        }

        let glows = showsTouchWhenHighlighted && highlighted
        if glows && _glowView == nil {
            let glow = _UIButtonTouchGlow()
            _glowView = glow
            _insertContentView(glow, rank: .glow)
        }
        _glowView?.isHidden = !glows
    }
}

/// The four legacy appearance switches of a button. Not API.
struct _UIButtonFlags {
    var adjustsImageWhenHighlighted = true
    var adjustsImageWhenDisabled = true
    var showsTouchWhenHighlighted = false
    var reversesTitleShadowWhenHighlighted = false
    /// `automaticallyUpdatesConfiguration` false.
    var appliesConfigurationAsIs = false
}

/// The white glow `showsTouchWhenHighlighted` shows: a radial gradient from white at
/// `touchGlowAlpha` in the middle to clear at the edge, `touchGlowDiameter` across. Not API.
@MainActor
final class _UIButtonTouchGlow: UIView {
    init() {
        let d = ControlConstants.touchGlowDiameter
        super.init(frame: CGRect(x: 0, y: 0, width: d, height: d))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UIButtonTouchGlow.init(coder:) is not supported")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor(white: 1, alpha: ControlConstants.touchGlowAlpha).cgColor, UIColor(white: 1, alpha: 0).cgColor]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: bounds.width / 2, options: [])
    }
}
