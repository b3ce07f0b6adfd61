import Foundation

/// The button a bar shows for a bar button item, or for the back button: a `UILabel` title or a
/// `UIImageView` image (and, for the back button, the chevron in another `UIImageView` before the
/// title). Not API; iOS's `_UIButtonBarButton` / `_UIModernBarButton`.
///
/// It tracks its touch itself, as a control does: highlighted (its content dimmed) while the
/// finger is down within `BarConstants.trackingSlop` of its bounds, and on a lift there it calls
/// `onTap`. Like UIKit's bar buttons it is exclusive-touch (no other view gets touches while it
/// tracks one). A disabled button draws in the disabled colour and ignores touches. The bar rebuilds
/// its buttons when an item changes, so a button never changes after it is made (except the
/// highlight).
@MainActor
final class _UIButtonBarButton: UIView {
    /// The colours a bar gives its buttons.
    struct Palette {
        /// The bar's tint colour (items without their own use it).
        var tint: UIColor
        /// Whether the bar is dark (`.black`), for the disabled colour.
        var isDark: Bool
    }

    /// The item the button shows (for the back button, the back item's `backBarButtonItem` or
    /// an item made for the back button).
    let item: UIBarButtonItem
    /// The title, when the button shows text.
    private(set) var titleLabel: UILabel?
    /// The image (or system glyph), when the button shows one.
    private(set) var imageView: UIImageView?
    /// The back chevron, on the back button.
    private(set) var indicatorView: UIImageView?
    /// Whether the item is enabled (a disabled button ignores touches).
    let isEnabled: Bool
    /// Whether a finger is down on the button.
    private(set) var isHighlighted = false
    /// What a tap does (set by the bar).
    var onTap: (@MainActor () -> Void)?

    /// The button's natural width: its content's, or the item's `width` when positive.
    private(set) var contentWidth: CGFloat = 0

    /// A button for `item` in a bar drawing with `palette`.
    init(item: UIBarButtonItem, palette: Palette) {
        self.item = item
        isEnabled = item.isEnabled
        super.init(frame: .zero)
        isOpaque = false
        isExclusiveTouch = true
        let color = Self.color(for: item, palette: palette)
        if let image = item.image {
            let view = UIImageView(image: _UIBarGlyphs.tinted(image, color: color))
            addSubview(view)
            imageView = view
            let insets = item.imageInsets
            contentWidth = image.size.width + insets.left + insets.right
        } else if let system = item._systemItem, let glyph = _UIBarGlyphs.glyph(for: system, color: color) {
            let view = UIImageView(image: glyph)
            addSubview(view)
            imageView = view
            contentWidth = glyph.size.width
        } else {
            let label = Self.makeLabel(text: item._systemItem?._title ?? item.title ?? "", item: item, color: color)
            addSubview(label)
            titleLabel = label
            contentWidth = label.sizeThatFits(.zero).width
        }
        if item.width > 0 { contentWidth = item.width }
    }

    /// The back button: the chevron (`indicator`, or the drawn one), then `text` (none: the
    /// chevron alone) styled by `item`.
    init(backButtonFor item: UIBarButtonItem, text: String?, indicator: UIImage?, palette: Palette) {
        self.item = item
        isEnabled = true
        super.init(frame: .zero)
        isOpaque = false
        isExclusiveTouch = true
        let color = Self.color(for: item, palette: palette)
        let chevron = indicator.map { _UIBarGlyphs.tinted($0, color: color) } ?? _UIBarGlyphs.backChevron(color: color)
        let indicatorView = UIImageView(image: chevron)
        addSubview(indicatorView)
        self.indicatorView = indicatorView
        contentWidth = chevron.size.width
        if let image = item.image {
            let view = UIImageView(image: _UIBarGlyphs.tinted(image, color: color))
            addSubview(view)
            imageView = view
            contentWidth += BarConstants.backIndicatorTitleSpacing + image.size.width
        } else if let text, !text.isEmpty {
            let label = Self.makeLabel(text: text, item: item, color: color)
            addSubview(label)
            titleLabel = label
            contentWidth += BarConstants.backIndicatorTitleSpacing + label.sizeThatFits(.zero).width
        }
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UIButtonBarButton.init(coder:): nibs and storyboards are not supported by Rockhopper")
    }

