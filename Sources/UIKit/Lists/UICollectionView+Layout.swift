import Foundation

// Loading, preparing the layout and showing what is on screen.
//
// A layout pass (`_layoutCollection`, from `layoutSubviews`) runs, in order:
// 1. the reload, if one is pending: `numberOfSections(in:)` once and `numberOfItemsInSection`
//    per section; the layout is invalidated;
// 2. a bounds change since the last pass asks `shouldInvalidateLayout(forBoundsChange:)`;
// 3. `prepare()` if the layout is stale, then `collectionViewContentSize`;
// 4. `layoutAttributesForElements(in:)` for the visible rectangle;
// 5. self-sizing (a flow layout with `estimatedItemSize`): cells of items on screen whose size is
//    an estimate are asked (`cellForItemAt`) and measured (`preferredLayoutAttributesFitting`);
//    when a size changed the layout is prepared again and step 4 repeats;
// 6. views of elements that left go back to their pools (`didEndDisplaying…`); elements that came
//    get a view (`cellForItemAt` / `viewForSupplementaryElementOfKind`) and `willDisplay…`; every
//    view on screen gets its attributes (`apply(_:)`).
extension UICollectionView {
    /// Reads the counts if the data source changed.
    func _reloadIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        _discardVisibleViews()
        _selectedItems.removeAll()
        _highlightedItem = nil
        _itemCounts = _askItemCounts()
        (collectionViewLayout as? UICollectionViewFlowLayout)?._measured.removeAll()
        collectionViewLayout._needsPrepare = true
    }

    /// `numberOfSections(in:)` and each section's `numberOfItemsInSection`.
    func _askItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        _rockhopperPrecondition(sections >= 0, "UICollectionView: numberOfSections(in:) returned \(sections); the number of sections must not be negative")
        return (0..<sections).map { s in
            let n = dataSource.collectionView(self, numberOfItemsInSection: s)
            _rockhopperPrecondition(n >= 0, "UICollectionView: collectionView(_:numberOfItemsInSection: \(s)) returned \(n); the number of items must not be negative")
            return n
        }
    }

    /// Prepares the layout when it is stale (and the counts when they are).
    func _prepareLayoutIfNeeded() {
        _reloadIfNeeded()
        collectionViewLayout.collectionView = self
        collectionViewLayout._prepareIfNeeded()
    }

    func _layoutCollection() {
        _reloadIfNeeded()
        let b = bounds
        if _lastLayoutBounds != b {
            if !_lastLayoutBounds.isNull, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: b) {
                collectionViewLayout._needsPrepare = true
            }
            _lastLayoutBounds = b
        }
        backgroundView?.frame = b
        _prepareLayoutIfNeeded()
        _updateContentSize()
        var attributes = _visibleAttributes()
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.estimatedItemSize != .zero {
            for _ in 0..<8 {
                guard _measureEstimatedItems(attributes, flow) else { break }
                flow._needsPrepare = true
                flow._prepareIfNeeded()
                _updateContentSize()
                attributes = _visibleAttributes()
            }
            // Measuring may have prepared the layout again after the last question (a dequeue
            // prepares a stale layout): ask once more, so what is shown is the geometry's now.
            attributes = _visibleAttributes()
        }
        _showElements(attributes)
    }

    func _updateContentSize() {
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// What the layout puts in the visible rectangle (hidden elements left out).
    func _visibleAttributes() -> [UICollectionViewLayoutAttributes] {
        let rect = bounds
        guard rect.width > 0, rect.height > 0 else { return [] }
        return (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).filter {
            !$0.isHidden && $0.representedElementCategory != .decorationView && _elementExists($0._key)
        }
    }

    /// Whether an element's index path is one the data source has (a layout may answer for more).
    func _elementExists(_ key: _CollectionElementKey) -> Bool {
        let ip = key.indexPath
        guard ip.count == 2, ip.section >= 0, ip.section < _itemCounts.count else { return false }
        if key.category == .cell { return ip.item >= 0 && ip.item < _itemCounts[ip.section] }
        return true
    }

    /// Asks the cells of on-screen items whose sizes are estimates for their sizes; true when
    /// one changed.
    private func _measureEstimatedItems(_ attributes: [UICollectionViewLayoutAttributes], _ flow: UICollectionViewFlowLayout) -> Bool {
        var changed = false
        for a in attributes where a.representedElementCategory == .cell && flow._needsMeasuring(a.indexPath) {
            let cell = _visibleViews[a._key] as? UICollectionViewCell ?? _preparedCells[a.indexPath] ?? {
                let cell = _askCell(at: a.indexPath)
                _preparedCells[a.indexPath] = cell
                return cell
            }()
            cell.apply(a)
            cell.layoutIfNeeded()
            let preferred = cell.preferredLayoutAttributesFitting(a)
            if flow._setMeasuredSize(preferred.size, for: a.indexPath) { changed = true }
        }
        return changed
    }

    /// Recycles the views of elements that left, asks for the views of elements that came, and
    /// applies everyone's attributes.
    func _showElements(_ attributes: [UICollectionViewLayoutAttributes]) {
        defer { _recyclePreparedCells() }
        _scratchKeys.removeAll(keepingCapacity: true)
        for a in attributes { _scratchKeys.append(a._key) }
        // Views of elements no longer on screen leave.
        if !_visibleViews.isEmpty {
            var leaving: [_CollectionElementKey] = []
            let now = Set(_scratchKeys)
            for key in _visibleViews.keys where !now.contains(key) { leaving.append(key) }
            for key in leaving.sorted() {
                if let view = _visibleViews.removeValue(forKey: key) { _recycle(view, key) }
            }
        }
        // Cells first (a data source may dequeue several), then supplementary views, each in
        // index-path order.
        for a in attributes where a.representedElementCategory == .cell {
            _show(a)
        }
        for a in attributes where a.representedElementCategory == .supplementaryView {
            _show(a)
        }
    }

    private func _show(_ a: UICollectionViewLayoutAttributes) {
        let key = a._key
        if let view = _visibleViews[key] {
            view.apply(a)
            return
        }
        let view: UICollectionReusableView
        if key.category == .cell {
            let cell = _preparedCells.removeValue(forKey: key.indexPath) ?? _askCell(at: key.indexPath)
            view = cell
        } else {
            view = _askSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        }
        view._key = key
        view.apply(a)
        view.isHidden = false
        _visibleViews[key] = view
        if let cell = view as? UICollectionViewCell {
            _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else {
            _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// `cellForItemAt`, placed in the collection view with the item's selection.
    func _askCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else {
            _rockhopperFailure("UICollectionView (\(self)) has items but no dataSource to give their cells")
        }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        _rockhopperPrecondition(cell.reuseIdentifier != nil && cell._collectionView === self,
                                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        _adopt(cell, key: _CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath))
        cell.isHighlighted = false
        cell.isSelected = _selectedItems.contains(indexPath)
        return cell
    }

    func _askSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        guard let dataSource else {
            _rockhopperFailure("UICollectionView (\(self)) shows a \(kind) but has no dataSource to give it")
        }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        _adopt(view, key: _CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
        return view
    }

    /// Makes `view` a subview (cells below supplementary views) showing `key`.
    func _adopt(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        view._collectionView = self
        view._key = key
        if view.superview !== self {
            if key.category == .cell, let background = backgroundView, background.superview === self {
                insertSubview(view, aboveSubview: background)
            } else if key.category == .cell {
                insertSubview(view, at: 0)
            } else {
                addSubview(view)
            }
        }
    }

    private func _recyclePreparedCells() {
        guard !_preparedCells.isEmpty else { return }
        for (_, cell) in _preparedCells { _enqueueOrDiscard(cell) }
        _preparedCells.removeAll()
    }

    /// A view leaves the screen: `didEndDisplaying…`, then back to its pool (hidden).
    func _recycle(_ view: UICollectionReusableView, _ key: _CollectionElementKey) {
        if let cell = view as? UICollectionViewCell {
            _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        _enqueueOrDiscard(view)
    }

    func _enqueueOrDiscard(_ view: UICollectionReusableView) {
        view._key = nil
        var queued = false
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            queued = _cellPool.enqueue(cell)
        } else if let kind = _supplementaryKind(of: view) {
            queued = _supplementaryPools[kind, default: _ReusePool()].enqueue(view)
        }
        if queued { view.isHidden = true } else { view.removeFromSuperview() }
    }

    /// The kind a supplementary view was registered for (kept by the pool's identifier).
    private func _supplementaryKind(of view: UICollectionReusableView) -> String? {
        view._kind
    }

    /// Every view on screen leaves (a reload).
    func _discardVisibleViews() {
        for key in _visibleViews.keys.sorted() {
            if let view = _visibleViews.removeValue(forKey: key) { _recycle(view, key) }
        }
    }
}
