import Foundation

/// The batch of updates that takes a list from one diffable snapshot to another, by identifier.
/// Not API.
///
/// The algorithm (O(n log n) in the number of items, O(n) hashing plus a longest increasing
/// subsequence per section):
/// 1. Sections: those only in the old snapshot are deleted, those only in the new one inserted.
///    Of the sections in both, the longest run whose relative order is unchanged (a longest
///    increasing subsequence of their new indices taken in old order) stays; every other one
///    moves — so the number of moves is the smallest possible. A section marked with
///    `reloadSections` is reloaded (when it stays put) or deleted and inserted (when it moves).
/// 2. Items, in sections that stay or move (not in deleted, inserted or reloaded ones, whose items
///    go and come with them): items gone are deleted, items new are inserted, items that change
///    section move, and within a section the items outside the longest increasing subsequence
///    move. An item marked with `reloadItems` is reloaded when it stays put, deleted and inserted
///    when it moves (UIKit forbids a move and a reload of one item in one batch).
/// Items that stay keep their cells; `reconfigureItems` is applied by the data source after the
/// batch.
enum _DiffableDifference {
    static func planner<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>,
                              vocabulary: _ListUpdatePlanner.Vocabulary) -> _ListUpdatePlanner {
        var planner = _ListUpdatePlanner(vocabulary: vocabulary)

        // 1. Sections.
        var oldStable = [Bool](repeating: false, count: old._sections.count)
        var newStable = [Bool](repeating: false, count: new._sections.count)
        var survivors: [(old: Int, new: Int)] = []
        for (i, section) in old._sections.enumerated() {
            if let j = new._sectionIndex[section] { survivors.append((i, j)) } else { planner.deletedSections.append(i) }
        }
        for (j, section) in new._sections.enumerated() where old._sectionIndex[section] == nil {
            planner.insertedSections.append(j)
        }
        let sectionsInPlace = _longestIncreasingSubsequence(survivors.map(\.new))
        for (k, pair) in survivors.enumerated() {
            let reloaded = new._reloadedSections.contains(new._sections[pair.new])
            let inPlace = sectionsInPlace.contains(k)
            switch (reloaded, inPlace) {
            case (true, true):
                planner.reloadedSections.append(pair.old)
            case (true, false):
                planner.deletedSections.append(pair.old)
                planner.insertedSections.append(pair.new)
            case (false, true):
                oldStable[pair.old] = true
                newStable[pair.new] = true
            case (false, false):
                planner.movedSections.append((pair.old, pair.new))
                oldStable[pair.old] = true
                newStable[pair.new] = true
            }
        }

        // 2. Items.
        for (i, items) in old._items.enumerated() where oldStable[i] {
            for (k, item) in items.enumerated() {
                if let to = new._indexPath(of: item), newStable[to.section] { continue }
                planner.deletedItems.append(IndexPath(item: k, section: i))
            }
        }
        for (j, items) in new._items.enumerated() where newStable[j] {
            // Survivors from the same section, in old order, for the subsequence.
            var sameSection: [(from: IndexPath, to: Int)] = []
            let sectionIdentifier = new._sections[j]
            let oldSection = old._sectionIndex[sectionIdentifier]!
            for (k, item) in items.enumerated() {
                let to = IndexPath(item: k, section: j)
                guard let from = old._indexPath(of: item), oldStable[from.section] else {
                    planner.insertedItems.append(to)
                    continue
                }
                if from.section == oldSection {
                    sameSection.append((from, k))
                } else {
                    _move(item, from, to, new, &planner)
                }
            }
            sameSection.sort { $0.from.item < $1.from.item }
            let inPlace = _longestIncreasingSubsequence(sameSection.map(\.to))
            for (k, pair) in sameSection.enumerated() {
                let to = IndexPath(item: pair.to, section: j)
                let item = items[pair.to]
                if inPlace.contains(k) {
                    if new._reloadedItems.contains(item) { planner.reloadedItems.append(pair.from) }
                } else {
                    _move(item, pair.from, to, new, &planner)
                }
            }
        }
        return planner
    }

    private static func _move<S, I>(_ item: I, _ from: IndexPath, _ to: IndexPath, _ new: NSDiffableDataSourceSnapshot<S, I>,
                                    _ planner: inout _ListUpdatePlanner) {
        if new._reloadedItems.contains(item) {
            planner.deletedItems.append(from)
            planner.insertedItems.append(to)
        } else {
            planner.movedItems.append((from, to))
        }
    }

    /// The positions (indices into `values`) of one longest strictly increasing subsequence of
    /// `values` (patience sorting, O(n log n)).
    static func _longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions: tails[l] ends the best subsequence of length l + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result = Set<Int>(minimumCapacity: tails.count)
        var i = tails.last!
        while i >= 0 {
            result.insert(i)
            i = previous[i]
        }
        return result
    }
}
