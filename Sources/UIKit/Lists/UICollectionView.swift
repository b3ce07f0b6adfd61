import Foundation

/// A scroll view of items in sections placed by a layout object ([A] `UICollectionView`). It asks
/// its layout which elements are in the visible rectangle and its data source only for those,
/// as they come on screen; cells and supplementary views that leave go back to reuse pools
/// (`_ReusePool`, shared with `UITableView`), so the views made stay near the number visible
/// however long the content. Batch updates are validated and planned by `_ListUpdatePlanner`
/// (shared with `UITableView`, in the collection view's words).
///
/// The work lives in the extensions:
/// - `+Layout`: loading the counts, preparing the layout, self-sizing, showing what is on screen;
/// - `+Reuse`: registering and dequeuing cells and supplementary views;
/// - `+Queries`: counts, visible cells, index paths, layout attributes; `scrollToItem`;
/// - `+Selection`: highlighting and selecting by touch and in code;
/// - `+Updates`: `reloadData`, `performBatchUpdates` and the item and section operations, animated.
///
/// `delegate` is the scroll view's (typed `UIScrollViewDelegate`); one that adopts
/// `UICollectionViewDelegate` also hears the collection view's calls (DEVIATIONS 161, as the
/// table's).
@MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers: "UICollectionElementKindSectionHeader".
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers: "UICollectionElementKindSectionFooter".
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: Stored state of the extensions

    var _needsReload = true
    /// The item counts per section the collection view shows.
    var _itemCounts: [Int] = []
    var _cellPool = _ReusePool<UICollectionViewCell>()
    /// Supplementary views' pools, by kind.
    var _supplementaryPools: [String: _ReusePool<UICollectionReusableView>] = [:]
    /// The views on screen, by element.
    var _visibleViews: [_CollectionElementKey: UICollectionReusableView] = [:]
    /// Cells asked for while self-sizing, shown (or given back) in the same pass.
    var _preparedCells: [IndexPath: UICollectionViewCell] = [:]
    /// Views leaving during an update animation; recycled when it ends.
    var _leavingViews: [UICollectionReusableView] = []
    var _selectedItems = Set<IndexPath>()
    var _highlightedItem: IndexPath?
    weak var _selectionTouch: UITouch?
    var _updateDepth = 0
    var _pendingUpdates = _ListUpdatePlanner(vocabulary: .items)
    var _pendingCompletions: [(Bool) -> Void] = []
    /// Whether the outermost batch animates (a diffable `apply(_:animatingDifferences: false)`
    /// clears it for its batch).
    var _batchAnimated = true
    /// The cell a diffable data source reconfigures: `dequeueReusableCell(withReuseIdentifier:for:)`
    /// hands it back instead of a queued one ([A] `reconfigureItems(at:)`).
    var _reconfiguringCell: UICollectionViewCell?
    /// The bounds of the last layout pass (to ask the layout about bounds changes).
    var _lastLayoutBounds: CGRect = .null
    /// The delegate as a collection view delegate (cached when `delegate` is set).
    weak var _collectionDelegate: (any UICollectionViewDelegate)?
    /// The scratch list of elements on screen, kept between passes (no allocation per frame).
    var _scratchKeys: [_CollectionElementKey] = []

    // MARK: Creating

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.collectionView = self
        layout._needsPrepare = true
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UICollectionView.init(coder:): nibs and storyboards are not supported by Rockhopper; create the collection view with init(frame:collectionViewLayout:)")
    }

    // MARK: Layout object

    /// The layout placing the items. Setting it lays the content out anew (not animated).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout._needsPrepare = true
            setNeedsLayout()
        }
    }

    /// Sets the layout; `animated` is not animated here (the new layout applies at once).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    // MARK: Data source and delegate

    /// Gives the sections, items, cells and supplementary views. Held weakly. Setting it
    /// reloads at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { _setNeedsReload() }
    }

    /// The scroll view's delegate; when it adopts `UICollectionViewDelegate` it hears the
    /// collection view too, and when it adopts `UICollectionViewDelegateFlowLayout` a flow layout
    /// asks it for sizes. Held weakly.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet {
            _collectionDelegate = delegate as? any UICollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }

    /// A view behind all the content, filling the bounds and not scrolling. Default nil.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection settings

    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true
    /// Whether several items can be selected at once (a tap on a selected item deselects it).
    /// Default false.
    open var allowsMultipleSelection = false {
        didSet {
            guard !allowsMultipleSelection, _selectedItems.count > 1, let keep = _selectedItems.min() else { return }
            for ip in _selectedItems where ip != keep { deselectItem(at: ip, animated: false) }
        }
    }

    // MARK: Overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutCollection()
    }

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

    // MARK: Invalidation

    func _setNeedsReload() {
        _needsReload = true
        setNeedsLayout()
    }

    /// The layout was invalidated: prepare it and place everything again at the next layout.
    func _layoutDidInvalidate() {
        setNeedsLayout()
    }
}
