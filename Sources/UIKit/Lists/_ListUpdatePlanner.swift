import Foundation

/// One batch of updates to a list of sections of items (a table's rows, a collection view's items),
/// validated and turned into a plan: where every section and item before the batch is after it
/// (or that it went), and which sections and items after it are new. Batch updates
/// (`performBatchUpdates`, `beginUpdates`/`endUpdates`, a lone `insertRows`…) and diffable
/// snapshots both produce one; the view animates the plan. A pure value: it knows no view. Not API.
///
/// UIKit's rules ([A] `performBatchUpdates(_:completion:)`, Table View Programming Guide,
/// "Batch Insertion, Deletion, and Reloading of Rows and Sections"):
/// - the order of the calls inside a batch does not matter;
/// - deletes and reloads name sections and items **before** the batch, inserts **after** it;
///   a move goes from an index before to an index after ("deletes are processed before inserts");
/// - a reload is a delete and an insert of the same item (or section): its old index maps to the
///   index it would have had had it stayed, and the view replaces it;
/// - items that stay keep their order, filling the places the inserts and move destinations leave.
///
/// Validation, in UIKit's order: indices in range, conflicting operations, then the section count
/// and each section's item count against what the data source says now, with UIKit's messages
/// (`_ListUpdateError`). Operations on items inside a section that is itself deleted, inserted or
/// reloaded are absorbed by the section's own operation.
struct _ListUpdatePlanner: Equatable, Sendable {
    /// The words of the messages: `.rows` for a table ("rows", "table view"), `.items` for a
    /// collection view.
    enum Vocabulary: Sendable, Equatable {
        case rows, items
        var item: String { self == .rows ? "row" : "item" }
        var items: String { self == .rows ? "rows" : "items" }
        var view: String { self == .rows ? "table view" : "collection view" }
    }

    var vocabulary: Vocabulary = .rows
    /// Sections deleted, by their index before the batch.
    var deletedSections: [Int] = []
    /// Sections inserted, by their index after the batch.
    var insertedSections: [Int] = []
    /// Sections reloaded, by their index before the batch.
    var reloadedSections: [Int] = []
    /// Sections moved: from an index before to an index after.
    var movedSections: [(from: Int, to: Int)] = []
    /// Items deleted, by their index path before.
    var deletedItems: [IndexPath] = []
    /// Items inserted, by their index path after.
    var insertedItems: [IndexPath] = []
    /// Items reloaded, by their index path before.
    var reloadedItems: [IndexPath] = []
    /// Items moved: from an index path before to one after.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    init(vocabulary: Vocabulary = .rows) { self.vocabulary = vocabulary }

