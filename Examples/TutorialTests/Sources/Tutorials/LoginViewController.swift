import UIKit

/// Seed 000's login screen: an account and a password field, a button enabled once both are
/// filled, and a status line that the "server" answers on the main queue.
public final class LoginViewController: UIViewController {
    public let accountField = UITextField()
    public let passwordField = UITextField()
    public let loginButton = UIButton(type: .system)
    public let statusLabel = UILabel()

    /// The account and password the screen accepts.
    public var validAccount = "rockhopper"
    public var validPassword = "penguin"

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        accountField.placeholder = "Account"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        // Typed text is capitalized at the start, as on iOS; an account name must not be.
        accountField.autocapitalizationType = .none
        accountField.autocorrectionType = .no
        for field in [accountField, passwordField] {
            field.borderStyle = .roundedRect
            field.addTarget(self, action: LoginViewController.textChanged, for: .editingChanged)
        }
        loginButton.setTitle("Log In", for: .normal)
        loginButton.isEnabled = false
        loginButton.addTarget(self, action: LoginViewController.logIn, for: .touchUpInside)
        statusLabel.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [accountField, passwordField, loginButton, statusLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func textChanged() {
        loginButton.isEnabled = !(accountField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func logIn() {
        view.endEditing(true)
        statusLabel.text = "Logging in…"
        let ok = accountField.text == validAccount && passwordField.text == validPassword
        // The answer comes back later on the main queue, as a network reply would.
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.statusLabel.text = ok ? "Welcome" : "Wrong account or password" }
        }
    }
}
