import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// `reloadData`, the row and section operations, batches with UIKit's index rules, the
/// consistency check, and a seeded fuzz against a model array.
@MainActor @Suite struct UITableViewUpdatesTests {
    func stage(rows: Int = 10, sections: Int = 1, screen: UITestScreen = .phone) -> TableStage {
        let source = JournalingTableSource((0..<sections).map { s in (0..<rows).map { "s\(s)r\($0)" } })
        return TableStage(source: source, screen: screen) { $0.rowHeight = 44 }
    }

    @Test func reloadDataAsksAgainAtTheNextLayoutNotAtOnce() {
        let stage = stage()
        stage.source.journal.removeAll()
        stage.source.model[0][0] = "changed"
        stage.table.reloadData()
        #expect(stage.source.journal.isEmpty, "\(stage.source.journal)")
        stage.table.layoutIfNeeded()
        #expect(stage.source.calls("numberOfSections").count == 1)
        #expect(stage.visibleTexts.first == "changed")
    }

    @Test func reloadDataKeepsTheScrollPositionWithinTheNewRange() {
        let stage = stage(rows: 100)
        stage.table.contentOffset = CGPoint(x: 0, y: 2000)
        stage.host.settle()
        stage.source.model[0].removeLast(50)
        stage.table.reloadData()
        stage.host.settle()
        #expect(stage.table.contentOffset.y <= 50 * 44 - 667 + 0.5)
        stage.expectCellsMatchModel()
    }

