import UIKit

/// Seed 000's contacts app with its data in SQLite (a `ContactStore`, GRDB): "+" pushes the edit
/// screen, which passes the new contact back through a closure; a search field filters the list;
/// a tap edits a contact; a swipe to the left deletes one. (Launched as its own app,
/// `ContactsAppDelegate`, the store is `Documents/contacts.sqlite` and outlives the app; the
/// Catalog's run keeps it in memory.)
public enum ContactsAppScenario: CatalogScenario {
    public static let title = "Contacts app: add, search, edit, delete (通讯录增删改查)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "联系人保存在 SQLite 数据库里（GRDB 的 DatabaseQueue，文件在沙盒的 Documents/contacts.sqlite）。导航栏右边的 “+”（UIBarButtonItem 的 .add）推入编辑界面，保存时用闭包把联系人传回列表，列表写入数据库后 reloadData()；点一行编辑它；表头的搜索框在 .editingChanged 时按姓名、拼音或电话查询；向左滑动一行露出“Delete”，数据源的 tableView(_:commit:forRowAt:) 删除数据库里的记录并调用 deleteRows(at:with:)。",
        english: "The contacts are kept in a SQLite database (GRDB's DatabaseQueue, the file at Documents/contacts.sqlite in the sandbox). The “+” on the right of the navigation bar (UIBarButtonItem's .add) pushes the edit screen, which passes the contact back to the list through a closure when saved; the list writes it to the database and calls reloadData(). Tapping a row edits it; the search field in the table's header queries by name, pinyin or phone on .editingChanged; swiping a row to the left reveals “Delete”, and the data source's tableView(_:commit:forRowAt:) deletes the record and calls deleteRows(at:with:).")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ContactsViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let contacts = ContactsViewController()
        let nav = UINavigationController(rootViewController: contacts)
        let driver = ContactsDriver(script: script)

        script.step("The contacts from the store, with a search field and a “+” item")
        script.show(nav)
        script.settle()
        let before = (try? contacts.store.count()) ?? -1
        script.expect(contacts.shownContacts.count == before && before == ContactsViewController.contacts.count,
                      "the list shows every contact of the store (\(contacts.shownContacts.count) of \(before))")
        script.snapshot(named: "contacts-app-1-list")

        script.step("“+” pushes the edit screen; Save passes the new contact back through a closure")
        script.beginFilmstrip(named: "contacts-app-push-editor")
        driver.tapAddItem(in: nav)
        script.settle()
        script.endFilmstrip()
        script.expect(nav.topViewController is ContactEditViewController, "“+” pushed the edit screen")
        script.snapshot(named: "contacts-app-2-editor")
        driver.fillEditor(in: nav, name: "钱多多", phone: "139 1234 5678")
        script.expect(driver.tapLabel("保存 Save", in: nav), "the edit screen shows Save")
        script.settle()
        script.expect(nav.topViewController === contacts, "Save popped back to the list")
        script.expect(contacts.shownContacts.contains { $0.name == "钱多多" && $0.phone == "139 1234 5678" },
                      "the new contact is in the list")
        script.expect((try? contacts.store.count()) == before + 1, "and in the store")

        script.step("Searching “139” shows the match only")
        driver.search("139", in: contacts)
        script.log("shown: \(contacts.shownContacts.map(\.name))")
        script.expect(contacts.shownContacts.map(\.name) == ["钱多多"], "only the contact whose phone has 139 is shown")
        script.snapshot(named: "contacts-app-3-search")

        script.step("Tapping the row edits it: the phone changes")
        script.tap(at: driver.centerOfRow(0, in: contacts))
        script.settle()
        script.expect((nav.topViewController as? ContactEditViewController)?.contact?.name == "钱多多",
                      "the tapped contact is edited")
        driver.fillEditor(in: nav, name: nil, phone: "139 0000 0000")
        script.expect(driver.tapLabel("保存 Save", in: nav), "the edit screen shows Save")
        script.settle()
        script.expect(contacts.shownContacts.first?.phone == "139 0000 0000", "the edited phone is saved and shown")

        script.step("A swipe to the left shows Delete; Delete removes the contact from the store")
        script.beginFilmstrip(named: "contacts-app-swipe-delete")
        driver.swipeToDelete(row: 0, in: contacts)
        script.endFilmstrip()
        script.expect(contacts.shownContacts.isEmpty, "the list (still searching 139) is empty")
        script.expect((try? contacts.store.count()) == before, "the store is back to \(before) contacts")
        driver.search("", in: contacts)
        script.expect(contacts.shownContacts.count == before, "clearing the search shows every contact again")
        script.snapshot(named: "contacts-app-4-deleted")
    }
}

/// Drives the contacts app's screens like a user, for the Catalog's run and the tests.
@MainActor public struct ContactsDriver {
    public let script: any CatalogScript

    public init(script: any CatalogScript) { self.script = script }

    func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// Taps the label showing `text` in `controller`'s window; false when there is none.
    @discardableResult
    func tapLabel(_ text: String, in controller: UIViewController) -> Bool {
        guard let point = controller.view.window?.centerOfLabel(withText: text) else { return false }
        script.tap(at: point)
        return true
    }

    /// Taps the navigation bar's right item (the contacts' “+”).
    func tapAddItem(in nav: UINavigationController) {
        let bar = nav.navigationBar
        script.tap(at: bar.convert(CGPoint(x: bar.bounds.maxX - 30, y: bar.bounds.midY), to: nil))
    }

    /// Taps `field`, clears it with its clear button (shown while editing) and types `text`.
    func replaceText(of field: UITextField, with text: String) {
        script.tap(at: center(field))
        script.settle()
        if !(field.text ?? "").isEmpty {
            let clear = field.clearButtonRect(forBounds: field.bounds)
            script.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
            script.settle()
        }
        script.type(text)
        script.settle()
    }

    /// Types into the edit screen on top: `name` and `phone` (nil leaves a field as it is).
    func fillEditor(in nav: UINavigationController, name: String?, phone: String?) {
        guard let editor = nav.topViewController as? ContactEditViewController else {
            script.expect(false, "the edit screen is on top")
            return
        }
        for (field, text) in [(editor.nameField, name), (editor.phoneField, phone)] {
            if let text { replaceText(of: field, with: text) }
        }
        script.settle()
    }

    /// Types `text` into the contacts' search field (after deleting what was there).
    func search(_ text: String, in contacts: ContactsViewController) {
        replaceText(of: contacts.searchField, with: text)
    }

    /// The middle of row `row` of the first section shown.
    func centerOfRow(_ row: Int, in contacts: ContactsViewController) -> CGPoint {
        let table = contacts.list
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// Swipes row `row` of the first section to the left and taps Delete.
    func swipeToDelete(row: Int, in contacts: ContactsViewController) {
        let point = centerOfRow(row, in: contacts)
        script.drag(from: CGPoint(x: point.x + 120, y: point.y), to: CGPoint(x: point.x - 100, y: point.y), duration: 0.3)
        script.settle()
        script.expect(tapLabel("Delete", in: contacts), "the swipe revealed Delete")
        script.settle()
    }
}