    /// The width of the back button showing `text` for `item` (no text: the chevron alone),
    /// without making it.
    static func backButtonWidth(text: String?, item: UIBarButtonItem, indicator: UIImage?) -> CGFloat {
        let chevronWidth = indicator?.size.width ?? BarConstants.backIndicatorSize.width
        if let image = item.image { return chevronWidth + BarConstants.backIndicatorTitleSpacing + image.size.width }
        guard let text, !text.isEmpty else { return chevronWidth }
        let label = makeLabel(text: text, item: item, color: .black)
        return chevronWidth + BarConstants.backIndicatorTitleSpacing + label.sizeThatFits(.zero).width
    }

    /// The colour of `item`'s title and image: the enabled or disabled state's
    /// `.foregroundColor` attribute, else the item's tint (or the bar's), or the disabled grey.
    private static func color(for item: UIBarButtonItem, palette: Palette) -> UIColor {
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        if let color = item._effectiveTitleTextAttributes(for: state)[.foregroundColor] as? UIColor { return color }
        guard item.isEnabled else {
            return palette.isDark ? BarConstants.disabledDarkColor : BarConstants.disabledLightColor
        }
        return item.tintColor ?? palette.tint
    }

    /// A label showing `text` in `item`'s title attributes over the bar defaults (17 pt, regular
    /// or, for `.done` items, semibold) in `color`.
    private static func makeLabel(text: String, item: UIBarButtonItem, color: UIColor) -> UILabel {
        let emphasised = item.style == .done || (item._systemItem?._isEmphasised ?? false)
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: BarConstants.itemFontSize, weight: emphasised ? .semibold : .regular),
        ]
        let state: UIControl.State = item.isEnabled ? .normal : .disabled
        for (key, value) in item._effectiveTitleTextAttributes(for: state) { attributes[key] = value }
        attributes[.foregroundColor] = color
        let label = UILabel()
        label._textStorage = _AttributedText(text, attributes: attributes)
        return label
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        var x: CGFloat = 0
        if let indicatorView, let image = indicatorView.image {
            indicatorView.frame = CGRect(x: 0, y: ((height - image.size.height) / 2).rounded(), width: image.size.width, height: image.size.height)
            x = image.size.width + BarConstants.backIndicatorTitleSpacing
        }
        if let imageView, let image = imageView.image {
            let insets = indicatorView == nil ? item.imageInsets : .zero
            let width = image.size.width, imageHeight = image.size.height
            let slot = indicatorView == nil ? bounds.width - insets.left - insets.right : width
            imageView.frame = CGRect(x: x + insets.left + max(0, (slot - width) / 2),
                                     y: ((height - imageHeight) / 2).rounded() + insets.top - insets.bottom,
                                     width: width, height: imageHeight)
        }
        if let titleLabel {
            let width = titleLabel.sizeThatFits(.zero).width
            let slot = indicatorView == nil ? bounds.width : bounds.width - x
            titleLabel.frame = CGRect(x: x + max(0, (slot - width) / 2), y: 0, width: min(width, slot), height: height)
        }
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        setHighlighted(true)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        setHighlighted(isInsideForTracking(touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        setHighlighted(false)
        if inside { onTap?() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        setHighlighted(false)
    }

    private func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -BarConstants.trackingSlop, dy: -BarConstants.trackingSlop).contains(point)
    }

    private func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        let alpha: CGFloat = highlighted ? BarConstants.highlightedAlpha : 1
        for view in subviews { view.alpha = alpha }
    }
}
