import UIKit

/// The text input screen: a text field of each `borderStyle` (`.none`, `.line`, `.bezel`,
/// `.roundedRect`) with its placeholder, one with `clearButtonMode = .whileEditing`, a secure
/// one, and a `UITextView`. Every field's `.editingChanged` reaches the status line by
/// target–action; the text view's changes come through its delegate.
final class TextInputViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let status = ComponentLayout.statusLine("Tap a field and type · 点按输入框并输入")
    /// Every event shown, oldest first.
    private(set) var events: [String] = []

    let plainField = TextInputViewController.field(.none, "borderStyle .none")
    let lineField = TextInputViewController.field(.line, "borderStyle .line")
    let bezelField = TextInputViewController.field(.bezel, "borderStyle .bezel")
    let roundedField = TextInputViewController.field(.roundedRect, "姓名 Name (.roundedRect, clear button)")
    let passwordField = TextInputViewController.field(.roundedRect, "密码 Password (isSecureTextEntry)")
    let textView = UITextView()

    static func field(_ style: UITextField.BorderStyle, _ placeholder: String) -> UITextField {
        let field = UITextField()
        field.borderStyle = style
        field.placeholder = placeholder
        field.heightAnchor.constraint(equalToConstant: 34).isActive = true
        return field
    }

    /// The name a field goes by on the status line.
    func name(of field: UITextField) -> String {
        switch field {
        case plainField: ".none"
        case lineField: ".line"
        case bezelField: ".bezel"
        case roundedField: "Name"
        default: "Password"
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Text input"
        view.backgroundColor = .systemBackground
        roundedField.clearButtonMode = .whileEditing
        roundedField.returnKeyType = .next
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        textView.text = "UITextView 可以多行编辑。\nA UITextView edits several lines."
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray4.cgColor
        textView.layer.cornerRadius = 8
        textView.heightAnchor.constraint(equalToConstant: 110).isActive = true
        textView.delegate = self
        for field in [plainField, lineField, bezelField, roundedField, passwordField] {
            field.delegate = self
            field.addTarget(self, action: TextInputViewController.editingChanged, for: .editingChanged)
        }
        ComponentLayout.pinStack([
            status,
            ComponentLayout.caption("UITextField.borderStyle · placeholder"),
            plainField, lineField, bezelField,
            ComponentLayout.caption("clearButtonMode .whileEditing · isSecureTextEntry · returnKeyType"),
            roundedField, passwordField,
            ComponentLayout.caption("UITextView · UITextViewDelegate"),
            textView,
        ], in: view, spacing: 10)
    }

    func editingChanged(_ sender: UITextField) {
        let shown = sender.isSecureTextEntry ? String(repeating: "•", count: sender.text?.count ?? 0) : sender.text ?? ""
        report("\(name(of: sender)) · editingChanged · \(shown)")
    }

    /// Return moves from Name to Password and ends editing on Password.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === roundedField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        report("\(name(of: textField)) · textFieldShouldReturn")
        return false
    }

    func textViewDidChange(_ textView: UITextView) {
        report("Text view · textViewDidChange · \(textView.text.count) characters")
    }

    private func report(_ line: String) {
        events.append(line)
        status.text = line
    }
}
