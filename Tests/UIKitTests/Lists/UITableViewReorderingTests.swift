import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Reordering rows by dragging their reorder controls in editing mode.
@MainActor @Suite struct UITableViewReorderingTests {
    func stage(canMove: Bool = true) -> TableStage {
        let source = JournalingTableSource(sections: 1, rows: 8)
        source.canMove = canMove
        source.recorded = ["moveRowAt"]
        let stage = TableStage(source: source) { $0.rowHeight = 44 }
        stage.table.setEditing(true, animated: false)
        stage.host.settle()
        return stage
    }

    func grabber(_ stage: TableStage, _ row: Int) -> CGPoint? {
        guard let control = stage.table.cellForRow(at: IndexPath(row: row, section: 0))?._reorderControl, !control.isHidden else { return nil }
        return control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
    }

    @Test func rowsTheDataSourceLetsMoveShowAReorderControl() {
        #expect(grabber(stage(), 0) != nil)
        #expect(grabber(stage(canMove: false), 0) == nil)
    }

    @Test func draggingTheControlMovesTheRowAndTellsTheDataSourceOnce() {
        let stage = stage()
        let start = grabber(stage, 1)!
        stage.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 3 * 44), duration: 0.6, holdAtEnd: 0.3)
        stage.host.settle()
        #expect(stage.source.journal.count == 1)
        #expect(stage.source.journal.first?.hasPrefix("moveRowAt 0.1 to 0.") == true, "\(stage.source.journal)")
        let moved = stage.source.model[0].firstIndex(of: "0.1") ?? 0
        #expect(moved >= 3, "moved to \(moved)")
        #expect(stage.table.contentOffset.y == 0, "the drag did not scroll the table")
        stage.expectCellsMatchModel()
    }

    @Test func draggingBackToTheStartMovesNothing() {
        let stage = stage()
        let start = grabber(stage, 2)!
        let finger = stage.host.touchDown(at: start)
        for dy in [20.0, 60.0, 30.0, 0.0] {
            stage.host.move(finger, to: CGPoint(x: start.x, y: start.y + dy))
            stage.host.advance(by: 0.1)
        }
        stage.host.lift(finger)
        stage.host.settle()
        #expect(stage.source.journal.isEmpty)
        stage.expectCellsMatchModel()
    }
}
