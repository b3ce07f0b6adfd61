import Foundation

/// What a diffable data source needs of its list (a table or a collection view). Not API.
@MainActor
protocol _DiffableListView: AnyObject {
    /// Whether the next batch animates (`apply(_:animatingDifferences: false)` turns it off).
    var _batchAnimated: Bool { get set }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func reloadData()
}

extension UITableView: _DiffableListView {}
extension UICollectionView: _DiffableListView {}

/// The part of `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` that does
/// not depend on the kind of list: the current snapshot, the identifier and index-path queries,
/// and `apply` (the difference as one batch, the reload of a first snapshot, the reconfigures).
/// Each data source issues the batch's updates in its list's words (`issue`) and reconfigures a
/// cell its own way (`reconfigure`). Not API.
@MainActor
final class _DiffableDataSourceCore<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>

    /// The snapshot the list shows.
    var snapshot = Snapshot()
    /// The words of the list's updates (rows or items), for the batch's consistency messages.
    let vocabulary: _ListUpdatePlanner.Vocabulary

    init(vocabulary: _ListUpdatePlanner.Vocabulary) {
        self.vocabulary = vocabulary
    }

    // MARK: Queries

    func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < snapshot._items.count else { return nil }
        let items = snapshot._items[indexPath.section]
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    func indexPath(for itemIdentifier: ItemID) -> IndexPath? {
        snapshot._indexPath(of: itemIdentifier)
    }

    func sectionIdentifier(for index: Int) -> SectionID? {
        index >= 0 && index < snapshot._sections.count ? snapshot._sections[index] : nil
    }

    func index(for sectionIdentifier: SectionID) -> Int? {
        snapshot._sectionIndex[sectionIdentifier]
    }

    var numberOfSections: Int { snapshot._sections.count }

    func numberOfItems(inSection section: Int) -> Int { snapshot._items[section].count }

    // MARK: Applying

    /// Moves `list` to `new`: without a list the snapshot is only kept; the first snapshot loads
    /// by `reloadData()`; later ones as one batch (`issue` makes its deletes, inserts, moves and
    /// reloads) in which the data source switches to `new`, then the cells on screen of the items
    /// marked with `reconfigureItems` go through `reconfigure` (index path, item). `completion`
    /// runs when the batch's animation ends.
    func apply(_ new: Snapshot, to list: (any _DiffableListView)?, animatingDifferences: Bool,
               issue: @escaping (_ListUpdatePlanner) -> Void, reconfigure: (IndexPath, ItemID) -> Void,
               completion: (() -> Void)?) {
        guard let list else {
            snapshot = new._unmarked
            completion?()
            return
        }
        guard !snapshot._sections.isEmpty else {
            // Nothing shown yet: the list loads the snapshot as its data.
            applyUsingReloadData(new, to: list, completion: completion)
            return
        }
        let planner = _DiffableDifference.planner(from: snapshot, to: new, vocabulary: vocabulary)
        list._batchAnimated = animatingDifferences
        list.performBatchUpdates({
            self.snapshot = new._unmarked
            issue(planner)
        }, completion: { _ in completion?() })
        list._batchAnimated = true
        for item in new._reconfiguredItems where !new._reloadedItems.contains(item) {
            guard let indexPath = snapshot._indexPath(of: item) else { continue }
            reconfigure(indexPath, item)
        }
    }

    /// Replaces the list's data with `new` by `reloadData()`, no animation.
    func applyUsingReloadData(_ new: Snapshot, to list: (any _DiffableListView)?, completion: (() -> Void)?) {
        snapshot = new._unmarked
        list?.reloadData()
        completion?()
    }
}
