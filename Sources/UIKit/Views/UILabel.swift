import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Defaults as on iOS: system font 17, `UIColor.label` (black here), natural alignment, one line,
/// truncating the tail with "…"; `contentMode` `.redraw`, not opaque, no user interaction.
/// `numberOfLines` 0 wraps as many lines as the bounds hold; text that does not fit is truncated
/// per `lineBreakMode` in the last visible line. The text is centred vertically in the bounds.
///
/// Set either `text` (drawn with `font`, `textColor`, `textAlignment`) or `attributedText`
/// (its own attributes; setting `font`, `textColor` or `textAlignment` afterwards applies them to
/// the whole string, as UIKit does). Every change marks the label for redrawing. It draws in
/// `draw(_:)` through `drawText(in:)`, which subclasses override to inset or restyle the text.
@MainActor
open class UILabel: UIView {
    private var _text: String?
    /// Text set through `attributedText`, in Swift storage (see `_AttributedText`: no
    /// `NSAttributedString` is made unless the app reads `attributedText`).
    private var _attributed: _AttributedText?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Text

    /// The text; nil by default. Setting it replaces `attributedText` with this text in the
    /// label's `font`, `textColor` and `textAlignment`.
    open var text: String? {
        get { _attributed?.string ?? _text }
        set {
            let changed = newValue != text || _attributed != nil
            _text = newValue
            _attributed = nil
            setNeedsDisplay()
            if changed { invalidateIntrinsicContentSize() }
        }
    }

    /// The styled text. Reading it after setting `text` gives `text` with the label's attributes;
    /// setting it also sets `text` to its characters. Nil by default.
    open var attributedText: NSAttributedString? {
        get { _textStorage?.makeAttributedString() }
        set { _textStorage = newValue.map { _AttributedText($0) } }
    }

    /// The text with its attributes as drawn (before dimming and highlighting): the attributed
    /// text, or `text` in the label's font, colour and alignment. Nil without text. Setting it is
    /// setting `attributedText` without making an `NSAttributedString` (UIKit's own labels do).
    var _textStorage: _AttributedText? {
        get {
            if let _attributed { return _attributed }
            guard let _text else { return nil }
            return _AttributedText(_text, attributes: defaultAttributes)
        }
        set {
            _attributed = newValue
            _text = newValue?.string
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of `text`. Default `UIFont.systemFont(ofSize: 17)`; setting nil restores it.
    open var font: UIFont! = UIFont.systemFont(ofSize: TextConstants.labelFontSize) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: TextConstants.labelFontSize) }
            let font: UIFont = font
            restyleAttributedText { $0.font = font }
            if font != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The colour of `text`. Default `UIColor.label` (black); setting nil restores it.
    open var textColor: UIColor! = UIColor.label {
        didSet {
            if textColor == nil { textColor = UIColor.label }
            let color: UIColor = textColor
            restyleAttributedText { $0.foregroundColor = color }
        }
    }

