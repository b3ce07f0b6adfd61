import Foundation

/// A table's data source driven by snapshots ([A] `UITableViewDiffableDataSource`): it becomes
/// the table's `dataSource`, answers the counts from its current snapshot and makes cells with
/// the cell provider; `apply(_:animatingDifferences:completion:)` moves the table to a new
/// snapshot in one batch of updates computed by identifier (`_DiffableDifference`).
///
/// The table holds its data source weakly, as in UIKit: keep a reference to this object.
///
/// Call order of `apply`: the snapshot is checked, the difference computed, then inside one
/// `performBatchUpdates` the data source switches to the new snapshot and issues the deletes,
/// inserts, moves and reloads (with `defaultRowAnimation`); at the end of the batch the table asks
/// the counts again, cells that stay keep their cells, then the cells of reconfigured items on
/// screen go through the cell provider again (keeping the cell), and `completion` runs when the
/// animation ends (at once when nothing animates).
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell of an item: usually `tableView.dequeueReusableCell(withIdentifier:for:)`
    /// configured from `itemIdentifier`.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var _tableView: UITableView?
    private let _cellProvider: CellProvider
    /// The snapshot, the queries and `apply` shared with the collection view's data source.
    let _core = _DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>(vocabulary: .rows)
    var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        get { _core.snapshot }
        set { _core.snapshot = newValue }
    }

    /// The animation of inserted and deleted rows in `apply`. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Makes the data source of `tableView` (it sets itself as the table's `dataSource`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        _snapshot
    }

    /// Moves the table to `snapshot`: the difference from the current one as one batch of
    /// updates, animated when `animatingDifferences` (iOS 15: false still diffs, without
    /// animation). `completion` runs when it is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let tableView = _tableView
        let animation = defaultRowAnimation
        _core.apply(snapshot, to: tableView, animatingDifferences: animatingDifferences, issue: { planner in
            guard let tableView else { return }
            if !planner.deletedSections.isEmpty { tableView.deleteSections(IndexSet(planner.deletedSections), with: animation) }
            if !planner.insertedSections.isEmpty { tableView.insertSections(IndexSet(planner.insertedSections), with: animation) }
            if !planner.reloadedSections.isEmpty { tableView.reloadSections(IndexSet(planner.reloadedSections), with: animation) }
            for move in planner.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            if !planner.deletedItems.isEmpty { tableView.deleteRows(at: planner.deletedItems, with: animation) }
            if !planner.insertedItems.isEmpty { tableView.insertRows(at: planner.insertedItems, with: animation) }
            if !planner.reloadedItems.isEmpty { tableView.reloadRows(at: planner.reloadedItems, with: animation) }
            for move in planner.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }, reconfigure: { indexPath, item in
            // The cell provider runs again on the cell on screen, keeping it.
            guard let tableView, let cell = tableView.cellForRow(at: indexPath) else { return }
            tableView._reconfiguringCell = cell
            _ = self._cellProvider(tableView, indexPath, item)
            tableView._reconfiguringCell = nil
            cell.setNeedsLayout()
        }, completion: completion)
    }

    /// Replaces the table's data with `snapshot` by `reloadData()` (iOS 15), no animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        _core.applyUsingReloadData(snapshot, to: _tableView, completion: completion)
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        _core.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        _core.numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item; a provider returning nil stops the program with
    /// UIKit's message.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            _rockhopperFailure("UITableViewDiffableDataSource asked for a cell at \(indexPath), which is not in its snapshot")
        }
        guard let cell = _cellProvider(tableView, indexPath, item) else {
            _rockhopperFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(tableView), dataSource: \(self)")
        }
        return cell
    }

    /// Default nil; override to title the section headers.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Default nil; override to title the section footers.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Default false; override to allow editing (swipe to delete, editing controls).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Default false; override to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Default does nothing; override to delete from the snapshot and apply it.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// The user moved a row: the current snapshot moves its item the same way.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var snapshot = _snapshot
        snapshot.deleteItems([item])
        let section = snapshot._sections[destinationIndexPath.section]
        let items = snapshot._items[destinationIndexPath.section]
        if destinationIndexPath.row < items.count {
            snapshot.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            snapshot.appendItems([item], toSection: section)
        }
        _snapshot = snapshot
    }

    /// Default nil (no index).
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// Default: section `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
