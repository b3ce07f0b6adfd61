import Foundation
import Testing
@testable import UIKit

/// The difference between two snapshots as a batch: the fewest moves, reloads only when marked,
/// and a valid plan.
@MainActor @Suite struct _DiffableDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    static func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func theLongestIncreasingSubsequenceIsFound() {
        let lis = _DiffableDifference._longestIncreasingSubsequence([3, 0, 1, 5, 2, 4])
        #expect(lis.count == 4)
        #expect(lis.sorted().map { [3, 0, 1, 5, 2, 4][$0] } == [0, 1, 2, 4])
        #expect(_DiffableDifference._longestIncreasingSubsequence([]).isEmpty)
    }

    @Test func abcToCADeletesBAndMovesOneItem() {
        let planner = _DiffableDifference.planner(from: Self.snapshot([("s", ["A", "B", "C"])]),
                                                  to: Self.snapshot([("s", ["C", "A"])]), vocabulary: .rows)
        #expect(planner.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(planner.insertedItems.isEmpty)
        #expect(planner.movedItems.count == 1)
        #expect(planner.reloadedItems.isEmpty)
        #expect(throws: Never.self) { try planner.plan(before: [3], after: [2]) }
    }

    @Test func movingOneItemToTheFrontOfAThousandIsOneMove() {
        let items = (0..<1000).map { "\($0)" }
        let planner = _DiffableDifference.planner(from: Self.snapshot([("s", items)]),
                                                  to: Self.snapshot([("s", ["999"] + items.dropLast())]), vocabulary: .rows)
        #expect(planner.movedItems.count == 1)
        #expect(planner.movedItems.first?.from == IndexPath(item: 999, section: 0))
        #expect(planner.movedItems.first?.to == IndexPath(item: 0, section: 0))
    }

    @Test func aReloadedItemThatMovesIsDeletedAndInserted() {
        var new = Self.snapshot([("s", ["B", "A"])])
        new.reloadItems(["B"])
        let planner = _DiffableDifference.planner(from: Self.snapshot([("s", ["A", "B"])]), to: new, vocabulary: .rows)
        #expect(throws: Never.self) { try planner.plan(before: [2], after: [2]) }
        #expect(planner.movedItems.count + planner.reloadedItems.count + planner.deletedItems.count >= 1)
    }

    @Test func itemsOfDeletedAndInsertedSectionsGoAndComeWithThem() {
        let planner = _DiffableDifference.planner(from: Self.snapshot([("a", ["1", "2"]), ("b", ["3"])]),
                                                  to: Self.snapshot([("b", ["3", "1"]), ("c", ["2"])]), vocabulary: .rows)
        #expect(planner.deletedSections == [0])
        #expect(planner.insertedSections == [1])
        #expect(planner.deletedItems.isEmpty)
        #expect(planner.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(throws: Never.self) { try planner.plan(before: [2, 1], after: [2, 1]) }
    }
}