    /// Horizontal alignment of the lines. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            if let _attributed {
                let alignment = textAlignment
                self._attributed = _attributed.updatingAttributes { attributes in
                    let style = (attributes.paragraphStyle ?? .default).mutableCopy() as! NSMutableParagraphStyle
                    style.alignment = alignment
                    attributes.paragraphStyle = style
                }
            }
            setNeedsDisplay()
        }
    }

    /// The most lines shown; 0 means as many as fit. Default 1.
    open var numberOfLines: Int = 1 {
        didSet {
            setNeedsDisplay()
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// How text that does not fit is wrapped or truncated. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            setNeedsDisplay()
            if lineBreakMode != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width multi-line text wraps at when computing `intrinsicContentSize`; 0 (default):
    /// no limit.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether single-line plain `text` shrinks its font, down to `minimumScaleFactor` × the
    /// font size, to fit the width. Default false.
    open var adjustsFontSizeToFitWidth: Bool = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest font scale `adjustsFontSizeToFitWidth` may use; 0 (default) means no
    /// shrinking below the font size.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text draws normally (true) or dimmed (false: the colour at half alpha). Default true.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// The text colour while `isHighlighted`; nil (default) keeps the normal colours.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the label draws with `highlightedTextColor`. Default false.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The colour of a copy of the text drawn under it, offset by `shadowOffset` (no blur);
    /// nil (default) draws no shadow.
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Where the shadow goes relative to the text, points. Default (0, −1): one point up.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    private var defaultAttributes: _AttributedText.Attributes {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return _AttributedText.Attributes(font: font, foregroundColor: textColor, paragraphStyle: style)
    }

    private func restyleAttributedText(_ change: (inout _AttributedText.Attributes) -> Void) {
        if let _attributed { self._attributed = _attributed.updatingAttributes(change) }
        setNeedsDisplay()
    }

    // MARK: - Layout of the text

    /// The text as drawn: the text with dimming and font shrinking applied for `width`.
    private func textToDraw(width: CGFloat?) -> _AttributedText? {
        guard let text = _textStorage, text.length > 0 else { return nil }
        var result = text
        if adjustsFontSizeToFitWidth, numberOfLines == 1, _attributed == nil, minimumScaleFactor > 0,
           let width, width > 0 {
            let natural = text.size().width
            if natural > width {
                let factor = max(minimumScaleFactor, width / natural)
                var attributes = defaultAttributes
                attributes.font = font.withSize(font.pointSize * factor)
                result = _AttributedText(text.string, attributes: attributes)
            }
        }
        if isHighlighted, let highlightedTextColor {
            result = UILabel.recoloured(result, highlightedTextColor)
        }
        if !isEnabled {
            result = result.updatingAttributes { attributes in
                let color = attributes.foregroundColor ?? .black
                attributes.foregroundColor = color.withAlphaComponent(color._alpha * 0.5)
            }
        }
        return result
    }

    private func layout(for text: _AttributedText, bounds: CGRect, lines: Int) -> _TextLayout {
        _TextLayout(text: text, width: bounds.width, height: bounds.height, maxLines: lines,
                    lineBreakMode: lineBreakMode, semantics: .label)
    }

    /// Rounds a length up to the screen's pixel grid, as UIKit's label sizes are.
    private func ceilToPixels(_ v: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return ((v * scale) - 0.001).rounded(.up) / scale
    }

    /// The rectangle the text occupies when drawn in `bounds` with at most `numberOfLines` lines
    /// (0: no limit): origin `bounds.origin`, size the text's, rounded up to whole pixels, at most
    /// `bounds.width` wide; as many lines as fit `bounds.height` (at least one). Zero-sized for no
    /// text. Override to change where `drawText(in:)` puts the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = textToDraw(width: bounds.width) else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = layout(for: text, bounds: bounds, lines: numberOfLines).measure().size
        var width = ceilToPixels(size.width)
        if bounds.width > 0 && bounds.width < 1e7 { width = min(width, bounds.width) }
        return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: ceilToPixels(size.height))
    }

    /// Draws the text in `rect` (the bounds, when called by `draw(_:)`): wrapped and truncated to
    /// it, aligned by `textAlignment` across its width and centred vertically (the first baseline
    /// rounded to the main screen's pixel grid).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = textToDraw(width: rect.width) else { return }
        let layout = layout(for: text, bounds: rect, lines: numberOfLines)
        let top = UILabel.textTop(of: layout.measure(), in: rect)
        if let shadowColor {
            var shadow = layout
            shadow.text = UILabel.recoloured(text, shadowColor, removingBackgrounds: true)
            shadow.draw(in: context, at: CGPoint(x: rect.minX + shadowOffset.width, y: top + shadowOffset.height))
        }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: top))
    }

    /// Where `drawText(in: rect)` puts the top of text measured as `metrics`: centred in `rect`,
    /// with the first baseline on the main screen's pixel grid so glyphs stay crisp.
    private static func textTop(of metrics: _TextLayout.Metrics, in rect: CGRect) -> CGFloat {
        let scale = UIScreen.main.scale
        let centredBaseline = rect.minY + (rect.height - metrics.size.height) / 2 + metrics.firstBaseline
        return (centredBaseline * scale).rounded() / scale - metrics.firstBaseline
    }

    // MARK: - Baselines

    /// The first baseline below the top of the bounds, where `drawText(in: bounds)` draws it
    /// (the text centred vertically, so it depends on the height): Auto Layout's `.firstBaseline`.
    /// Without text, where one line in `font` would have it.
    override var _firstBaselineOffsetFromTop: CGFloat {
        _drawnBaselines().first
    }

    /// The last visible line's baseline above the bottom of the bounds: Auto Layout's
    /// `.lastBaseline`.
    override var _lastBaselineOffsetFromBottom: CGFloat {
        layer._bounds.height - _drawnBaselines().last
    }

    /// The first and last drawn baselines, below the top of the bounds.
    private func _drawnBaselines() -> (first: CGFloat, last: CGFloat) {
        let rect = layer._bounds
        guard let text = textToDraw(width: rect.width) else {
            let font: UIFont = font
            let scale = UIScreen.main.scale
            let baseline = ((rect.height - font.lineHeight) / 2 + font.ascender) * scale
            return (baseline.rounded() / scale, baseline.rounded() / scale)
        }
        let metrics = layout(for: text, bounds: rect, lines: numberOfLines).measure()
        let top = UILabel.textTop(of: metrics, in: rect) - rect.minY
        return (top + metrics.firstBaseline, top + metrics.lastBaseline)
    }

    /// `text` with every character in `color` (and, for shadows, no background colour).
    private static func recoloured(_ text: _AttributedText, _ color: UIColor, removingBackgrounds: Bool = false) -> _AttributedText {
        text.updatingAttributes { attributes in
            attributes.foregroundColor = color
            if removingBackgrounds { attributes.backgroundColor = nil }
        }
    }

    /// Calls `drawText(in: bounds)`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The size the text needs within `size.width` (0 or less: no limit), with `numberOfLines`;
    /// the height is not limited. Zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // A one-line label asks for its whole line whatever width is offered (so `sizeToFit()`
        // grows a label sized for shorter text); labels that wrap wrap at the width given.
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's natural size: one line's width, or for multi-line labels wrapped at
    /// `preferredMaxLayoutWidth` when it is set — or, when it is 0 and constraints place the
    /// label, at the width the layout gave it (UIKit's automatic preferred width since iOS 8:
    /// the layout runs again once the width is known). Zero for no text.
    override func _layoutDidChangeWidth() {
        if numberOfLines != 1 && preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                width = preferredMaxLayoutWidth
            } else if _layoutState?.variables != nil, bounds.width > 0 {
                width = bounds.width
            }
        }
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }
}
