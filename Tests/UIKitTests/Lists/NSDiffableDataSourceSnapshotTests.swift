import Foundation
import Testing
@testable import UIKit

/// The snapshot value: building it, its queries, its marks, and that it is cheap.
@MainActor @Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])  // nil: the last section
        return snapshot
    }

    @Test func anEmptySnapshotHasNoSectionsAndNoItems() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.itemIdentifiers.isEmpty)
    }

    @Test func appendingWithoutASectionAddsToTheLastSection() {
        let snapshot = sample()
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func queriesFindItemsAndSectionsByIdentifier() {
        let snapshot = sample()
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
    }

    @Test func insertingItemsBeforeAndAfterAnItemPlacesThemInItsSection() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 12])
        #expect(snapshot.indexOfItem(2) == 3)
        #expect(snapshot.indexOfItem(12) == 7)
    }

    @Test func insertingSectionsBeforeAndAfterASectionPlacesThem() {
        var snapshot = sample()
        snapshot.insertSections(["x"], beforeSection: "a")
        snapshot.insertSections(["y"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["x", "a", "y", "b"])
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfSection("b") == 3)
    }

    @Test func deletingItemsAndSectionsForgetsThem() {
        var snapshot = sample()
        snapshot.deleteItems([1, 3])
        #expect(snapshot.itemIdentifiers == [2, 4, 5])
        #expect(snapshot.indexOfItem(4) == 1)
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["b"])
        #expect(snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func movingItemsWorksWithinAndAcrossSections() {
        var snapshot = sample()
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1])
        snapshot.moveItem(5, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3, 1])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
        #expect(snapshot.indexOfItem(4) == 4)
    }

    @Test func movingSectionsTakesTheirItemsAlong() {
        var snapshot = sample()
        snapshot.appendSections(["c"])
        snapshot.moveSection("a", afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "a"])
        snapshot.moveSection("c", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
        #expect(snapshot.indexOfItem(1) == 2)
    }

    @Test func reloadAndReconfigureMarksAreListedInOrderAndForgottenWithTheirItems() {
        var snapshot = sample()
        snapshot.reloadItems([4, 2])
        snapshot.reconfigureItems([5, 1])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [1, 5])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([4])
        #expect(snapshot.reloadedItemIdentifiers == [2])
    }

    @Test func aSnapshotIsAValueCopiesDoNotShareChanges() {
        let original = sample()
        var copy = original
        copy.deleteItems([1])
        copy.appendSections(["c"])
        #expect(original.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(original.indexOfItem(2) == 1)
        #expect(copy.indexOfItem(2) == 0)
    }

    @Test func appendingAHundredThousandItemsOneAtATimeStaysCheap() {
        // Appends are amortised O(1) and indexOfItem O(1) in items: 100,000 of each take well
        // under a second (an O(n) index would be 10^10 steps).
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<100_000 { snapshot.appendItems([i]) }
            for i in stride(from: 0, to: 100_000, by: 1) { precondition(snapshot.indexOfItem(i) == i) }
        }
        #expect(snapshot.numberOfItems == 100_000)
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }
}
