import Foundation

/// One row of a table ([A] `UITableViewCell`): a `contentView` for the row's content, the legacy
/// `textLabel`, `detailTextLabel` and `imageView` laid out by `CellStyle` (or a
/// `contentConfiguration`), an accessory at the trailing edge, backgrounds for the normal and
/// selected looks, a separator at the bottom, and in editing mode an editing control at the
/// leading edge and a reorder control at the trailing edge.
///
/// Layout (`layoutSubviews`, metrics in `ListConstants+TableView.swift`): the backgrounds fill the
/// cell; the editing control takes `editControlWidth` at the leading edge and moves the content
/// view right (with `indentationLevel × indentationWidth`); the accessory sits at the trailing
/// content margin, centred, and the content view ends `accessoryContentGap` before it; the
/// separator (one device pixel) lies along the bottom, below the content view, inset by
/// `separatorInset` — by default from the leading content margin, or from the text when there is
/// an image.
///
/// A table creates registered cells with `init(style: .default, reuseIdentifier:)`, which is
/// therefore `required` (docs/DEVIATIONS.md 165).
@MainActor
open class UITableViewCell: UIView, _ReusableView {
    // MARK: State

    private let _style: CellStyle
    private let _reuseIdentifier: String?
    private let _contentView: UIView
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private var _imageView: UIImageView?
    let _separatorView = _UITableViewCellSeparatorView()
    /// The default background and selected background, used while the app sets none.
    let _defaultBackground = _UITableViewCellBackgroundView()
    private var _defaultSelectedBackground: _UITableViewCellBackgroundView?
    private var _accessoryGlyph: _UITableViewCellAccessoryView?
    private var _editControl: _UITableViewCellEditControl?
    var _reorderControl: _UITableViewCellReorderControl?
    private var _contentConfigurationView: (any UIView & UIContentView)?
    private var _separatorInsetOverride: UIEdgeInsets?

    /// The table showing the cell (set when it is displayed), its index path there, and where it
    /// sits in its section (for grouped backgrounds and separators).
    weak var _tableView: UITableView?
    var _indexPath: IndexPath?
    var _isFirstInSection = false
    var _isLastInSection = false
    /// The cell's editing style while its table edits, and whether it shows a reorder control.
    var _editingStyle: EditingStyle = .none
    var _showsReorderControl = false
    /// The app set `backgroundColor`: the default background gives way.
    private var _hasOwnBackgroundColor = false

    // MARK: Creating