    /// No operation at all.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    static func == (a: _ListUpdatePlanner, b: _ListUpdatePlanner) -> Bool {
        a.vocabulary == b.vocabulary && a.deletedSections == b.deletedSections && a.insertedSections == b.insertedSections
            && a.reloadedSections == b.reloadedSections && a.movedSections.elementsEqual(b.movedSections, by: ==)
            && a.deletedItems == b.deletedItems && a.insertedItems == b.insertedItems
            && a.reloadedItems == b.reloadedItems && a.movedItems.elementsEqual(b.movedItems, by: ==)
    }

    // MARK: Planning

    /// Validates the batch against the item counts per section before it (`before`) and after it
    /// (`after`, what the data source says now) and returns the plan, or the error UIKit raises.
    func plan(before: [Int], after: [Int]) throws(_ListUpdateError) -> _ListUpdatePlan {
        let v = vocabulary
        let oldSections = before.count, newSections = after.count

        // 1. Section indices in range.
        for s in deletedSections where s < 0 || s >= oldSections {
            throw _ListUpdateError("attempt to delete section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in reloadedSections where s < 0 || s >= oldSections {
            throw _ListUpdateError("attempt to reload section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in insertedSections where s < 0 || s >= newSections {
            throw _ListUpdateError("attempt to insert section \(s) but there are only \(newSections) sections after the update")
        }
        for m in movedSections {
            if m.from < 0 || m.from >= oldSections {
                throw _ListUpdateError("attempt to move section \(m.from), but there are only \(oldSections) sections before the update")
            }
            if m.to < 0 || m.to >= newSections {
                throw _ListUpdateError("attempt to move section \(m.from) to section \(m.to), but there are only \(newSections) sections after the update")
            }
        }

        // 2. Section conflicts.
        var oldFate = [_SectionFate](repeating: .stays, count: oldSections)
        for s in deletedSections {
            if oldFate[s] == .deleted { throw _ListUpdateError("attempt to delete section \(s) twice") }
            oldFate[s] = .deleted
        }
        for s in reloadedSections {
            if oldFate[s] == .deleted { throw _ListUpdateError("attempt to delete and reload the same section (\(s))") }
            if oldFate[s] == .reloaded { throw _ListUpdateError("attempt to reload section \(s) twice") }
            oldFate[s] = .reloaded
        }
        var newTaken = [Bool](repeating: false, count: newSections)
        for s in insertedSections {
            if newTaken[s] { throw _ListUpdateError("attempt to insert section \(s) twice") }
            newTaken[s] = true
        }
        var sectionAfter = [Int?](repeating: nil, count: oldSections)
        var sectionBefore = [Int?](repeating: nil, count: newSections)
        for m in movedSections {
            switch oldFate[m.from] {
            case .deleted: throw _ListUpdateError("attempt to move section \(m.from), which is also being deleted")
            case .reloaded: throw _ListUpdateError("attempt to move section \(m.from), which is also being reloaded")
            case .moved: throw _ListUpdateError("attempt to move section \(m.from) twice")
            case .stays: break
            }
            if newTaken[m.to] {
                throw sectionBefore[m.to] == nil
                    ? _ListUpdateError("attempt to perform an insert and a move to the same section (\(m.to))")
                    : _ListUpdateError("attempt to perform two moves to the same section (\(m.to))")
            }
            oldFate[m.from] = .moved
            newTaken[m.to] = true
            sectionAfter[m.from] = m.to
            sectionBefore[m.to] = m.from
        }

        // 3. The section count.
        let deletedCount = deletedSections.count, insertedCount = insertedSections.count
        guard newSections == oldSections - deletedCount + insertedCount else {
            throw _ListUpdateError("Invalid update: invalid number of sections. The number of sections contained in the \(v.view) after the update (\(newSections)) must be equal to the number of sections contained in the \(v.view) before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedCount) inserted, \(deletedCount) deleted).")
        }

        // Sections that stay (or are reloaded) fill the free places in order.
        var free = 0
        for s in 0..<oldSections where oldFate[s] == .stays || oldFate[s] == .reloaded {
            while newTaken[free] { free += 1 }
            sectionAfter[s] = free
            sectionBefore[free] = s
            newTaken[free] = true
        }
        let reloadedSet = Set(reloadedSections)
        /// Whether a section's items are all replaced (new sections: inserted; old: deleted or reloaded).
        func oldSectionReplaced(_ s: Int) -> Bool { oldFate[s] == .deleted || oldFate[s] == .reloaded }
        func newSectionReplaced(_ s: Int) -> Bool {
            guard let old = sectionBefore[s] else { return true }
            return oldFate[old] == .reloaded
        }

        // 4. Item indices in range, skipping those absorbed by their section's operation.
        func describe(_ p: IndexPath) -> String { "{length = 2, path = \(p.section) - \(p.item)}" }
        func oldInRange(_ p: IndexPath, _ verb: String) throws(_ListUpdateError) {
            guard p.count == 2, p.section >= 0, p.section < oldSections else {
                throw _ListUpdateError("attempt to \(verb) \(v.item) \(p.count == 2 ? p.item : -1) from section \(p.count == 2 ? p.section : -1), but there are only \(oldSections) sections before the update")
            }
            guard p.item >= 0, p.item < before[p.section] else {
                throw _ListUpdateError("attempt to \(verb) \(v.item) \(p.item) from section \(p.section) which only contains \(before[p.section]) \(v.items) before the update")
            }
        }
        func newInRange(_ p: IndexPath, _ verb: String) throws(_ListUpdateError) {
            guard p.count == 2, p.section >= 0, p.section < newSections else {
                throw _ListUpdateError("attempt to \(verb) \(v.item) \(p.count == 2 ? p.item : -1) into section \(p.count == 2 ? p.section : -1), but there are only \(newSections) sections after the update")
            }
            guard p.item >= 0, p.item < after[p.section] else {
                throw _ListUpdateError("attempt to \(verb) \(v.item) \(p.item) into section \(p.section), but there are only \(after[p.section]) \(v.items) in section \(p.section) after the update")
            }
        }
        for p in deletedItems { try oldInRange(p, "delete") }
        for p in reloadedItems { try oldInRange(p, "reload") }
        for p in insertedItems { try newInRange(p, "insert") }
        for m in movedItems {
            try oldInRange(m.from, "move")
            try newInRange(m.to, "move")
        }

        // 5. Item conflicts, and what each old item becomes.
        var oldItem: [[_ItemFate]] = (0..<oldSections).map { [_ItemFate](repeating: .stays, count: oldSectionReplaced($0) ? 0 : before[$0]) }
        var newItemTaken: [[Bool]] = (0..<newSections).map { [Bool](repeating: false, count: newSectionReplaced($0) ? 0 : after[$0]) }
        var newItemSource: [[IndexPath?]] = (0..<newSections).map { [IndexPath?](repeating: nil, count: after[$0]) }
        var inserted = [Int](repeating: 0, count: newSections)
        var deleted = [Int](repeating: 0, count: oldSections)
        var movedIn = [Int](repeating: 0, count: newSections)
        var movedOut = [Int](repeating: 0, count: oldSections)
        for p in deletedItems where !oldSectionReplaced(p.section) {
            if oldItem[p.section][p.item] == .deleted { throw _ListUpdateError("attempt to delete \(v.item) \(p.item) from section \(p.section) twice") }
            oldItem[p.section][p.item] = .deleted
            deleted[p.section] += 1
        }
        for p in reloadedItems where !oldSectionReplaced(p.section) {
            switch oldItem[p.section][p.item] {
            case .deleted: throw _ListUpdateError("attempt to delete and reload the same index path (\(describe(p)))")
            case .reloaded: throw _ListUpdateError("attempt to reload the same index path twice (\(describe(p)))")
            default: oldItem[p.section][p.item] = .reloaded
            }
        }
        for p in insertedItems where !newSectionReplaced(p.section) {
            if newItemTaken[p.section][p.item] { throw _ListUpdateError("attempt to insert \(v.item) \(p.item) into section \(p.section) twice") }
            newItemTaken[p.section][p.item] = true
            inserted[p.section] += 1
        }
        for m in movedItems {
            if oldSectionReplaced(m.from.section) {
                throw _ListUpdateError("attempt to move index path (\(describe(m.from))) out of section \(m.from.section), which is being \(oldFate[m.from.section] == .deleted ? "deleted" : "reloaded")")
            }
            if newSectionReplaced(m.to.section) {
                throw _ListUpdateError("attempt to move index path (\(describe(m.from))) into section \(m.to.section), which is being \(sectionBefore[m.to.section] == nil ? "inserted" : "reloaded")")
            }
            switch oldItem[m.from.section][m.from.item] {
            case .deleted: throw _ListUpdateError("attempt to perform a delete and a move from the same index path (\(describe(m.from)))")
            case .reloaded: throw _ListUpdateError("attempt to perform a reload and a move from the same index path (\(describe(m.from)))")
            case .moved: throw _ListUpdateError("attempt to move the same index path twice (\(describe(m.from)))")
            case .stays: break
            }
            if newItemTaken[m.to.section][m.to.item] {
                throw newItemSource[m.to.section][m.to.item] == nil
                    ? _ListUpdateError("attempt to perform an insert and a move to the same index path (\(describe(m.to)))")
                    : _ListUpdateError("attempt to perform two moves to the same index path (\(describe(m.to)))")
            }
            oldItem[m.from.section][m.from.item] = .moved
            newItemTaken[m.to.section][m.to.item] = true
            newItemSource[m.to.section][m.to.item] = m.from
            if sectionAfter[m.from.section] != m.to.section {
                movedOut[m.from.section] += 1
                movedIn[m.to.section] += 1
            }
        }

        // 6. Each surviving section's count.
        for s in 0..<newSections where !newSectionReplaced(s) {
            let old = sectionBefore[s]!
            let expected = before[old] - deleted[old] + inserted[s] - movedOut[old] + movedIn[s]
            guard after[s] == expected else {
                throw _ListUpdateError("Invalid update: invalid number of \(v.items) in section \(s). The number of \(v.items) contained in an existing section after the update (\(after[s])) must be equal to the number of \(v.items) contained in that section before the update (\(before[old])), plus or minus the number of \(v.items) inserted or deleted from that section (\(inserted[s]) inserted, \(deleted[old]) deleted) and plus or minus the number of \(v.items) moved into or out of that section (\(movedIn[s]) moved in, \(movedOut[old]) moved out).")
            }
        }

        // 7. The item maps: items that stay (or are reloaded) fill the free places in order.
        var itemAfter: [[IndexPath?]] = before.map { [IndexPath?](repeating: nil, count: $0) }
        var reloadedOld = Set<IndexPath>()
        for m in movedItems { itemAfter[m.from.section][m.from.item] = m.to }
        for old in 0..<oldSections where !oldSectionReplaced(old) {
            let s = sectionAfter[old]!
            var next = 0
            for i in 0..<before[old] {
                let fate = oldItem[old][i]
                guard fate == .stays || fate == .reloaded else { continue }
                while newItemTaken[s][next] { next += 1 }
                newItemTaken[s][next] = true
                let from = IndexPath(item: i, section: old), to = IndexPath(item: next, section: s)
                itemAfter[old][i] = to
                if fate == .reloaded {
                    reloadedOld.insert(from)
                } else {
                    newItemSource[s][next] = from
                }
            }
        }
        return _ListUpdatePlan(sectionAfter: sectionAfter, sectionBefore: sectionBefore,
                               reloadedSections: reloadedSet, itemAfter: itemAfter, itemBefore: newItemSource,
                               reloadedItems: reloadedOld)
    }

    private enum _SectionFate { case stays, deleted, reloaded, moved }
    private enum _ItemFate { case stays, deleted, reloaded, moved }
}

/// Where everything goes in one validated batch (`_ListUpdatePlanner.plan`). Not API.
struct _ListUpdatePlan: Equatable, Sendable {
    /// For each section before: its index after, or nil when deleted. A reloaded section has an
    /// index after (its items are all replaced).
    var sectionAfter: [Int?]
    /// For each section after: its index before, or nil when inserted.
    var sectionBefore: [Int?]
    /// Sections reloaded, by their index before.
    var reloadedSections: Set<Int>
    /// For each item before: its index path after, or nil when it goes (deleted, or in a deleted or
    /// reloaded section). A reloaded item has the index path of its replacement.
    var itemAfter: [[IndexPath?]]
    /// For each item after: the index path it had before, or nil when it is new (inserted, in an
    /// inserted or reloaded section, or the replacement of a reloaded item).
    var itemBefore: [[IndexPath?]]
    /// Items reloaded, by their index path before.
    var reloadedItems: Set<IndexPath>

    /// The index path after of the item at `old`, or nil when it goes or is replaced.
    func surviving(_ old: IndexPath) -> IndexPath? {
        guard !reloadedItems.contains(old) else { return nil }
        return itemAfter[old.section][old.item]
    }

    /// The plan of a batch that changes nothing, for `counts` items per section.
    static func identity(_ counts: [Int]) -> _ListUpdatePlan {
        let sections = counts.indices.map { Optional($0) }
        let items = counts.enumerated().map { s, n in (0..<n).map { Optional(IndexPath(item: $0, section: s)) } }
        return _ListUpdatePlan(sectionAfter: sections, sectionBefore: sections, reloadedSections: [],
                               itemAfter: items, itemBefore: items, reloadedItems: [])
    }
}

/// An inconsistent batch, with UIKit's message (the reason of its `NSInternalInconsistencyException`).
/// Not API.
struct _ListUpdateError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
