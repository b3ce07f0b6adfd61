import UIKit

/// The login screen of seed 000's contacts app (通讯录), as the tutorial builds it:
///
/// 1. the login button is enabled only while both the account and the password are filled — the
///    controller listens to each field's `.editingChanged`;
/// 2. the "remember password" and "auto login" switches are linked: auto login turns remember
///    password on, and turning remember password off turns auto login off (`setOn(_:animated:)`);
/// 3. a wrong password shows a `UIAlertController` with one action;
/// 4. logging in shows a progress HUD (an `UIActivityIndicatorView` on a dark rounded square, as
///    SVProgressHUD draws it) for a second, then pushes the contacts;
/// 5. the contacts pass "log out" back through a closure, and the login screen keeps the password
///    only when it was asked to remember it.
///
/// With `defaults` (the contacts app gives `UserDefaults.standard`), the account, the switches and
/// a remembered password are kept there, as the tutorial does (a real app keeps passwords in the
/// Keychain): read when the view loads, the switches written when they change, the account and
/// password when a login succeeds; `logInAutomaticallyIfAsked()` (at launch) goes straight to the
/// contacts when auto login is on and a password is remembered. The contacts come from `store`.
///
/// Laid out with Auto Layout: a vertical `UIStackView` pinned to the safe area.
final class ContactsLoginViewController: UIViewController {
    /// The account and password the pretend server accepts.
    static let validAccount = "zhangwei"
    static let validPassword = "123456"
    /// How long the pretend server takes to answer, in seconds.
    static let serverDelay: TimeInterval = 1.0

    /// The keys of what the screen keeps in `defaults`.
    enum DefaultsKey {
        static let account = "ContactsAccount"
        static let password = "ContactsPassword"
        static let rememberPassword = "ContactsRememberPassword"
        static let autoLogin = "ContactsAutoLogin"
    }

    /// Where the contacts are kept (an in-memory store of the sample contacts by default).
    let store: ContactStore?
    /// Where the account, password and switches are kept; nil keeps nothing.
    let defaults: UserDefaults?

    init(store: ContactStore? = nil, defaults: UserDefaults? = nil) {
        self.store = store
        self.defaults = defaults
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    let accountField = UITextField()
    let passwordField = UITextField()
    let rememberSwitch = UISwitch()
    let autoLoginSwitch = UISwitch()
    let loginButton = UIButton(type: .system)
    /// The HUD while the pretend server is asked; nil otherwise.
    private(set) var hud: ProgressHUDView?
    /// Every account that logged in and later logged out, passed back by the contacts' closure.
    private(set) var loggedOut: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "登录 Log In"
        view.backgroundColor = .systemGroupedBackground

        accountField.placeholder = "账号 Account"
        accountField.borderStyle = .roundedRect
        accountField.autocapitalizationType = .none
        accountField.autocorrectionType = .no
        accountField.returnKeyType = .next
        accountField.clearButtonMode = .whileEditing
        accountField.delegate = self
        passwordField.placeholder = "密码 Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        for field in [accountField, passwordField] {
            field.addTarget(self, action: ContactsLoginViewController.textChanged, for: .editingChanged)
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }

        rememberSwitch.addTarget(self, action: ContactsLoginViewController.rememberChanged, for: .valueChanged)
        autoLoginSwitch.addTarget(self, action: ContactsLoginViewController.autoLoginChanged, for: .valueChanged)

        loginButton.setTitle("登录 Log In", for: .normal)
        loginButton.titleLabel?.font = .boldSystemFont(ofSize: 18)
        loginButton.isEnabled = false
        loginButton.addTarget(self, action: ContactsLoginViewController.logIn, for: .touchUpInside)

