import Foundation

/// A scroll view of rows in sections ([A] `UITableView`): a layout (`_UITableViewGeometry`: every
/// section header, row and footer along the content), a reuse pool (`_ReusePool`) and an update
/// planner (`_ListUpdatePlanner`). It asks its data source only for what is on screen: counts and
/// heights when it (re)loads, a cell when a row comes on screen (and gives the cell back to the
/// pool when it leaves), so the cells made stay near the number visible however long the list.
///
/// The work lives in the extensions:
/// - `+Layout`: loading (counts and heights, at the first layout and after `reloadData()`),
///   self-sizing rows and headers as they come on screen, placing cells, headers (sticky in the
///   plain style), footers, the table header and footer views and the filler separators.
/// - `+Reuse`: registering and dequeuing cells and header/footer views.
/// - `+Queries`: counts, cells, index paths and rectangles; `scrollToRow`.
/// - `+Selection`: highlighting and selecting by touch and in code.
/// - `+Editing`, `+SwipeActions`, `+Reordering`: editing mode, swipe actions, dragging rows.
/// - `+Updates`: `reloadData`, batch updates and the single-row operations, animated.
/// - `+SectionIndex`: the A–Z index on the trailing edge.
///
/// `delegate` is the scroll view's (typed `UIScrollViewDelegate`); a delegate that adopts
/// `UITableViewDelegate` also hears the table's calls (docs/DEVIATIONS.md 161).
@MainActor
open class UITableView: UIScrollView {
    /// `UITableView.automaticDimension` (−1): "size to fit", for heights.
    public static let automaticDimension: CGFloat = ListConstants.automaticDimension

    /// `UITableView.indexSearch` ("{search}"): a section index title shown as a magnifying glass.
    public static let indexSearch: String = ListConstants.indexSearch

    // MARK: Stored state of the extensions

    /// The counts and heights are stale (`reloadData()`, a new data source): reload at the next
    /// layout or query.
    var _needsReload = true
    /// The rows' known heights are stale (row height properties changed, width changed).
    var _needsHeightsReset = false
    var _geometry = _UITableViewGeometry()
    /// The width the heights were measured at.
    var _measuredWidth: CGFloat = -1
    var _cellPool = _ReusePool<UITableViewCell>()
    var _headerFooterPool = _ReusePool<UITableViewHeaderFooterView>()
    /// The cells on screen, in index-path order.
    var _visibleCells: [UITableViewCell] = []
    /// The header and footer views on screen.
    var _visibleSupplementaries: [_UITableViewSupplementary] = []
    /// Cells and header views asked for while measuring, shown (or given back) in the same pass.
    var _preparedCells: [UITableViewCell] = []
    var _preparedSupplementaries: [_UITableViewSupplementary] = []
    /// Cells and views leaving during an update animation; recycled when it ends.
    var _leavingViews: [UIView] = []
    var _selectedRows = Set<IndexPath>()
    var _highlightedRow: IndexPath?
    /// The touch that highlighted a row, until it ends or moves away.
    weak var _selectionTouch: UITouch?
    var _isEditing = false
    /// Open `beginUpdates` levels and the operations collected meanwhile.
    var _updateDepth = 0
    var _pendingUpdates = _ListUpdatePlanner()
    var _pendingAnimations = _UITableViewUpdateAnimations()
    var _pendingCompletions: [(Bool) -> Void] = []
    /// Whether the outermost batch animates (a diffable `apply(_:animatingDifferences: false)`
    /// clears it for its batch).
    var _batchAnimated = true
    /// The cell a diffable data source reconfigures: `dequeueReusableCell(withIdentifier:for:)`
    /// hands it back instead of a queued one ([A] `reconfigureRows(at:)`).
    var _reconfiguringCell: UITableViewCell?
    /// Update animations running (each ends with a recycle of its leaving views).
    var _runningUpdateAnimations = 0
    var _swipe: _UITableViewSwipe?
    var _swipeRecognizer: _UITableViewSwipeGestureRecognizer?
    var _reorder: _UITableViewReorder?
    var _reorderRecognizer: _UITableViewReorderGestureRecognizer?
    var _index: _UITableViewIndexView?
    var _fillerSeparators: _UITableViewFillerSeparatorsView?
    var _separatorInsetOverride: UIEdgeInsets?
    /// Set by the data source's and delegate's default implementations of the methods whose
    /// presence UIKit checks, so a probe can tell a default answer from the app's.
    var _defaultAnswerReached = false
    /// The delegate as a table delegate (cached when `delegate` is set).
    weak var _tableDelegate: (any UITableViewDelegate)?

    // MARK: Creating

