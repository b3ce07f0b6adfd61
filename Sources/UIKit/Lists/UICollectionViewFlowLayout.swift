import Foundation

/// Items in lines that wrap, with optional section headers and footers ([A]
/// `UICollectionViewFlowLayout`). Sizes, spacings and insets come from the layout's properties or,
/// per section and item, from the collection view's delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`. The lines are built in `prepare()`
/// (`_FlowLayoutGeometry`, which documents UIKit's line breaking and justification); questions
/// about a rectangle look only at the sections and lines in it.
///
/// Self-sizing (`estimatedItemSize` not zero): items are laid out at the estimate until their
/// cells come on screen; the collection view then asks each cell's
/// `preferredLayoutAttributesFitting(_:)` and the layout keeps the size it gives.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize`'s value asking for self-sizing with no estimate (iOS 10).
    public static let automaticSize: CGSize = ListConstants.flowAutomaticSize

    /// Every item's size unless the delegate gives one. Default 50 × 50.
    open var itemSize: CGSize = ListConstants.flowItemSize { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// An estimate that turns self-sizing on (`.zero`, the default: off).
    open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { _measured.removeAll(); invalidateLayout() } } }
    /// The minimum spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = ListConstants.flowMinimumLineSpacing { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The minimum spacing between items in a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = ListConstants.flowMinimumInteritemSpacing { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// The space around each section's items. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// The scroll direction. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The size of every section header (only the height counts when scrolling vertically, the
    /// width when horizontally). Default zero: no headers.
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// The size of every section footer. Default zero: no footers.
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Whether a section's header stays at the top of the visible area while its section is on
    /// screen. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether a section's footer stays at the bottom of the visible area while its section is on
    /// screen. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    var _geometry = _FlowLayoutGeometry()
    /// Sizes self-sizing cells gave, by index path.
    var _measured: [IndexPath: CGSize] = [:]
    /// The bounds size the geometry was built for.
    private var _preparedSize: CGSize = .zero
    /// The attributes handed out since the last `prepare()`, made on first question and returned
    /// again until the layout is invalidated (as UIKit's flow layout caches them): per section, per
    /// item; and per section, the header's and the footer's.
    private var _itemAttributes: [[UICollectionViewLayoutAttributes?]] = []
    private var _headerAttributes: [UICollectionViewLayoutAttributes?] = []
    private var _footerAttributes: [UICollectionViewLayoutAttributes?] = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var _isVertical: Bool { scrollDirection == .vertical }

    /// Builds the lines from the data source's counts and the sizes, and forgets the attributes
    /// handed out before.
    open override func prepare() {
        super.prepare()
        _itemAttributes.removeAll(keepingCapacity: true)
        _headerAttributes.removeAll(keepingCapacity: true)
        _footerAttributes.removeAll(keepingCapacity: true)
        guard let collectionView else {
            _geometry = _FlowLayoutGeometry()
            return
        }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        _preparedSize = bounds.size
        let cross = _isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let counts = collectionView._itemCounts
        let selfSizing = estimatedItemSize != .zero
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var inputs: [_FlowLayoutGeometry.SectionInput] = []
        inputs.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let ip = IndexPath(item: item, section: section)
                if selfSizing {
                    sizes.append(_measured[ip] ?? estimate)
                } else if let delegate {
                    sizes.append(delegate.collectionView(collectionView, layout: self, sizeForItemAt: ip))
                } else {
                    sizes.append(itemSize)
                }
            }
            inputs.append(_FlowLayoutGeometry.SectionInput(
                itemSizes: sizes,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize))
        }
        _geometry = _FlowLayoutGeometry(vertical: _isVertical, crossLength: max(0, cross), inputs: inputs)
        _itemAttributes = counts.map { [UICollectionViewLayoutAttributes?](repeating: nil, count: $0) }
        _headerAttributes = [UICollectionViewLayoutAttributes?](repeating: nil, count: counts.count)
        _footerAttributes = _headerAttributes
    }

    /// The item's attributes: the ones made since the last `prepare()`, or new ones.
    private func _cellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let s = indexPath.section, i = indexPath.item
        let cached = s < _itemAttributes.count && i < _itemAttributes[s].count
        if cached, let attributes = _itemAttributes[s][i] { return attributes }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = _geometry.itemFrame(indexPath)
        if cached { _itemAttributes[s][i] = attributes }
        return attributes
    }

    /// The lines' extent along the scroll direction by the content's width (height when
    /// horizontal).
    open override var collectionViewContentSize: CGSize {
        _isVertical ? CGSize(width: _geometry.crossLength, height: _geometry.length)
            : CGSize(width: _geometry.length, height: _geometry.crossLength)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = _isVertical ? rect.minY : rect.minX
        let to = _isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        let sections = _sectionsOnScreen(from: from, to: to)
        for s in sections {
            let section = _geometry.sections[s]
            if section.headerLength > 0, let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s)),
               header.frame.intersects(rect) {
                result.append(header)
            }
            for item in _geometry.items(inSection: s, from: from, to: to) {
                let ip = IndexPath(item: item, section: s)
                guard _geometry.itemFrame(ip).intersects(rect) else { continue }
                result.append(_cellAttributes(ip))
            }
            if section.footerLength > 0, let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s)),
               footer.frame.intersects(rect) {
                result.append(footer)
            }
        }
        return result
    }

    /// The sections to look at for `[from, to)`: those overlapping it, and with pinned headers
    /// or footers every section still on screen.
    private func _sectionsOnScreen(from: CGFloat, to: CGFloat) -> Range<Int> {
        _geometry.sections(from: from, to: to)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < _geometry.sections.count,
              indexPath.item >= 0, indexPath.item < _geometry.sections[indexPath.section].items.count else { return nil }
        return _cellAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < _geometry.sections.count else { return nil }
        let s = indexPath.section
        let isHeader = elementKind == UICollectionView.elementKindSectionHeader
        guard isHeader || elementKind == UICollectionView.elementKindSectionFooter else { return nil }
        let section = _geometry.sections[s]
        guard (isHeader ? section.headerLength : section.footerLength) > 0 else { return nil }
        let cache = isHeader ? _headerAttributes : _footerAttributes
        if s < cache.count, let attributes = cache[s] { return attributes }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        var frame = isHeader ? _geometry.headerFrame(s) : _geometry.footerFrame(s)
        // Supplementary views are above cells: zIndex 10, pinned 1024 ([N] as developers log
        // UIKit's flow layout attributes; DEVIATIONS 171).
        attributes.zIndex = 10
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let inset = collectionView.adjustedContentInset
            let b = collectionView.bounds
            if _isVertical {
                if isHeader {
                    let limit = section.footerStart - frame.height
                    frame.origin.y = max(frame.minY, min(b.minY + inset.top, limit))
                } else {
                    let limit = section.headerStart + section.headerLength
                    frame.origin.y = min(frame.minY, max(b.maxY - inset.bottom - frame.height, limit))
                }
            } else {
                if isHeader {
                    let limit = section.footerStart - frame.width
                    frame.origin.x = max(frame.minX, min(b.minX + inset.left, limit))
                } else {
                    let limit = section.headerStart + section.headerLength
                    frame.origin.x = min(frame.minX, max(b.maxX - inset.right - frame.width, limit))
                }
            }
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        if isHeader, s < _headerAttributes.count { _headerAttributes[s] = attributes }
        if !isHeader, s < _footerAttributes.count { _footerAttributes[s] = attributes }
        return attributes
    }

    /// True when the size changes (the lines break anew) or when headers or footers are pinned
    /// (they move with every scroll).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if newBounds.size != _preparedSize { return true }
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    // MARK: Self-sizing (not API)

    /// Whether the item's size is still an estimate that its cell should correct.
    func _needsMeasuring(_ indexPath: IndexPath) -> Bool {
        estimatedItemSize != .zero && _measured[indexPath] == nil
    }

    /// Keeps the size a self-sizing cell gave; true when it changed the layout.
    func _setMeasuredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        let old = _measured[indexPath]
        _measured[indexPath] = size
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        return size != (old ?? estimate)
    }
}
