import Foundation

/// Decides where a collection view's cells and supplementary views go ([A]
/// `UICollectionViewLayout`). Subclass it: the collection view calls `prepare()` before its first
/// layout and after every invalidation, then asks `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the rectangle on screen (and
/// `layoutAttributesForItem(at:)` for one item, e.g. to scroll to it). When the collection view's
/// bounds change, `shouldInvalidateLayout(forBoundsChange:)` says whether to prepare again.
///
/// The base class lays out nothing: no content and no attributes.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when it is given to one).
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the next question (set by `invalidateLayout()`).
    var _needsPrepare = true

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UICollectionViewLayout.init(coder:): nibs and storyboards are not supported by Rockhopper; create the layout in code")
    }

    /// The class the layout makes its attributes with. Default `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Computes what the layout needs before it is asked questions. Called before the first layout
    /// and after every `invalidateLayout()`. The default does nothing; call `super`.
    open func prepare() {}

    /// The size of all the content. Default `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect`. Default nil (none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, a resize) needs
    /// a new `prepare()`. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout stale: the collection view prepares it again at its next layout.
    open func invalidateLayout() {
        _needsPrepare = true
        collectionView?._layoutDidInvalidate()
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops. Default: there.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a scroll with `velocity` that would stop at `proposedContentOffset` stops (paging,
    /// snapping). Default: there.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where an item that is inserted comes from. Default nil: it fades in at its place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that is deleted goes. Default nil: it fades out at its place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Prepares the layout if it is stale. Not API.
    func _prepareIfNeeded() {
        guard _needsPrepare else { return }
        _needsPrepare = false
        prepare()
    }
}
