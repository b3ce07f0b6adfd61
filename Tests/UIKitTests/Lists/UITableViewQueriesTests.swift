import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Counts, cells, index paths and rectangles; `scrollToRow(at:at:animated:)`.
@MainActor @Suite struct UITableViewQueriesTests {
    func stage() -> TableStage {
        TableStage(source: JournalingTableSource(sections: 3, rows: 30)) { $0.rowHeight = 44; $0.sectionHeaderHeight = 28 }
    }

    @Test func theCountsAreTheTablesOwn() {
        let stage = stage()
        #expect(stage.table.numberOfSections == 3)
        #expect(stage.table.numberOfRows(inSection: 1) == 30)
        stage.source.model[1].removeLast()
        #expect(stage.table.numberOfRows(inSection: 1) == 30, "the table's count until it hears of the change")
        stage.table.reloadData()
        #expect(stage.table.numberOfRows(inSection: 1) == 29)
    }

    @Test func rectanglesFollowHeadersAndRows() {
        let stage = stage()
        let table = stage.table
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 375, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 28 + 30 * 44 + 28 + 88, width: 375, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 28 + 30 * 44, width: 375, height: 28 + 30 * 44))
        #expect(table.contentSize.height == CGFloat(3 * (28 + 30 * 44)))
    }

    @Test func indexPathsForPointsCellsAndRects() {
        let stage = stage()
        let table = stage.table
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 28 + 44 * 3 + 5)) == IndexPath(row: 3, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil, "a header is no row")
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(cell != nil)
        #expect(cell.flatMap(table.indexPath(for:)) == IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 25, section: 2)) == nil, "off screen: no cell")
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 28, width: 10, height: 88)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @Test(arguments: [UITableView.ScrollPosition.top, .middle, .bottom, .none])
    func scrollToRowPutsTheRowAtThePosition(_ position: UITableView.ScrollPosition) {
        let stage = stage()
        let table = stage.table
        let target = IndexPath(row: 10, section: 1)
        table.scrollToRow(at: target, at: position, animated: false)
        stage.host.settle()
        let row = table.rectForRow(at: target)
        let onScreen = row.minY - table.contentOffset.y
        switch position {
        case .top: #expect(onScreen == 28, "below the floating header")
        case .middle: #expect(abs(row.midY - table.contentOffset.y - (667 + 28) / 2) <= 0.5 || abs(onScreen + 22 - 667 / 2) <= 14)
        case .bottom: #expect(row.maxY - table.contentOffset.y == 667)
        case .none: #expect(row.maxY - table.contentOffset.y == 667, "the least scroll that shows it, from above")
        @unknown default: break
        }
        #expect(table.cellForRow(at: target) != nil)
    }

    @Test func scrollToRowAnimatedMovesOverFramesAndLandsAtTheSamePlace() {
        let stage = stage()
        let table = stage.table
        let target = IndexPath(row: 20, section: 1)
        table.scrollToRow(at: target, at: .top, animated: true)
        stage.host.advance(by: 0.1)
        let midway = table.contentOffset.y
        stage.host.settle()
        #expect(midway > 0 && midway < table.contentOffset.y)
        #expect(table.rectForRow(at: target).minY - table.contentOffset.y == 28)
    }

    @Test func scrollToRowNearTheEndStopsAtTheEnd() {
        let stage = stage()
        let table = stage.table
        table.scrollToRow(at: IndexPath(row: 29, section: 2), at: .top, animated: false)
        #expect(table.contentOffset.y == table.contentSize.height - 667)
    }

    @Test func scrollingToARowOutOfRangeStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let source = JournalingTableSource(sections: 1, rows: 3)
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                table.dataSource = source
                table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
            }
        }
        #expect(exitTestStandardError(result).contains("Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0."), "\(exitTestStandardError(result))")
    }
}
