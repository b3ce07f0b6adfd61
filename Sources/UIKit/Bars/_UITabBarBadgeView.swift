import Foundation

/// A tab bar item's badge (iOS's `_UIBadgeView`): a capsule 18 pt tall, at least as wide (a
/// circle for one character), red unless the item has a `badgeColor`, with the value in a white
/// 13-pt `UILabel`.
@MainActor
final class _UITabBarBadgeView: UIView {
    /// The badge's text.
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        layer.cornerRadius = TabBarConstants.badgeHeight / 2
        label.font = UIFont.systemFont(ofSize: TabBarConstants.badgeFontSize)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `value` on `color` (nil: the system red) and sizes the badge to it, keeping its
    /// origin.
    func configure(value: String, color: UIColor?) {
        backgroundColor = color ?? .systemRed
        if label.text != value { label.text = value }
        let textWidth = value.isEmpty ? 0 : ceil(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                                           height: TabBarConstants.badgeHeight)).width)
        let height = TabBarConstants.badgeHeight
        let width = max(height, textWidth + 2 * TabBarConstants.badgeHorizontalPadding)
        frame.size = CGSize(width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
