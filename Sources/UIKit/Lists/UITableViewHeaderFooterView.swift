import Foundation

/// A reusable section header or footer ([A] `UITableViewHeaderFooterView`): a `contentView`, the
/// legacy `textLabel` and `detailTextLabel`, a `backgroundView`, or a `contentConfiguration`. The
/// table shows one of these for a section title (`titleForHeaderInSection`), styled for its style
/// (`ListConstants+TableView.swift`): plain headers on a light grey band with 17-pt semibold text,
/// grouped headers with 13-pt upper-cased grey text just above the section; footers with 13-pt grey
/// text.
///
/// A table creates registered header and footer views with `init(reuseIdentifier:)`, which is
/// therefore `required` (docs/DEVIATIONS.md 165).
@MainActor
open class UITableViewHeaderFooterView: UIView, _ReusableView {
    private let _reuseIdentifier: String?
    private let _contentView = UIView()
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private let _defaultBackground = UIView()
    private var _contentConfigurationView: (any UIView & UIContentView)?

    /// The table style and role the view is shown in (set by the table when it shows it).
    var _tableStyle: UITableView.Style = .plain { didSet { if _tableStyle != oldValue { _restyle() } } }
    var _isFooter = false { didSet { if _isFooter != oldValue { _restyle() } } }
    /// The text given by the data source, before any transform.
    var _title: String? { didSet { if _title != oldValue { _restyle() } } }
    weak var _tableView: UITableView?

    /// A header or footer view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        _reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListConstants.plainHeaderHeight))
        addSubview(_defaultBackground)
        addSubview(_contentView)
        _restyle()
    }

    /// `init(reuseIdentifier: nil)` with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UITableViewHeaderFooterView.init(coder:): nibs and storyboards are not supported by Rockhopper; create it with init(reuseIdentifier:)")
    }

    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// Called before a dequeue hands the view out again. The default does nothing.
    open func prepareForReuse() {}

    /// The view for custom content.
    open var contentView: UIView { _contentView }

    /// The title label, made on first use (deprecated since iOS 14).
    open var textLabel: UILabel? {
        if _textLabel == nil {
            let label = UILabel()
            _contentView.addSubview(label)
            _textLabel = label
            _restyle()
        }
        return _textLabel
    }

    /// A second label, made on first use (grouped styles; deprecated since iOS 14).
    open var detailTextLabel: UILabel? {
        if _detailTextLabel == nil {
            let label = UILabel()
            label.font = .systemFont(ofSize: ListConstants.footnoteFontSize)
            label.textColor = .secondaryLabel
            _contentView.addSubview(label)
            _detailTextLabel = label
        }
        return _detailTextLabel
    }

    /// A view behind the content; nil shows the style's background.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            _defaultBackground.isHidden = backgroundView != nil
        }
    }

    /// The configuration of the content; its view fills `contentView`. Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            if let configuration = contentConfiguration {
                if let view = _contentConfigurationView, view.supports(configuration) {
                    view.configuration = configuration
                } else {
                    _contentConfigurationView?.removeFromSuperview()
                    let view = configuration.makeContentView()
                    _contentView.addSubview(view)
                    _contentConfigurationView = view
                }
            } else {
                _contentConfigurationView?.removeFromSuperview()
                _contentConfigurationView = nil
            }
            _textLabel?.isHidden = contentConfiguration != nil
            _detailTextLabel?.isHidden = contentConfiguration != nil
            setNeedsLayout()
        }
    }

    /// The list configuration of the table style and role the view is shown in: `plainHeader()`,
    /// `plainFooter()`, `groupedHeader()` or `groupedFooter()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (_tableStyle == .plain, _isFooter) {
        case (true, false): return .plainHeader()
        case (true, true): return .plainFooter()
        case (false, false): return .groupedHeader()
        case (false, true): return .groupedFooter()
        }
    }

    private func _restyle() {
        _defaultBackground.backgroundColor = _tableStyle == .plain ? ListConstants.plainHeaderBackgroundColor : nil
        guard let label = _textLabel else { return }
        let plainHeader = _tableStyle == .plain && !_isFooter
        label.font = plainHeader ? .systemFont(ofSize: ListConstants.plainHeaderFontSize, weight: .semibold)
            : .systemFont(ofSize: ListConstants.footnoteFontSize)
        label.textColor = plainHeader ? .label : .secondaryLabel
        label.numberOfLines = plainHeader ? 1 : 0
        if let title = _title {
            label.text = _tableStyle != .plain && !_isFooter ? title.uppercased() : title
        }
        setNeedsLayout()
    }

    /// The horizontal margin: the table's content margin (16 or 20 pt), inside inset-grouped cards.
    private var _margin: CGFloat {
        var margin = ListConstants.contentSideMargin(forWidth: _tableView?.bounds.width ?? bounds.width)
        if _tableStyle == .insetGrouped { margin *= 2 }
        return margin
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        _defaultBackground.frame = b
        backgroundView?.frame = b
        _contentView.frame = b
        let margin = _margin
        _contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
        _contentConfigurationView?.frame = _contentView.bounds
        guard let label = _textLabel, contentConfiguration == nil else { return }
        let width = max(0, b.width - 2 * margin)
        let h = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        let y: CGFloat
        switch (_tableStyle == .plain, _isFooter) {
        case (true, _): y = ((b.height - h) / 2).rounded()
        case (false, false): y = b.height - ListConstants.groupedHeaderTitleBottomPadding - h
        case (false, true): y = ListConstants.groupedFooterTitleTopPadding
        }
        label.frame = CGRect(x: margin, y: y, width: width, height: h)
    }

    /// The height the view needs at `width`: its content view's constraints, its configuration, or
    /// its title in the style's metrics.
    func _fittingHeight(forWidth width: CGFloat, isFirstSection: Bool) -> CGFloat {
        if bounds.width != width { bounds.size.width = width }
        if !_contentView.constraints.isEmpty {
            return _contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
        }
        if let view = _contentConfigurationView {
            return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        return UITableViewHeaderFooterView._titleHeight(textLabel?.text, style: _tableStyle, isFooter: _isFooter,
                                                        isFirstSection: isFirstSection, width: max(0, width - 2 * _margin))
    }

    /// The height of a header or footer that shows `title` in a table of `style` (no title: the
    /// style's untitled spacing).
    static func _titleHeight(_ title: String?, style: UITableView.Style, isFooter: Bool, isFirstSection: Bool, width: CGFloat) -> CGFloat {
        let hasTitle = !(title ?? "").isEmpty
        if style == .plain {
            guard hasTitle else { return 0 }
            let size = isFooter ? ListConstants.footnoteFontSize : ListConstants.plainHeaderFontSize
            let font = UIFont.systemFont(ofSize: size, weight: isFooter ? .regular : .semibold)
            return max(ListConstants.plainHeaderHeight, (font.lineHeight + 8).rounded(.up))
        }
        if isFooter {
            guard hasTitle else { return ListConstants.groupedFooterHeight }
            let text = _textHeight(title!, width: width)
            return ListConstants.groupedFooterTitleTopPadding + text + ListConstants.groupedFooterTitleBottomPadding
        }
        let base = isFirstSection ? ListConstants.groupedFirstHeaderHeight : ListConstants.groupedHeaderHeight
        guard hasTitle else { return base }
        let text = _textHeight(title!.uppercased(), width: width)
        let oneLine = UIFont.systemFont(ofSize: ListConstants.footnoteFontSize).lineHeight.rounded(.up)
        return base + ListConstants.groupedHeaderTitleBand + max(0, text - oneLine)
    }

    private static func _textHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: ListConstants.footnoteFontSize)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }
}
