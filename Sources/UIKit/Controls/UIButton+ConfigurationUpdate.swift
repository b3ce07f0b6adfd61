import Foundation

// A button with a configuration (iOS 15): how the configuration is updated and applied.
//
// Setting `configuration` applies it at once. A state change (`isHighlighted`, `isEnabled`,
// `isSelected`), a tint change, a per-state setter or `setNeedsUpdateConfiguration()` asks for an
// update; requests coalesce and run before the button next lays out or measures itself, in this
// order (`UIButton.h`):
//   1. `updateConfiguration()` (subclasses override it to set `configuration`),
//   2. `configurationUpdateHandler(button)` ("called after -updateConfiguration"),
//   3. the configuration is applied: `configuration.updated(for: button)` when
//      `automaticallyUpdatesConfiguration` (default true), else `configuration` as it is.
// Setting `configuration` inside 1 or 2 does not ask for another update.
//
// Applying fills the views: a background view (colour, corner radius, stroke), `titleLabel`
// (the configuration's title, else the per-state title, in the size's font and the foreground
// colour), `subtitleLabel`, `imageView` (the configuration's image, else the per-state image, as
// a template in the foreground colour unless `.alwaysOriginal`). The legacy edge insets, the four
// rectangle methods, the system fade, the selection fill, the touch glow and the background
// image are not used. Layout: the image beside (`.leading`/`.trailing`) or above/below
// (`.top`/`.bottom`) the text with `imagePadding` between, the title over the subtitle with
// `titlePadding` between, the whole centred in the bounds inset by `contentInsets` (or placed by
// `contentHorizontalAlignment`); the natural size is that block plus `contentInsets`.
extension UIButton {
    /// The closure a button runs to update its configuration for its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button drawn from `configuration`, performing `primaryAction` for
    /// `.primaryActionTriggered`; the action's title and image are copied into the configuration
    /// (`UIButton.h`).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
    }

    /// `configuration`'s setter.
    func _setConfiguration(_ newValue: Configuration?) {
        do {
            let wasUsing = _usesConfiguration
            _configuration = newValue
            if _isUpdatingConfiguration { return }
            if newValue == nil {
                if wasUsing { _leaveConfiguration() }
                return
            }
            _needsConfigurationUpdate = true
            _updateConfigurationIfNeeded()
        }
    }

    /// Run on every configuration update, after `updateConfiguration()`; usually sets
    /// `configuration` from `button.state`. Capture the button weakly or use the argument.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { _configurationUpdateHandler }
        set {
            _configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether updates apply `configuration.updated(for: self)` (the style's colours for the
    /// state) rather than `configuration` as it is. Default true.
    public var automaticallyUpdatesConfiguration: Bool {
        get { !_flags.appliesConfigurationAsIs }
        set {
            _flags.appliesConfigurationAsIs = !newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for a configuration update before the next layout; requests coalesce.
    public func setNeedsUpdateConfiguration() {
        guard !_isUpdatingConfiguration else { return }
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Whether the button is drawn from a configuration.
    var _usesConfiguration: Bool { _configuration != nil }

    /// Runs a requested update now (see the top of this file).
    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate, !_isUpdatingConfiguration else { return }
        _needsConfigurationUpdate = false
        _isUpdatingConfiguration = true
        updateConfiguration()
        _configurationUpdateHandler?(self)
        _isUpdatingConfiguration = false
        _applyConfiguration()
    }

    /// Back to the legacy look after `configuration` was set to nil.
    private func _leaveConfiguration() {
        _appliedConfiguration = nil
        _configurationBackgroundView?.isHidden = true
        _subtitleView?.isHidden = true
        _titleView?.font = .systemFont(ofSize: ControlConstants.buttonTitleFontSize)
        _contentSignature = _UIButtonContentSignature()
        _updateContent()
    }

    /// Fills the views from the configuration for the current state.
    private func _applyConfiguration() {
        guard let stored = _configuration else { return }
        let configuration = automaticallyUpdatesConfiguration ? stored.updated(for: self) : stored
        _appliedConfiguration = configuration
        let state = self.state
        let tint: UIColor = tintColor
        let foreground = configuration._foreground(state: state, tint: tint)

        // The legacy views step aside.
        _backgroundImageView?.isHidden = true
        _selectionView?.isHidden = true
        _glowView?.isHidden = true

        let background = _configurationBackgroundView ?? {
            let view = UIView(frame: .zero)
            view.isUserInteractionEnabled = false
            _configurationBackgroundView = view
            _insertContentView(view, rank: .background)
            return view
        }()
        background.isHidden = false
        background.backgroundColor = configuration.background.resolvedBackgroundColor(for: tint)
        background.layer.borderWidth = configuration.background.strokeWidth
        background.layer.borderColor = configuration.background.resolvedStrokeColor(for: tint).cgColor

        let subtitle = configuration.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let title = configuration.title ?? currentTitle
        if title != nil || _titleView != nil {
            let label = _makeTitleLabel()
            label.font = configuration._titleFont(withSubtitle: subtitle != nil)
            label.textColor = foreground
            label.text = title
            label.shadowColor = nil
            label.isHidden = (title ?? "").isEmpty
            label.alpha = 1
        }
        if subtitle != nil || _subtitleView != nil {
            let label = _makeSubtitleLabel()
            label.font = configuration._subtitleFont()
            label.textColor = foreground
            label.text = subtitle
            label.isHidden = subtitle == nil
        }
        let image = configuration.image ?? currentImage
        if image != nil || _imageContentView != nil {
            let view = _makeImageView()
            view.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            view.tintColor = foreground
            view.isHidden = image == nil
            view.alpha = 1
        }

        let signature = _UIButtonContentSignature(title: (title ?? "") + "\u{0}" + (subtitle ?? ""), attributedTitle: nil,
                                                  image: image.map(ObjectIdentifier.init), backgroundImage: nil)
        if signature != _contentSignature || configuration._metricsDiffer(from: _lastAppliedMetrics) {
            _contentSignature = signature
            _lastAppliedMetrics = configuration
            invalidateIntrinsicContentSize()
        }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The sizes of the configuration's parts as applied now.
    private func _configurationParts() -> (title: CGSize, subtitle: CGSize, image: CGSize) {
        func measure(_ label: UILabel?) -> CGSize {
            guard let label, !label.isHidden else { return .zero }
            return label.sizeThatFits(.zero)
        }
        let image = (_imageContentView?.isHidden == false ? _imageContentView?.image?.size : nil) ?? .zero
        return (measure(_titleView), measure(_subtitleView), image)
    }

    /// The content block (image and text with their paddings) for `configuration`.
    private func _configurationBlock(_ configuration: Configuration)
        -> (size: CGSize, text: CGSize, parts: (title: CGSize, subtitle: CGSize, image: CGSize), padding: CGFloat, horizontal: Bool) {
        let parts = _configurationParts()
        let hasTitle = parts.title != .zero, hasSubtitle = parts.subtitle != .zero
        let text = CGSize(width: max(parts.title.width, parts.subtitle.width),
                          height: parts.title.height + parts.subtitle.height
                              + (hasTitle && hasSubtitle ? configuration.titlePadding : 0))
        let hasText = text != .zero, hasImage = parts.image != .zero
        let padding = hasText && hasImage ? configuration.imagePadding : 0
        let horizontal = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
            || !(configuration.imagePlacement == .top || configuration.imagePlacement == .bottom)
        let size = horizontal
            ? CGSize(width: parts.image.width + padding + text.width, height: max(parts.image.height, text.height))
            : CGSize(width: max(parts.image.width, text.width), height: parts.image.height + padding + text.height)
        return (size, text, parts, padding, horizontal)
    }

    private func _resolvedInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    func _configurationSizeThatFits(_ size: CGSize) -> CGSize {
        _updateConfigurationIfNeeded()
        guard let configuration = _appliedConfiguration else { return .zero }
        let block = _configurationBlock(configuration).size
        let insets = _resolvedInsets(configuration.contentInsets)
        return CGSize(width: block.width + insets.left + insets.right, height: block.height + insets.top + insets.bottom)
    }

    func _layoutConfiguration() {
        _updateConfigurationIfNeeded()
        guard let configuration = _appliedConfiguration else { return }
        let bounds = self.bounds
        if let background = _configurationBackgroundView {
            let frame = bounds.inset(by: _resolvedInsets(configuration.background.backgroundInsets))
            background.frame = frame
            background.layer.cornerRadius = configuration._cornerRadius(forHeight: frame.height)
                ?? configuration.background.cornerRadius
        }
        let content = bounds.inset(by: _resolvedInsets(configuration.contentInsets))
        let (blockSize, text, parts, padding, horizontal) = _configurationBlock(configuration)
        var block = CGRect(origin: .zero, size: CGSize(width: min(blockSize.width, content.width), height: blockSize.height))
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: block.origin.x = content.minX
        case .right, .trailing: block.origin.x = content.maxX - block.width
        case .center, .fill: block.origin.x = content.minX + (content.width - block.width) / 2
        }
        switch contentVerticalAlignment {
        case .top: block.origin.y = content.minY
        case .bottom: block.origin.y = content.maxY - block.height
        case .center, .fill: block.origin.y = content.minY + (content.height - block.height) / 2
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placement = configuration.imagePlacement
        let imageAfter = (placement == .trailing) != rightToLeft && horizontal || placement == .bottom
        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var textFrame = CGRect(origin: .zero, size: CGSize(width: min(text.width, block.width), height: text.height))
        if horizontal {
            textFrame.size.width = max(0, min(text.width, block.width - parts.image.width - padding))
            if imageAfter {
                textFrame.origin.x = block.minX
                imageFrame.origin.x = textFrame.maxX + padding
            } else {
                imageFrame.origin.x = block.minX
                textFrame.origin.x = imageFrame.maxX + padding
            }
            imageFrame.origin.y = block.midY - parts.image.height / 2
            textFrame.origin.y = block.midY - text.height / 2
        } else {
            imageFrame.origin.x = block.midX - parts.image.width / 2
            textFrame.origin.x = block.midX - textFrame.width / 2
            if imageAfter {
                textFrame.origin.y = block.minY
                imageFrame.origin.y = textFrame.maxY + padding
            } else {
                imageFrame.origin.y = block.minY
                textFrame.origin.y = imageFrame.maxY + padding
            }
        }
        // The title over the subtitle, aligned with each other.
        var alignment = configuration.titleAlignment
        if alignment == .automatic { alignment = horizontal ? .leading : .center }
        func line(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = min(size.width, textFrame.width)
            let x: CGFloat
            switch alignment {
            case .leading, .automatic: x = rightToLeft ? textFrame.maxX - width : textFrame.minX
            case .trailing: x = rightToLeft ? textFrame.minX : textFrame.maxX - width
            case .center: x = textFrame.midX - width / 2
            }
            return CGRect(x: _pixel(x), y: _pixel(y), width: width, height: size.height)
        }
        let titleFrame = line(parts.title, y: textFrame.minY)
        _titleView?.frame = titleFrame
        let gap = parts.title != .zero && parts.subtitle != .zero ? configuration.titlePadding : 0
        _subtitleView?.frame = line(parts.subtitle, y: textFrame.minY + parts.title.height + gap)
        _imageContentView?.frame = CGRect(x: _pixel(imageFrame.minX), y: _pixel(imageFrame.minY),
                                          width: parts.image.width, height: parts.image.height)
    }

    private func _pixel(_ v: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return (v * scale).rounded() / scale
    }
}

extension UIButton.Configuration {
    /// Whether the metrics (size, insets, paddings, placement) differ from `other`'s.
    func _metricsDiffer(from other: UIButton.Configuration?) -> Bool {
        guard let other else { return true }
        return buttonSize != other.buttonSize || contentInsets != other.contentInsets || imagePadding != other.imagePadding
            || titlePadding != other.titlePadding || imagePlacement != other.imagePlacement
    }
}
