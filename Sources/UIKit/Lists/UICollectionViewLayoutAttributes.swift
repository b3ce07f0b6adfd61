import Foundation

/// Where and how a layout puts one element of a collection view: a cell, a supplementary view
/// (header, footer) or a decoration view ([A] `UICollectionViewLayoutAttributes`). Subclasses that
/// add properties override `copy(with:)` and `isEqual(_:)`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's frame in the collection view's content. Setting it sets `center` and `size`
    /// (and resets `transform`, as UIKit does).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// An affine transform of the element about its centre. Default identity.
    open var transform: CGAffineTransform = .identity
    /// The 3D transform (its affine part is `transform`). Default identity.
    open var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// The element's place in the stacking order: higher is in front. Default 0 (supplementary
    /// views of a flow layout are 10 here, as UIKit's are above cells).
    open var zIndex: Int = 0
    /// Whether the element is hidden (not shown at all). Default false.
    open var isHidden = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view (e.g. `UICollectionView.elementKindSectionHeader`);
    /// nil for cells.
    open private(set) var representedElementKind: String?

    /// Attributes of the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .cell
        self.representedElementKind = nil
        super.init()
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .supplementaryView
        self.representedElementKind = elementKind
        super.init()
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        self.representedElementCategory = .decorationView
        self.representedElementKind = decorationViewKind
        super.init()
    }

    /// A copy of the same class with the same values (subclasses add theirs).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = Self.init(forCellWith: indexPath)
        case .supplementaryView: copy = Self.init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = Self.init(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        let me = self
        return MainActor.assumeIsolated { me._isEqual(other) }
    }

    private func _isEqual(_ other: UICollectionViewLayoutAttributes) -> Bool {
        other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.center == center && other.size == size
            && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    /// The element this describes, as the collection view keys its views. Not API.
    var _key: _CollectionElementKey {
        _CollectionElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// One element of a collection view: its category, kind and index path. Not API.
struct _CollectionElementKey: Hashable, Comparable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    static func < (a: _CollectionElementKey, b: _CollectionElementKey) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.kind != b.kind { return (a.kind ?? "") < (b.kind ?? "") }
        return a.indexPath < b.indexPath
    }
}
