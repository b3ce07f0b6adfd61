import UIKit

/// The contacts list of the Chinese UIKit tutorials ("通讯录", seed 000): a `UITableViewController`
/// whose rows are the contacts in sections by the initial of their pinyin, with the A–Z index on
/// the right edge; each row a round avatar, the name in Chinese and in pinyin. A title above the
/// rows (outside a navigation controller) and a search field are the table's header view.
///
/// The contacts come from a `ContactStore` (SQLite through GRDB): the "+" item pushes an empty
/// `ContactEditViewController`, a tap on a row pushes one for that contact, and the edit screen
/// passes the contact back through a closure, which saves it in the store and reloads the list; a
/// swipe to the left on a row shows Delete, which deletes it from the store and the table.
final class ContactsViewController: UITableViewController {
    /// The contacts, in the order they were added (the first ones appear in other scenarios too).
    static let contacts: [(name: String, latin: String, color: UIColor)] = [
        ("张伟", "Zhang Wei", .systemBlue), ("王芳", "Wang Fang", .systemPink),
        ("李娜", "Li Na", .systemGreen), ("刘洋", "Liu Yang", .systemOrange),
        ("陈静", "Chen Jing", .systemPurple), ("杨敏", "Yang Min", .systemTeal),
        ("赵磊", "Zhao Lei", .systemIndigo), ("黄丽", "Huang Li", .systemRed),
        ("周杰", "Zhou Jie", .systemBrown), ("吴婷", "Wu Ting", .systemMint),
        ("徐强", "Xu Qiang", .systemCyan), ("孙悦", "Sun Yue", .systemYellow),
        ("安娜", "An Na", .systemGreen), ("白雪", "Bai Xue", .systemBlue),
        ("蔡明", "Cai Ming", .systemOrange), ("邓超", "Deng Chao", .systemRed),
        ("范冰", "Fan Bing", .systemPurple), ("高伟", "Gao Wei", .systemTeal),
        ("郭靖", "Guo Jing", .systemIndigo), ("胡歌", "Hu Ge", .systemPink),
        ("江南", "Jiang Nan", .systemBrown), ("孔明", "Kong Ming", .systemCyan),
        ("林峰", "Lin Feng", .systemMint), ("马丽", "Ma Li", .systemOrange),
        ("宁静", "Ning Jing", .systemBlue), ("欧阳雪", "Ouyang Xue", .systemPurple),
        ("潘玮", "Pan Wei", .systemGreen), ("秦岚", "Qin Lan", .systemRed),
        ("任重", "Ren Zhong", .systemTeal), ("唐嫣", "Tang Yan", .systemPink),
        ("谢娜", "Xie Na", .systemIndigo), ("叶青", "Ye Qing", .systemYellow),
        ("朱丹", "Zhu Dan", .systemBrown),
    ]

