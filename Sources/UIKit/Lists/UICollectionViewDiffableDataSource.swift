import Foundation

/// A collection view's data source driven by snapshots ([A] `UICollectionViewDiffableDataSource`):
/// it becomes the collection view's `dataSource`, answers the counts from its current snapshot,
/// makes cells with the cell provider and supplementary views with `supplementaryViewProvider`;
/// `apply(_:animatingDifferences:completion:)` moves the collection view to a new snapshot in one
/// batch of updates computed by identifier (`_DiffableDifference`).
///
/// The collection view holds its data source weakly, as in UIKit: keep a reference to this object.
///
/// Call order of `apply`: as `UITableViewDiffableDataSource` — the difference, one
/// `performBatchUpdates` in which the data source switches to the new snapshot, then the
/// reconfigured items' cells on screen through the cell provider again, and `completion` when the
/// animation ends.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item: usually `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`
    /// configured from `itemIdentifier`.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer) of `elementKind`.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var _collectionView: UICollectionView?
    private let _cellProvider: CellProvider
    /// The snapshot, the queries and `apply` shared with the table's data source.
    let _core = _DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>(vocabulary: .items)
    var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        get { _core.snapshot }
        set { _core.snapshot = newValue }
    }

    /// Makes the supplementary views the layout asks for. Default nil: a layout that shows
    /// supplementary views then stops the program with UIKit's message.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Makes the data source of `collectionView` (it sets itself as its `dataSource`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _snapshot
    }

    /// Moves the collection view to `snapshot`: the difference from the current one as one batch
    /// of updates, animated when `animatingDifferences` (iOS 15: false still diffs, without
    /// animation). `completion` runs when it is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let collectionView = _collectionView
        _core.apply(snapshot, to: collectionView, animatingDifferences: animatingDifferences, issue: { planner in
            guard let collectionView else { return }
            if !planner.deletedSections.isEmpty { collectionView.deleteSections(IndexSet(planner.deletedSections)) }
            if !planner.insertedSections.isEmpty { collectionView.insertSections(IndexSet(planner.insertedSections)) }
            if !planner.reloadedSections.isEmpty { collectionView.reloadSections(IndexSet(planner.reloadedSections)) }
            for move in planner.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            if !planner.deletedItems.isEmpty { collectionView.deleteItems(at: planner.deletedItems) }
            if !planner.insertedItems.isEmpty { collectionView.insertItems(at: planner.insertedItems) }
            if !planner.reloadedItems.isEmpty { collectionView.reloadItems(at: planner.reloadedItems) }
            for move in planner.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        }, reconfigure: { indexPath, item in
            // The cell provider runs again on the cell on screen, keeping it.
            guard let collectionView, let cell = collectionView.cellForItem(at: indexPath) else { return }
            collectionView._reconfiguringCell = cell
            _ = self._cellProvider(collectionView, indexPath, item)
            collectionView._reconfiguringCell = nil
            cell.setNeedsLayout()
        }, completion: completion)
    }

    /// Replaces the collection view's data with `snapshot` by `reloadData()` (iOS 15), no
    /// animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _core.applyUsingReloadData(snapshot, to: _collectionView, completion: completion)
    }

    // MARK: Identifiers and index paths

    /// The item shown at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        _core.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        _core.indexPath(for: itemIdentifier)
    }

    /// The section shown at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        _core.sectionIdentifier(for: index)
    }

    /// The index of the section `identifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        _core.index(for: sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        _core.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _core.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item; a provider returning nil stops the program.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            _rockhopperFailure("UICollectionViewDiffableDataSource asked for a cell at \(indexPath), which is not in its snapshot")
        }
        guard let cell = _cellProvider(collectionView, indexPath, item) else {
            _rockhopperFailure("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (the cell provider returned nil for \(indexPath))")
        }
        return cell
    }

    /// The supplementary view provider's view; without a provider (or when it returns nil) the
    /// program stops with UIKit's message.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            _rockhopperFailure("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (UICollectionViewDiffableDataSource has no supplementaryViewProvider or it returned nil)")
        }
        return view
    }
}