        ComponentLayout.pinStack([
            accountField, passwordField,
            Self.row("记住密码 Remember password", rememberSwitch),
            Self.row("自动登录 Log in automatically", autoLoginSwitch),
            loginButton,
        ], in: view, spacing: 16, top: 40, margin: 24)
        restoreFromDefaults()
    }

    /// Fills the account, the switches and a remembered password from `defaults`.
    private func restoreFromDefaults() {
        guard let defaults else { return }
        accountField.text = defaults.string(forKey: DefaultsKey.account)
        rememberSwitch.isOn = defaults.bool(forKey: DefaultsKey.rememberPassword)
        autoLoginSwitch.isOn = rememberSwitch.isOn && defaults.bool(forKey: DefaultsKey.autoLogin)
        if rememberSwitch.isOn { passwordField.text = defaults.string(forKey: DefaultsKey.password) }
        textChanged(passwordField)
    }

    /// Writes the switches (and forgets the password when it is not to be remembered).
    private func saveSwitches() {
        guard let defaults else { return }
        defaults.set(rememberSwitch.isOn, forKey: DefaultsKey.rememberPassword)
        defaults.set(autoLoginSwitch.isOn, forKey: DefaultsKey.autoLogin)
        if !rememberSwitch.isOn { defaults.removeObject(forKey: DefaultsKey.password) }
    }

    /// At launch: when auto login is on and the remembered account and password are right, shows
    /// the contacts at once (no HUD, no animation) and returns true.
    @discardableResult
    func logInAutomaticallyIfAsked() -> Bool {
        loadViewIfNeeded()
        guard autoLoginSwitch.isOn, accountField.text == Self.validAccount,
              passwordField.text == Self.validPassword else { return false }
        showContacts(of: Self.validAccount, animated: false)
        return true
    }

    /// A label and a switch side by side.
    private static func row(_ text: String, _ toggle: UISwitch) -> UIStackView {
        let label = UILabel()
        label.text = text
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.axis = .horizontal
        row.alignment = .center
        return row
    }

    // MARK: Actions

    /// Enables the login button while both fields hold text (step 1 of the tutorial).
    func textChanged(_ sender: UITextField) {
        loginButton.isEnabled = !(accountField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    /// Not remembering the password means no automatic login either.
    func rememberChanged(_ sender: UISwitch) {
        if !sender.isOn { autoLoginSwitch.setOn(false, animated: true) }
        saveSwitches()
    }

    /// Logging in automatically needs the password remembered.
    func autoLoginChanged(_ sender: UISwitch) {
        if sender.isOn { rememberSwitch.setOn(true, animated: true) }
        saveSwitches()
    }

    /// Asks the pretend server: a HUD for `serverDelay`, then the contacts or an alert.
    func logIn() {
        guard hud == nil else { return }
        view.endEditing(true)
        let hud = ProgressHUDView(status: "正在登录… Logging in")
        self.hud = hud
        hud.show(in: view)
        let account = accountField.text ?? "", password = passwordField.text ?? ""
        hud.dismiss(after: Self.serverDelay) { [weak self] in
            guard let self else { return }
            self.hud = nil
            if account == Self.validAccount && password == Self.validPassword {
                self.saveLogin(account: account, password: password)
                self.showContacts(of: account, animated: true)
            } else {
                self.showLoginFailed()
            }
        }
    }

    /// Keeps the account, and the password when it is to be remembered.
    private func saveLogin(account: String, password: String) {
        guard let defaults else { return }
        defaults.set(account, forKey: DefaultsKey.account)
        if rememberSwitch.isOn {
            defaults.set(password, forKey: DefaultsKey.password)
        } else {
            defaults.removeObject(forKey: DefaultsKey.password)
        }
        saveSwitches()
    }

    private func showContacts(of account: String, animated: Bool) {
        let contacts = ContactsViewController(store: store)
        contacts.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "注销 Log Out", style: .plain, target: contacts, action: ContactsViewController.logOut)
        // Passing data back with a closure (the tutorial's block).
        contacts.onLogOut = { [weak self] in self?.didLogOut(account) }
        navigationController?.pushViewController(contacts, animated: animated)
    }

    private func showLoginFailed() {
        let alert = UIAlertController(title: "登录失败 Login failed",
                                      message: "账号或密码错误 Wrong account or password",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "好 OK", style: .default) { [weak self] _ in
            self?.passwordField.text = ""
            self?.loginButton.isEnabled = false
        })
        present(alert, animated: true)
    }

    private func didLogOut(_ account: String) {
        loggedOut.append(account)
        if !rememberSwitch.isOn {
            passwordField.text = ""
            loginButton.isEnabled = false
        }
    }
}

extension ContactsLoginViewController: UITextFieldDelegate {
    /// Return in the account field moves to the password; Return in the password logs in.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === accountField {
            passwordField.becomeFirstResponder()
        } else if loginButton.isEnabled {
            logIn()
        }
        return true
    }
}
