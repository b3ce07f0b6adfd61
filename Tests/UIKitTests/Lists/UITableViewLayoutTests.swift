import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// Heights, sticky plain headers, grouped and inset-grouped geometry, table header and footer
/// views, self-sizing rows, and pictures of the three styles.
@MainActor @Suite struct UITableViewLayoutTests {
    func source() -> JournalingTableSource {
        let source = JournalingTableSource([["Alpha", "Beta", "Gamma"], ["Delta", "Epsilon"], ["Zeta", "Eta", "Theta", "Iota"]])
        source.headerTitles = ["First", "Second", "Third"]
        return source
    }

    @Test func automaticRowsOfStandardCellsAre44PointsAndTitledPlainHeaders28() {
        let stage = TableStage(source: source())
        #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(stage.table.rectForHeader(inSection: 0).height == 28)
        #expect(stage.table.headerView(forSection: 0)?.textLabel?.text == "First")
    }

    @Test func aPlainHeaderSticksToTheTopWhileItsSectionIsOnScreenThenIsPushedUp() {
        let source = JournalingTableSource(sections: 3, rows: 20)
        source.headerTitles = ["A", "B", "C"]
        let stage = TableStage(source: source) { $0.rowHeight = 44 }
        let table = stage.table
        stage.host.drag(from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 200), duration: 0.5, holdAtEnd: 0.2)
        stage.host.settle()
        let y = table.contentOffset.y
        #expect(y > 200)
        #expect(table.headerView(forSection: 0)?.frame.minY == y, "section A's header floats at the top")
        // Scroll so section B's header pushes A's out: B's header 10 pt below the top.
        let bTop = table.rectForHeader(inSection: 1).minY
        table.contentOffset = CGPoint(x: 0, y: bTop - 10)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.maxY == bTop, "A's header is pushed up by B's")
        #expect(table.headerView(forSection: 1)?.frame.minY == bTop)
        table.contentOffset = CGPoint(x: 0, y: bTop + 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.minY == bTop + 100)
        #expect(table.headerView(forSection: 0) == nil, "A's section left the screen")
    }

    @Test func groupedHeadersScrollWithTheRowsAndSectionsAreSpaced() {
        let stage = TableStage(style: .grouped, source: source())
        let table = stage.table
        #expect(table.rectForHeader(inSection: 0).height == 55.5, "the first titled grouped header")
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "FIRST", "grouped titles are upper-cased")
        table.contentOffset = CGPoint(x: 0, y: 30)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 0, "no floating")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY > table.rectForRow(at: IndexPath(row: 2, section: 0)).maxY + 20)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).width == 375)
    }

    @Test func insetGroupedRowsAreInsetByTheMarginWithRoundedSectionEnds() {
        let stage = TableStage(style: .insetGrouped, source: source())
        let table = stage.table
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.minX == 16 && row.width == 375 - 32)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?._isFirstInSection == true)
        let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(last?._isLastInSection == true)
        #expect(last?._separatorIsShown == false, "no separator under a card's last row")
    }

    @Test func tableHeaderAndFooterViewsSitAtTheEnds() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let stage = TableStage(source: source()) { $0.tableHeaderView = header; $0.tableFooterView = footer }
        let table = stage.table
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(table.rectForHeader(inSection: 0).minY == 60)
        #expect(footer.frame.minY == table.rect(forSection: 2).maxY)
        #expect(table.contentSize.height == footer.frame.maxY)
    }

    @Test func aPlainTableWithoutAFooterViewDrawsFillerSeparatorsAndAnEmptyFooterStopsThem() {
        let stage = TableStage(source: JournalingTableSource(sections: 1, rows: 2))
        #expect(stage.table._fillerSeparators?.isHidden == false)
        stage.table.tableFooterView = UIView()
        stage.table.layoutIfNeeded()
        #expect(stage.table._fillerSeparators?.isHidden != false)
    }

    @Test func selfSizingRowsTakeTheHeightOfTheirContent() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Title"
                cell.textLabel?.numberOfLines = 0
                cell.detailTextLabel?.numberOfLines = 0
                cell.detailTextLabel?.text = indexPath.row == 0 ? "short" : String(repeating: "A long detail that wraps. ", count: 12)
                return cell
            }
        }
        let source = Source()
        let host = UITestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(table)
        host.show(controller)
        host.settle()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short == 44 || (short > 44 && short < 60))
        #expect(long > short + 30, "\(long)")
    }

    @Test func separatorsFollowTheTablesInsetAndStyle() {
        let stage = TableStage(source: JournalingTableSource(sections: 1, rows: 3)) { $0.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0) }
        let cell = stage.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.separatorInset.left == 72)
        stage.table.separatorStyle = .none
        stage.table.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(!cell._separatorIsShown)
    }

    // MARK: Pictures

    func picture(_ style: UITableView.Style) -> TableStage {
        let source = source()
        source.footerTitles = [nil, "A footer explains the section.", nil].map { $0 ?? "" }
        let stage = TableStage(style: style, source: source, screen: UITestScreen(size: CGSize(width: 375, height: 560), scale: 2))
        stage.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        stage.host.settle()
        return stage
    }

    @Test func goldenPlainTable() {
        let stage = picture(.plain)
        assertSnapshot(of: stage.controller.view, as: .image)
    }

    @Test func goldenGroupedTable() {
        let stage = picture(.grouped)
        assertSnapshot(of: stage.controller.view, as: .image)
    }

    @Test func goldenInsetGroupedTable() {
        let stage = picture(.insetGrouped)
        assertSnapshot(of: stage.controller.view, as: .image)
    }
}
