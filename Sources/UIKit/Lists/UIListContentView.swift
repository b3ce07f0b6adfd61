import Foundation

/// The view of a `UIListContentConfiguration` ([A] `UIListContentView`, iOS 14): an image view
/// and two labels (real subviews), laid out inside the configuration's margins plus the superview's
/// horizontal layout margins.
///
/// Layout: the image at the leading margin, centred vertically, at its size (within
/// `maximumSize`, or in `reservedLayoutSize`); the texts after it and `imageToTextPadding`, one above
/// the other (`textToSecondaryTextVerticalPadding` apart) or, with
/// `prefersSideBySideTextAndSecondaryText`, the secondary text right-aligned at the trailing margin.
/// The block is centred vertically in a view taller than it needs.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private var _configuration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        _configuration = configuration
        super.init(frame: .zero)
        isOpaque = false
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        _apply()
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIListContentView.init(coder:): nibs and storyboards are not supported by Rockhopper; create it with init(configuration:)")
    }

    /// The configuration shown; must be a `UIListContentConfiguration`.
    open var configuration: any UIContentConfiguration {
        get { _configuration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                _rockhopperFailure("UIListContentView: the configuration must be a UIListContentConfiguration, not \(type(of: newValue))")
            }
            guard list != _configuration else { return }
            _configuration = list
            _apply()
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func _apply() {
        let c = _configuration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.tintColor = c.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        Self._style(textLabel, c.textProperties, text: c.text, attributed: c.attributedText)
        Self._style(secondaryTextLabel, c.secondaryTextProperties, text: c.secondaryText, attributed: c.secondaryAttributedText)
        if c.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private static func _style(_ label: UILabel, _ p: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?) {
        label.font = p.font
        label.textColor = p.color
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        switch p.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(p._transformed)
        }
        label.isHidden = text == nil && attributed == nil
    }

    // MARK: Layout

    /// The margins in effect: the configuration's, plus the superview's horizontal layout margins.
    private var _margins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        let m = _configuration.directionalLayoutMargins
        let s = superview?.directionalLayoutMargins ?? .zero
        return (m.top, m.leading + s.leading, m.bottom, m.trailing + s.trailing)
    }

    private struct _Frames {
        var image = CGRect.zero, text = CGRect.zero, secondary = CGRect.zero
        var height: CGFloat = 0
    }

    private func _imageSize() -> CGSize {
        guard let image = _configuration.image else { return .zero }
        var size = image.size
        let maximum = _configuration.imageProperties.maximumSize
        if maximum.width > 0 && size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
        if maximum.height > 0 && size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
        return size
    }

    /// The frames for `width`, and the height the content needs.
    private func _frames(width: CGFloat, height: CGFloat?) -> _Frames {
        let c = _configuration
        let m = _margins
        var f = _Frames()
        var x = m.leading
        let imageSize = _imageSize()
        let reserved = c.imageProperties.reservedLayoutSize
        var imageBox = CGSize(width: max(imageSize.width, reserved.width), height: max(imageSize.height, reserved.height))
        if c.image == nil && reserved == .zero { imageBox = .zero }
        if imageBox.width > 0 { x += imageBox.width + c.imageToTextPadding }
        let right = width - m.trailing
        let available = max(0, right - x)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        func fit(_ label: UILabel, _ w: CGFloat) -> CGSize {
            let s = label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
            return CGSize(width: min(w, s.width.rounded(.up)), height: s.height.rounded(.up))
        }
        var block: CGFloat
        if c.prefersSideBySideTextAndSecondaryText && hasSecondary {
            let secondary = fit(secondaryTextLabel, available)
            let textWidth = max(0, available - secondary.width - c.textToSecondaryTextHorizontalPadding)
            let text = hasText ? fit(textLabel, textWidth) : .zero
            block = max(text.height, secondary.height, imageBox.height)
            f.text = CGRect(x: x, y: 0, width: text.width, height: text.height)
            f.secondary = CGRect(x: right - secondary.width, y: 0, width: secondary.width, height: secondary.height)
        } else {
            let text = hasText ? fit(textLabel, available) : .zero
            let secondary = hasSecondary ? fit(secondaryTextLabel, available) : .zero
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            let texts = text.height + gap + secondary.height
            block = max(texts, imageBox.height)
            f.text = CGRect(x: x, y: 0, width: available, height: text.height)
            f.secondary = CGRect(x: x, y: text.height + gap, width: available, height: secondary.height)
        }
        f.height = m.top + block + m.bottom
        let top = m.top + max(0, ((height ?? f.height) - f.height) / 2).rounded()
        if c.prefersSideBySideTextAndSecondaryText && hasSecondary {
            f.text.origin.y = top + ((block - f.text.height) / 2).rounded()
            f.secondary.origin.y = top + ((block - f.secondary.height) / 2).rounded()
        } else {
            let texts = f.secondary.maxY
            let offset = ((block - texts) / 2).rounded()
            f.text.origin.y += top + offset
            f.secondary.origin.y += top + offset
        }
        if imageBox.width > 0 {
            f.image = CGRect(x: m.leading + ((imageBox.width - imageSize.width) / 2).rounded(),
                             y: top + ((block - imageSize.height) / 2).rounded(),
                             width: imageSize.width, height: imageSize.height)
        }
        return f
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = _frames(width: bounds.width, height: bounds.height)
        imageView.frame = f.image
        textLabel.frame = f.text
        secondaryTextLabel.frame = f.secondary
    }

    /// The width given, and the height the content needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _frames(width: size.width, height: nil).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _frames(width: bounds.width, height: nil).height)
    }
}
