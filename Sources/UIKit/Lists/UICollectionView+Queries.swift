import Foundation

// Counts, views, index paths and layout attributes, and scrolling to an item ([A]
// `UICollectionView` "Getting the state of the collection view", "Locating items and views",
// "Scrolling an item into view"). A pending reload is done first.
extension UICollectionView {
    /// The number of sections.
    public var numberOfSections: Int {
        _reloadIfNeeded()
        return _itemCounts.count
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        _reloadIfNeeded()
        _rockhopperPrecondition(section >= 0 && section < _itemCounts.count, "UICollectionView numberOfItems(inSection: \(section)): there are \(_itemCounts.count) sections")
        return _itemCounts[section]
    }

    /// The cells on screen, in no particular order (here: index-path order).
    public var visibleCells: [UICollectionViewCell] {
        _visibleViews.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionViewCell }
    }

    /// The index paths of the items on screen (here: in order).
    public var indexPathsForVisibleItems: [IndexPath] {
        _visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell on screen for the item at `indexPath`, or nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        _visibleViews[_CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of a cell on screen, or nil.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard cell._collectionView === self, let key = cell._key, _visibleViews[key] === cell else { return nil }
        return key.indexPath
    }

    /// The item at `point` (content coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && _elementExists($0._key)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        _visibleViews[_CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        _visibleViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _visibleViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes of the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition` (within the content: the offset
    /// stays between the ends). `[]` brings it just into view.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _prepareLayoutIfNeeded()
        _rockhopperPrecondition(indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < _itemCounts.count
                                && indexPath.item >= 0 && indexPath.item < _itemCounts[indexPath.section],
                                "attempt to scroll to invalid index path: \(indexPath)")
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        func axis(_ minV: CGFloat, _ maxV: CGFloat, _ visMin: CGFloat, _ visLen: CGFloat, _ insetBefore: CGFloat,
                  start: Bool, center: Bool, end: Bool, current: CGFloat) -> CGFloat {
            if start { return minV - insetBefore }
            if center { return (minV + maxV) / 2 - visLen / 2 - insetBefore }
            if end { return maxV - visLen - insetBefore }
            // Just into view.
            if minV < visMin { return minV - insetBefore }
            if maxV > visMin + visLen { return maxV - visLen - insetBefore }
            return current
        }
        offset.y = axis(frame.minY, frame.maxY, visible.minY, visible.height, inset.top,
                        start: scrollPosition.contains(.top), center: scrollPosition.contains(.centeredVertically),
                        end: scrollPosition.contains(.bottom), current: offset.y)
        offset.x = axis(frame.minX, frame.maxX, visible.minX, visible.width, inset.left,
                        start: scrollPosition.contains(.left), center: scrollPosition.contains(.centeredHorizontally),
                        end: scrollPosition.contains(.right), current: offset.x)
        let size = collectionViewLayout.collectionViewContentSize
        offset.y = max(-inset.top, min(offset.y, max(-inset.top, size.height + inset.bottom - bounds.height)))
        offset.x = max(-inset.left, min(offset.x, max(-inset.left, size.width + inset.right - bounds.width)))
        setContentOffset(offset, animated: animated)
    }
}
