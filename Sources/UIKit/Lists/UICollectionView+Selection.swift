import Foundation

// Highlighting and selecting items, by touch and in code ([A] `UICollectionView` "Selecting
// cells", `UICollectionViewDelegate` "Managing the selected cells"). The touch sequence is the
// table's (`UITableView+Selection`): a touch reaches the collection view after the scroll view's
// content-touch delay (or when the finger lifts first); `shouldHighlightItemAt`, highlight,
// `didHighlightItemAt`; a drag that scrolls cancels it; on lift `didUnhighlightItemAt`, then
// `shouldSelectItemAt` and the selection (`didDeselectItemAt` for the item it replaces,
// `didSelectItemAt`). `selectItem` and `deselectItem` call no delegate method.
extension UICollectionView {
    /// The selected items in index-path order; an empty array when nothing is selected (as
    /// UIKit answers since iOS 13).
    public var indexPathsForSelectedItems: [IndexPath]? {
        _selectedItems.sorted()
    }

    /// Selects an item (nil deselects all), deselecting the others unless multiple selection is
    /// on, and scrolls it to `scrollPosition`. Calls no delegate method.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _reloadIfNeeded()
        guard let indexPath else {
            for ip in _selectedItems { cellForItem(at: ip)?.isSelected = false }
            _selectedItems.removeAll()
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for ip in _selectedItems where ip != indexPath { cellForItem(at: ip)?.isSelected = false }
            _selectedItems.removeAll()
        }
        _selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item. Calls no delegate method.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard _selectedItems.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: By touch

    private func _item(of touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let v = view, v !== self {
            if let cell = v as? UICollectionViewCell { return indexPath(for: cell) }
            view = v.superview
        }
        return nil
    }

    func _selectionTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard _selectionTouch == nil, let touch = touches.first, allowsSelection,
              let item = _item(of: touch), let cell = cellForItem(at: item) else { return }
        guard _collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true else { return }
        _selectionTouch = touch
        _highlightedItem = item
        cell.isHighlighted = true
        _collectionDelegate?.collectionView(self, didHighlightItemAt: item)
    }

    func _selectionTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _selectionTouch, touches.contains(touch), let item = _highlightedItem else { return }
        if let cell = cellForItem(at: item), !cell.frame.contains(touch.location(in: self)) { _unhighlight() }
    }

    func _selectionTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _selectionTouch, touches.contains(touch) else { return }
        _selectionTouch = nil
        guard let item = _highlightedItem else { return }
        _unhighlight()
        if allowsMultipleSelection && _selectedItems.contains(item) {
            guard _collectionDelegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
            deselectItem(at: item, animated: false)
            _collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            return
        }
        guard _collectionDelegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        if !allowsMultipleSelection {
            for old in _selectedItems.sorted() where old != item {
                _selectedItems.remove(old)
                cellForItem(at: old)?.isSelected = false
                _collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        _selectedItems.insert(item)
        cellForItem(at: item)?.isSelected = true
        _collectionDelegate?.collectionView(self, didSelectItemAt: item)
    }

    func _selectionTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _selectionTouch, touches.contains(touch) else { return }
        _selectionTouch = nil
        _unhighlight()
    }

    func _unhighlight() {
        guard let item = _highlightedItem else { return }
        _highlightedItem = nil
        cellForItem(at: item)?.isHighlighted = false
        _collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }
}
