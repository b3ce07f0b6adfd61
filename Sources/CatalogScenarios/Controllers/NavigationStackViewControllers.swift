import UIKit

/// The contacts list inside a navigation controller: the title in the bar, an "Add" item on the
/// right pushing a detail screen.
final class ContactListViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self,
                                                            action: ContactListViewController.showDetail)
        // Rows of 44 pt with a separator 4 pt below each, 16 pt below the bar: laid out from the
        // safe area, so they start below the bar on every device (its height differs).
        var previous: NSLayoutYAxisAnchor = view.safeAreaLayoutGuide.topAnchor
        for (i, contact) in ContactsViewController.contacts.prefix(8).enumerated() {
            let row = UILabel()
            row.text = "\(contact.name)  \(contact.latin)"
            row.font = .systemFont(ofSize: 17)
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            let line = UIView()
            line.backgroundColor = .separator
            line.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(line)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previous, constant: i == 0 ? 16 : 3.5),
                row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                row.heightAnchor.constraint(equalToConstant: 44),
                line.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 4),
                line.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                line.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                line.heightAnchor.constraint(equalToConstant: 0.5),
            ])
            previous = line.bottomAnchor
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
        let avatar = UILabel()
        avatar.text = "张"
        avatar.font = .boldSystemFont(ofSize: 44)
        avatar.textAlignment = .center
        avatar.textColor = .white
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 50
        avatar.layer.masksToBounds = true
        avatar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        let name = UILabel()
        name.text = "张伟 · Zhang Wei"
        name.textAlignment = .center
        name.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 36),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 100),
            avatar.heightAnchor.constraint(equalToConstant: 100),
        ])
        name.font = .boldSystemFont(ofSize: 22)
        view.addSubview(name)
        NSLayoutConstraint.activate([
            name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 20),
            name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            name.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            name.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}
