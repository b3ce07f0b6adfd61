import UIKit

/// The contacts list of the Chinese UIKit tutorials ("通讯录", seed 000): a `UITableViewController`
/// whose rows are the contacts in sections by the initial of their pinyin, with the A–Z index on
/// the right edge; each row a round avatar, the name in Chinese and in pinyin. A title above the
/// rows is the table's header view.
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

    /// The sections: contacts grouped by the initial of their pinyin, A to Z, sorted by pinyin.
    static let sections: [(initial: String, contacts: [(name: String, latin: String, color: UIColor)])] = {
        let groups = Dictionary(grouping: contacts) { String($0.latin.prefix(1)).uppercased() }
        return groups.keys.sorted().map { key in (key, groups[key]!.sorted { $0.latin < $1.latin }) }
    }()

    static let cellIdentifier = "Contact"

    /// The table (the scenarios' name for it).
    var list: UITableView { tableView }

    init() { super.init(style: .plain) }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Called when the user logs out (the login screen passes this closure, the tutorial's block).
    var onLogOut: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "通讯录"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = 64
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        header.text = "   通讯录 · Contacts"
        header.font = .boldSystemFont(ofSize: 28)
        // In a navigation controller the bar shows the title instead.
        header.isHidden = navigationController != nil
        if !header.isHidden { tableView.tableHeaderView = header }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { Self.sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Self.sections[section].initial
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let contact = Self.sections[indexPath.section].contacts[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = contact.name
        content.secondaryText = contact.latin
        content.secondaryTextProperties.font = .systemFont(ofSize: 13)
        content.image = Self.avatar(for: contact.name, color: contact.color)
        content.imageProperties.cornerRadius = 22
        content.imageToTextPadding = 12
        cell.contentConfiguration = content
        return cell
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { Self.indexTitles }

    /// A letter without contacts jumps to the nearest section at or before it.
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        Self.sections.lastIndex { $0.initial <= title } ?? 0
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