    /// A cell of `style`, reused under `reuseIdentifier`. Tables create registered cells with this
    /// initializer (`style` `.default`).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        _reuseIdentifier = reuseIdentifier
        _contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: ListConstants.defaultRowHeight))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListConstants.defaultRowHeight))
        _defaultBackground.fillColor = .systemBackground
        addSubview(_defaultBackground)
        _contentView.clipsToBounds = false
        addSubview(_contentView)
        _separatorView.backgroundColor = .separator
        addSubview(_separatorView)
        _contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: ListConstants.contentVerticalMargin, leading: ListConstants.contentSideMargin(forWidth: 0),
            bottom: ListConstants.contentVerticalMargin, trailing: ListConstants.contentSideMargin(forWidth: 0))
    }

    /// `init(style: .default, reuseIdentifier: nil)` with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UITableViewCell.init(coder:): nibs and storyboards are not supported by Rockhopper; create the cell with init(style:reuseIdentifier:)")
    }

    /// The identifier the cell is reused under.
    open var reuseIdentifier: String? { _reuseIdentifier }

    /// Called just before a table's `dequeueReusableCell` hands the cell out again. Reset
    /// appearance (alpha, editing, selection), not content; call `super`. The default does
    /// nothing: the table sets the selection, highlight and editing state when it shows the cell.
    open func prepareForReuse() {}

    // MARK: Content

    /// The view for the cell's content: add custom subviews here. It shrinks for the accessory and
    /// the editing controls.
    open var contentView: UIView { _contentView }

    /// The main label, made on first use (deprecated since iOS 14 in favour of
    /// `contentConfiguration`).
    open var textLabel: UILabel? {
        if _textLabel == nil {
            let label = UILabel()
            label.font = .systemFont(ofSize: _style == .value2 ? ListConstants.value2TextFontSize : ListConstants.cellTextFontSize)
            if _style == .value2 {
                label.textColor = .systemBlue
                label.textAlignment = .right
            }
            label.backgroundColor = nil
            _contentView.addSubview(label)
            _textLabel = label
            setNeedsLayout()
        }
        return _textLabel
    }

    /// The second label of `.value1`, `.value2` and `.subtitle` cells, made on first use; nil for
    /// `.default`.
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if _detailTextLabel == nil {
            let label = UILabel()
            switch _style {
            case .value1:
                label.font = .systemFont(ofSize: ListConstants.cellTextFontSize)
                label.textColor = .secondaryLabel
                label.textAlignment = .right
            case .value2:
                label.font = .systemFont(ofSize: ListConstants.value2DetailFontSize)
            case .subtitle:
                label.font = .systemFont(ofSize: ListConstants.subtitleDetailFontSize)
            case .default:
                break
            }
            _contentView.addSubview(label)
            _detailTextLabel = label
            setNeedsLayout()
        }
        return _detailTextLabel
    }

    /// The image at the leading edge, made on first use (shown once it has an image; never shown
    /// in `.value2` cells).
    open var imageView: UIImageView? {
        if _imageView == nil {
            let view = UIImageView()
            _contentView.addSubview(view)
            _imageView = view
            setNeedsLayout()
        }
        return _imageView
    }

    // MARK: Content configuration (iOS 14)

    /// The configuration of the cell's content; setting one puts its content view in
    /// `contentView` (filling it) and hides the legacy labels and image. Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { _applyContentConfiguration() }
    }

    /// A list content configuration styled for this cell's style and table: `.cell()`, or
    /// `.subtitleCell()` for `.subtitle` and `.valueCell()` for `.value1` cells.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch _style {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .default, .value2: return .cell()
        }
    }

    /// Whether a change of state (selection, highlight, editing, swipe) re-applies
    /// `contentConfiguration.updated(for:)`. Default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state now.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = _isSwiped
        state.isReordering = _isReordering
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Applies `state`: the default re-applies `contentConfiguration.updated(for: state)` when
    /// `automaticallyUpdatesContentConfiguration`. Override to restyle; call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
    }

    private var _needsConfigurationUpdate = false
    var _isSwiped = false { didSet { if _isSwiped != oldValue { _stateDidChange() } } }
    var _isReordering = false { didSet { if _isReordering != oldValue { _stateDidChange() } } }

    private func _stateDidChange() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    private func _applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            _contentConfigurationView?.removeFromSuperview()
            _contentConfigurationView = nil
            for view in [_textLabel, _detailTextLabel, _imageView] as [UIView?] { view?.isHidden = false }
            setNeedsLayout()
            return
        }
        if let view = _contentConfigurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            _contentConfigurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            _contentView.addSubview(view)
            _contentConfigurationView = view
        }
        for view in [_textLabel, _detailTextLabel, _imageView] as [UIView?] { view?.isHidden = true }
        setNeedsLayout()
    }

    // MARK: Backgrounds

    /// A view behind everything else; nil (default) shows the table style's background.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            _updateBackgrounds()
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted; nil (default)
    /// shows the grey selection of `selectionStyle`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            _updateBackgrounds()
        }
    }

    /// The selected background of a table that allows multiple selection; nil uses
    /// `selectedBackgroundView`.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            guard multipleSelectionBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            _updateBackgrounds()
        }
    }

    /// Setting a background colour replaces the table style's default background.
    open override var backgroundColor: UIColor? {
        didSet {
            _hasOwnBackgroundColor = backgroundColor != nil
            _updateBackgrounds()
        }
    }

    // MARK: Selection and highlight

    /// How the selected cell looks. Default `.default` (grey).
    open var selectionStyle: SelectionStyle = .default {
        didSet { _updateBackgrounds() }
    }

    /// Whether the cell is selected. Setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var _isSelected = false

    /// Whether the cell is highlighted (a finger is on it). Setting it is
    /// `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var _isHighlighted = false

    /// Selects or deselects the cell's look; animated, the grey fades out (0.3 s). Tables call it;
    /// it does not select the row in the table (`selectRow(at:animated:scrollPosition:)` does).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != _isSelected else { return }
        _isSelected = selected
        _updateSelectionLook(animated: animated)
        _stateDidChange()
    }

    /// Highlights or unhighlights the cell's look.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != _isHighlighted else { return }
        _isHighlighted = highlighted
        _updateSelectionLook(animated: animated)
        _stateDidChange()
    }

    // MARK: Accessories

    /// The standard accessory. Default `.none`. `accessoryView` wins over it.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { _updateAccessory() } }
    }

    /// A custom accessory view (a switch, a label…), placed at the trailing edge at its own size.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); _updateAccessory() } }
    }

    /// The standard accessory while editing. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { _updateAccessory() } }
    }

    /// A custom accessory while editing.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); _updateAccessory() } }
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls. Tables set it in `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false

    /// Shows or hides the editing controls (animated: they slide in over 0.3 s).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        _updateAccessory()
        _updateEditingControls()
        _stateDidChange()
        if animated && window != nil {
            UIView.animate(withDuration: ListConstants.editingAnimationDuration) { self.layoutIfNeeded() }
        }
    }

    /// The editing control the cell shows (`.none` while not editing).
    open var editingStyle: EditingStyle { _isEditing ? _editingStyle : .none }

    /// Whether the content moves right for the editing control. Default true.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    /// Whether the Delete button (or other swipe actions) is showing.
    open var showingDeleteConfirmation: Bool { _isSwiped }

    /// How many `indentationWidth`s the content is moved right. Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// Default 10 pt.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    // MARK: Separator

    /// The insets of the separator (only left and right count). Reading gives the inset in
    /// effect: the one set on the cell, else the table's, else the automatic inset (the content
    /// margin, or the text when there is an image).
    open var separatorInset: UIEdgeInsets {
        get { _separatorInsetOverride ?? _effectiveSeparatorInset() }
        set {
            _separatorInsetOverride = newValue
            setNeedsLayout()
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if _needsConfigurationUpdate {
            _needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        let b = bounds
        let table = _tableView
        let margin = _contentMargin
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        let separatorShown = _separatorIsShown
        let contentHeight = max(0, b.height - (separatorShown ? pixel : 0))

        // Backgrounds.
        backgroundView?.frame = b
        _defaultBackground.frame = b
        selectedBackgroundView?.frame = b
        multipleSelectionBackgroundView?.frame = b
        _defaultSelectedBackground?.frame = b
        _configureDefaultBackgrounds()

        // Leading: editing control and indentation.
        var leading = CGFloat(indentationLevel) * indentationWidth
        if let control = _editControl {
            control.frame = CGRect(x: 0, y: 0, width: ListConstants.editControlWidth, height: contentHeight)
            control.isHidden = !_isEditing || _editingStyle == .none
            if _isEditing && _editingStyle != .none && shouldIndentWhileEditing { leading += ListConstants.editControlWidth }
        }

        // Trailing: section index, reorder control, accessory.
        var trailingEdge = b.width - (table?._sectionIndexWidthForCells ?? 0)
        if let reorder = _reorderControl {
            let shown = _isEditing && _showsReorderControl
            reorder.isHidden = !shown
            if shown {
                reorder.frame = CGRect(x: trailingEdge - ListConstants.reorderControlWidth, y: 0,
                                       width: ListConstants.reorderControlWidth, height: contentHeight)
                trailingEdge -= ListConstants.reorderControlWidth
            }
        }
        var contentTrailing = trailingEdge
        if let accessory = _currentAccessory {
            var size = accessory.bounds.size
            if size == .zero { size = accessory.sizeThatFits(CGSize(width: b.width, height: contentHeight)) }
            let x = trailingEdge - margin - size.width
            accessory.frame = CGRect(x: x, y: ((contentHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
            contentTrailing = x - ListConstants.accessoryContentGap
        }
        _contentView.frame = CGRect(x: leading, y: 0, width: max(0, contentTrailing - leading), height: contentHeight)
        _contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: ListConstants.contentVerticalMargin, leading: margin,
            bottom: ListConstants.contentVerticalMargin, trailing: _currentAccessory == nil ? margin : 0)
        _contentConfigurationView?.frame = _contentView.bounds
        _layoutLegacyContent(trailingPadding: _currentAccessory == nil ? margin : 0)

        // Separator.
        _separatorView.isHidden = !separatorShown
        if separatorShown {
            let inset = separatorInset
            _separatorView.frame = CGRect(x: inset.left, y: b.height - pixel,
                                          width: max(0, b.width - inset.left - inset.right), height: pixel)
            if let color = table?.separatorColor { _separatorView.backgroundColor = color }
        }
    }

    /// The leading and trailing content margin: 16 or 20 pt by the table's (or cell's) width.
    var _contentMargin: CGFloat {
        ListConstants.contentSideMargin(forWidth: _tableView?.bounds.width ?? bounds.width)
    }

    /// Whether the separator is drawn: the table draws separators and this row is not the last of
    /// an inset-grouped section (nor of a grouped one, whose edge line is its own).
    var _separatorIsShown: Bool {
        guard let table = _tableView else { return true }
        guard table.separatorStyle != .none else { return false }
        if table.style != .plain && _isLastInSection { return table.style == .grouped }
        return true
    }

    private func _effectiveSeparatorInset() -> UIEdgeInsets {
        if let table = _tableView {
            if table.style == .grouped && _isLastInSection { return .zero }
            if let inset = table._separatorInsetOverride {
                if table.separatorInsetReference == .fromCellEdges { return inset }
                let auto = _automaticSeparatorLeft()
                return UIEdgeInsets(top: 0, left: auto + inset.left, bottom: 0, right: inset.right)
            }
        }
        return UIEdgeInsets(top: 0, left: _automaticSeparatorLeft(), bottom: 0, right: 0)
    }

    /// The separator starts under the text: the content margin, plus the image and its padding
    /// when a legacy image is shown, plus the editing indentation.
    private func _automaticSeparatorLeft() -> CGFloat {
        var left = _contentView.frame.minX + _contentMargin
        if contentConfiguration == nil, _style != .value2, let image = _imageView?.image {
            left += image.size.width + ListConstants.imageToTextPadding
        }
        return left
    }

    /// Places `textLabel`, `detailTextLabel` and `imageView` by style.
    private func _layoutLegacyContent(trailingPadding: CGFloat) {
        guard contentConfiguration == nil else { return }
        let c = _contentView.bounds
        let margin = _contentMargin
        var x = margin
        if _style != .value2, let imageView = _imageView, let image = imageView.image {
            let size = CGSize(width: min(image.size.width, c.width), height: min(image.size.height, c.height))
            imageView.frame = CGRect(x: margin, y: ((c.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            imageView.isHidden = false
            x += size.width + ListConstants.imageToTextPadding
        } else {
            _imageView?.isHidden = _style == .value2 || _imageView?.image == nil
        }
        let right = c.width - trailingPadding
        let available = max(0, right - x)
        func height(_ label: UILabel) -> CGFloat {
            label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height.rounded(.up)
        }
        func width(_ label: UILabel) -> CGFloat {
            min(available, label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: c.height)).width.rounded(.up))
        }
        let text = _textLabel
        let detail = _detailTextLabel
        let hasText = !(text?.text ?? "").isEmpty || text?.attributedText != nil
        let hasDetail = !(detail?.text ?? "").isEmpty || detail?.attributedText != nil
        switch _style {
        case .default:
            if let text {
                let h = height(text)
                text.frame = CGRect(x: x, y: ((c.height - h) / 2).rounded(), width: available, height: h)
            }
        case .subtitle:
            let h1 = hasText ? height(text!) : 0
            let h2 = hasDetail ? height(detail!) : 0
            let gap = hasText && hasDetail ? ListConstants.subtitleGap : 0
            var y = ((c.height - h1 - gap - h2) / 2).rounded()
            text?.frame = CGRect(x: x, y: y, width: available, height: h1)
            y += h1 + gap
            detail?.frame = CGRect(x: x, y: y, width: available, height: h2)
        case .value1:
            var detailWidth: CGFloat = 0
            if let detail, hasDetail {
                detailWidth = width(detail)
                let h = height(detail)
                detail.frame = CGRect(x: right - detailWidth, y: ((c.height - h) / 2).rounded(), width: detailWidth, height: h)
            }
            if let text {
                let gap: CGFloat = detailWidth > 0 ? ListConstants.accessoryContentGap : 0
                let w = max(0, min(width(text), available - detailWidth - gap))
                let h = height(text)
                text.frame = CGRect(x: x, y: ((c.height - h) / 2).rounded(), width: w, height: h)
            }
        case .value2:
            let labelWidth = min(ListConstants.value2LabelWidth, available)
            if let text {
                let h = height(text)
                text.frame = CGRect(x: margin, y: ((c.height - h) / 2).rounded(), width: labelWidth, height: h)
            }
            if let detail {
                let dx = margin + labelWidth + ListConstants.value2Gap
                let h = height(detail)
                detail.frame = CGRect(x: dx, y: ((c.height - h) / 2).rounded(), width: max(0, right - dx), height: h)
            }
        }
    }

    /// The height the cell needs at `width` (the separator included): from the content view's
    /// constraints when it has any, else from the content configuration's view, else from the
    /// legacy labels; never less than the standard 44 pt for the legacy layout.
    func _fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if bounds.width != width { bounds.size.width = width }
        layoutIfNeeded()
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        let separator = _separatorIsShown ? pixel : 0
        let contentWidth = _contentView.bounds.width
        if !_contentView.constraints.isEmpty {
            let size = _contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel)
            return _ceilToPixels(size.height + separator, pixel)
        }
        if let view = _contentConfigurationView {
            let size = view.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
            return _ceilToPixels(size.height + separator, pixel)
        }
        return max(ListConstants.defaultRowHeight, _ceilToPixels(_legacyContentHeight() + separator, pixel))
    }

    private func _ceilToPixels(_ v: CGFloat, _ pixel: CGFloat) -> CGFloat { (v / pixel).rounded(.up) * pixel }

    /// The legacy labels' block with the 11-pt vertical content margins.
    private func _legacyContentHeight() -> CGFloat {
        let w = max(0, _contentView.bounds.width - 2 * _contentMargin)
        func h(_ label: UILabel?) -> CGFloat {
            guard let label, !(label.text ?? "").isEmpty || label.attributedText != nil else { return 0 }
            return label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        }
        let block: CGFloat
        switch _style {
        case .subtitle: block = h(_textLabel) + h(_detailTextLabel) + ListConstants.subtitleGap
        default: block = max(h(_textLabel), h(_detailTextLabel), _imageView?.image?.size.height ?? 0)
        }
        return block + 2 * ListConstants.contentVerticalMargin
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _fittingHeight(forWidth: size.width))
    }

    // MARK: Looks

    /// The accessory shown now: the custom view or standard type for the editing state.
    private var _currentAccessory: UIView? {
        if _isEditing { return editingAccessoryView ?? (editingAccessoryType == .none ? nil : _accessoryGlyph) }
        return accessoryView ?? (accessoryType == .none ? nil : _accessoryGlyph)
    }

    private func _updateAccessory() {
        let type = _isEditing ? editingAccessoryType : accessoryType
        let custom = _isEditing ? editingAccessoryView : accessoryView
        // Only the accessory for the current state is a subview.
        for view in [accessoryView, editingAccessoryView] as [UIView?] where view !== custom { view?.removeFromSuperview() }
        if let custom {
            _accessoryGlyph?.removeFromSuperview()
            if custom.superview !== self { addSubview(custom) }
        } else if type != .none {
            if _accessoryGlyph?.type != type {
                _accessoryGlyph?.removeFromSuperview()
                let glyph = _UITableViewCellAccessoryView(type: type)
                glyph.onTap = { [weak self] in self?._accessoryButtonTapped() }
                _accessoryGlyph = glyph
            }
            if _accessoryGlyph!.superview !== self { addSubview(_accessoryGlyph!) }
        } else {
            _accessoryGlyph?.removeFromSuperview()
        }
        setNeedsLayout()
    }

    private func _accessoryButtonTapped() {
        guard let table = _tableView, let indexPath = table.indexPath(for: self) else { return }
        table._tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Makes or removes the editing and reorder controls for the current editing state.
    func _updateEditingControls() {
        if _isEditing && _editingStyle != .none {
            if _editControl == nil {
                let control = _UITableViewCellEditControl(frame: .zero)
                control.addTarget(self, action: UITableViewCell._editControlTapped, for: .touchUpInside)
                insertSubview(control, aboveSubview: _contentView)
                _editControl = control
            }
            _editControl!.style = _editingStyle
        }
        if _isEditing && _showsReorderControl && _reorderControl == nil {
            let control = _UITableViewCellReorderControl(frame: .zero)
            insertSubview(control, aboveSubview: _contentView)
            _reorderControl = control
        }
        setNeedsLayout()
    }

    private func _editControlTapped() {
        guard let table = _tableView, let indexPath = table.indexPath(for: self) else { return }
        table._editControlTapped(at: indexPath)
    }

    /// The default background for the table's style, and the corners of inset-grouped rows.
    private func _configureDefaultBackgrounds() {
        let table = _tableView
        let style = table?.style ?? .plain
        _defaultBackground.isHidden = backgroundView != nil || _hasOwnBackgroundColor
        _defaultBackground.fillColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        var corners: UIRectCorner = []
        if style == .insetGrouped {
            if _isFirstInSection { corners.formUnion([.topLeft, .topRight]) }
            if _isLastInSection { corners.formUnion([.bottomLeft, .bottomRight]) }
        }
        _defaultBackground.roundedCorners = corners
        _defaultBackground.cornerRadius = ListConstants.insetGroupedCornerRadius
        if let selected = _defaultSelectedBackground {
            selected.roundedCorners = corners
            selected.cornerRadius = ListConstants.insetGroupedCornerRadius
        }
    }

    private func _updateBackgrounds() {
        _updateSelectionLook(animated: false)
        setNeedsLayout()
    }

    /// The view that shows the selected look now (nil for `.none` without a custom view).
    private var _selectionView: UIView? {
        if let table = _tableView, table._allowsMultipleSelectionNow, let view = multipleSelectionBackgroundView { return view }
        if let view = selectedBackgroundView { return view }
        guard selectionStyle != .none else { return nil }
        if _defaultSelectedBackground == nil {
            let view = _UITableViewCellBackgroundView()
            view.fillColor = ListConstants.selectedBackgroundColor
            _defaultSelectedBackground = view
        }
        return _defaultSelectedBackground
    }

    private func _updateSelectionLook(animated: Bool) {
        let shows = _isSelected || _isHighlighted
        let current = _selectionView
        for view in [selectedBackgroundView, multipleSelectionBackgroundView, _defaultSelectedBackground] as [UIView?] {
            guard let view, view !== current else { continue }
            view.removeFromSuperview()
        }
        for label in [_textLabel, _detailTextLabel] { label?.isHighlighted = shows && selectionStyle != .none }
        _imageView?.isHighlighted = shows && selectionStyle != .none
        guard let view = current else { return }
        if shows {
            if view.superview !== self {
                view.frame = bounds
                let above: UIView = backgroundView ?? _defaultBackground
                if above.superview === self { insertSubview(view, aboveSubview: above) } else { insertSubview(view, at: 0) }
            }
            view.alpha = 1
        } else if view.superview === self {
            if animated && window != nil {
                UIView.animate(withDuration: ListConstants.deselectAnimationDuration, animations: { view.alpha = 0 }) { [weak self, weak view] _ in
                    guard let self, let view, !self._isSelected, !self._isHighlighted else { return }
                    view.removeFromSuperview()
                    view.alpha = 1
                }
            } else {
                view.removeFromSuperview()
            }
        }
    }
}
