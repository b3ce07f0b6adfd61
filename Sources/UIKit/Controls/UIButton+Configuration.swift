import Foundation

extension UIButton {
    /// A value describing a button's content and look (iOS 15's `UIButton.Configuration`,
    /// `UIButtonConfiguration.h`): a style made by one of the factories, content (title,
    /// subtitle, image), metrics (size, insets, paddings, placement) and colours.
    ///
    /// Colours are *bases*: nil lets the style choose for the button's state. `updated(for:)`
    /// fills in what was not customised for a button's state; a button draws that. The styles:
    ///
    /// | style | foreground | background |
    /// |---|---|---|
    /// | `plain()`, `borderless()` | the tint | none |
    /// | `gray()`, `bordered()` | the tint | `secondarySystemFill` |
    /// | `tinted()`, `borderedTinted()` | the tint | the tint at alpha 0.15 |
    /// | `filled()`, `borderedProminent()` | white | the tint |
    ///
    /// Disabled, the foreground is `tertiaryLabel` and a background `tertiarySystemFill`;
    /// highlighted, a background keeps 70% of its alpha and a style without one dims its
    /// foreground to alpha 0.2 (ControlConstants, DEVIATIONS 126).
    public struct Configuration: Equatable, Sendable {
        // MARK: Style

        enum _Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
            /// Whether the style draws a background.
            var hasBackground: Bool {
                switch self {
                case .plain, .borderless: return false
                default: return true
                }
            }
        }

        let _style: _Style

        init(_style: _Style) {
            self._style = _style
            var background = UIBackgroundConfiguration.clear()
            if _style.hasBackground { background.backgroundColor = nil }
            self.background = background
            _contentInsets = Configuration._defaultInsets(for: .medium)
        }

        /// A button with no background: the content in the tint.
        public static func plain() -> Configuration { Configuration(_style: .plain) }
        /// A button with a light tint background and the content in the tint.
        public static func tinted() -> Configuration { Configuration(_style: .tinted) }
        /// A button with a grey background and the content in the tint.
        public static func gray() -> Configuration { Configuration(_style: .gray) }
        /// A button filled with the tint and white content.
        public static func filled() -> Configuration { Configuration(_style: .filled) }
        /// A button with no background (the look of `plain()`).
        public static func borderless() -> Configuration { Configuration(_style: .borderless) }
        /// A button with a grey background (the look of `gray()`).
        public static func bordered() -> Configuration { Configuration(_style: .bordered) }
        /// A button with a tinted background (the look of `tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(_style: .borderedTinted) }
        /// A button filled with the tint (the look of `filled()`).
        public static func borderedProminent() -> Configuration { Configuration(_style: .borderedProminent) }

        // MARK: Background and metrics

        /// The background: colour, corner radius, stroke. Its colour nil (the default of styles
        /// with a background) takes `baseBackgroundColor` or the style's colour for the state.
        public var background: UIBackgroundConfiguration

        /// How `background.cornerRadius` is interpreted. Default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic

        /// The metrics (title font, default insets, corner radius). Setting it restores the
        /// size's default `contentInsets` unless they were customised. Default `.medium`.
        public var buttonSize: Size = .medium {
            didSet {
                if !_customInsets { _contentInsets = Configuration._defaultInsets(for: buttonSize) }
            }
        }

        /// The colour for the title, subtitle and image; nil lets the style choose.
        public var baseForegroundColor: UIColor?

        /// The colour for the background; nil lets the style choose.
        public var baseBackgroundColor: UIColor?

        // MARK: Content

        /// The image, placed by `imagePlacement`; drawn as a template in the foreground colour
        /// unless it is `.alwaysOriginal`.
        public var image: UIImage?

        /// The title.
        public var title: String?

        /// A second line of text under the title.
        public var subtitle: String?

