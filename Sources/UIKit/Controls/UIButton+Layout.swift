import Foundation

// Where a legacy (configuration-less) button puts its content, and its natural size.
//
// Layout (`layoutSubviews`): the background image fills `backgroundRect(forBounds: bounds)`; the
// content rectangle is `contentRect(forBounds: bounds)` (the bounds inset by
// `contentEdgeInsets`); the image and the title sit side by side in it, image first, placed as one
// block by `contentHorizontalAlignment` and `contentVerticalAlignment`. Each is placed in the
// content rectangle inset by its own edge insets (`imageEdgeInsets`, `titleEdgeInsets`), so an
// inset moves only its own view: with both insets zero and centred alignment the image's x is
// (width − image − title) / 2, and a left image inset of 50 moves the image by 25 and leaves the
// title where it was (as measured on iOS with the view debugger). Origins fall on the screen's
// pixel grid. A title that does not fit is narrowed (and truncated in the middle).
//
// Size (`sizeThatFits`, `intrinsicContentSize`, `sizeToFit`): image width + title width by the
// taller of the two, where a title counts 6 pt above and below while `contentEdgeInsets` are
// zero (a 15-pt title: 30 pt high); plus `contentEdgeInsets`; at least the background image's
// size; rounded up to whole points (DEVIATIONS 121). The title and image insets do not count (`UIButton.h`: "used only for
// positioning … during layout").
extension UIButton {
    /// Space around the content (title and image) inside the bounds; also added to the natural
    /// size. Default zero. Ignored with a configuration.
    public var contentEdgeInsets: UIEdgeInsets {
        get { _insets.content }
        set {
            _requireFinite(newValue, "UIButton.contentEdgeInsets")
            guard newValue != _insets.content else { return }
            _insets.content = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Insets of the title's rectangle within the content rectangle (positioning only). Default
    /// zero. Ignored with a configuration.
    public var titleEdgeInsets: UIEdgeInsets {
        get { _insets.title }
        set {
            _requireFinite(newValue, "UIButton.titleEdgeInsets")
            _insets.title = newValue
            setNeedsLayout()
        }
    }

    /// Insets of the image's rectangle within the content rectangle (positioning only). Default
    /// zero. Ignored with a configuration.
    public var imageEdgeInsets: UIEdgeInsets {
        get { _insets.image }
        set {
            _requireFinite(newValue, "UIButton.imageEdgeInsets")
            _insets.image = newValue
            setNeedsLayout()
        }
    }

    // MARK: Overridable rectangles

    /// `titleRect(forContentRect:)`'s default.
    func _defaultTitleRect(forContentRect contentRect: CGRect) -> CGRect {
        let sizes = _contentSizes()
        let area = contentRect.inset(by: titleEdgeInsets)
        var title = sizes.title
        title.width = max(0, min(title.width, area.width - sizes.image.width))
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX + sizes.image.width
        case .right, .trailing: x = area.maxX - title.width
        case .fill:
            x = area.minX + sizes.image.width
            if sizes.image.width == 0 { title.width = max(0, area.width) }
        case .center: x = area.minX + (area.width - sizes.image.width - title.width) / 2 + sizes.image.width
        }
        return _placed(x: x, size: title, verticallyIn: area)
    }

    /// `imageRect(forContentRect:)`'s default.
    func _defaultImageRect(forContentRect contentRect: CGRect) -> CGRect {
        let sizes = _contentSizes()
        let area = contentRect.inset(by: imageEdgeInsets)
        var image = sizes.image
        image.width = max(0, min(image.width, area.width))
        image.height = max(0, min(image.height, area.height))
        let titleWidth = max(0, min(sizes.title.width, area.width - image.width))
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - image.width - titleWidth
        case .fill:
            x = area.minX
            if image.width > 0 { image.width = max(0, area.width - titleWidth) }
        case .center: x = area.minX + (area.width - image.width - titleWidth) / 2
        }
        return _placed(x: x, size: image, verticallyIn: area)
    }

    private func _placed(x: CGFloat, size: CGSize, verticallyIn area: CGRect) -> CGRect {
        var size = size
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - size.height
        case .fill:
            y = area.minY
            if size.height > 0 { size.height = max(0, area.height) }
        case .center: y = area.minY + (area.height - size.height) / 2
        }
        return CGRect(x: _onPixels(x), y: _onPixels(y), width: size.width, height: size.height)
    }

    private func _onPixels(_ v: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return (v * scale).rounded() / scale
    }

    /// The natural sizes of the title (as the title label measures it, one line) and the image,
    /// for the current state.
    func _contentSizes() -> (title: CGSize, image: CGSize) {
        var title = CGSize.zero
        if let label = _titleView, !label.isHidden, (label.text ?? "").isEmpty == false {
            title = label.sizeThatFits(.zero)
        }
        let image = (_imageContentView?.isHidden == false ? currentImage?.size : nil) ?? .zero
        return (title, image)
    }

    // MARK: Layout and size

    /// `layoutSubviews()` after `super`'s.
    func _layoutContent() {
        if _usesConfiguration {
            _layoutConfiguration()
            return
        }
        let bounds = self.bounds
        if let background = _backgroundImageView {
            background.frame = backgroundRect(forBounds: bounds)
        }
        let content = contentRect(forBounds: bounds)
        if let title = _titleView {
            title.frame = titleRect(forContentRect: content)
        }
        if let image = _imageContentView {
            image.frame = imageRect(forContentRect: content)
        }
        if let selection = _selectionView, !selection.isHidden {
            var fill = _titleView?.frame ?? .zero
            if let image = _imageContentView, !image.isHidden { fill = fill.union(image.frame) }
            selection.frame = fill.insetBy(dx: -ControlConstants.systemButtonSelectionCornerRadius, dy: 0)
        }
        if let glow = _glowView {
            glow.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    /// `sizeThatFits(_:)` (see the top of this file); `size` is not a limit.
    func _sizeThatFits(_ size: CGSize) -> CGSize {
        if _usesConfiguration { return _configurationSizeThatFits(size) }
        let sizes = _contentSizes()
        let insets = contentEdgeInsets
        var width = sizes.title.width + sizes.image.width
        var height = max(sizes.title.height, sizes.image.height)
        if sizes.title.height > 0 && insets == .zero {
            height = max(height, sizes.title.height + 2 * ControlConstants.buttonTitleVerticalPadding)
        }
        width += insets.left + insets.right
        height += insets.top + insets.bottom
        if let background = currentBackgroundImage?.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        // Whole points, as every size measured on iOS is ({78, 30}, 30, 33).
        return CGSize(width: max(0, (width - 0.001).rounded(.up)), height: max(0, (height - 0.001).rounded(.up)))
    }
}

/// A legacy button's three edge insets. Not API.
struct _UIButtonInsets {
    var content = UIEdgeInsets.zero
    var title = UIEdgeInsets.zero
    var image = UIEdgeInsets.zero
}
