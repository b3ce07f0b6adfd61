import Foundation
import UIKit

/// Hears the login screen finish (the delegate pattern of seed 000's "passing data back").
@MainActor protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didLogInAs account: String)
}

extension Notification.Name {
    /// Posted by the login screen when an account logged in; `userInfo["account"]` is its name
    /// (the notification pattern of seed 000).
    static let loginDidFinish = Notification.Name("RockhopperCatalogLoginDidFinish")
}

/// The contacts app's login screen, presented modally in its own navigation controller: "Cancel"
/// on the left calls back through a closure, "Log In" on the right through the delegate and a
/// notification. (The account and password fields come with `UITextField`.)
final class LoginViewController: LoggingViewController {
    weak var delegate: (any LoginViewControllerDelegate)?
    /// Called when the user cancels (the closure pattern).
    var onCancel: (() -> Void)?
    var account = "zhangwei@example.com"

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: LoginViewController.cancel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Log In", style: .done, target: self,
                                                            action: LoginViewController.logIn)
        let accountLabel = UILabel(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        accountLabel.text = "Account: \(account)"
        view.addSubview(accountLabel)
        let hint = UILabel(frame: CGRect(x: 20, y: 150, width: 335, height: 44))
        hint.text = "Password: ••••••"
        hint.textColor = .secondaryLabel
        view.addSubview(hint)
    }

    func cancel() {
        dismiss(animated: true)
        onCancel?()
    }

    func logIn() {
        delegate?.loginViewController(self, didLogInAs: account)
        NotificationCenter.default.post(name: .loginDidFinish, object: self, userInfo: ["account": account])
        dismiss(animated: true)
    }
}

/// The screen that presents the login and shows what came back, by each of the three patterns.
final class AccountViewController: LoggingViewController, LoginViewControllerDelegate {
    let status = UILabel()
    var received: [String] = []
    nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Log In", style: .plain, target: self,
                                                            action: AccountViewController.showLogin)
        status.frame = CGRect(x: 20, y: 100, width: 335, height: 60)
        status.numberOfLines = 2
        status.text = "Not logged in"
        view.addSubview(status)
        observer = NotificationCenter.default.addObserver(forName: .loginDidFinish, object: nil, queue: nil) { [weak self] note in
            let account = note.userInfo?["account"] as? String ?? "?"
            MainActor.assumeIsolated { self?.received.append("notification: \(account)") }
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    func showLogin() {
        let login = LoginViewController(title: "Log In", log: log)
        login.delegate = self
        login.onCancel = { [weak self] in
            self?.received.append("closure: cancelled")
            self?.status.text = "Login cancelled"
        }
        let nav = UINavigationController(rootViewController: login)
        nav.modalPresentationStyle = .fullScreen
        present(nav, animated: true)
    }

    func loginViewController(_ controller: LoginViewController, didLogInAs account: String) {
        received.append("delegate: \(account)")
        status.text = "Logged in as \(account)"
    }
}
