import Foundation

// Registering and dequeuing cells and supplementary views ([A] `UICollectionView` "Creating
// cells"). Nothing is registered by default: every identifier used must be registered. The
// queues are `_ReusePool`s (shared with `UITableView`): a view that left the screen waits hidden
// until a dequeue of its identifier hands it out again, after `prepareForReuse()`.
extension UICollectionView {
    /// Registers a `UICollectionViewCell` subclass for `identifier`: dequeues make new cells with
    /// `init(frame: .zero)`. nil removes the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            _cellPool.register(nil, for: identifier)
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            _rockhopperFailure("UICollectionView register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a subclass of UICollectionViewCell")
        }
        _cellPool.register({ id in
            let cell = type.init(frame: .zero)
            cell.reuseIdentifier = id
            return cell
        }, for: identifier)
    }

    /// Registers a `UICollectionReusableView` subclass for supplementary views of `elementKind`
    /// (e.g. `UICollectionView.elementKindSectionHeader`) and `identifier`. nil removes it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            _supplementaryPools[elementKind, default: _ReusePool()].register(nil, for: identifier)
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            _rockhopperFailure("UICollectionView register(_:forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): \(viewClass) is not a subclass of UICollectionReusableView")
        }
        _supplementaryPools[elementKind, default: _ReusePool()].register({ id in
            let view = type.init(frame: .zero)
            view.reuseIdentifier = id
            view._kind = elementKind
            return view
        }, for: identifier)
    }

    /// A queued or new cell of `identifier` for the item at `indexPath`, sized for it. An
    /// identifier with nothing registered stops the program with UIKit's message.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = _reconfiguringCell { return cell }
        guard let cell = _cellPool.dequeue(identifier)?.view else {
            _rockhopperFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        _prepareDequeued(cell, key: _CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath))
        return cell
    }

    /// A queued or new supplementary view of `elementKind` and `identifier` for `indexPath`. An
    /// identifier with nothing registered stops the program with UIKit's message.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = _supplementaryPools[elementKind]?.dequeue(identifier)?.view else {
            _rockhopperFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        _prepareDequeued(view, key: _CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
        return view
    }

    /// A dequeued view belongs to this collection view and gets its element's attributes, so
    /// the data source configures it at its size.
    private func _prepareDequeued(_ view: UICollectionReusableView, key: _CollectionElementKey) {
        view._collectionView = self
        _prepareLayoutIfNeeded()
        guard _elementExists(key) else { return }
        let attributes = key.category == .cell ? collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
            : collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        if let attributes { UIView.performWithoutAnimation { view.apply(attributes) } }
    }
}