    @Test func deletingAndInsertingRowZeroInOneBatchMakesRowZeroTheNewItem() {
        // The reference's checklist: deletes are processed before inserts.
        let stage = stage()
        stage.table.performBatchUpdates {
            stage.source.model[0][0] = "new"
            stage.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            stage.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        stage.host.settle()
        #expect(stage.visibleTexts.prefix(2) == ["new", "s0r1"])
        stage.expectCellsMatchModel()
    }

    @Test func insertIndicesAreAfterTheBatchAndDeleteIndicesBefore() {
        let stage = stage()
        // a b c d …: delete 1 and 3 (before), insert at 1 and 3 (after), in any order of calls.
        stage.table.performBatchUpdates {
            stage.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .left)
            stage.table.deleteRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0)], with: .right)
            stage.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .top)
            stage.source.model[0] = ["s0r0", "x", "s0r2", "y"] + stage.source.model[0].dropFirst(4)
        }
        stage.host.settle()
        #expect(stage.visibleTexts.prefix(5) == ["s0r0", "x", "s0r2", "y", "s0r4"])
        stage.expectCellsMatchModel()
    }

    @Test func aMovedRowSlidesToItsNewPlaceOverTheAnimation() {
        let stage = stage()
        let cell = stage.table.cellForRow(at: IndexPath(row: 0, section: 0))
        stage.source.model[0].insert(stage.source.model[0].remove(at: 0), at: 4)
        stage.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
        stage.host.advance(by: 0.15)
        let midway = cell?.layer.presentation()?.frame.minY ?? cell?.frame.minY ?? 0
        stage.host.settle()
        #expect(stage.table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell, "the same cell moves")
        #expect(cell?.frame.minY == CGFloat(4 * 44))
        #expect(midway > 0 && midway < CGFloat(4 * 44), "midway \(midway)")
        stage.expectCellsMatchModel()
    }

    @Test func theCompletionRunsWhenTheAnimationEnds() {
        let stage = stage()
        var finished: [Bool] = []
        stage.table.performBatchUpdates({
            stage.source.model[0].remove(at: 2)
            stage.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        stage.host.settle()
        #expect(finished == [true])
    }

    @Test func nestedBeginUpdatesCountAsOneBatch() {
        let stage = stage()
        stage.table.beginUpdates()
        stage.source.model[0].remove(at: 0)
        stage.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        stage.table.beginUpdates()
        stage.source.model[0].insert("z", at: 0)
        stage.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        stage.table.endUpdates()
        #expect(stage.table.hasUncommittedUpdates)
        stage.table.endUpdates()
        #expect(!stage.table.hasUncommittedUpdates)
        stage.host.settle()
        #expect(stage.visibleTexts.prefix(2) == ["z", "s0r1"])
    }

    @Test func sectionsAreInsertedDeletedMovedAndReloaded() {
        let stage = stage(rows: 3, sections: 3)
        stage.table.performBatchUpdates {
            stage.source.model.remove(at: 1)
            stage.source.model.insert(["n0", "n1"], at: 0)
            stage.table.deleteSections([1], with: .fade)
            stage.table.insertSections([0], with: .top)
        }
        stage.host.settle()
        #expect(stage.table.numberOfSections == 3)
        #expect(stage.visibleTexts == ["n0", "n1", "s0r0", "s0r1", "s0r2", "s2r0", "s2r1", "s2r2"])
        stage.source.model.append(stage.source.model.removeFirst())
        stage.table.moveSection(0, toSection: 2)
        stage.host.settle()
        stage.source.model[1][0] = "reloaded"
        stage.table.reloadSections([1], with: .fade)
        stage.host.settle()
        stage.expectCellsMatchModel()
        #expect(stage.visibleTexts == ["s0r0", "s0r1", "s0r2", "reloaded", "s2r1", "s2r2", "n0", "n1"])
    }

    @Test func reloadRowsReplacesTheCellContent() {
        let stage = stage()
        stage.source.model[0][2] = "again"
        stage.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        stage.host.settle()
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "again")
    }

    @Test func theSelectionFollowsItsRowThroughAnUpdate() {
        let stage = stage()
        stage.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        stage.source.model[0].insert("top", at: 0)
        stage.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        stage.host.settle()
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func aBatchTheDataSourceDisagreesWithStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = JournalingTableSource(sections: 1, rows: 2)
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.dataSource = source
                table.layoutIfNeeded()
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        #expect(exitTestStandardError(result).contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."), "\(exitTestStandardError(result))")
    }

    @Test func aSectionCountTheDataSourceDisagreesWithStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = JournalingTableSource([])
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.dataSource = source
                table.layoutIfNeeded()
                source.model = [[]]
                table.performBatchUpdates {}
            }
        }
        #expect(exitTestStandardError(result).contains("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."), "\(exitTestStandardError(result))")
    }

    // MARK: Fuzz

    /// 1,000 random batches in the suite; `ROCKHOPPER_LIST_FUZZ` sets another count (10,000 for the
    /// long run). Each batch deletes, moves (across sections too), inserts and reloads rows at
    /// random, or inserts or deletes a section, or reloads everything; time moves a random part of
    /// the animation and the table scrolls between batches. After each the table's counts are the
    /// model's and the cells on screen show their model rows; at the end every animation settles.
    @Test func randomBatchesInterleavedWithScrollingAlwaysShowTheModel() {
        let iterations = ProcessInfo.processInfo.environment["ROCKHOPPER_LIST_FUZZ"].flatMap(Int.init) ?? 1_000
        var rng = SplitMix64(state: 16)
        let stage = stage(rows: 12, sections: 4, screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let table = stage.table
        let source = stage.source
        let animations: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        var counter = 0
        var completions = 0, batches = 0
        func newItem() -> String { counter += 1; return "i\(counter)" }

        for iteration in 0..<iterations {
            let kind = Int.random(in: 0..<20, using: &rng)
            if kind == 0 {
                // Reload everything.
                source.model[Int.random(in: 0..<source.model.count, using: &rng)].append(newItem())
                table.reloadData()
            } else if kind == 1 && source.model.count < 7 {
                let s = Int.random(in: 0...source.model.count, using: &rng)
                batches += 1
                table.performBatchUpdates({
                    source.model.insert((0..<Int.random(in: 0...5, using: &rng)).map { _ in newItem() }, at: s)
                    table.insertSections([s], with: animations.randomElement(using: &rng)!)
                }, completion: { _ in completions += 1 })
            } else if kind == 2 && source.model.count > 1 {
                let s = Int.random(in: 0..<source.model.count, using: &rng)
                batches += 1
                table.performBatchUpdates({
                    source.model.remove(at: s)
                    table.deleteSections([s], with: animations.randomElement(using: &rng)!)
                }, completion: { _ in completions += 1 })
            } else {
                // Rows: choose deletes, moves and reloads among the rows before; build the model after.
                let before = source.model
                var deleted: [IndexPath] = [], reloaded: [IndexPath] = [], movedItems: [(IndexPath, String)] = []
                var staying: [[String]] = before.map { _ in [] }
                var reloadedNames: [String: String] = [:]
                for (s, rows) in before.enumerated() {
                    for (r, item) in rows.enumerated() {
                        let roll = Int.random(in: 0..<100, using: &rng)
                        if roll < 8 { deleted.append(IndexPath(row: r, section: s)) }
                        else if roll < 14 { movedItems.append((IndexPath(row: r, section: s), item)) }
                        else if roll < 18 {
                            reloaded.append(IndexPath(row: r, section: s))
                            let renamed = newItem()
                            reloadedNames[item] = renamed
                            staying[s].append(renamed)
                        } else { staying[s].append(item) }
                    }
                }
                var after = staying
                let inserted = (0..<Int.random(in: 0...4, using: &rng)).map { _ in newItem() }
                let placed = movedItems.map(\.1) + inserted
                for item in placed {
                    let s = Int.random(in: 0..<after.count, using: &rng)
                    after[s].insert(item, at: Int.random(in: 0...after[s].count, using: &rng))
                }
                func find(_ item: String) -> IndexPath {
                    for (s, rows) in after.enumerated() { if let r = rows.firstIndex(of: item) { return IndexPath(row: r, section: s) } }
                    fatalError("lost \(item)")
                }
                let animation = animations.randomElement(using: &rng)!
                batches += 1
                table.performBatchUpdates({
                    source.model = after
                    table.deleteRows(at: deleted.shuffled(using: &rng), with: animation)
                    table.reloadRows(at: reloaded, with: animation)
                    for (from, item) in movedItems { table.moveRow(at: from, to: find(item)) }
                    table.insertRows(at: inserted.map(find), with: animation)
                }, completion: { _ in completions += 1 })
            }
            // Time moves part of the animation; sometimes the table scrolls.
            stage.host.advance(by: Double(Int.random(in: 0...4, using: &rng)) / 60)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let maxY = max(0, table.contentSize.height - table.bounds.height)
                table.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...maxY, using: &rng).rounded())
            }
            table.layoutIfNeeded()
            #expect(table.numberOfSections == source.model.count, "iteration \(iteration)")
            for s in 0..<min(table.numberOfSections, source.model.count) {
                #expect(table.numberOfRows(inSection: s) == source.model[s].count, "iteration \(iteration) section \(s)")
            }
            for cell in table.visibleCells {
                guard let ip = table.indexPath(for: cell) else { continue }
                if cell.textLabel?.text != source.model[ip.section][ip.row] {
                    Issue.record("iteration \(iteration): the cell at \(ip) shows \(cell.textLabel?.text ?? "nil"), the model \(source.model[ip.section][ip.row])")
                    return
                }
            }
            if iteration % 50 == 49 {
                stage.host.settle()
                stage.expectCellsMatchModel("iteration \(iteration)")
                let rows = Set(table.visibleCells.compactMap { table.indexPath(for: $0) })
                #expect(rows.count == table.visibleCells.count, "one cell per row")
            }
        }
        stage.host.settle()
        stage.expectCellsMatchModel("at the end")
        #expect(completions == batches, "every batch's completion ran")
        #expect(table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == table.visibleCells.count, "no cell left behind by an animation")
    }
}
