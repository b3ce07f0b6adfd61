import UIKit

/// The screen that adds or edits a contact in seed 000's contacts app: a name field and a phone
/// field, and a "Save" item on the right of the navigation bar, enabled while the name is filled.
/// Saving passes the contact back through `onSave` (the tutorial passes data back with a block or
/// a delegate) and pops back to the list.
final class ContactEditViewController: UIViewController {
    /// The contact being edited (its id kept), or nil for a new one.
    let contact: Contact?
    let nameField = UITextField()
    let phoneField = UITextField()
    /// Given the new or edited contact when the user saves.
    var onSave: ((Contact) -> Void)?

    init(contact: Contact?) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact == nil ? "新建联系人 New Contact" : "编辑 Edit"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "保存 Save", style: .done, target: self,
                                                            action: ContactEditViewController.save)

        nameField.placeholder = "姓名 Name"
        nameField.text = contact?.name
        nameField.returnKeyType = .next
        phoneField.placeholder = "电话 Phone"
        phoneField.text = contact?.phone
        phoneField.keyboardType = .phonePad
        for field in [nameField, phoneField] {
            field.borderStyle = .roundedRect
            field.autocorrectionType = .no
            field.clearButtonMode = .whileEditing
            field.addTarget(self, action: ContactEditViewController.textChanged, for: .editingChanged)
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        ComponentLayout.pinStack([nameField, phoneField], in: view, spacing: 16, top: 24, margin: 24)
        textChanged(nameField)
    }

    /// Save is enabled while the name holds something other than spaces.
    func textChanged(_ sender: UITextField) {
        navigationItem.rightBarButtonItem?.isEnabled = !trimmedName.isEmpty
    }

    private var trimmedName: String { (nameField.text ?? "").trimmingCharacters(in: .whitespaces) }

    /// Passes the contact back and goes back to the list.
    func save() {
        guard !trimmedName.isEmpty else { return }
        view.endEditing(true)
        let phone = (phoneField.text ?? "").trimmingCharacters(in: .whitespaces)
        var saved = Contact(id: contact?.id, name: trimmedName, phone: phone)
        if let contact, contact.name == trimmedName { saved.pinyin = contact.pinyin }
        onSave?(saved)
        navigationController?.popViewController(animated: true)
    }
}
