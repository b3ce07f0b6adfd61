import Testing
@testable import UIKit
import UIKitTestSupport

/// The update planner against UIKit's documented rules: deletes and reloads by index before,
/// inserts after, moves from before to after, deletes processed before inserts; the validation
/// messages; and against a model array for random batches.
@MainActor @Suite struct _ListUpdatePlannerTests {
    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func anEmptyBatchMapsEveryRowToItself() throws {
        let plan = try _ListUpdatePlanner().plan(before: [3, 2], after: [3, 2])
        #expect(plan == .identity([3, 2]))
    }

    @Test func deletingAndInsertingRowZeroMakesRowZeroTheNewItem() throws {
        // The reference's checklist item 4: deletes first, so row 0 after is the inserted row.
        var planner = _ListUpdatePlanner()
        planner.deletedItems = [ip(0, 0)]
        planner.insertedItems = [ip(0, 0)]
        let plan = try planner.plan(before: [3], after: [3])
        #expect(plan.itemAfter[0] == [nil, ip(0, 1), ip(0, 2)])
        #expect(plan.itemBefore[0] == [nil, ip(0, 1), ip(0, 2)])
    }

    @Test func insertIndicesReferToTheStateAfterTheDeletes() throws {
        // Before: a b c d. Delete b (1) and d (3); insert x at 1 and y at 3 (after): a x c y.
        var planner = _ListUpdatePlanner()
        planner.deletedItems = [ip(0, 3), ip(0, 1)]
        planner.insertedItems = [ip(0, 3), ip(0, 1)]
        let plan = try planner.plan(before: [4], after: [4])
        #expect(plan.itemAfter[0] == [ip(0, 0), nil, ip(0, 2), nil])
        #expect(plan.itemBefore[0] == [ip(0, 0), nil, ip(0, 2), nil])
    }

    @Test func theOrderOfTheCallsDoesNotMatter() throws {
        var a = _ListUpdatePlanner()
        a.insertedItems = [ip(0, 0), ip(0, 5)]
        a.deletedItems = [ip(0, 2)]
        a.movedItems = [(ip(0, 4), ip(0, 1))]
        var b = _ListUpdatePlanner()
        b.movedItems = [(ip(0, 4), ip(0, 1))]
        b.deletedItems = [ip(0, 2)]
        b.insertedItems = [ip(0, 5), ip(0, 0)]
        #expect(try a.plan(before: [5], after: [6]) == b.plan(before: [5], after: [6]))
    }

    @Test func aMoveTakesARowFromItsOldPlaceToItsNewOneAndTheOthersCloseUp() throws {
        // a b c d e: move b (1) to 3 → a c d b e.
        var planner = _ListUpdatePlanner()
        planner.movedItems = [(ip(0, 1), ip(0, 3))]
        let plan = try planner.plan(before: [5], after: [5])
        #expect(plan.itemAfter[0] == [ip(0, 0), ip(0, 3), ip(0, 1), ip(0, 2), ip(0, 4)])
    }

    @Test func aRowMovesBetweenSections() throws {
        var planner = _ListUpdatePlanner()
        planner.movedItems = [(ip(0, 0), ip(1, 1))]
        let plan = try planner.plan(before: [2, 2], after: [1, 3])
        #expect(plan.itemAfter == [[ip(1, 1), ip(0, 0)], [ip(1, 0), ip(1, 2)]])
        #expect(plan.itemBefore[1] == [ip(1, 0), ip(0, 0), ip(1, 1)])
    }

    @Test func aReloadedRowIsReplacedAtThePlaceItWouldHaveHad() throws {
        var planner = _ListUpdatePlanner()
        planner.reloadedItems = [ip(0, 2)]
        planner.deletedItems = [ip(0, 0)]
        let plan = try planner.plan(before: [3], after: [2])
        #expect(plan.itemAfter[0] == [nil, ip(0, 0), ip(0, 1)])
        #expect(plan.reloadedItems == [ip(0, 2)])
        #expect(plan.itemBefore[0] == [ip(0, 1), nil])
        #expect(plan.surviving(ip(0, 2)) == nil)
    }

    @Test func sectionsDeletedInsertedAndMovedFillThePlacesInOrder() throws {
        // Sections A B C D: delete B, insert X at 0, move D to 1 → X D A C.
        var planner = _ListUpdatePlanner()
        planner.deletedSections = [1]
        planner.insertedSections = [0]
        planner.movedSections = [(3, 1)]
        let plan = try planner.plan(before: [1, 2, 3, 4], after: [5, 4, 1, 3])
        #expect(plan.sectionAfter == [2, nil, 3, 1])
        #expect(plan.sectionBefore == [nil, 3, 0, 2])
        #expect(plan.itemAfter[1] == [nil, nil])
        #expect(plan.itemAfter[3] == (0..<4).map { ip(1, $0) })
        #expect(plan.itemBefore[0] == [nil, nil, nil, nil, nil])
    }

