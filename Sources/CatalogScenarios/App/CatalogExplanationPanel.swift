import UIKit

/// The panel at the bottom of a Catalog screen: a title line ("说明 · What UIKit does here") with
/// a button that collapses and opens it, and under it the explanation, Chinese then English, in
/// two labels in a scroll view (the paragraphs can be longer than the room the panel takes).
final class CatalogExplanationPanel: UIView {
    /// The title line's height, in points.
    static let titleHeight: CGFloat = 44
    /// The margin around the text, in points.
    static let margin: CGFloat = 16

    let titleLabel = UILabel()
    let toggleButton = UIButton(type: .system)
    let scrollView = UIScrollView()
    let chineseLabel = UILabel()
    let englishLabel = UILabel()
    private let hairline = UIView()

    /// Called when the button is tapped.
    var onToggle: (() -> Void)?

    /// Whether only the title line shows; the owner lays the panel out again when it changes.
    var isCollapsed = false {
        didSet {
            scrollView.isHidden = isCollapsed
            toggleButton.setTitle(isCollapsed ? "展开 · Show" : "收起 · Hide", for: .normal)
        }
    }

    init(explanation: CatalogExplanation) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
        titleLabel.text = "说明 · What UIKit does here"
        titleLabel.font = .boldSystemFont(ofSize: 15)
        addSubview(titleLabel)
        toggleButton.setTitle("收起 · Hide", for: .normal)
        toggleButton.titleLabel?.font = .systemFont(ofSize: 15)
        toggleButton.addTarget(self, action: Self.toggleTapped, for: .touchUpInside)
        addSubview(toggleButton)
        chineseLabel.text = explanation.chinese
        chineseLabel.font = .systemFont(ofSize: 14)
        chineseLabel.numberOfLines = 0
        englishLabel.text = explanation.english
        englishLabel.font = .systemFont(ofSize: 13)
        englishLabel.textColor = .secondaryLabel
        englishLabel.numberOfLines = 0
        scrollView.addSubview(chineseLabel)
        scrollView.addSubview(englishLabel)
        scrollView.alwaysBounceVertical = false
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func toggleTapped() { onToggle?() }

    /// The height of the two paragraphs with their margins at `width`.
    private func bodyHeight(forWidth width: CGFloat) -> CGFloat {
        let textWidth = max(0, width - 2 * Self.margin)
        let fit = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        return ceil(chineseLabel.sizeThatFits(fit).height) + 8 + ceil(englishLabel.sizeThatFits(fit).height) + Self.margin
    }

    /// The panel's height at `width`: the title line, the paragraphs (at most `maximumBody`; they
    /// scroll beyond) unless collapsed, and `bottomInset` (the safe area below it).
    func height(forWidth width: CGFloat, maximumBody: CGFloat, bottomInset: CGFloat) -> CGFloat {
        let body = isCollapsed ? 0 : min(bodyHeight(forWidth: width), max(0, maximumBody))
        return Self.titleHeight + body + bottomInset
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, margin = Self.margin
        hairline.frame = CGRect(x: 0, y: 0, width: width, height: 0.5)
        let button = toggleButton.sizeThatFits(CGSize(width: width, height: Self.titleHeight))
        toggleButton.frame = CGRect(x: width - margin - button.width, y: 0, width: button.width, height: Self.titleHeight)
        titleLabel.frame = CGRect(x: margin, y: 0, width: max(0, toggleButton.frame.minX - 2 * margin), height: Self.titleHeight)
        let textWidth = max(0, width - 2 * margin)
        let fit = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let chinese = ceil(chineseLabel.sizeThatFits(fit).height)
        let english = ceil(englishLabel.sizeThatFits(fit).height)
        chineseLabel.frame = CGRect(x: margin, y: 0, width: textWidth, height: chinese)
        englishLabel.frame = CGRect(x: margin, y: chinese + 8, width: textWidth, height: english)
        let body = bodyHeight(forWidth: width)
        let visible = max(0, min(body, bounds.height - Self.titleHeight - safeAreaInsets.bottom))
        scrollView.frame = CGRect(x: 0, y: Self.titleHeight, width: width, height: visible)
        let size = CGSize(width: width, height: body)
        if scrollView.contentSize != size { scrollView.contentSize = size }
    }
}
