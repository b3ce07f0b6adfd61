import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// A table driven by a diffable data source: apply shows the snapshot, animated or not, cells of
/// items that stay are kept, reloads and reconfigures, a seeded fuzz, and memory.
@MainActor @Suite struct UITableViewDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A table on screen with a diffable data source whose cells show their item as text.
    @MainActor final class Stage {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let controller = UIViewController()
        let table: UITableView
        var dataSource: UITableViewDiffableDataSource<String, String>!
        var provided: [String] = []

        init(height: CGFloat = 480, rowHeight: CGFloat = 44) {
            host.show(controller)
            table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
            table.rowHeight = rowHeight
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            controller.view.addSubview(table)
            dataSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] tableView, indexPath, item in
                self.provided.append(item)
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
        }

        /// The texts of the rows on screen, read through `cellForRow(at:)`, in order.
        var visibleTexts: [String?] {
            table.layoutIfNeeded()
            return (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text }
        }

        func cell(_ item: String) -> UITableViewCell? {
            dataSource.indexPath(for: item).flatMap { table.cellForRow(at: $0) }
        }
    }

    static func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func theDataSourceBecomesTheTablesDataSource() {
        let stage = Stage()
        #expect(stage.table.dataSource === stage.dataSource)
    }

    @Test func applyShowsExactlyTheSnapshotsItemsInOrder() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"]), ("t", ["D"])]))
        stage.host.settle()
        #expect(stage.visibleTexts == ["A", "B", "C", "D"])
        #expect(stage.table.numberOfSections == 2)
        #expect(stage.table.numberOfRows(inSection: 0) == 3)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "D")
        #expect(stage.dataSource.indexPath(for: "C") == IndexPath(row: 2, section: 0))
        #expect(stage.dataSource.sectionIdentifier(for: 1) == "t")
        #expect(stage.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
    }

    @Test func applyingABCThenCAKeepsTheCellsOfAAndCWithoutAskingForThem() {
        // The reference's checklist: A,B,C then C,A → B deleted, a move; A not reconfigured.
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
        stage.host.settle()
        let cellA = stage.cell("A"), cellC = stage.cell("C")
        stage.provided.removeAll()
        stage.dataSource.apply(Self.snapshot([("s", ["C", "A"])]))
        stage.host.settle()
        #expect(stage.visibleTexts == ["C", "A"])
        #expect(stage.provided.isEmpty, "\(stage.provided)")
        #expect(stage.cell("A") === cellA)
        #expect(stage.cell("C") === cellC)
    }

    @Test func anAnimatedApplyMovesRowsOverTimeAndCompletesAfterward() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
        stage.host.settle()
        var completed = false
        stage.dataSource.apply(Self.snapshot([("s", ["C", "A", "B"])]), animatingDifferences: true) { completed = true }
        stage.host.advance(by: 0.1)
        let cellC = stage.cell("C")!
        let midway = cellC.layer.presentation()?.frame.minY ?? cellC.frame.minY
        #expect(midway > 1 && midway < 87, "\(midway)")
        #expect(!completed)
        stage.host.settle()
        #expect(completed)
        #expect(cellC.frame.minY == 0)
        #expect(stage.visibleTexts == ["C", "A", "B"])
    }

    @Test func applyWithoutAnimatingDifferencesDiffsAtOnceAndKeepsCells() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
        stage.host.settle()
        let cellA = stage.cell("A")
        var completed = false
        stage.dataSource.apply(Self.snapshot([("s", ["B", "X", "A"])]), animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(stage.cell("A")?.frame.minY == 88)
        #expect(stage.cell("A") === cellA)
        #expect(stage.visibleTexts == ["B", "X", "A"])
    }

    @Test func applySnapshotUsingReloadDataReloadsEveryCell() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B"])]))
        stage.host.settle()
        stage.provided.removeAll()
        stage.dataSource.applySnapshotUsingReloadData(Self.snapshot([("s", ["A", "B"])]))
        stage.host.settle()
        #expect(stage.provided == ["A", "B"])
    }

    @Test func reloadItemsGivesANewCellAndReconfigureItemsKeepsTheCell() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
        stage.host.settle()
        let cellA = stage.cell("A"), cellB = stage.cell("B")
        stage.provided.removeAll()
        var snapshot = stage.dataSource.snapshot()
        snapshot.reloadItems(["A"])
        snapshot.reconfigureItems(["B"])
        stage.dataSource.apply(snapshot)
        stage.host.settle()
        #expect(stage.provided.sorted() == ["A", "B"])
        #expect(stage.cell("A") !== cellA)
        #expect(stage.cell("B") === cellB)
        #expect(stage.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(stage.visibleTexts == ["A", "B", "C"])
    }

    @Test func sectionsAreInsertedDeletedAndMovedWithTheirRows() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("a", ["1", "2"]), ("b", ["3"]), ("c", ["4", "5"])]))
        stage.host.settle()
        stage.dataSource.apply(Self.snapshot([("c", ["5", "4"]), ("d", ["6"]), ("a", ["1", "3"])]))
        stage.host.settle()
        #expect(stage.visibleTexts == ["5", "4", "6", "1", "3"])
        #expect((0..<3).map { stage.table.numberOfRows(inSection: $0) } == [2, 1, 2])
    }

    @Test func theDefaultRowAnimationIsAutomaticAndEditingIsOffUntilOverridden() {
        let stage = Stage()
        #expect(stage.dataSource.defaultRowAnimation == .automatic)
        #expect(!stage.dataSource.tableView(stage.table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(!stage.dataSource.tableView(stage.table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test func aSubclassTitlesItsSectionHeaders() {
        final class Titled: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
        }
        let stage = Stage()
        let titled = Titled(tableView: stage.table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        titled.apply(Self.snapshot([("Fruit", ["Apple"])]))
        stage.host.settle()
        // The table asks through the protocol: the subclass's override answers.
        #expect(stage.table.dataSource?.tableView(stage.table, titleForHeaderInSection: 0) == "Fruit")
        #expect(stage.table.headerView(forSection: 0) != nil)
    }

    // MARK: Fuzz
    /// A random change of `snapshot`: items and sections inserted, deleted, moved, reloaded.
    static func mutate(_ snapshot: inout Snapshot, _ rng: inout SplitMix64, next: inout Int) {
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let items = snapshot.itemIdentifiers, sections = snapshot.sectionIdentifiers
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                next += 1
                let section = "S\(next)"
                if let other = sections.randomElement(using: &rng), Bool.random(using: &rng) {
                    snapshot.insertSections([section], beforeSection: other)
                } else {
                    snapshot.appendSections([section])
                }
            case 1 where sections.count > 1:
                snapshot.deleteSections([sections.randomElement(using: &rng)!])
            case 2 where sections.count > 1:
                let a = sections.randomElement(using: &rng)!, b = sections.randomElement(using: &rng)!
                snapshot.moveSection(a, afterSection: b)
            case 3, 4:
                guard !sections.isEmpty else { continue }
                let fresh = (0..<Int.random(in: 1...3, using: &rng)).map { _ in next += 1; return "i\(next)" }
                if let other = items.randomElement(using: &rng), Bool.random(using: &rng) {
                    snapshot.insertItems(fresh, afterItem: other)
                } else {
                    snapshot.appendItems(fresh, toSection: sections.randomElement(using: &rng)!)
                }
            case 5 where !items.isEmpty, 6 where !items.isEmpty:
                snapshot.deleteItems([items.randomElement(using: &rng)!])
            case 7 where items.count > 1:
                let a = items.randomElement(using: &rng)!, b = items.randomElement(using: &rng)!
                snapshot.moveItem(a, beforeItem: b)
            case 8 where !items.isEmpty:
                snapshot.reloadItems([items.randomElement(using: &rng)!])
            case 9 where !items.isEmpty:
                snapshot.reconfigureItems([items.randomElement(using: &rng)!])
            default:
                break
            }
        }
    }

    /// 300 random snapshots applied in turn (animated or not, some while the last animation
    /// still runs); after each the table's counts are the snapshot's and every row (the table is
    /// tall enough to show them all) shows its item.
    @Test func randomSnapshotsAppliedInTurnAlwaysShowTheSnapshot() {
        let stage = Stage(height: 4000, rowHeight: 20)
        var rng = SplitMix64(state: 176)
        var next = 0
        var snapshot = Self.snapshot([("S0", ["i0"])])
        stage.dataSource.apply(snapshot)
        stage.host.settle()
        for step in 0..<300 {
            Self.mutate(&snapshot, &rng, next: &next)
            if snapshot.numberOfItems > 120 { snapshot.deleteItems(Array(snapshot.itemIdentifiers.prefix(40))) }
            stage.dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &rng))
            stage.host.advance(by: Double.random(in: 0...0.4, using: &rng))
            #expect(stage.table.numberOfSections == snapshot.numberOfSections, "step \(step)")
            for (s, section) in snapshot.sectionIdentifiers.enumerated() {
                #expect(stage.table.numberOfRows(inSection: s) == snapshot.numberOfItems(inSection: section), "step \(step)")
            }
            let shown = stage.visibleTexts.map { $0 ?? "nil" }
            #expect(shown == snapshot.itemIdentifiers, "step \(step): \(shown) ≠ \(snapshot.itemIdentifiers)")
            if shown != snapshot.itemIdentifiers { break }
        }
        stage.host.settle()
        #expect(stage.visibleTexts.map { $0 ?? "nil" } == snapshot.itemIdentifiers)
    }

    // MARK: Memory

    @Test func theDataSourceAndTheTableAreFreedAfterUse() {
        weak var weakSource: UITableViewDiffableDataSource<String, String>?
        weak var weakTable: UITableView?
        do {
            let stage = Stage()
            weakSource = stage.dataSource
            weakTable = stage.table
            stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
            stage.host.settle()
            stage.dataSource.apply(Self.snapshot([("s", ["C", "D", "A"])]), animatingDifferences: true)
            stage.host.advance(by: 0.1)
            stage.host.tap(at: CGPoint(x: 100, y: 22))
            stage.host.settle()
            stage.table.removeFromSuperview()
            stage.dataSource = nil
            stage.host.settle()
        }
        #expect(weakSource == nil)
        #expect(weakTable == nil)
    }

    @Test func makingApplyingAndDiscardingDiffableTablesOverAndOverKeepsMemoryFlat() {
        let cycles = listCycles(default: 30)
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let controller = UIViewController()
        host.show(controller)
        func cycle(_ i: Int) {
            let table = UITableView(frame: controller.view.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            controller.view.addSubview(table)
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<50), toSection: 0)
            source.apply(snapshot)
            host.advance(by: 1.0 / 60)
            snapshot.deleteItems(Array(0..<10))
            snapshot.appendItems(Array(100..<110), toSection: 1)
            source.apply(snapshot, animatingDifferences: true)
            host.advance(by: 0.5)
            table.removeFromSuperview()
        }
        for i in 0..<10 { cycle(i) }
        let start = ResidentMemory.kilobytes()
        for i in 0..<cycles { cycle(i) }
        let growth = ResidentMemory.kilobytes() - start
        print("UITableViewDiffableDataSource memory: \(cycles) tables applied and discarded grew resident memory by \(growth) kB")
        #expect(controller.view.subviews.isEmpty)
        #expect(growth < 20 * 1024, "\(growth) kB")
    }
}
