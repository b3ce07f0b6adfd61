import Foundation

/// The items of a toolbar laid out as iOS lays them out. Not API.
///
/// From the leading margin (16 pt, or 20 on bars 414 pt or wider) to the trailing one: buttons
/// at their natural width (or the item's `width`), 8 pt apart; a `.fixedSpace` item takes its
/// `width` and a `.flexibleSpace` an equal share of what is left, with no spacing next to either
/// kind of space. Without flexible space the items start at the leading margin.
@MainActor
final class _UIToolbarContentView: UIView {
    private enum Slot {
        case view(UIView, width: CGFloat, height: CGFloat)
        case fixed(CGFloat)
        case flexible
    }

    private var slots: [Slot] = []
    /// The buttons made for the items, by item.
    private(set) var buttons: [ObjectIdentifier: _UIButtonBarButton] = [:]
    /// Set on a content view fading out: it keeps its layout.
    var isLeaving = false

    init(items: [UIBarButtonItem], palette: _UIButtonBarButton.Palette) {
        super.init(frame: .zero)
        isOpaque = false
        for item in items where !item.isHidden {
            if let custom = item.customView {
                addSubview(custom)
                var size = custom.bounds.size
                let intrinsic = custom.intrinsicContentSize
                if size.width == 0, intrinsic.width > 0 { size.width = intrinsic.width }
                if size.height == 0, intrinsic.height > 0 { size.height = intrinsic.height }
                slots.append(.view(custom, width: item.width > 0 ? item.width : size.width, height: size.height))
            } else if item._systemItem == .flexibleSpace {
                slots.append(.flexible)
            } else if item._systemItem == .fixedSpace {
                slots.append(.fixed(max(0, item.width)))
            } else {
                let button = _UIButtonBarButton(item: item, palette: palette)
                button.onTap = { [unowned button] in item._sendAction(from: button) }
                addSubview(button)
                buttons[ObjectIdentifier(item)] = button
                slots.append(.view(button, width: button.contentWidth, height: BarConstants.toolbarHeight))
            }
        }
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UIToolbarContentView.init(coder:): nibs and storyboards are not supported by Rockhopper")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !isLeaving else { return }
        let width = bounds.width, height = bounds.height
        let margin = width >= BarConstants.wideBarWidth ? BarConstants.wideLayoutMargin : BarConstants.compactLayoutMargin
        let spacing = BarConstants.interitemSpacing

        func isView(_ slot: Slot) -> Bool { if case .view = slot { true } else { false } }
        var fixedTotal: CGFloat = 0
        var flexibleCount = 0
        for (i, slot) in slots.enumerated() {
            switch slot {
            case .view(_, let w, _): fixedTotal += w
            case .fixed(let w): fixedTotal += w
            case .flexible: flexibleCount += 1
            }
            if i > 0, isView(slot), isView(slots[i - 1]) { fixedTotal += spacing }
        }
        let flexibleWidth = flexibleCount > 0 ? max(0, (width - 2 * margin - fixedTotal) / CGFloat(flexibleCount)) : 0

        var x = margin
        for (i, slot) in slots.enumerated() {
            if i > 0, isView(slot), isView(slots[i - 1]) { x += spacing }
            switch slot {
            case .view(let view, let w, let h):
                let shownHeight = min(h, height)
                view.frame = CGRect(x: x, y: ((height - shownHeight) / 2).rounded(), width: w, height: shownHeight)
                x += w
            case .fixed(let w):
                x += w
            case .flexible:
                x += flexibleWidth
            }
        }
    }
}
