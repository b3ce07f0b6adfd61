import UIKit

/// The contacts list inside a navigation controller: the title in the bar, an "Add" item on the
/// right pushing a detail screen.
final class ContactListViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self,
                                                            action: ContactListViewController.showDetail)
        for (i, contact) in ContactsViewController.contacts.prefix(8).enumerated() {
            let row = UILabel(frame: CGRect(x: 20, y: 80 + CGFloat(i) * 52, width: 335, height: 44))
            row.text = "\(contact.name)  \(contact.latin)"
            row.font = .systemFont(ofSize: 17)
            view.addSubview(row)
            let line = UIView(frame: CGRect(x: 20, y: 80 + CGFloat(i) * 52 + 48, width: 355, height: 0.5))
            line.backgroundColor = .separator
            view.addSubview(line)
        }
    }

    func showDetail() {
        let detail = ContactDetailViewController(title: "张伟", log: log)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// One contact: a big avatar and the name; "Edit" on the right.
final class ContactDetailViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let avatar = UILabel(frame: CGRect(x: 137, y: 100, width: 100, height: 100))
        avatar.text = "张"
        avatar.font = .boldSystemFont(ofSize: 44)
        avatar.textAlignment = .center
        avatar.textColor = .white
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 50
        avatar.layer.masksToBounds = true
        view.addSubview(avatar)
        let name = UILabel(frame: CGRect(x: 20, y: 220, width: 335, height: 30))
        name.text = "张伟 · Zhang Wei"
        name.textAlignment = .center
        name.font = .boldSystemFont(ofSize: 22)
        view.addSubview(name)
    }
}