    /// The index titles: A to Z, then "#".
    static let indexTitles: [String] = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) } + ["#"]

    /// The sample contacts as records, with made-up phone numbers (the scenarios' store).
    static let sampleContacts: [Contact] = contacts.enumerated().map { index, contact in
        Contact(name: contact.name, phone: String(format: "138 0013 %04d", 8000 + index), pinyin: contact.latin)
    }

    /// The sections of the sample contacts: grouped by the initial of their pinyin, A to Z.
    static let sections: [(initial: String, contacts: [Contact])] = sections(of: sampleContacts)

    /// `contacts` grouped by initial, the groups A to Z ("#" last) and each sorted by pinyin.
    static func sections(of contacts: [Contact]) -> [(initial: String, contacts: [Contact])] {
        let groups = Dictionary(grouping: contacts) { $0.initial }
        return groups.keys.sorted { ($0 == "#" ? "~" : $0) < ($1 == "#" ? "~" : $1) }.map { key in
            (key, groups[key]!.sorted { ($0.pinyin, $0.name) < ($1.pinyin, $1.name) })
        }
    }

    static let cellIdentifier = "Contact"

    /// Where the contacts are kept.
    let store: ContactStore
    /// The rows on screen: the store's contacts (those matching the search text), in sections.
    private(set) var sections: [(initial: String, contacts: [Contact])] = []
    /// The search field in the table's header: the list shows the contacts whose name, pinyin or
    /// phone contains its text (Rockhopper has no UISearchController yet).
    let searchField = UITextField()
    /// The last error the store reported (shown in an alert too).
    private(set) var lastError: Error?

    /// The table (the scenarios' name for it).
    var list: UITableView { tableView }

    /// A list of the contacts in `store`; by default an in-memory store of the sample contacts.
    init(store: ContactStore? = nil) {
        // An in-memory database fails to open only without memory.
        self.store = store ?? (try! ContactStore(inMemory: Self.sampleContacts))
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Called when the user logs out (the login screen passes this closure, the tutorial's block).
    var onLogOut: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "通讯录"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = 64
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: ContactsViewController.addContact)
        // In a navigation controller the bar shows the title; otherwise a big title heads the list.
        let showsTitle = navigationController == nil
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: showsTitle ? 112 : 52))
        if showsTitle {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
            label.text = "   通讯录 · Contacts"
            label.font = .boldSystemFont(ofSize: 28)
            header.addSubview(label)
        }
        searchField.frame = CGRect(x: 16, y: header.bounds.height - 44, width: 343, height: 36)
        searchField.autoresizingMask = [.flexibleWidth]
        searchField.placeholder = "搜索 Search"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.autocorrectionType = .no
        searchField.autocapitalizationType = .none
        searchField.returnKeyType = .search
        searchField.addTarget(self, action: ContactsViewController.searchChanged, for: .editingChanged)
        header.addSubview(searchField)
        tableView.tableHeaderView = header
        reload()
    }

    /// Reads the contacts matching the search text from the store and shows them.
    func reload() {
        do {
            sections = Self.sections(of: try store.search(searchField.text ?? ""))
        } catch {
            report(error)
        }
        tableView.reloadData()
    }

    /// The contact at `indexPath`.
    func contact(at indexPath: IndexPath) -> Contact { sections[indexPath.section].contacts[indexPath.row] }

    /// Every contact on screen, in order.
    var shownContacts: [Contact] { sections.flatMap { $0.contacts } }

    func searchChanged(_ sender: UITextField) { reload() }

    private func report(_ error: Error) {
        lastError = error
        guard viewIfLoaded?.window != nil, presentedViewController == nil else { return }
        let alert = UIAlertController(title: "存储出错 Storage error", message: "\(error)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "好 OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: Adding and editing

    /// The "+" item: an empty edit screen; its closure passes the new contact back.
    func addContact() {
        showEditor(for: nil)
    }

    private func showEditor(for contact: Contact?) {
        let editor = ContactEditViewController(contact: contact)
        editor.onSave = { [weak self] edited in self?.save(edited) }
        navigationController?.pushViewController(editor, animated: true)
    }

    /// Inserts or updates `contact` (passed back by the edit screen) and shows the list again.
    func save(_ contact: Contact) {
        do {
            if contact.id == nil { try store.insert(contact) } else { try store.update(contact) }
        } catch {
            report(error)
        }
        reload()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showEditor(for: contact(at: indexPath))
    }

    // MARK: Deleting

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Swipe to delete: the row goes from the store and the table (its section too when it was the
    /// section's last row).
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let id = contact(at: indexPath).id else { return }
        do {
            try store.delete(id: id)
        } catch {
            report(error)
            return
        }
        sections[indexPath.section].contacts.remove(at: indexPath.row)
        if sections[indexPath.section].contacts.isEmpty {
            sections.remove(at: indexPath.section)
            tableView.deleteSections(IndexSet(integer: indexPath.section), with: .automatic)
        } else {
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].initial
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let contact = contact(at: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = contact.name
        content.secondaryText = contact.phone.isEmpty ? contact.pinyin : "\(contact.pinyin) · \(contact.phone)"
        content.secondaryTextProperties.font = .systemFont(ofSize: 13)
        content.image = Self.avatar(for: contact.name, color: Self.color(for: contact.name))
        content.imageProperties.cornerRadius = 22
        content.imageToTextPadding = 12
        cell.contentConfiguration = content
        return cell
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { Self.indexTitles }

    /// A letter without contacts jumps to the nearest section at or before it.
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sections.lastIndex { $0.initial <= title } ?? 0
    }

    private static let palette: [UIColor] = [.systemBlue, .systemPink, .systemGreen, .systemOrange, .systemPurple,
                                              .systemTeal, .systemIndigo, .systemRed, .systemBrown, .systemCyan]

    /// A sample contact's own color, else one of the palette's picked by the name.
    static func color(for name: String) -> UIColor {
        if let sample = contacts.first(where: { $0.name == name }) { return sample.color }
        return palette[Int(name.unicodeScalars.reduce(0) { ($0 &* 31 &+ $1.value) % 1_000_003 }) % palette.count]
    }

    /// A 44-pt disc of `color` with the name's first character, made once per name.
    static func avatar(for name: String, color: UIColor) -> UIImage {
        if let image = avatars[name] { return image }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 44)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 44, height: 44)).fill()
            let text = String(name.prefix(1)) as NSString
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white]
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: (44 - size.width) / 2, y: (44 - size.height) / 2), withAttributes: attributes)
        }
        avatars[name] = image
        return image
    }

    private static var avatars: [String: UIImage] = [:]

    /// Goes back to the login screen and tells it through `onLogOut`.
    func logOut() {
        navigationController?.popViewController(animated: true)
        onLogOut?()
    }
}
