import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Highlighting and selecting rows by touch (after the scroll view's content-touch delay) and in
/// code.
@MainActor @Suite struct UITableViewSelectionTests {
    func stage(_ configure: (UITableView) -> Void = { _ in }) -> TableStage {
        let source = JournalingTableSource(sections: 2, rows: 10)
        source.recorded = ["shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt",
                           "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt"]
        return TableStage(source: source) { $0.rowHeight = 44; configure($0) }
    }

    let row1 = IndexPath(row: 1, section: 0)
    let row3 = IndexPath(row: 3, section: 0)

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let stage = stage()
        stage.host.tap(at: stage.center(of: row1))
        #expect(stage.source.journal == ["shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1", "willSelectRowAt 0.1",
                                         "didUnhighlightRowAt 0.1", "didSelectRowAt 0.1"])
        #expect(stage.table.indexPathForSelectedRow == row1)
        #expect(stage.table.cellForRow(at: row1)?.isSelected == true)
        #expect(stage.table.cellForRow(at: row1)?.isHighlighted == false)
    }

    @Test func aHeldTouchHighlightsOnlyAfterTheContentTouchDelay() {
        let stage = stage()
        let finger = stage.host.touchDown(at: stage.center(of: row1))
        stage.host.advance(by: 0.1)
        #expect(stage.source.journal.isEmpty, "within the scroll view's 0.15 s nothing is highlighted")
        #expect(stage.table.cellForRow(at: row1)?.isHighlighted == false)
        stage.host.advance(by: 0.1)
        #expect(stage.source.journal == ["shouldHighlightRowAt 0.1", "didHighlightRowAt 0.1"])
        #expect(stage.table.cellForRow(at: row1)?.isHighlighted == true)
        stage.host.lift(finger)
        stage.host.advance(by: 1.0 / 60)
        #expect(stage.table.indexPathForSelectedRow == row1)
    }

    @Test func aDragThatScrollsUnhighlightsAndSelectsNothing() {
        let stage = stage()
        let start = stage.center(of: row3)
        let finger = stage.host.touchDown(at: start)
        stage.host.advance(by: 0.3)
        #expect(stage.table.cellForRow(at: row3)?.isHighlighted == true)
        for i in 1...10 {
            stage.host.move(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(i) * 12))
            stage.host.advance(by: 1.0 / 60)
        }
        stage.host.lift(finger)
        stage.host.settle()
        #expect(stage.table.indexPathForSelectedRow == nil)
        #expect(stage.source.calls("didUnhighlightRowAt") == ["didUnhighlightRowAt 0.3"])
        #expect(stage.source.calls("didSelectRowAt").isEmpty)
    }

    @Test func selectingAnotherRowDeselectsTheFirstWithItsDelegateCalls() {
        let stage = stage()
        stage.host.tap(at: stage.center(of: row1))
        stage.source.journal.removeAll()
        stage.host.tap(at: stage.center(of: row3))
        #expect(stage.source.journal == ["shouldHighlightRowAt 0.3", "didHighlightRowAt 0.3", "willSelectRowAt 0.3",
                                         "didUnhighlightRowAt 0.3", "willDeselectRowAt 0.1", "didDeselectRowAt 0.1",
                                         "didSelectRowAt 0.3"])
        #expect(stage.table.indexPathsForSelectedRows == [row3])
        #expect(stage.table.cellForRow(at: row1)?.isSelected == false)
    }

    @Test func willSelectCanVetoOrRedirect() {
        let stage = stage()
        stage.source.willSelect = { _ in nil }
        stage.host.tap(at: stage.center(of: row1))
        #expect(stage.table.indexPathForSelectedRow == nil)
        stage.source.willSelect = { _ in IndexPath(row: 5, section: 1) }
        stage.host.tap(at: stage.center(of: row1))
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 5, section: 1))
    }

    @Test func withMultipleSelectionASecondTapDeselects() {
        let stage = stage { $0.allowsMultipleSelection = true }
        stage.host.tap(at: stage.center(of: row1))
        stage.host.tap(at: stage.center(of: row3))
        #expect(stage.table.indexPathsForSelectedRows == [row1, row3])
        stage.source.journal.removeAll()
        stage.host.tap(at: stage.center(of: row1))
        #expect(stage.table.indexPathsForSelectedRows == [row3])
        #expect(stage.source.calls("willDeselectRowAt") == ["willDeselectRowAt 0.1"])
        #expect(stage.source.calls("didDeselectRowAt") == ["didDeselectRowAt 0.1"])
        #expect(stage.source.calls("didSelectRowAt").isEmpty)
    }

    @Test func withSelectionOffATapSelectsNothing() {
        let stage = stage { $0.allowsSelection = false }
        stage.host.tap(at: stage.center(of: row1))
        #expect(stage.table.indexPathForSelectedRow == nil)
        #expect(stage.source.journal.isEmpty)
    }

    @Test func selectingAndDeselectingInCodeCallsNoDelegateMethod() {
        let stage = stage()
        stage.table.selectRow(at: row3, animated: false, scrollPosition: .none)
        #expect(stage.table.indexPathForSelectedRow == row3)
        #expect(stage.table.cellForRow(at: row3)?.isSelected == true)
        stage.table.deselectRow(at: row3, animated: true)
        stage.host.settle()
        #expect(stage.table.indexPathForSelectedRow == nil)
        #expect(stage.table.cellForRow(at: row3)?.isSelected == false)
        #expect(stage.source.journal.isEmpty, "\(stage.source.journal)")
    }

    @Test func selectingInCodeWithAScrollPositionScrollsTheRowThere() {
        let stage = stage()
        let target = IndexPath(row: 2, section: 1)
        stage.source.model = stage.source.model.map { $0 + (10..<30).map { "x\($0)" } }
        stage.table.reloadData()
        stage.table.selectRow(at: target, animated: false, scrollPosition: .top)
        stage.host.settle()
        // The floating header of section 1 covers the top, so the row sits just below it.
        let header = stage.table.rectForHeader(inSection: 1).height
        #expect(stage.table.rectForRow(at: target).minY - stage.table.contentOffset.y == header)
        #expect(stage.table.cellForRow(at: target)?.isSelected == true)
    }

    @Test func aSelectedCellKeepsItsSelectionWhenReusedForItsRowAgain() {
        let stage = stage()
        stage.host.tap(at: stage.center(of: row1))
        stage.table.contentOffset = CGPoint(x: 0, y: 600)
        stage.table.layoutIfNeeded()
        #expect(stage.table.cellForRow(at: row1) == nil)
        stage.table.contentOffset = .zero
        stage.table.layoutIfNeeded()
        #expect(stage.table.cellForRow(at: row1)?.isSelected == true)
        #expect(stage.table.visibleCells.filter(\.isSelected).count == 1)
    }
}
