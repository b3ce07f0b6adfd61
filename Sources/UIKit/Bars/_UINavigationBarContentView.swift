import Foundation

/// What a navigation bar shows for one top item: the back button, the left items, the title (a
/// `UILabel`, or the item's `titleView`) and the right items, laid out as iOS 11+ lays them out.
/// Not API; iOS's `_UINavigationBarContentView`.
///
/// Layout (bar width W, height H; margin m = 16, or 20 on bars 414 pt or wider):
/// - right items from W − m leftwards, the first item outermost, 8 pt apart;
/// - the back button with its chevron at x = 8, then (when `leftItemsSupplementBackButton`) the
///   left items; without a back button the left items from m rightwards;
/// - the title centred in the bar when it fits between the two sides (8 pt from each), else
///   moved into the space between them and truncated to it;
/// - the back button's text is the first of its candidates (`_backTexts`) that leaves the
///   centred title clear: the back item's `backButtonTitle`, its `title`, "Back", then none.
///
/// A bar makes a new content view whenever what it shows changes, and two during an animated
/// push or pop (one arriving, one leaving); a leaving one keeps its layout.
@MainActor
final class _UINavigationBarContentView: UIView {
    /// What the bar passes in.
    struct Configuration {
        var topItem: UINavigationItem
        var backItem: UINavigationItem?
        var palette: _UIButtonBarButton.Palette
        /// The title's attributes, defaults included.
        var titleAttributes: [NSAttributedString.Key: Any]
        /// A custom back chevron, if any.
        var backIndicatorImage: UIImage?
        /// The title's vertical offset (`setTitleVerticalPositionAdjustment`).
        var titleVerticalOffset: CGFloat
        /// What the back button does.
        var backAction: @MainActor () -> Void
    }

    /// One thing on a side of the bar: a view (a button or a custom view) or a fixed space.
    private enum Slot {
        case view(UIView, width: CGFloat, height: CGFloat)
        case space(CGFloat)

        var width: CGFloat {
            switch self {
            case .view(_, let width, _): width
            case .space(let width): width
            }
        }
    }

    let configuration: Configuration
    /// The item made for the back button (the back item's `backBarButtonItem`, else a plain
    /// item, so `UIBarButtonItem.appearance()` styles the back button as on iOS).
    private let backButtonItem: UIBarButtonItem?
    private let backTexts: [String?]
    private var leftSlots: [Slot] = []
    private var rightSlots: [Slot] = []

    /// The back button, when one shows.
    private(set) var backButton: _UIButtonBarButton?
    /// The text the back button shows (nil: the chevron alone).
    private(set) var backButtonText: String?
    /// The title label, when the item has a title and no title view.
    private(set) var titleLabel: UILabel?
    /// The item's title view, when it has one.
    private(set) var titleView: UIView?
    /// Buttons made for the left and right items, by item.
    private(set) var buttons: [ObjectIdentifier: _UIButtonBarButton] = [:]
    /// Set on a content view animating out: it keeps its layout.
    var isLeaving = false

    init(configuration: Configuration, onItemTap: @escaping @MainActor (UIBarButtonItem, _UIButtonBarButton) -> Void) {
        self.configuration = configuration
        let top = configuration.topItem
        let showsBack = configuration.backItem != nil && !top.hidesBackButton
            && (top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton)
        if showsBack, let backItem = configuration.backItem {
            backButtonItem = backItem.backBarButtonItem ?? UIBarButtonItem()
            backTexts = Self.backTexts(for: backItem)
        } else {
            backButtonItem = nil
            backTexts = []
        }
        super.init(frame: .zero)
        isOpaque = false
        clipsToBounds = true

        func slots(for items: [UIBarButtonItem]) -> [Slot] {
            items.filter { !$0.isHidden }.compactMap { item in
                if let custom = item.customView {
                    addSubview(custom)
                    let size = Self.size(of: custom)
                    return .view(custom, width: item.width > 0 ? item.width : size.width, height: size.height)
                }
                if item._isSpace {
                    return item._systemItem == .fixedSpace ? .space(max(0, item.width)) : nil
                }
                let button = _UIButtonBarButton(item: item, palette: configuration.palette)
                button.onTap = { [unowned button] in onItemTap(item, button) }
                addSubview(button)
                buttons[ObjectIdentifier(item)] = button
                return .view(button, width: button.contentWidth, height: BarConstants.navigationBarHeight)
            }
        }
        if backButtonItem == nil || top.leftItemsSupplementBackButton {
            leftSlots = slots(for: top.leftBarButtonItems ?? [])
        }
        rightSlots = slots(for: top.rightBarButtonItems ?? [])
        if let view = top.titleView {
            addSubview(view)
            titleView = view
        } else if let title = top.title, !title.isEmpty {
            let label = UILabel()
            label._textStorage = _AttributedText(title, attributes: configuration.titleAttributes)
            label.lineBreakMode = .byTruncatingTail
            addSubview(label)
            titleLabel = label
        }
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UINavigationBarContentView.init(coder:): nibs and storyboards are not supported by Rockhopper")
    }