        /// Space between the bounds and the content. The default follows `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { _contentInsets }
            set {
                _contentInsets = newValue
                _customInsets = true
            }
        }
        private var _contentInsets: NSDirectionalEdgeInsets
        private var _customInsets = false

        /// Restores the default content insets of `buttonSize`.
        public mutating func setDefaultContentInsets() {
            _contentInsets = Configuration._defaultInsets(for: buttonSize)
            _customInsets = false
        }

        /// Which side of the text the image is on: `.leading` (default), `.trailing`, `.top` or
        /// `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading

        /// Space between the image and the text, points. Default 0.
        public var imagePadding: CGFloat = 0

        /// Space between the title and the subtitle, points. Default 0.
        public var titlePadding: CGFloat = 0

        /// How the title and subtitle align with each other. Default `.automatic`.
        public var titleAlignment: TitleAlignment = .automatic

        /// Equal when every property is; images are compared by identity.
        public static func == (a: Configuration, b: Configuration) -> Bool {
            a._style == b._style && a.background == b.background && a.cornerStyle == b.cornerStyle
                && a.buttonSize == b.buttonSize && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && a.image === b.image && a.title == b.title
                && a.subtitle == b.subtitle && a._contentInsets == b._contentInsets && a._customInsets == b._customInsets
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
                && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
        }

        // MARK: Updating for a button

        /// A copy with the style's values for `button`'s state filled in where this configuration
        /// has none of its own: `baseForegroundColor` and `baseBackgroundColor` (the style's, for
        /// the button's tint), the background's colour (the base colour as the state shows it)
        /// and, unless `cornerStyle` is `.fixed`, its corner radius (`.capsule` is resolved when
        /// the button lays out, from its height).
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            let tint: UIColor = button.tintColor
            let state = button.state
            if copy.baseForegroundColor == nil { copy.baseForegroundColor = _style._defaultForeground(tint: tint) }
            if copy.baseBackgroundColor == nil { copy.baseBackgroundColor = _style._defaultBackground(tint: tint) }
            if copy.background.backgroundColor == nil, let base = copy.baseBackgroundColor {
                copy.background.backgroundColor = Configuration._background(base, state: state)
            }
            if let radius = _cornerRadius(forHeight: nil) { copy.background.cornerRadius = radius }
            return copy
        }

        /// The foreground the button draws with for `state`: the base (already filled in by
        /// `updated(for:)`), grey when disabled, dimmed when highlighted for a style without a
        /// background.
        func _foreground(state: UIControl.State, tint: UIColor) -> UIColor {
            let base = baseForegroundColor ?? _style._defaultForeground(tint: tint)
            if state.contains(.disabled) { return ControlConstants.configurationDisabledForeground }
            if state.contains(.highlighted) && !_style.hasBackground {
                return base.withAlphaComponent(base._alpha * ControlConstants.systemButtonHighlightedAlpha)
            }
            return base
        }

        static func _background(_ base: UIColor, state: UIControl.State) -> UIColor {
            guard base._alpha > 0 else { return base }
            if state.contains(.disabled) { return ControlConstants.configurationDisabledBackground }
            if state.contains(.highlighted) {
                return base.withAlphaComponent(base._alpha * ControlConstants.configurationHighlightedBackgroundAlphaFactor)
            }
            return base
        }

        /// The corner radius `cornerStyle` gives; nil for `.fixed`, and for `.capsule` without
        /// a height.
        func _cornerRadius(forHeight height: CGFloat?) -> CGFloat? {
            switch cornerStyle {
            case .fixed: return nil
            case .dynamic:
                switch buttonSize {
                case .mini: return ControlConstants.configurationDynamicRadiusMini
                case .small: return ControlConstants.configurationDynamicRadiusSmall
                case .medium: return ControlConstants.configurationDynamicRadiusMedium
                case .large: return ControlConstants.configurationDynamicRadiusLarge
                }
            case .small: return ControlConstants.configurationSmallRadius
            case .medium: return ControlConstants.configurationMediumRadius
            case .large: return ControlConstants.configurationLargeRadius
            case .capsule: return height.map { $0 / 2 }
            }
        }

        static func _defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return ControlConstants.configurationInsetsMini
            case .small: return ControlConstants.configurationInsetsSmall
            case .medium: return ControlConstants.configurationInsetsMedium
            case .large: return ControlConstants.configurationInsetsLarge
            }
        }

        /// The title's font for `buttonSize` (the subtitle's is one step smaller): mini footnote,
        /// small subheadline, medium and large body; a title over a subtitle is semibold
        /// (headline). [N] DEVIATIONS 125.
        func _titleFont(withSubtitle: Bool) -> UIFont {
            switch buttonSize {
            case .mini: return .preferredFont(forTextStyle: .footnote)
            case .small: return .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: return .preferredFont(forTextStyle: withSubtitle ? .headline : .body)
            }
        }

        func _subtitleFont() -> UIFont {
            switch buttonSize {
            case .mini: return .preferredFont(forTextStyle: .caption2)
            case .small: return .preferredFont(forTextStyle: .caption1)
            case .medium, .large: return .preferredFont(forTextStyle: .subheadline)
            }
        }
    }
}

extension UIButton.Configuration._Style {
    func _defaultForeground(tint: UIColor) -> UIColor {
        switch self {
        case .filled, .borderedProminent: return .white
        default: return tint
        }
    }

    func _defaultBackground(tint: UIColor) -> UIColor? {
        switch self {
        case .plain, .borderless: return nil
        case .gray, .bordered: return .secondarySystemFill
        case .tinted, .borderedTinted: return tint.withAlphaComponent(ControlConstants.configurationTintedBackgroundAlpha)
        case .filled, .borderedProminent: return tint
        }
    }
}
