import UIKit

/// Components: UITableView in its three styles — selection, swipe actions on both sides,
/// editing (insert, delete, reorder), the cell styles, the accessory types and content
/// configurations.
public enum TableViewComponentsScenario: CatalogScenario {
    public static let title = "Table view: styles, accessories, editing, swipe actions"
    public static let section = CatalogSection.lists
    public static let explanation = CatalogExplanation(
        chinese: "UITableView 的样式在创建时决定：.plain（分区标题悬停在顶部）、.grouped 或 .insetGrouped（分组带圆角、两侧留白），顶部的分段控件会用所选样式重新创建表格。数据源给出行数和单元格，委托处理选中（didSelectRowAt）。单元格有四种 CellStyle（.default、.value1、.value2、.subtitle），accessoryType 有披露箭头、详情按钮和对勾，iOS 14 起用 UIListContentConfiguration 配置文字和图像。向左或向右滑动一行，委托的 trailing/leadingSwipeActionsConfigurationForRowAt 给出 UIContextualAction；点按 Edit 调用 setEditing(_:animated:)，每行显示删除或插入控件和排序把手，用户的操作通过 commit editingStyle 和 moveRowAt 告诉数据源，数据源更新模型后调用 deleteRows/insertRows。",
        english: "A UITableView's style is fixed when it is made: .plain (headers stick to the top), .grouped, or .insetGrouped (rounded groups inset from the sides); the segmented control at the top remakes the table in the chosen style. The data source gives the row counts and the cells, the delegate handles selection (didSelectRowAt). Cells come in four CellStyles (.default, .value1, .value2, .subtitle), accessoryType adds a disclosure indicator, a detail button or a checkmark, and since iOS 14 a UIListContentConfiguration sets the text and image. Swiping a row left or right shows the UIContextualActions of the delegate's trailing/leadingSwipeActionsConfigurationForRowAt; tapping Edit calls setEditing(_:animated:), each row shows its delete or insert control and a reorder handle, and the user's edits reach the data source as commit editingStyle and moveRowAt, which updates its model and calls deleteRows/insertRows.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: TableViewComponentsViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = TableViewComponentsViewController()
        var table: UITableView { controller.tableView }
        func row(_ text: String) -> UITableViewCell? {
            table.visibleCells.first { cell in
                (cell.contentConfiguration as? UIListContentConfiguration)?.text == text || cell.textLabel?.text == text
            }
        }
        func tapLabel(_ text: String) -> Bool {
            guard let point = controller.view.window?.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }

        script.step("An inset-grouped table")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "table-1-inset-grouped")

        script.step("The three table styles: .plain, .grouped, back to .insetGrouped")
        for (index, name) in [(0, "plain"), (1, "grouped")] {
            script.tap(at: controller.styleControl.windowPoint(controller.styleControl.bounds.width * (CGFloat(index) + 0.5) / 3,
                                                               controller.styleControl.bounds.midY))
            script.settle()
            script.expect(controller.tableView.style == TableViewComponentsViewController.tableStyles[index],
                          "the table is remade .\(name)")
            script.snapshot(named: "table-1-\(name)")
        }
        script.tap(at: controller.styleControl.windowPoint(controller.styleControl.bounds.width * 2.5 / 3, controller.styleControl.bounds.midY))
        script.settle()
        script.expect(controller.tableView.style == .insetGrouped, "the table is .insetGrouped again")

        script.step("A tap selects a row and the delegate deselects it")
        script.expect(tapLabel("香蕉 Banana"), "Banana is on screen")
        script.settle()
        script.expect(controller.events.last == "didSelectRowAt · 香蕉 Banana", "the delegate heard of the selection")
        script.expect(table.indexPathForSelectedRow == nil, "the row was deselected again")

