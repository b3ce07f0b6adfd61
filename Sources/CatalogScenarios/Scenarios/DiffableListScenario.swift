import UIKit

/// Components: a diffable data source — snapshots applied with animated differences (insert,
/// delete, moves), section headers and a section index.
public enum DiffableListScenario: CatalogScenario {
    public static let title = "Diffable data source and section index"
    public static let section = CatalogSection.lists
    public static let explanation = CatalogExplanation(
        chinese: "UITableViewDiffableDataSource（iOS 13）用快照代替 numberOfRows 和 insertRows 之类的调用：每次把整个数据做成一个 NSDiffableDataSourceSnapshot（appendSections、appendItems），调用 apply(_:animatingDifferences: true)，UIKit 按标识符比较新旧快照，自己算出要插入、删除和移动的行，在一次批量更新里以 defaultRowAnimation 动画完成。子类可以提供分区标题，sectionIndexTitles(for:) 给出右侧的分区索引，点按或拖过索引字母就跳到那个分区。",
        english: "UITableViewDiffableDataSource (iOS 13) replaces numberOfRows and calls like insertRows with snapshots: each time the whole data becomes an NSDiffableDataSourceSnapshot (appendSections, appendItems), and apply(_:animatingDifferences: true) makes UIKit compare the old and new snapshots by identifier, work out the rows to insert, delete and move itself, and animate them with defaultRowAnimation in one batch of updates. A subclass gives the section headers, and sectionIndexTitles(for:) the section index on the right: a tap or a drag over its letters jumps to that section.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: DiffableListViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = DiffableListViewController()
        let table = controller.tableView
        script.step("Cities grouped by initial, with a section index")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "diffable-1-cities")
        let sections = controller.dataSource.snapshot().numberOfSections
        script.expect(table.numberOfSections == sections, "the table shows the snapshot's \(sections) sections")

        script.step("Add: a snapshot with Amsterdam inserts a row (and section A)")
        script.beginFilmstrip(named: "diffable-add")
        script.tap(at: controller.addButton.centerInWindow)
        script.advance(by: 0.5)
        script.endFilmstrip()
        script.settle()
        script.log(controller.status.text ?? "")
        script.expect(controller.dataSource.snapshot().itemIdentifiers.first == "Amsterdam", "Amsterdam is first")
        script.expect(table.numberOfSections == sections + 1, "a section A appeared")
        script.snapshot(named: "diffable-2-added")

        script.step("Remove: the first item goes, and with it section A")
        script.beginFilmstrip(named: "diffable-remove")
        script.tap(at: controller.removeButton.centerInWindow)
        script.advance(by: 0.5)
        script.endFilmstrip()
        script.settle()
        script.expect(!controller.dataSource.snapshot().itemIdentifiers.contains("Amsterdam"), "Amsterdam is gone")
        script.expect(table.numberOfSections == sections, "section A went with it")

        script.step("Reverse: every section's rows move")
        script.beginFilmstrip(named: "diffable-reverse")
        script.tap(at: controller.reverseButton.centerInWindow)
        script.advance(by: 0.5)
        script.endFilmstrip()
        script.settle()
        script.expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Boston",
                      "section B starts with Boston")
        script.snapshot(named: "diffable-3-reversed")

        script.step("A tap on the index letter L jumps to section L")
        let index = table.subviews.first { view in
            view is UIControl && view.subviews.contains { ($0 as? UILabel)?.text == "L" }
        }
        if let letter = index?.subviews.first(where: { ($0 as? UILabel)?.text == "L" }) {
            script.tap(at: letter.centerInWindow)
            script.settle()
        } else {
            script.expect(false, "the section index shows L")
        }
        let l = controller.dataSource.index(for: "L") ?? 0
        let top = table.indexPathsForVisibleRows?.first
        script.log("first visible row: \(top.map { "\($0.section)-\($0.row)" } ?? "none")")
        script.expect(top?.section == l, "section L is at the top")
        script.snapshot(named: "diffable-4-index-jump")

        script.step("A tap on a city selects it")
        if let sydney = controller.view.window?.centerOfLabel(withText: "London") { script.tap(at: sydney) }
        script.settle()
        script.expect(controller.events.last == "didSelectRowAt · London", "London was selected")
    }
}
