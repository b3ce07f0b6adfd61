import Foundation

/// A control that runs an action when tapped, showing a title, an image and a background image
/// that may differ per state (`UIButton.h`).
///
/// The kind is fixed when the button is made: `UIButton(type: .system)` is iOS 7's button
/// (title and template images in the tint, fading while touched), `UIButton(frame:)` and
/// `UIButton()` make a `.custom` one (white title, images as they are), and the glyph types
/// (`.contactAdd`, `.infoLight`, `.detailDisclosure`, `.close`) come sized to their glyph.
///
/// What a button shows is made of real subviews, made when first needed and kept in this order
/// (back to front): the background image (`UIImageView`), a selected system button's tint fill,
/// `imageView`, `titleLabel`, `subtitleLabel` (configurations only) and the touch glow. On every
/// state change (`isHighlighted`, `isEnabled`, `isSelected`) the button writes the values for the
/// new `state` into them (`UIButton+StateContent.swift`), so setting `titleLabel.text` directly
/// lasts only until the next change, as on iOS; then it lays them out with
/// `backgroundRect(forBounds:)`, `contentRect(forBounds:)`, `titleRect(forContentRect:)` and
/// `imageRect(forContentRect:)` (`UIButton+Layout.swift`). A button with a `configuration`
/// (iOS 15) is drawn and sized from it instead, and ignores the edge insets and those four
/// methods (`UIButton+ConfigurationUpdate.swift`).
///
/// A tap sends `.touchDown`, `.touchUpInside` and then `.primaryActionTriggered`. A one-finger
/// single-tap recognizer of an ancestor does not begin on a button's taps, so a button inside a
/// view with a tap recognizer still works (`gestureRecognizerShouldBegin(_:)`).
@MainActor
open class UIButton: UIControl {
    var _buttonType: ButtonType = .custom
    /// Values set per state, by `state.rawValue`.
    var _stateContent: [UInt: _UIButtonStateContent] = [:]

    // The content views, each made when first needed.
    var _titleView: UILabel?
    var _imageContentView: UIImageView?
    var _backgroundImageView: UIImageView?
    var _selectionView: UIView?
    var _glowView: _UIButtonTouchGlow?
    var _subtitleView: UILabel?
    var _configurationBackgroundView: UIView?