    @Test func aReloadedSectionKeepsItsPlaceButReplacesItsRows() throws {
        var planner = _ListUpdatePlanner()
        planner.reloadedSections = [0]
        let plan = try planner.plan(before: [2, 1], after: [5, 1])
        #expect(plan.sectionAfter == [0, 1])
        #expect(plan.itemAfter[0] == [nil, nil])
        #expect(plan.itemBefore[0] == [nil, nil, nil, nil, nil])
        #expect(plan.itemAfter[1] == [ip(1, 0)])
    }

    @Test func rowOperationsInsideAReplacedSectionAreAbsorbed() throws {
        var planner = _ListUpdatePlanner()
        planner.deletedSections = [0]
        planner.deletedItems = [ip(0, 1)]
        planner.insertedSections = [1]
        planner.insertedItems = [ip(1, 0)]
        let plan = try planner.plan(before: [2, 3], after: [3, 4])
        #expect(plan.sectionAfter == [nil, 0])
        #expect(plan.itemAfter[1] == [ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    // MARK: Messages

    func error(_ planner: _ListUpdatePlanner, before: [Int], after: [Int]) -> String? {
        do {
            _ = try planner.plan(before: before, after: after)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aRowCountThatDisagreesGivesUIKitsMessage() {
        #expect(error(_ListUpdatePlanner(), before: [4], after: [5])
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        var planner = _ListUpdatePlanner()
        planner.insertedItems = [ip(0, 0)]
        #expect(error(planner, before: [2], after: [2])
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func movesBetweenSectionsCountAsMovedInAndOut() {
        var planner = _ListUpdatePlanner()
        planner.movedItems = [(ip(0, 0), ip(1, 0))]
        #expect(error(planner, before: [2, 2], after: [1, 2])?.contains("(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)") == true)
    }

    @Test func aSectionCountThatDisagreesGivesUIKitsMessage() {
        #expect(error(_ListUpdatePlanner(), before: [], after: [0])
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test func aCollectionViewsMessagesSpeakOfItems() {
        #expect(error(_ListUpdatePlanner(vocabulary: .items), before: [1], after: [0])?
                    .hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section") == true)
    }

    @Test func indicesOutOfRangeGiveUIKitsMessages() {
        var planner = _ListUpdatePlanner()
        planner.deletedItems = [ip(4, 2)]
        #expect(error(planner, before: [1, 1, 1, 1, 0], after: [1, 1, 1, 1, 0]) == "attempt to delete row 2 from section 4 which only contains 0 rows before the update")
        planner = _ListUpdatePlanner()
        planner.insertedItems = [ip(0, 3)]
        #expect(error(planner, before: [2], after: [3]) == "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update")
        planner = _ListUpdatePlanner()
        planner.deletedSections = [5]
        #expect(error(planner, before: [1, 1, 1], after: [1, 1]) == "attempt to delete section 5, but there are only 3 sections before the update")
        planner = _ListUpdatePlanner()
        planner.insertedSections = [5]
        #expect(error(planner, before: [1], after: [1, 1]) == "attempt to insert section 5 but there are only 2 sections after the update")
    }

    @Test func conflictingOperationsGiveUIKitsMessages() {
        var planner = _ListUpdatePlanner()
        planner.deletedItems = [ip(0, 1)]
        planner.reloadedItems = [ip(0, 1)]
        #expect(error(planner, before: [3], after: [2]) == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        planner = _ListUpdatePlanner()
        planner.insertedItems = [ip(0, 1)]
        planner.movedItems = [(ip(0, 0), ip(0, 1))]
        #expect(error(planner, before: [3], after: [4]) == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})")
        planner = _ListUpdatePlanner()
        planner.movedItems = [(ip(0, 0), ip(0, 2)), (ip(0, 1), ip(0, 2))]
        #expect(error(planner, before: [3], after: [3]) == "attempt to perform two moves to the same index path ({length = 2, path = 0 - 2})")
        planner = _ListUpdatePlanner()
        planner.deletedItems = [ip(0, 0)]
        planner.movedItems = [(ip(0, 0), ip(0, 1))]
        #expect(error(planner, before: [3], after: [2]) == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})")
    }

    // MARK: Against a model

    @Test func randomBatchesMapEveryItemWhereAModelArraySaysItGoes() throws {
        for seed in 0..<UInt64(300) {
            var rng = SplitMix64(state: seed)
            var nextID = 0
            var model: [[Int]] = (0..<(1 + rng.int(4))).map { _ in (0..<rng.int(6)).map { _ in nextID += 1; return nextID } }
            let before = model
            let batch = _ListUpdateModel.randomBatch(&rng, model: &model, nextID: &nextID)
            let plan = try batch.planner.plan(before: before.map(\.count), after: model.map(\.count))
            for (s, section) in before.enumerated() {
                for (r, id) in section.enumerated() {
                    let old = ip(s, r)
                    if batch.reloaded.contains(id) || batch.deleted.contains(id) {
                        #expect(plan.surviving(old) == nil, "seed \(seed): \(id) goes")
                        continue
                    }
                    let expected = model.enumerated().lazy.compactMap { ns, sec in sec.firstIndex(of: id).map { self.ip(ns, $0) } }.first
                    #expect(plan.surviving(old) == expected, "seed \(seed): item \(id) at \(old)")
                }
            }
        }
    }
}

/// Random batches of operations applied to a model of ids, recording what UIKit's index rules
/// say the batch is. Shared with the table fuzz.
enum _ListUpdateModel {
    struct Batch {
        var planner = _ListUpdatePlanner()
        var deleted = Set<Int>()
        var reloaded = Set<Int>()
    }

    /// Mutates `model` (ids per section) by a random batch and returns the operations, expressed
    /// with UIKit's indices (deletes and reloads before, inserts after, moves before → after).
    static func randomBatch(_ rng: inout SplitMix64, model: inout [[Int]], nextID: inout Int) -> Batch {
        var batch = Batch()
        let before = model
        // Sections: delete or reload some, then insert some.
        var deletedSections = Set<Int>()
        var reloadedSections = Set<Int>()
        for s in before.indices {
            if before.count - deletedSections.count > 1 && rng.chance(0.08) { deletedSections.insert(s) }
            else if rng.chance(0.05) { reloadedSections.insert(s) }
        }
        // Rows in surviving sections: delete, reload, move (within and across), identify by id.
        var fate: [Int: String] = [:]
        for s in before.indices where !deletedSections.contains(s) && !reloadedSections.contains(s) {
            for id in before[s] {
                if rng.chance(0.12) { fate[id] = "delete" }
                else if rng.chance(0.06) { fate[id] = "reload" }
                else if rng.chance(0.1) { fate[id] = "move" }
            }
        }
        // Build the after state: surviving sections in order, with their staying rows.
        var sections: [(old: Int?, ids: [Int])] = []
        var moving: [Int] = []
        for s in before.indices where !deletedSections.contains(s) {
            if reloadedSections.contains(s) {
                let count = rng.int(5)
                sections.append((s, (0..<count).map { _ in nextID += 1; return nextID }))
                continue
            }
            var ids: [Int] = []
            for id in before[s] {
                switch fate[id] {
                case "delete": batch.deleted.insert(id)
                case "move": moving.append(id)
                default: ids.append(id)
                }
                if fate[id] == "reload" { batch.reloaded.insert(id) }
            }
            sections.append((s, ids))
        }
        // New sections at random places.
        for _ in 0..<(rng.chance(0.15) ? 1 + rng.int(2) : 0) {
            let at = rng.int(sections.count + 1)
            sections.insert((nil, (0..<rng.int(4)).map { _ in nextID += 1; return nextID }), at: at)
        }
        // Movers and inserted rows go to random places in sections that are not replaced.
        let targets = sections.indices.filter { sections[$0].old != nil && !reloadedSections.contains(sections[$0].old!) }
        for id in moving {
            if let t = targets.randomElement(using: &rng) {
                sections[t].ids.insert(id, at: rng.int(sections[t].ids.count + 1))
            } else {
                batch.deleted.insert(id)
            }
        }
        var inserted = Set<Int>()
        for _ in 0..<rng.int(4) {
            guard let t = targets.randomElement(using: &rng) else { break }
            nextID += 1
            sections[t].ids.insert(nextID, at: rng.int(sections[t].ids.count + 1))
            inserted.insert(nextID)
        }
        model = sections.map(\.ids)
        // Express it with UIKit's indices.
        for s in deletedSections.sorted() { batch.planner.deletedSections.append(s) }
        for s in reloadedSections.sorted() { batch.planner.reloadedSections.append(s) }
        for (ns, section) in sections.enumerated() where section.old == nil { batch.planner.insertedSections.append(ns) }
        func oldPath(_ id: Int) -> IndexPath? {
            for (s, ids) in before.enumerated() { if let r = ids.firstIndex(of: id) { return IndexPath(row: r, section: s) } }
            return nil
        }
        func newPath(_ id: Int) -> IndexPath? {
            for (s, section) in sections.enumerated() { if let r = section.ids.firstIndex(of: id) { return IndexPath(row: r, section: s) } }
            return nil
        }
        for id in batch.deleted { batch.planner.deletedItems.append(oldPath(id)!) }
        for id in batch.reloaded { batch.planner.reloadedItems.append(oldPath(id)!) }
        for id in inserted { batch.planner.insertedItems.append(newPath(id)!) }
        for id in moving where !batch.deleted.contains(id) { batch.planner.movedItems.append((oldPath(id)!, newPath(id)!)) }
        // Section moves: none here (the sections keep their relative order); moveSection is
        // exercised by the unit tests above.
        return batch
    }
}