        script.step("Swiping Cherry left shows Delete and Flag; Flag marks it")
        if let cherry = row("樱桃 Cherry") {
            let y = cherry.centerInWindow.y
            script.beginFilmstrip(named: "table-swipe-left")
            script.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 150, y: y), duration: 0.3)
            script.settle()
            script.endFilmstrip()
            script.snapshot(named: "table-2-swipe-actions")
        } else {
            script.expect(false, "Cherry is on screen")
        }
        script.expect(tapLabel("标记 Flag"), "the swipe shows Flag")
        script.settle()
        script.log(controller.status.text ?? "")
        script.expect(controller.flagged == ["樱桃 Cherry"], "Cherry is flagged")

        script.step("Swiping Grape right shows Top; Top moves it first")
        if let grape = row("葡萄 Grape") {
            let y = grape.centerInWindow.y
            script.beginFilmstrip(named: "table-swipe-right")
            script.drag(from: CGPoint(x: 60, y: y), to: CGPoint(x: 220, y: y), duration: 0.3)
            script.settle()
            script.endFilmstrip()
        } else {
            script.expect(false, "Grape is on screen")
        }
        script.expect(tapLabel("置顶 Top"), "the swipe shows Top")
        script.settle()
        script.expect(controller.fruit.first == "葡萄 Grape", "Grape is first (fruit: \(controller.fruit))")

        script.step("Edit: delete and insert controls, reorder handles")
        script.beginFilmstrip(named: "table-edit")
        script.expect(tapLabel("Edit"), "the bar shows Edit")
        script.settle()
        script.endFilmstrip()
        script.expect(table.isEditing, "the table is editing")
        script.snapshot(named: "table-3-editing")
        if let add = row("添加水果 Add fruit") {
            script.tap(at: add.windowPoint(19, add.bounds.midY))
            script.settle()
        }
        script.log(controller.status.text ?? "")
        script.expect(controller.fruit.count == 5 && controller.fruit.last == "芒果 Mango", "the insert control added Mango (fruit: \(controller.fruit))")
        if let apple = row("苹果 Apple") {
            script.tap(at: apple.windowPoint(19, apple.bounds.midY))
            script.settle()
            script.snapshot(named: "table-4-delete-confirmation")
            // With trailing swipe actions of its own, the delete control shows them (iOS 11+).
            script.expect(tapLabel("删除 Delete"), "the delete control shows the trailing actions")
            script.settle()
        }
        script.expect(!controller.fruit.contains("苹果 Apple"), "Apple is deleted (fruit: \(controller.fruit))")
        if let first = table.cellForRow(at: IndexPath(row: 0, section: 0)), let third = table.cellForRow(at: IndexPath(row: 2, section: 0)) {
            let handle = first.windowPoint(first.bounds.width - 19, first.bounds.midY)
            let target = third.windowPoint(third.bounds.width - 19, third.bounds.midY + 4)
            script.beginFilmstrip(named: "table-reorder")
            script.drag(from: handle, to: target, duration: 0.6)
            script.settle()
            script.endFilmstrip()
        } else {
            script.expect(false, "the first three rows are on screen")
        }
        script.log(controller.status.text ?? "")
        script.expect(controller.events.last?.hasPrefix("moveRowAt 0 to 2") == true, "the drag moved the first row to the third place")
        script.expect(tapLabel("Done"), "the bar shows Done")
        script.settle()
        script.expect(!table.isEditing && table.numberOfRows(inSection: 0) == controller.fruit.count,
                      "editing ended and the Add row went")

        script.step("Scrolling to the cell styles and accessory types")
        script.beginFilmstrip(named: "table-scroll")
        script.drag(from: CGPoint(x: 187, y: 560), to: CGPoint(x: 187, y: 200), duration: 0.5)
        script.settle()
        script.endFilmstrip()
        script.snapshot(named: "table-5-styles-and-accessories")
        script.expect(tapLabel(".checkmark"), "the accessory rows are on screen")
        script.settle()
        script.expect(controller.events.last == "didSelectRowAt · .checkmark", "the checkmark row was selected")
        if let detail = row(".detailButton"), let accessory = detail.subviews.last(where: { $0.frame.minX > detail.bounds.width / 2 && !$0.isHidden }) {
            script.tap(at: accessory.centerInWindow)
            script.settle()
        }
        script.log(controller.status.text ?? "")
        script.expect(controller.events.last == "accessoryButtonTappedForRowWith · .detailButton", "the detail button reached the delegate")
    }
}
