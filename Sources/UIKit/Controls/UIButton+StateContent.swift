import Foundation

// Per-state values and the views that show them.
//
// Each setter stores its value under the exact `state` given (a combined state such as
// `[.selected, .highlighted]` is a key of its own). Each getter takes one state and answers its
// value, else the `.normal` value, else nil (`UIButton.h`: "the 'normal' state value will be used
// for all states that don't have their own image defined"); a combined state without its own
// value falls back to `.normal`, not to one of its parts. The `current…` properties are the
// getters for `state`, with the defaults the header gives where nothing is set: title colour
// white for a `.custom` button (the tint for a system one, grey when disabled, white when
// selected), title shadow colour 50% black.
//
// After every change (a setter, `isHighlighted`/`isEnabled`/`isSelected`, the tint) the button
// refills its views (`_updateContent()`), in this order: the title label's text, colour and
// shadow; the image view's image (darkened or lightened for a `.custom` button); the background
// image view; a selected system button's tint fill; the highlight (the system fade, the touch
// glow); then it asks for layout, and invalidates its intrinsic size when the title or an image
// changed.
extension UIButton {
    // MARK: Setting values per state

    func _setTitle(_ title: String?, for state: State) {
        _setContent(state) { $0.title = title }
    }

    /// The title's colour for `state`; nil removes it (the button's default is used).
    public func setTitleColor(_ color: UIColor?, for state: State) {
        _setContent(state) { $0.titleColor = color }
    }

    /// The colour of the title's shadow for `state` (drawn at `titleLabel.shadowOffset`).
    public func setTitleShadowColor(_ color: UIColor?, for state: State) {
        _setContent(state) { $0.titleShadowColor = color }
    }

    func _setImage(_ image: UIImage?, for state: State) {
        _setContent(state) { $0.image = image }
    }

