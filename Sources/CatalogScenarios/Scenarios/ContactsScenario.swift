import UIKit

/// The contacts list of the tutorials ("通讯录", seed 000): a `UITableViewController` with the
/// contacts in sections by the initial of their pinyin, round avatars, and the A–Z index on the
/// right edge; a touch on a letter jumps to its section.
public enum ContactsScenario: CatalogScenario {
    public static let title = "Contacts (通讯录)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "联系人列表是一个 UITableViewController：数据源按拼音首字母把联系人分成若干分区，sectionIndexTitles(for:) 在右边显示 A–Z 索引，点按或拖过某个字母时表格跳到对应分区。单元格通过 dequeueReusableCell(withIdentifier:for:) 复用，圆形头像是 cornerRadius 加 clipsToBounds 的图像视图。",
        english: "The contact list is a UITableViewController: its data source puts the contacts in sections by the initial of their pinyin, and sectionIndexTitles(for:) shows the A–Z index on the right; touching or dragging over a letter jumps to its section. Cells are reused through dequeueReusableCell(withIdentifier:for:), and the round avatars are image views with a cornerRadius and clipsToBounds.")

    public static func makeViewController() -> UIViewController { ContactsViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ContactsViewController()
        script.step("The contacts list: a table in sections by pinyin initial, with the A–Z index")
        script.show(controller)
        script.settle()
        script.snapshot(named: "1-contacts")
        let table = controller.list
        let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
        script.expect(rows == ContactsViewController.contacts.count, "the table holds a row per contact")
        script.expect(table.numberOfSections == ContactsViewController.sections.count, "a section per initial")
        script.expect(table.visibleCells.count < ContactsViewController.contacts.count,
                      "only the rows on screen have cells (\(table.visibleCells.count))")
        script.expect(table.headerView(forSection: 0)?.textLabel?.text == "A", "the first section is headed A")

        script.step("A touch on “W” in the index jumps to the W section")
        let w = ContactsViewController.indexTitles.firstIndex(of: "W")!
        let index = table.subviews.first { $0.frame.width == 15 && $0.frame.maxX == table.bounds.maxX }
        script.expect(index != nil, "the index is on the right edge")
        if let index {
            let entry = CGFloat(min(14, index.bounds.height / CGFloat(ContactsViewController.indexTitles.count)))
            let top = ((index.bounds.height - entry * CGFloat(ContactsViewController.indexTitles.count)) / 2).rounded()
            let point = index.convert(CGPoint(x: index.bounds.midX, y: top + entry * (CGFloat(w) + 0.5)), to: nil)
            script.tap(at: point)
            script.settle()
        }
        let wSection = ContactsViewController.sections.firstIndex { $0.initial == "W" }!
        script.snapshot(named: "2-contacts-index-W")
        script.expect(abs(table.contentOffset.y + table.adjustedContentInset.top - table.rect(forSection: wSection).minY) < 1
                      || table.contentOffset.y >= table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height - 1,
                      "the W section is at the top (or the list at its end)")
    }
}
