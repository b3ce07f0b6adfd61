import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The table view screen's model and its edits, driven through the table like a user: the
/// insert row that editing adds, deletes and moves kept in step with `fruit`, the swipe actions.
@MainActor @Suite struct TableViewComponentsViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let controller = TableViewComponentsViewController()
        var table: UITableView { controller.tableView }
        init() {
            host.show(UINavigationController(rootViewController: controller))
            host.settle()
        }
        func cell(_ text: String) -> UITableViewCell? {
            table.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == text }
        }
        func tap(_ text: String) {
            guard let point = host.window.centerOfLabel(withText: text) else {
                Issue.record("no label \"\(text)\" on screen")
                return
            }
            host.tap(at: point)
            host.settle()
        }
    }

    @Test func theTableIsInsetGroupedWithFourSectionsAndOneRowPerStyleAndAccessory() {
        let scene = Scene()
        #expect(scene.table.style == .insetGrouped)
        #expect(scene.table.numberOfSections == 4)
        #expect(scene.table.numberOfRows(inSection: 0) == 4)
        #expect(scene.table.numberOfRows(inSection: 1) == 4)
        #expect(scene.table.numberOfRows(inSection: 2) == 5)
        let value1 = scene.table.cellForRow(at: IndexPath(row: 1, section: 1))
        #expect(value1?.textLabel?.text == ".value1")
        #expect(value1?.detailTextLabel?.text == "detailTextLabel")
    }

    @Test func editingAddsTheInsertRowAndDoneTakesItAway() {
        let scene = Scene()
        scene.tap("Edit")
        #expect(scene.table.isEditing && scene.controller.isEditing)
        #expect(scene.table.numberOfRows(inSection: 0) == 5)
        #expect(scene.controller.tableView(scene.table, editingStyleForRowAt: IndexPath(row: 4, section: 0)) == .insert)
        #expect(scene.controller.tableView(scene.table, editingStyleForRowAt: IndexPath(row: 0, section: 0)) == .delete)
        #expect(scene.controller.tableView(scene.table, editingStyleForRowAt: IndexPath(row: 0, section: 1)) == .none)
        scene.tap("Done")
        #expect(!scene.table.isEditing)
        #expect(scene.table.numberOfRows(inSection: 0) == 4)
    }

    @Test func theInsertControlAddsTheNextFruitAboveTheAddRow() {
        let scene = Scene()
        scene.tap("Edit")
        let add = try! #require(scene.cell("添加水果 Add fruit"))
        scene.host.tap(at: add.windowPoint(19, add.bounds.midY))
        scene.host.settle()
        #expect(scene.controller.fruit == ["苹果 Apple", "香蕉 Banana", "樱桃 Cherry", "葡萄 Grape", "芒果 Mango"])
        #expect(scene.table.numberOfRows(inSection: 0) == 6)
        #expect(scene.cell("芒果 Mango") != nil)
    }

    @Test func movesStayAboveTheAddRowAndInsideTheFruit() {
        let scene = Scene()
        scene.tap("Edit")
        let proposed = scene.controller.tableView(scene.table, targetIndexPathForMoveFromRowAt: IndexPath(row: 0, section: 0),
                                                  toProposedIndexPath: IndexPath(row: 4, section: 0))
        #expect(proposed == IndexPath(row: 3, section: 0))
        let otherSection = scene.controller.tableView(scene.table, targetIndexPathForMoveFromRowAt: IndexPath(row: 0, section: 0),
                                                      toProposedIndexPath: IndexPath(row: 1, section: 2))
        #expect(otherSection == IndexPath(row: 3, section: 0))
        #expect(!scene.controller.tableView(scene.table, canMoveRowAt: IndexPath(row: 4, section: 0)))
    }

    @Test func aFullSwipeLeftDeletesTheRowThroughTheDestructiveAction() {
        let scene = Scene()
        let cherry = try! #require(scene.cell("樱桃 Cherry"))
        let y = cherry.centerInWindow.y
        scene.host.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 5, y: y), duration: 0.3)
        scene.host.settle()
        #expect(scene.controller.fruit == ["苹果 Apple", "香蕉 Banana", "葡萄 Grape"])
        #expect(scene.controller.events.last == "trailing swipe · 删除 Delete · 樱桃 Cherry")
        #expect(scene.table.numberOfRows(inSection: 0) == 3)
    }

    @Test func theScreenIsFreedAfterSwipesAndEditing() {
        weak var weakController: TableViewComponentsViewController?
        weak var weakTable: UITableView?
        do {
            let scene = Scene()
            weakController = scene.controller
            weakTable = scene.table
            let banana = scene.cell("香蕉 Banana")!
            let y = banana.centerInWindow.y
            scene.host.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 150, y: y), duration: 0.3)
            scene.host.settle()
            scene.tap("Edit")
            scene.tap("Done")
        }
        _ = UITestHost()
        #expect(weakController == nil)
        #expect(weakTable == nil)
    }
}