    /// The image stretched behind the content for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        _setContent(state) { $0.backgroundImage = image }
    }

    /// The styled title for `state`; when set it is shown instead of the plain title, with the
    /// title font and colour where it has none of its own.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        _setContent(state) { $0.attributedTitle = title.map { NSAttributedString(attributedString: $0) } }
    }

    // MARK: Reading values per state

    /// The title for `state`, else the normal title.
    public func title(for state: State) -> String? { _value(\.title, for: state) }

    /// The title colour set for `state`, else the one set for `.normal`; nil when neither is set.
    public func titleColor(for state: State) -> UIColor? { _value(\.titleColor, for: state) }

    /// The title shadow colour set for `state`, else for `.normal`; nil when neither is set.
    public func titleShadowColor(for state: State) -> UIColor? { _value(\.titleShadowColor, for: state) }

    /// The image for `state`, else the normal image.
    public func image(for state: State) -> UIImage? { _value(\.image, for: state) }

    /// The background image for `state`, else the normal one.
    public func backgroundImage(for state: State) -> UIImage? { _value(\.backgroundImage, for: state) }

    /// The styled title for `state`, else the normal one.
    public func attributedTitle(for state: State) -> NSAttributedString? { _value(\.attributedTitle, for: state) }

    // MARK: The values for the current state

    /// The title shown now (`title(for: state)`).
    public var currentTitle: String? { title(for: state) }

    /// The title colour shown now: the one set for the state (or `.normal`), else the button's
    /// default — white for a `.custom` button; for a system button the tint, grey while disabled,
    /// white while selected. Never nil.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? _defaultTitleColor }

    /// The title shadow colour for the state, else 50% black (`UIButton.h`).
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) ?? UIColor(white: 0, alpha: 0.5) }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The styled title shown now, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Storage

    func _value<T>(_ keyPath: KeyPath<_UIButtonStateContent, T?>, for state: State) -> T? {
        if let value = _stateContent[state.rawValue]?[keyPath: keyPath] { return value }
        return _stateContent[State.normal.rawValue]?[keyPath: keyPath]
    }

    private func _setContent(_ state: State, _ change: (inout _UIButtonStateContent) -> Void) {
        var content = _stateContent[state.rawValue] ?? _UIButtonStateContent()
        change(&content)
        _stateContent[state.rawValue] = content.isEmpty ? nil : content
        _adjustedImages.removeAll()
        if _usesConfiguration {
            setNeedsUpdateConfiguration()
            invalidateIntrinsicContentSize()
        } else {
            _updateContent()
        }
    }

    /// The title colour when none is set: white (`.custom`, `UIButton.h` "use opaque white"), or
    /// for the system style the tint, its disabled grey, or white on the selection fill.
    var _defaultTitleColor: UIColor {
        guard _isSystemStyled else { return .white }
        if !isEnabled { return ControlConstants.systemButtonDisabledColor }
        if isSelected { return .white }
        return tintColor
    }

    // MARK: Filling the views

    /// Writes the values for the current state into the content views (see the top of this file).
    func _updateContent() {
        guard !_usesConfiguration else { return }
        let state = self.state
        let attributedTitle = currentAttributedTitle
        let title = currentTitle
        let hasTitle = (attributedTitle?.length ?? 0) > 0 || !(title ?? "").isEmpty

        // The title.
        if hasTitle || _titleView != nil {
            let label = _makeTitleLabel()
            let color = currentTitleColor
            label.textColor = color
            if let attributedTitle {
                label.attributedText = _filledIn(attributedTitle, font: label.font, color: color)
            } else {
                label.text = title
            }
            label.shadowColor = titleShadowColor(for: state)
            let offset = label.shadowOffset
            if reversesTitleShadowWhenHighlighted && isHighlighted != _shadowReversed {
                label.shadowOffset = CGSize(width: -offset.width, height: -offset.height)
                _shadowReversed = isHighlighted
            }
            label.isHidden = !hasTitle
        }

        // The image.
        let image = currentImage
        if image != nil || _imageContentView != nil {
            let view = _makeImageView()
            view.image = image.map { _displayedImage($0, explicitForState: _stateContent[state.rawValue]?.image != nil) }
            view.tintColor = _isSystemStyled && !isEnabled ? ControlConstants.systemButtonDisabledColor : nil
            view.isHidden = image == nil
        }

        // The background image.
        let backgroundImage = currentBackgroundImage
        if backgroundImage != nil || _backgroundImageView != nil {
            if _backgroundImageView == nil {
                let view = UIImageView(frame: .zero)
                _backgroundImageView = view
                _insertContentView(view, rank: .background)
            }
            _backgroundImageView?.image = backgroundImage.map {
                _adjustedForState($0, explicitForState: _stateContent[state.rawValue]?.backgroundImage != nil)
            }
            _backgroundImageView?.isHidden = backgroundImage == nil
        }

        // A selected system button's tint fill.
        let showsSelection = _buttonType == .system && isSelected && hasTitle
        if showsSelection && _selectionView == nil {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.layer.cornerRadius = ControlConstants.systemButtonSelectionCornerRadius
            _selectionView = view
            _insertContentView(view, rank: .selection)
        }
        _selectionView?.isHidden = !showsSelection
        _selectionView?.backgroundColor = isEnabled ? tintColor : ControlConstants.systemButtonDisabledColor

        _updateHighlight()

        let signature = _UIButtonContentSignature(title: title, attributedTitle: attributedTitle,
                                                  image: image.map(ObjectIdentifier.init),
                                                  backgroundImage: backgroundImage.map(ObjectIdentifier.init))
        if signature != _contentSignature {
            _contentSignature = signature
            invalidateIntrinsicContentSize()
        }
        setNeedsLayout()
    }

    /// `text` with `font` and `color` wherever it has no font or colour of its own.
    private func _filledIn(_ text: NSAttributedString, font: UIFont, color: UIColor) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: copy.length)
        copy.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            if value == nil { copy.addAttribute(.font, value: font, range: range) }
        }
        copy.enumerateAttribute(.foregroundColor, in: whole, options: []) { value, range, _ in
            if value == nil { copy.addAttribute(.foregroundColor, value: color, range: range) }
        }
        return copy
    }

    /// The image as the image view shows it: a template for the system style (unless
    /// `.alwaysOriginal`); for a `.custom` button darkened while highlighted and lightened while
    /// disabled, unless the state has an image of its own or the adjustment is off.
    private func _displayedImage(_ image: UIImage, explicitForState: Bool) -> UIImage {
        if _isSystemStyled {
            return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
        }
        return _adjustedForState(image, explicitForState: explicitForState)
    }

    private func _adjustedForState(_ image: UIImage, explicitForState: Bool) -> UIImage {
        guard _buttonType == .custom, !explicitForState else { return image }
        if !isEnabled && adjustsImageWhenDisabled { return _adjusted(image, .disabled) }
        if isHighlighted && adjustsImageWhenHighlighted { return _adjusted(image, .highlighted) }
        return image
    }

    private func _adjusted(_ image: UIImage, _ kind: _UIButtonAdjustedImageKey.Kind) -> UIImage {
        let key = _UIButtonAdjustedImageKey(source: ObjectIdentifier(image), kind: kind)
        if let cached = _adjustedImages[key] { return cached }
        let adjusted = _UIButtonGlyphs.adjusted(image, highlighted: kind == .highlighted)
        _adjustedImages[key] = adjusted
        return adjusted
    }
}

/// The values a button has for one state. Not API.
struct _UIButtonStateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?

    var isEmpty: Bool {
        title == nil && attributedTitle == nil && titleColor == nil && titleShadowColor == nil
            && image == nil && backgroundImage == nil
    }
}