    /// The highlight the content views show now (for the system fade).
    var _shownHighlight = false
    /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets` (`UIButton+Layout.swift`).
    var _insets = _UIButtonInsets()
    /// The legacy appearance switches (`UIButton+Appearance.swift`).
    var _flags = _UIButtonFlags()
    /// Whether the title's shadow offset is flipped for the highlight now.
    var _shadowReversed = false
    /// What the content views were last filled from, to invalidate the intrinsic size only when
    /// the content changes.
    var _contentSignature = _UIButtonContentSignature()
    /// Darkened and lightened copies of images (`.custom` buttons).
    var _adjustedImages: [_UIButtonAdjustedImageKey: UIImage] = [:]

    // Configuration state (UIButton+ConfigurationUpdate.swift).
    var _configuration: Configuration?
    var _configurationUpdateHandler: ConfigurationUpdateHandler?
    var _needsConfigurationUpdate = false
    var _isUpdatingConfiguration = false
    /// The configuration as last applied (`updated(for:)` of `configuration` for the state).
    var _appliedConfiguration: Configuration?
    /// The applied configuration whose metrics the intrinsic size was last invalidated for.
    var _lastAppliedMetrics: Configuration?

    /// A `.custom` button. Use `UIButton(type:)` for the other kinds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        _updateContent()
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIButton.init(coder:): nibs and storyboards are not supported by Rockhopper; create the button in code")
    }

    /// A button of `buttonType`. Glyph buttons (`.contactAdd`, `.detailDisclosure`, `.infoLight`,
    /// `.infoDark`) are 22 × 22 and `.close` 30 × 30 (at the origin); the others have a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
        if let glyph = _UIButtonGlyphs.image(for: buttonType) {
            frame = CGRect(origin: .zero, size: glyph.size)
            setImage(glyph, for: .normal)
        }
        _updateContent()
    }

    /// A button of `buttonType` (default `.system`) that performs `primaryAction` for
    /// `.primaryActionTriggered` and shows the action's title and image (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        _adopt(primaryAction)
    }

    /// A `.custom` button with `frame` that performs `primaryAction` for
    /// `.primaryActionTriggered` and shows the action's title and image (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        _adopt(primaryAction)
    }

    private func _adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// The kind the button was made as.
    open var buttonType: ButtonType { _buttonType }

    // MARK: Overridable API (implemented in the UIButton+… files)

    /// The title for `state` (nil removes it). A title is one line.
    open func setTitle(_ title: String?, for state: State) {
        _setTitle(title, for: state)
    }

    /// The image for `state`, shown before the title. A system button draws it as a template in
    /// its tint unless it is `.alwaysOriginal`.
    open func setImage(_ image: UIImage?, for state: State) {
        _setImage(image, for: state)
    }

    /// Where the background image is drawn: the bounds. Not called with a configuration.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// The rectangle the title and image are placed in: the bounds inset by
    /// `contentEdgeInsets`. Not called with a configuration.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the title goes in `contentRect` for the current state (zero-sized without a title;
    /// `UIButton+Layout.swift`). Not called with a configuration.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        _defaultTitleRect(forContentRect: contentRect)
    }

    /// Where the image goes in `contentRect` for the current state (zero-sized without an
    /// image). Not called with a configuration.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        _defaultImageRect(forContentRect: contentRect)
    }

    /// Places the content views (`UIButton+Layout.swift`, or from the configuration).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutContent()
    }

    /// The size that fits the content; `size` is not a limit (`UIButton+Layout.swift`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _sizeThatFits(size)
    }

    /// The content's natural size: `sizeThatFits(.zero)`.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    /// The configuration the button is drawn from; nil (the default) draws it the legacy way
    /// from its per-state values. Setting one applies it now (`UIButton+ConfigurationUpdate.swift`).
    open var configuration: Configuration? {
        get { _configuration }
        set { _setConfiguration(newValue) }
    }

    /// Override to set `configuration` for the button's state; called by each configuration
    /// update, before `configurationUpdateHandler`. Don't call it directly. The default does
    /// nothing.
    open func updateConfiguration() {}

    /// Whether the button is styled as iOS 7's system button (`.system`, and the glyph types that
    /// draw in the tint). `.plain` (tvOS's system button without its backdrop) too.
    var _isSystemStyled: Bool {
        switch _buttonType {
        case .custom: return false
        default: return true
        }
    }

    // MARK: Events

    /// After `.touchUpInside`: `.primaryActionTriggered`, toggling `isSelected` first when
    /// `changesSelectionAsPrimaryAction` is on.
    override func _didTouchUpInside(with event: UIEvent?) {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        _sendActions(for: .primaryActionTriggered, with: event)
    }

    /// Whether a tap toggles `isSelected` (before `.primaryActionTriggered` goes out). Default
    /// false (iOS 15).
    open var changesSelectionAsPrimaryAction: Bool = false

    /// False for a one-finger single-tap recognizer of another view (an ancestor's): the button's
    /// own tap wins, as UIKit's controls do since iOS 6. Other recognizers (a double tap, a pan)
    /// are asked as usual.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isOverlappingSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: State

    override func _stateDidChange() {
        super._stateDidChange()
        if _usesConfiguration {
            setNeedsUpdateConfiguration()
        } else {
            _updateContent()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _usesConfiguration {
            setNeedsUpdateConfiguration()
        } else if _isSystemStyled {
            _updateContent()
        }
    }

    /// A content view's intrinsic size changed (the title label's font or text): the button's
    /// changes with it.
    override func _intrinsicContentSizeInvalidated(forChildView child: UIView) {
        guard child === _titleView || child === _imageContentView || child === _subtitleView else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Content views

    /// The label showing the title, made when first asked for or needed. Style its font here;
    /// its text and colour come from the per-state values on every state change.
    open var titleLabel: UILabel? { _makeTitleLabel() }

    /// The image view showing the image, made when first asked for or needed.
    open var imageView: UIImageView? { _makeImageView() }

    /// The label showing a configuration's subtitle; nil until one is shown (iOS 15).
    open var subtitleLabel: UILabel? { _subtitleView }

    @discardableResult
    func _makeTitleLabel() -> UILabel {
        if let _titleView { return _titleView }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: ControlConstants.buttonTitleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        label.shadowOffset = .zero
        _titleView = label
        _insertContentView(label, rank: .title)
        return label
    }

    @discardableResult
    func _makeImageView() -> UIImageView {
        if let _imageContentView { return _imageContentView }
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleToFill
        _imageContentView = view
        _insertContentView(view, rank: .image)
        return view
    }

    func _makeSubtitleLabel() -> UILabel {
        if let _subtitleView { return _subtitleView }
        let label = UILabel(frame: .zero)
        label.lineBreakMode = .byTruncatingMiddle
        _subtitleView = label
        _insertContentView(label, rank: .subtitle)
        return label
    }

    /// Where the button's own views stack, back to front.
    enum _ContentRank: Int {
        case background = 0, selection, image, title, subtitle, glow
    }

    private func _rank(of view: UIView) -> _ContentRank? {
        if view === _backgroundImageView || view === _configurationBackgroundView { return .background }
        if view === _selectionView { return .selection }
        if view === _imageContentView { return .image }
        if view === _titleView { return .title }
        if view === _subtitleView { return .subtitle }
        if view === _glowView { return .glow }
        return nil
    }

    /// Inserts one of the button's own views above those of lower rank (the app's own subviews,
    /// if any, stay above the background).
    func _insertContentView(_ view: UIView, rank: _ContentRank) {
        var index = 0
        for (i, subview) in subviews.enumerated() {
            if let other = _rank(of: subview), other.rawValue <= rank.rawValue { index = i + 1 }
        }
        insertSubview(view, at: index)
    }
}

/// Which images a button has adjusted (darkened for the highlight, lightened when disabled),
/// by the source image's identity. Not API.
struct _UIButtonAdjustedImageKey: Hashable {
    enum Kind: Hashable { case highlighted, disabled }
    let source: ObjectIdentifier
    let kind: Kind
}

/// What a button's content views were last filled with, compared to tell whether the button's
/// natural size may have changed. Not API.
struct _UIButtonContentSignature: Equatable {
    var title: String?
    var attributedTitle: NSAttributedString?
    var image: ObjectIdentifier?
    var backgroundImage: ObjectIdentifier?
}
