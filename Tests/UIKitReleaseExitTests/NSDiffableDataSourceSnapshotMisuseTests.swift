import Testing
@testable import UIKit

/// Diffable snapshot misuse UIKit raises on: duplicate and unknown identifiers, items without a
/// section. Stops the program with UIKit's message (release builds too).
@MainActor @Suite struct NSDiffableDataSourceSnapshotMisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func duplicateItemIdentifiersStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["a", "b"])
                snapshot.appendItems(["b"])
            }
        }
        #expect(Self.stderr(result).contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    b\n)}"), "\(Self.stderr(result))")
    }

    @Test func duplicateSectionIdentifiersStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["x", "x"])
            }
        }
        #expect(Self.stderr(result).contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    x\n)}"), "\(Self.stderr(result))")
    }

    @Test func appendingItemsWithoutASectionStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendItems([1])
            }
        }
        #expect(Self.stderr(result).contains("There are currently no sections in the data source. Please add a section first."), "\(Self.stderr(result))")
    }

    @Test func deletingAnUnknownItemStopsNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.deleteItems(["ghost"])
            }
        }
        #expect(Self.stderr(result).contains("Invalid item identifier specified for deleteItems(_:): ghost"), "\(Self.stderr(result))")
    }

    @Test func appendingToAnUnknownSectionStopsNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["a"])
                snapshot.appendItems([1], toSection: "b")
            }
        }
        #expect(Self.stderr(result).contains("Invalid section identifier specified for appendItems(_:toSection:): b"), "\(Self.stderr(result))")
    }
}