    /// The back button texts to try, best first, for a back button taken from `backItem`.
    static func backTexts(for backItem: UINavigationItem) -> [String?] {
        var texts: [String?] = []
        func add(_ text: String?) {
            guard let text, !text.isEmpty, !texts.contains(where: { $0 == text }) else { return }
            texts.append(text)
        }
        if let custom = backItem.backBarButtonItem {
            add(custom.title)
        } else {
            switch backItem.backButtonDisplayMode {
            case .default:
                add(backItem.backButtonTitle)
                add(backItem.title)
                add("Back")
            case .generic:
                add("Back")
            case .minimal:
                break
            }
        }
        texts.append(nil)
        return texts
    }

    /// The size a custom or title view takes: its frame's, else its intrinsic size.
    private static func size(of view: UIView) -> CGSize {
        var size = view.bounds.size
        let intrinsic = view.intrinsicContentSize
        if size.width == 0, intrinsic.width > 0 { size.width = intrinsic.width }
        if size.height == 0, intrinsic.height > 0 { size.height = intrinsic.height }
        return size
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !isLeaving else { return }
        let width = bounds.width, height = bounds.height
        let margin = width >= BarConstants.wideBarWidth ? BarConstants.wideLayoutMargin : BarConstants.compactLayoutMargin
        let spacing = BarConstants.interitemSpacing

        // Right items, from the trailing edge inwards.
        var x = width - margin
        for (i, slot) in rightSlots.enumerated() {
            if i > 0 { x -= spacing }
            place(slot, maxX: x, height: height)
            x -= slot.width
        }
        let rightLimit = rightSlots.isEmpty ? width - margin : x

        // The title's natural width.
        let titleWidth: CGFloat
        if let titleView { titleWidth = Self.size(of: titleView).width }
        else if let titleLabel { titleWidth = titleLabel.sizeThatFits(.zero).width }
        else { titleWidth = 0 }
        let centredMinX = (width - titleWidth) / 2

        // The left side: the back button's text that leaves the centred title clear.
        let leftItemsWidth = leftSlots.enumerated().reduce(CGFloat(0)) { $0 + $1.element.width + ($1.offset > 0 ? spacing : 0) }
        var leftEnd: CGFloat? = nil
        if let backButtonItem {
            let origin = BarConstants.backButtonLeadingMargin
            var chosen = backTexts.last ?? nil
            var chosenWidth: CGFloat = 0
            for text in backTexts {
                let buttonWidth = _UIButtonBarButton.backButtonWidth(text: text, item: backButtonItem, indicator: configuration.backIndicatorImage)
                var end = origin + buttonWidth
                if !leftSlots.isEmpty { end += spacing + leftItemsWidth }
                let clear = titleWidth > 0 ? end + BarConstants.titleSpacing <= centredMinX : end + spacing <= rightLimit
                chosen = text
                chosenWidth = buttonWidth
                if clear { break }
            }
            if backButton == nil || chosen != backButtonText {
                backButton?.removeFromSuperview()
                let button = _UIButtonBarButton(backButtonFor: backButtonItem, text: chosen, indicator: configuration.backIndicatorImage,
                                                 palette: configuration.palette)
                let action = configuration.backAction
                button.onTap = { action() }
                addSubview(button)
                backButton = button
                backButtonText = chosen
            }
            backButton!.frame = CGRect(x: origin, y: 0, width: chosenWidth, height: height)
            leftEnd = origin + chosenWidth
        }
        var lx = leftEnd.map { $0 + spacing } ?? margin
        for (i, slot) in leftSlots.enumerated() {
            if i > 0 { lx += spacing }
            place(slot, minX: lx, height: height)
            lx += slot.width
        }
        if !leftSlots.isEmpty { leftEnd = lx }

        // The title: centred, else moved into the space between the sides and truncated.
        let minX = leftEnd.map { $0 + BarConstants.titleSpacing } ?? margin
        let maxX = rightSlots.isEmpty ? width - margin : rightLimit - BarConstants.titleSpacing
        let available = max(0, maxX - minX)
        let shownWidth = min(titleWidth, available)
        let titleX = min(max((width - shownWidth) / 2, minX), maxX - shownWidth)
        let offset = configuration.titleVerticalOffset
        if let titleView {
            let size = Self.size(of: titleView)
            let h = min(size.height, height)
            titleView.frame = CGRect(x: titleX, y: ((height - h) / 2).rounded() + offset, width: shownWidth, height: h)
        } else if let titleLabel {
            titleLabel.frame = CGRect(x: titleX, y: offset, width: shownWidth, height: height)
        }
    }

    private func place(_ slot: Slot, maxX: CGFloat, height: CGFloat) {
        place(slot, minX: maxX - slot.width, height: height)
    }

    private func place(_ slot: Slot, minX: CGFloat, height: CGFloat) {
        guard case .view(let view, let width, let viewHeight) = slot else { return }
        let h = min(viewHeight, height)
        view.frame = CGRect(x: minX, y: ((height - h) / 2).rounded(), width: width, height: h)
    }
}
