import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// Swipe actions: dragging a row sideways shows its configuration; releasing past half opens it;
/// a tap on a button runs its handler; a full swipe runs the first action.
@MainActor @Suite struct UITableViewSwipeActionsTests {
    final class Handled { var titles: [String] = [] }

    func stage(full: Bool = true, handled: Handled) -> TableStage {
        let source = JournalingTableSource(sections: 1, rows: 10)
        source.recorded = ["willBeginEditingRowAt", "didEndEditingRowAt", "commitDelete"]
        source.trailingActions = { _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in handled.titles.append("Delete"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in handled.titles.append("Flag"); done(true) }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = full
            return configuration
        }
        source.leadingActions = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in handled.titles.append("Read"); done(true) }])
        }
        return TableStage(source: source) { $0.rowHeight = 60 }
    }

    let row = IndexPath(row: 2, section: 0)

    func buttons(_ stage: TableStage) -> [_UITableViewSwipeActionButton] {
        stage.table.allSubviewsOfType(_UITableViewSwipeActionButton.self)
    }

    @Test func theConfigurationHasUIKitsDefaults() {
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        #expect(action.backgroundColor == .systemRed)
        #expect(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
        #expect(UISwipeActionsConfiguration(actions: [action]).performsFirstActionWithFullSwipe)
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
    }

    @Test func aLeftSwipePastHalfOpensTheTrailingActionsAndATapRunsOne() {
        let handled = Handled()
        let stage = stage(handled: handled)
        let c = stage.center(of: row)
        stage.host.drag(from: c, to: CGPoint(x: c.x - 140, y: c.y), duration: 0.3, holdAtEnd: 0.2)
        stage.host.settle()
        let cell = stage.table.cellForRow(at: row)!
        #expect(cell.frame.minX < -100, "the row stays open (\(cell.frame.minX))")
        #expect(Set(buttons(stage).compactMap { $0.titleLabel.text }) == ["Delete", "Flag"])
        #expect(stage.source.journal == ["willBeginEditingRowAt 0.2"])
        let flag = buttons(stage).first { $0.titleLabel.text == "Flag" }!
        stage.host.tap(flag)
        stage.host.settle()
        #expect(handled.titles == ["Flag"])
        #expect(cell.frame.minX == 0, "the completion closes the row")
        #expect(stage.source.journal == ["willBeginEditingRowAt 0.2", "didEndEditingRowAt 0.2"])
    }

    @Test func aShortSwipeSnapsBackAndATapElsewhereClosesAnOpenRow() {
        let handled = Handled()
        let stage = stage(handled: handled)
        let c = stage.center(of: row)
        stage.host.drag(from: c, to: CGPoint(x: c.x - 30, y: c.y), duration: 0.3, holdAtEnd: 0.2)
        stage.host.settle()
        #expect(stage.table.cellForRow(at: row)?.frame.minX == 0)
        stage.host.drag(from: c, to: CGPoint(x: c.x - 160, y: c.y), duration: 0.3, holdAtEnd: 0.2)
        stage.host.settle()
        #expect(stage.table.cellForRow(at: row)!.frame.minX < 0)
        stage.host.tap(at: stage.center(of: IndexPath(row: 6, section: 0)))
        stage.host.settle()
        #expect(stage.table.cellForRow(at: row)?.frame.minX == 0)
        #expect(stage.table.indexPathForSelectedRow == nil, "the tap only closed the row")
        #expect(handled.titles.isEmpty)
    }

    @Test func aFullSwipeRunsTheFirstAction() {
        let handled = Handled()
        let stage = stage(handled: handled)
        let c = stage.center(of: row)
        stage.host.drag(from: CGPoint(x: 360, y: c.y), to: CGPoint(x: 40, y: c.y), duration: 0.4, holdAtEnd: 0.1)
        stage.host.settle()
        #expect(handled.titles == ["Delete"])
    }

    @Test func withoutFullSwipesALongSwipeOnlyOpens() {
        let handled = Handled()
        let stage = stage(full: false, handled: handled)
        let c = stage.center(of: row)
        stage.host.drag(from: CGPoint(x: 360, y: c.y), to: CGPoint(x: 40, y: c.y), duration: 0.4, holdAtEnd: 0.1)
        stage.host.settle()
        #expect(handled.titles.isEmpty)
        #expect(stage.table.cellForRow(at: row)!.frame.minX < 0)
    }

    @Test func aRightSwipeShowsTheLeadingActions() {
        let handled = Handled()
        let stage = stage(handled: handled)
        let c = stage.center(of: row)
        stage.host.drag(from: CGPoint(x: 40, y: c.y), to: CGPoint(x: 160, y: c.y), duration: 0.3, holdAtEnd: 0.2)
        stage.host.settle()
        #expect(stage.table.cellForRow(at: row)!.frame.minX > 0)
        #expect(buttons(stage).map { $0.titleLabel.text } == ["Read"])
    }

    @Test func withoutAConfigurationADeletableRowShowsDeleteWhichCommits() {
        let source = JournalingTableSource(sections: 1, rows: 5)
        source.recorded = ["commitDelete"]
        let stage = TableStage(source: source) { $0.rowHeight = 60 }
        let c = stage.center(of: IndexPath(row: 1, section: 0))
        stage.host.drag(from: c, to: CGPoint(x: c.x - 120, y: c.y), duration: 0.3, holdAtEnd: 0.2)
        stage.host.settle()
        let delete = buttons(stage).first
        #expect(delete?.titleLabel.text == "Delete")
        if let delete { stage.host.tap(delete) }
        stage.host.settle()
        #expect(source.journal == ["commitDelete 0.1"])
        #expect(stage.table.numberOfRows(inSection: 0) == 4)
        stage.expectCellsMatchModel()
    }

    @Test func goldenSwipeActions() {
        let handled = Handled()
        let stage = stage(handled: handled)
        let c = stage.center(of: row)
        stage.host.drag(from: c, to: CGPoint(x: c.x - 150, y: c.y), duration: 0.3, holdAtEnd: 0.2)
        stage.host.settle()
        assertSnapshot(of: stage.controller.view, as: .image)
    }
}
