import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Editing mode: delete and insert controls, and the delete confirmation they lead to.
@MainActor @Suite struct UITableViewEditingTests {
    func stage() -> TableStage {
        let source = JournalingTableSource(sections: 1, rows: 6)
        source.editingStyles[IndexPath(row: 5, section: 0)] = .insert
        source.recorded = ["commitDelete", "commitInsert"]
        return TableStage(source: source) { $0.rowHeight = 44 }
    }

    func editControl(of cell: UITableViewCell) -> _UITableViewCellEditControl? {
        cell.subviews.compactMap { $0 as? _UITableViewCellEditControl }.first
    }

    @Test func editingShowsTheControlsAndIndentsTheContent() {
        let stage = stage()
        stage.table.setEditing(true, animated: true)
        stage.host.settle()
        #expect(stage.table.isEditing)
        let cell = stage.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.isEditing)
        #expect(cell.editingStyle == .delete)
        #expect(editControl(of: cell)?.isHidden == false)
        #expect(cell.contentView.frame.minX == 38)
        #expect(stage.table.cellForRow(at: IndexPath(row: 5, section: 0))?.editingStyle == .insert)
        stage.table.setEditing(false, animated: false)
        #expect(!cell.isEditing)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func theMinusRevealsDeleteWhichCommitsTheDeletion() {
        let stage = stage()
        stage.table.setEditing(true, animated: false)
        stage.host.settle()
        let cell = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        stage.host.tap(editControl(of: cell)!)
        stage.host.settle()
        let delete = stage.table.allSubviewsOfType(_UITableViewSwipeActionButton.self).first
        #expect(delete?.titleLabel.text == "Delete")
        if let delete { stage.host.tap(delete) }
        stage.host.settle()
        #expect(stage.source.journal == ["commitDelete 0.2"])
        #expect(stage.source.model[0] == ["0.0", "0.1", "0.3", "0.4", "0.5"])
        stage.expectCellsMatchModel()
    }

    @Test func thePlusCommitsAnInsertion() {
        let stage = stage()
        stage.table.setEditing(true, animated: false)
        stage.host.settle()
        let cell = stage.table.cellForRow(at: IndexPath(row: 5, section: 0))!
        stage.host.tap(editControl(of: cell)!)
        stage.host.settle()
        #expect(stage.source.journal == ["commitInsert 0.5"])
        #expect(stage.table.numberOfRows(inSection: 0) == 7)
        stage.expectCellsMatchModel()
    }

    @Test func editingClearsTheSelectionUnlessSelectionDuringEditingIsAllowed() {
        let stage = stage()
        stage.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        stage.table.setEditing(true, animated: false)
        #expect(stage.table.indexPathForSelectedRow == nil)
        stage.host.tap(at: stage.center(of: IndexPath(row: 3, section: 0)))
        #expect(stage.table.indexPathForSelectedRow == nil, "no selection while editing by default")
        stage.table.allowsSelectionDuringEditing = true
        stage.host.tap(at: stage.center(of: IndexPath(row: 3, section: 0)))
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }
}