    /// The table's style, fixed at creation.
    public let style: Style

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        let swipe = _UITableViewSwipeGestureRecognizer(target: self, action: UITableView._handleSwipe)
        addGestureRecognizer(swipe)
        _swipeRecognizer = swipe
        let reorder = _UITableViewReorderGestureRecognizer(target: self, action: UITableView._handleReorder)
        addGestureRecognizer(reorder)
        _reorderRecognizer = reorder
    }

    /// A `.plain` table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UITableView.init(coder:): nibs and storyboards are not supported by Rockhopper; create the table with init(frame:style:)")
    }

    // MARK: Data source and delegate

    /// Gives the sections, rows and cells. Held weakly. Setting it reloads at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { _setNeedsReload() }
    }

    /// The scroll view's delegate; when it adopts `UITableViewDelegate` it hears the table too.
    /// Held weakly. Setting it reloads at the next layout (heights may differ).
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            _tableDelegate = delegate as? any UITableViewDelegate
            _setNeedsReload()
        }
    }

    // MARK: Heights

    /// The height of every row whose delegate does not say otherwise. Default
    /// `automaticDimension`: rows size themselves (a cell's content view constraints, its
    /// configuration, or its labels; 44 pt for a standard cell).
    open var rowHeight: CGFloat = ListConstants.automaticDimension {
        willSet { _requireFinite(newValue, "UITableView rowHeight") }
        didSet { if rowHeight != oldValue { _setNeedsHeightsReset() } }
    }
    /// Default `automaticDimension`: a title's height for the style, or the header view's.
    open var sectionHeaderHeight: CGFloat = ListConstants.automaticDimension {
        willSet { _requireFinite(newValue, "UITableView sectionHeaderHeight") }
        didSet { if sectionHeaderHeight != oldValue { _setNeedsReload() } }
    }
    /// Default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = ListConstants.automaticDimension {
        willSet { _requireFinite(newValue, "UITableView sectionFooterHeight") }
        didSet { if sectionFooterHeight != oldValue { _setNeedsReload() } }
    }
    /// The height assumed for rows not yet on screen; 0 turns estimation off (every row's height
    /// is asked when the table loads, and rows do not size themselves). Default
    /// `automaticDimension`: `rowHeight` when it is a number, else 44 pt.
    open var estimatedRowHeight: CGFloat = ListConstants.automaticDimension {
        willSet { _requireFinite(newValue, "UITableView estimatedRowHeight") }
        didSet { if estimatedRowHeight != oldValue { _setNeedsHeightsReset() } }
    }
    /// Default `automaticDimension`.
    open var estimatedSectionHeaderHeight: CGFloat = ListConstants.automaticDimension {
        willSet { _requireFinite(newValue, "UITableView estimatedSectionHeaderHeight") }
        didSet { if estimatedSectionHeaderHeight != oldValue { _setNeedsReload() } }
    }
    /// Default `automaticDimension`.
    open var estimatedSectionFooterHeight: CGFloat = ListConstants.automaticDimension {
        willSet { _requireFinite(newValue, "UITableView estimatedSectionFooterHeight") }
        didSet { if estimatedSectionFooterHeight != oldValue { _setNeedsReload() } }
    }

    // MARK: Separators

    /// Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { _cellsNeedLayout() } }
    }
    /// Default `UIColor.separator`.
    open var separatorColor: UIColor? = .separator {
        didSet { _cellsNeedLayout() }
    }
    /// The separators' inset (left and right). Reading gives the automatic inset (the content
    /// margin) until one is set; a cell's own `separatorInset` wins.
    open var separatorInset: UIEdgeInsets {
        get { _separatorInsetOverride ?? UIEdgeInsets(top: 0, left: ListConstants.contentSideMargin(forWidth: bounds.width), bottom: 0, right: 0) }
        set {
            _separatorInsetOverride = newValue
            _cellsNeedLayout()
        }
    }
    /// What a set `separatorInset` is measured from. Default `.fromCellEdges`.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { _cellsNeedLayout() }
    }

    // MARK: Views

    /// A view behind the rows, the size of the table, not scrolling. Default nil.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view above the first section, scrolling with the rows, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let view = tableHeaderView { addSubview(view) }
            setNeedsLayout()
        }
    }

    /// A view below the last section, as tall as its frame. Any footer view (even an empty
    /// `UIView()`) stops a plain table's filler separators.
    open var tableFooterView: UIView? {
        didSet {
            guard tableFooterView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let view = tableFooterView { addSubview(view) }
            setNeedsLayout()
        }
    }

    // MARK: Section index

    /// Tables with fewer rows than this show no index. Default 0.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The index titles' colour; nil (default) uses the tint.
    open var sectionIndexColor: UIColor? { didSet { _index?.setNeedsDisplay() } }
    /// The index's background while not touched. Default nil (clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { _index?._updateBackground() } }
    /// The index's background while touched. Default nil (clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { _index?._updateBackground() } }

    // MARK: Selection

    /// Whether rows can be selected by touch. Default true.
    open var allowsSelection = true
    /// Whether several rows can be selected (a tap on a selected row deselects it). Default false.
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection != oldValue { _cellsNeedLayout() } }
    }
    /// Whether rows can be selected by touch while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Default false.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether multiple selection applies now (it depends on editing).
    var _allowsMultipleSelectionNow: Bool { _isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    var _allowsSelectionNow: Bool {
        _isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing)
            : (allowsSelection || allowsMultipleSelection)
    }

    // MARK: Editing

    /// Whether the rows show their editing controls. Setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: rows show (or hide) their delete or insert controls and,
    /// where the data source lets them move, reorder controls; animated, they slide in over
    /// 0.3 s. Open swipe actions close; the selection is cleared unless the mode allows it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _endSwipe(animated: animated)
        _isEditing = editing
        _editingDidChange(animated: animated)
    }

    // MARK: Overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTable()
    }

    /// Touches on the rows select them (`+Selection`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _selectionTouchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _selectionTouchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _selectionTouchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _selectionTouchesCancelled(touches, with: event)
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === _swipeRecognizer { return _swipeShouldBegin() }
        if gestureRecognizer === _reorderRecognizer { return _reorderShouldBegin() }
        if gestureRecognizer === panGestureRecognizer, _reorder != nil { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Invalidation

    func _setNeedsReload() {
        _needsReload = true
        setNeedsLayout()
    }

    func _setNeedsHeightsReset() {
        _needsHeightsReset = true
        setNeedsLayout()
    }

    func _cellsNeedLayout() {
        for cell in _visibleCells { cell.setNeedsLayout() }
        setNeedsLayout()
    }
}

/// A header or footer view on screen, for `section`. Not API.
struct _UITableViewSupplementary {
    var section: Int
    var isFooter: Bool
    var view: UIView
}
