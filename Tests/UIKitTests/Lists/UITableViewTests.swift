import Foundation
import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UITableView` itself: defaults, what it asks its data source and delegate for (only what is on
/// screen), reuse as it scrolls, and that nothing it made outlives it.
@MainActor @Suite struct UITableViewTests {
    // MARK: Defaults

    @Test func aNewTableHasUIKitsDefaults() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.style == .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.sectionFooterHeight == UITableView.automaticDimension)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing)
        #expect(!table.isEditing)
        #expect(table.sectionIndexMinimumDisplayRowCount == 0)
        #expect(table.alwaysBounceVertical)
        #expect(UITableView.indexSearch == "{search}")
        #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
        #expect(UITableView.Style.plain.rawValue == 0 && UITableView.Style.grouped.rawValue == 1 && UITableView.Style.insetGrouped.rawValue == 2)
    }

    @Test func plainTablesAreWhiteAndGroupedOnesGroupedGray() {
        #expect(UITableView(frame: .zero, style: .plain).backgroundColor == .systemBackground)
        #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == .systemGroupedBackground)
        #expect(UITableView(frame: .zero, style: .insetGrouped).backgroundColor == .systemGroupedBackground)
    }

    @Test func theDataSourceAndDelegateAreHeldWeakly() {
        let table = UITableView(frame: .zero)
        weak var weakSource: JournalingTableSource?
        do {
            let source = JournalingTableSource(sections: 1, rows: 3)
            weakSource = source
            table.dataSource = source
            table.delegate = source
            #expect(table.dataSource != nil)
        }
        #expect(weakSource == nil)
        #expect(table.dataSource == nil)
        #expect(table.delegate == nil)
    }

    // MARK: What is asked

    @Test func theTableAsksNothingUntilItsFirstLayout() {
        let source = JournalingTableSource(sections: 3, rows: 20)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.dataSource = source
        table.delegate = source
        #expect(source.journal.isEmpty, "\(source.journal)")
        table.layoutIfNeeded()
        #expect(source.calls("numberOfSections").count == 1)
    }

    @Test func theFirstLoadCountsOnceAndAsksCellsOnlyForTheRowsOnScreen() {
        let source = JournalingTableSource(sections: 3, rows: 20)
        source.recorded = ["numberOfSections", "numberOfRowsInSection", "cellForRowAt", "willDisplay"]
        let stage = TableStage(source: source) { $0.rowHeight = 44 }
        let counts = source.journal.prefix(4)
        #expect(Array(counts) == ["numberOfSections", "numberOfRowsInSection 0", "numberOfRowsInSection 1", "numberOfRowsInSection 2"])
        // 667 pt of 44-pt rows: rows 0…15 (row 15 starts at 660).
        let cells = source.calls("cellForRowAt")
        #expect(cells == (0...15).map { "cellForRowAt 0.\($0)" })
        #expect(stage.table.visibleCells.count == 16)
        #expect(stage.table.indexPathsForVisibleRows == (0...15).map { IndexPath(row: $0, section: 0) })
        // Each cell is displayed right after it is made.
        let displayed = source.journal.dropFirst(4)
        let expected = (0...15).flatMap { ["cellForRowAt 0.\($0)", "willDisplay 0.\($0)"] }
        #expect(Array(displayed) == expected)
        stage.expectCellsMatchModel()
    }

    @Test func withAnEstimateHeightsAreAskedOnlyForRowsComingOnScreen() {
        let source = JournalingTableSource(sections: 1, rows: 1000)
        source.fixedHeight = 50
        source.recorded = ["heightForRowAt"]
        let stage = TableStage(source: source)
        // Rows 0…13 cover 667 pt at 50 pt each (row 13 starts at 650); one more probe at most.
        let asked = Set(source.calls("heightForRowAt"))
        #expect(asked.count <= 15, "\(asked.count) rows' heights asked of 1000")
        #expect(asked.contains("heightForRowAt 0.13"))
        #expect(!asked.contains("heightForRowAt 0.100"))
        #expect(stage.table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 375, height: 50))
    }

    @Test func withEstimationOffEveryRowsHeightIsAskedAtLoad() {
        let source = JournalingTableSource(sections: 1, rows: 200)
        source.fixedHeight = 30
        source.recorded = ["heightForRowAt"]
        let stage = TableStage(source: source) { $0.estimatedRowHeight = 0 }
        let asked = Set(source.calls("heightForRowAt"))
        #expect(asked.count == 200)
        #expect(stage.table.contentSize.height == CGFloat(200 * 30))
    }

    @Test func scrollingEndsTheDisplayOfRowsThatLeaveAndDisplaysThoseThatCome() {
        let source = JournalingTableSource(sections: 1, rows: 100)
        let stage = TableStage(source: source) { $0.rowHeight = 44 }
        source.recorded = ["cellForRowAt", "willDisplay", "didEndDisplaying"]
        source.journal.removeAll()
        stage.table.contentOffset = CGPoint(x: 0, y: 88)
        stage.table.layoutIfNeeded()
        #expect(source.journal == ["didEndDisplaying 0.0", "didEndDisplaying 0.1",
                                   "cellForRowAt 0.16", "willDisplay 0.16", "cellForRowAt 0.17", "willDisplay 0.17"])
        stage.expectCellsMatchModel()
    }

    // MARK: Reuse

    @Test func aDragScrollsTheRowsAndReusesTheCellsThatLeft() {
        let source = JournalingTableSource(sections: 1, rows: 500)
        let stage = TableStage(source: source) { $0.rowHeight = 44 }
        let made = source.cellsMade
        stage.host.drag(from: CGPoint(x: 180, y: 600), to: CGPoint(x: 180, y: 100), duration: 0.4)
        stage.host.settle()
        #expect(stage.table.contentOffset.y > 1000, "the fling carried on (\(stage.table.contentOffset.y))")
        #expect(source.cellsMade <= made + 2, "made \(source.cellsMade) cells for \(made) visible")
        stage.expectCellsMatchModel()
    }

    @Test func theCellsMadeStayNearTheVisibleCountWhileA100000RowTableIsScrolledEndToEnd() {
        let source = JournalingTableSource(sections: 1, rows: 100_000)
        let stage = TableStage(source: source, screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1)) { $0.rowHeight = 44 }
        let table = stage.table
        let visible = table.visibleCells.count
        #expect(table.contentSize.height == 4_400_000)
        // Four screens a step, as a fast fling moves it (every visible cell leaves and comes back
        // each step); `ROCKHOPPER_LEAK_CYCLES` walks it 400 pt a step (the long run).
        let step: CGFloat = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"] == nil ? 2000 : 400
        var y: CGFloat = 0
        let end = table.contentSize.height - table.bounds.height
        while y < end {
            y = min(end, y + step)
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
        #expect(source.cellsMade <= visible + 2, "\(source.cellsMade) cells made for \(visible) visible")
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= visible + 2)
        stage.expectCellsMatchModel()
    }

    // MARK: Memory

    @Test func aTableItsCellsAndItsHeadersAreFreedAfterUse() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakHeader: UIView?
        weak var weakSource: JournalingTableSource?
        do {
            let source = JournalingTableSource(sections: 3, rows: 30)
            source.headerTitles = ["A", "B", "C"]
            source.indexTitles = ["A", "B", "C"]
            source.trailingActions = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
            }
            let stage = TableStage(source: source)
            weakSource = source
            weakTable = stage.table
            weakCell = stage.table.visibleCells.first
            weakHeader = stage.table.headerView(forSection: 0)
            stage.host.tap(at: stage.center(of: IndexPath(row: 2, section: 0)))
            stage.host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.3, holdAtEnd: 0.2)
            stage.host.settle()
            stage.host.drag(from: CGPoint(x: 180, y: 600), to: CGPoint(x: 180, y: 200))
            stage.table.performBatchUpdates {
                source.model[0].remove(at: 0)
                stage.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
            stage.host.settle()
            stage.table.setEditing(true, animated: true)
            stage.host.settle()
            stage.table.removeFromSuperview()
            stage.host.settle()
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakHeader == nil)
        #expect(weakSource == nil)
    }

    /// 30 cycles in the suite; `ROCKHOPPER_LEAK_CYCLES` sets another count (the long run).
    @Test func makingScrollingAndDiscardingTablesOverAndOverKeepsMemoryFlat() {
        let cycles = listCycles(default: 30)
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let controller = UIViewController()
        host.show(controller)
        func cycle(_ i: Int) {
            let source = JournalingTableSource(sections: 4, rows: 40)
            source.headerTitles = ["A", "B", "C", "D"]
            let table = UITableView(frame: controller.view.bounds, style: i % 2 == 0 ? .plain : .insetGrouped)
            table.dataSource = source
            table.delegate = source
            controller.view.addSubview(table)
            host.advance(by: 1.0 / 60)
            table.contentOffset = CGPoint(x: 0, y: 900)
            table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
            host.advance(by: 1.0 / 60)
            table.removeFromSuperview()
            withExtendedLifetime(source) {}
        }
        for i in 0..<10 { cycle(i) }
        weak var last: UITableView?
        let start = ResidentMemory.kilobytes()
        for i in 0..<cycles { cycle(i) }
        do {
            let table = UITableView(frame: .zero)
            last = table
        }
        let growth = ResidentMemory.kilobytes() - start
        print("UITableView memory: \(cycles) tables made, scrolled and discarded grew resident memory by \(growth) kB")
        #expect(last == nil)
        #expect(controller.view.subviews.isEmpty)
        #expect(growth < 20 * 1024, "\(growth) kB")
    }
}
