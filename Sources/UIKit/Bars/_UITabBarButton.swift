import Foundation

/// The view of one tab bar item (iOS's `UITabBarButton`): the item's image in a `UIImageView`
/// centred 18 pt below the button's top, its title in a 10-pt medium `UILabel` under it, the
/// badge at the image's top-right, and the bar's selection indicator image behind them when
/// selected.
///
/// It tracks a touch itself (there is no UIControl yet): highlighted while the finger is inside
/// (the bounds grown by 15 pt, UIKit's slop for tab bar buttons), and a lift inside tells the
/// bar, which selects the item. Only the first finger counts; a disabled item takes no touches.
///
/// The images are tinted by giving the image view the item's colour as its own `tintColor` and
/// the image the `.alwaysTemplate` rendering mode, unless the image is `.alwaysOriginal`.
@MainActor
final class _UITabBarButton: UIView {
    /// The item shown. The bar holds its items; the button holds its item too, so a button
    /// fading out after its item left the bar can still draw it.
    let item: UITabBarItem
    private weak var tabBar: UITabBar?

    let imageView = UIImageView()
    let titleLabel = UILabel()
    private(set) var badgeView: _UITabBarBadgeView?
    private var selectionIndicatorView: UIImageView?

    /// The title's font when the item's text attributes give none.
    private let defaultTitleFont = UIFont.systemFont(ofSize: TabBarConstants.titleFontSize, weight: .medium)

    private(set) var isSelected = false
    /// True while a tracked finger is inside (with slop).
    private(set) var isHighlighted = false
    private var trackedTouch: UITouch?

    init(item: UITabBarItem, tabBar: UITabBar) {
        self.item = item
        self.tabBar = tabBar
        super.init(frame: .zero)
        isOpaque = false
        clipsToBounds = true
        imageView.contentMode = .scaleToFill
        titleLabel.font = defaultTitleFont
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITabBarButton.init(coder:) is not supported")
    }

    // MARK: - Content

    /// Shows the item in the given state: `color` for a template image and the title, the
    /// indicator image behind (nil: none).
    func update(isSelected: Bool, color: UIColor, selectionIndicatorImage: UIImage?) {
        self.isSelected = isSelected

        let image = item._shownImage(selected: isSelected)
        let shown = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
        imageView.image = shown
        imageView.tintColor = color
        imageView.isHidden = image == nil

        let title = item._shownTitle
        if titleLabel.text != title { titleLabel.text = title }
        let state: UIControl.State = isSelected ? .selected : .normal
        let font = item._effectiveTitleTextAttributes(for: state)[.font] as? UIFont ?? defaultTitleFont
        if titleLabel.font !== font { titleLabel.font = font }
        titleLabel.textColor = item.titleTextAttributes(for: state)?[.foregroundColor] as? UIColor ?? color
        titleLabel.isHidden = (title ?? "").isEmpty

        let dim: CGFloat = item.isEnabled ? 1 : TabBarConstants.disabledAlpha
        imageView.alpha = dim
        titleLabel.alpha = dim

        if let value = item.badgeValue {
            let badge = badgeView ?? {
                let badge = _UITabBarBadgeView()
                addSubview(badge)
                badgeView = badge
                return badge
            }()
            badge.configure(value: value, color: item.badgeColor)
        } else if let badge = badgeView {
            badge.removeFromSuperview()
            badgeView = nil
        }

        if let selectionIndicatorImage {
            let indicator = selectionIndicatorView ?? {
                let view = UIImageView()
                insertSubview(view, at: 0)
                selectionIndicatorView = view
                return view
            }()
            indicator.image = selectionIndicatorImage
        } else if let indicator = selectionIndicatorView {
            indicator.removeFromSuperview()
            selectionIndicatorView = nil
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = window?.screen.scale ?? UIScreen.main.scale
        func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let midX = bounds.midX

        let imageSize = imageView.image?.size ?? .zero
        var imageFrame = CGRect(x: snap(midX - imageSize.width / 2), y: snap(TabBarConstants.imageCenterY - imageSize.height / 2),
                                width: imageSize.width, height: imageSize.height)
        imageFrame = imageFrame.inset(by: item.imageInsets)
        imageView.frame = imageFrame

        let adjustment = item.titlePositionAdjustment
        let fitted = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: TabBarConstants.titleHeight))
        let titleWidth = min(bounds.width, ceil(fitted.width))
        titleLabel.frame = CGRect(x: snap(midX - titleWidth / 2 + adjustment.horizontal),
                                  y: TabBarConstants.titleTop + adjustment.vertical,
                                  width: titleWidth, height: TabBarConstants.titleHeight)

        if let badgeView {
            badgeView.frame.origin = CGPoint(x: snap(midX + TabBarConstants.badgeOffsetFromImageCenter),
                                             y: TabBarConstants.badgeTop)
        }

        if let indicator = selectionIndicatorView, let image = indicator.image {
            if image._isResizable {
                indicator.frame = bounds
            } else {
                indicator.frame = CGRect(x: snap(midX - image.size.width / 2), y: snap(bounds.midY - image.size.height / 2),
                                         width: image.size.width, height: image.size.height)
            }
        }
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, item.isEnabled, let touch = touches.first else { return }
        trackedTouch = touch
        isHighlighted = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = _isInside(touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = _isInside(touch)
        trackedTouch = nil
        isHighlighted = false
        if inside { tabBar?._buttonTapped(self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isHighlighted = false
    }

    private func _isInside(_ touch: UITouch) -> Bool {
        let slop = TabBarConstants.touchSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }
}
