import Foundation

/// A view a collection view places from layout attributes and keeps for reuse: the base of cells,
/// and the class of supplementary views (section headers, footers) ([A] `UICollectionReusableView`).
@MainActor
open class UICollectionReusableView: UIView, _ReusableView {
    /// The identifier this view was registered and dequeued with (nil until a collection view
    /// made it).
    open internal(set) var reuseIdentifier: String?

    /// The collection view showing this view now (not retained).
    weak var _collectionView: UICollectionView?
    /// What the view shows: a cell's index path, a supplementary view's kind and index path.
    var _key: _CollectionElementKey?
    /// The element kind a supplementary view was dequeued for (its pool); nil for cells.
    var _kind: String?

    /// A view of `frame`. `required`, so a collection view can make registered classes
    /// (DEVIATIONS 169).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called just before a view that left the screen is handed out again by a dequeue. The
    /// default does nothing; override to reset what the last use set (call `super`).
    open func prepareForReuse() {}

    /// Applies the attributes the layout gives for this view: frame (through center and bounds
    /// size), alpha, hidden, transform and z-position. Override to read custom attributes; call
    /// `super`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        let size = layoutAttributes.size
        if bounds.size != size { bounds.size = size }
        if center != layoutAttributes.center { center = layoutAttributes.center }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if transform != layoutAttributes.transform { transform = layoutAttributes.transform }
        if layer.zPosition != CGFloat(layoutAttributes.zIndex) { layer.zPosition = CGFloat(layoutAttributes.zIndex) }
    }

    /// Gives the view a chance to change the attributes a self-sizing layout proposes (its size
    /// fitting its content). The default sizes the view to fit along the estimate: its
    /// `systemLayoutSizeFitting` with the estimate's width fixed for a vertical flow layout.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let fitting = systemLayoutSizeFitting(layoutAttributes.size)
        if fitting.width > 0 && fitting.height > 0 && fitting.width.isFinite && fitting.height.isFinite {
            attributes.size = fitting
        }
        return attributes
    }
}
