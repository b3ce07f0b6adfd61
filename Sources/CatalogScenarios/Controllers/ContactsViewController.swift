import UIKit

/// The contacts list of the Chinese UIKit tutorials ("通讯录"): a title, a scroll view of rows with
/// round avatars and names in Chinese and English.
final class ContactsViewController: UIViewController {
    static let contacts: [(name: String, latin: String, color: UIColor)] = [
        ("张伟", "Zhang Wei", .systemBlue), ("王芳", "Wang Fang", .systemPink),
        ("李娜", "Li Na", .systemGreen), ("刘洋", "Liu Yang", .systemOrange),
        ("陈静", "Chen Jing", .systemPurple), ("杨敏", "Yang Min", .systemTeal),
        ("赵磊", "Zhao Lei", .systemIndigo), ("黄丽", "Huang Li", .systemRed),
        ("周杰", "Zhou Jie", .systemBrown), ("吴婷", "Wu Ting", .systemMint),
        ("徐强", "Xu Qiang", .systemCyan), ("孙悦", "Sun Yue", .systemYellow),
    ]
    let list = UIScrollView()
    /// Called when the user logs out (the login screen passes this closure, the tutorial's block).
    var onLogOut: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "通讯录"
        view.backgroundColor = .systemGroupedBackground
        let header = UILabel(frame: CGRect(x: 20, y: 28, width: 335, height: 44))
        header.text = "通讯录 · Contacts"
        header.font = .boldSystemFont(ofSize: 28)
        // In a navigation controller the bar shows the title instead.
        header.isHidden = navigationController != nil
        view.addSubview(header)
        list.frame = CGRect(x: 0, y: 80, width: 375, height: 587)
        list.backgroundColor = .systemBackground
        view.addSubview(list)
        let rowHeight: CGFloat = 64
        for (i, contact) in Self.contacts.enumerated() {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: 375, height: rowHeight))
            let avatar = UILabel(frame: CGRect(x: 16, y: 10, width: 44, height: 44))
            avatar.text = String(contact.name.prefix(1))
            avatar.textAlignment = .center
            avatar.textColor = .white
            avatar.font = .boldSystemFont(ofSize: 20)
            avatar.backgroundColor = contact.color
            avatar.layer.cornerRadius = 22
            avatar.layer.masksToBounds = true
            row.addSubview(avatar)
            let name = UILabel(frame: CGRect(x: 72, y: 10, width: 280, height: 24))
            name.text = contact.name
            name.font = .systemFont(ofSize: 17)
            row.addSubview(name)
            let latin = UILabel(frame: CGRect(x: 72, y: 34, width: 280, height: 20))
            latin.text = contact.latin
            latin.font = .systemFont(ofSize: 13)
            latin.textColor = .secondaryLabel
            row.addSubview(latin)
            let separator = UIView(frame: CGRect(x: 72, y: rowHeight - 0.5, width: 303, height: 0.5))
            separator.backgroundColor = .separator
            row.addSubview(separator)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 375, height: CGFloat(Self.contacts.count) * rowHeight)
    }

    /// Goes back to the login screen and tells it through `onLogOut`.
    func logOut() {
        navigationController?.popViewController(animated: true)
        onLogOut?()
    }
}
