import UIKit

/// Seed 000's contacts app starts at a login screen: the login button waits for both fields, the
/// "remember password" and "auto login" switches follow each other, a wrong password gets an
/// alert, the right one a progress HUD and then the contacts, and logging out passes the account
/// back through a closure.
public enum ContactsLoginScenario: CatalogScenario {
    public static let title = "Contacts login (通讯录登录)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "通讯录的登录界面：文本框的 .editingChanged 事件让登录按钮只在账号和密码都填了时可用；两个 UISwitch 通过 .valueChanged 互相联动（自动登录要求记住密码）。登录时先结束编辑、显示进度 HUD，服务器回答后弹出提醒或推入联系人列表；注销时用闭包把账号传回登录界面。",
        english: "The contacts app's login screen: the text fields' .editingChanged events enable the login button only when both the account and the password are filled in; the two UISwitches follow each other through .valueChanged (auto login needs a remembered password). Logging in ends editing and shows a progress HUD; when the server answers, an alert is presented or the contacts are pushed; logging out passes the account back to the login screen through a closure.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ContactsLoginViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let login = ContactsLoginViewController()
        let nav = UINavigationController(rootViewController: login)
        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        func tapLabel(_ text: String) -> Bool {
            guard let point = nav.view.window?.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }

        script.step("The login screen: two fields, two switches, a disabled login button")
        script.show(nav)
        script.settle()
        script.snapshot(named: "login-1-empty")
        script.expect(!login.loginButton.isEnabled, "the login button starts disabled")

        script.step("Typing the account alone leaves the button disabled; a password enables it")
        script.tap(at: center(login.accountField))
        script.type(ContactsLoginViewController.validAccount)
        script.expect(login.accountField.isFirstResponder, "the tapped account field is first responder")
        script.expect(!login.loginButton.isEnabled, "an account alone does not enable the login button")
        script.tap(at: center(login.passwordField))
        script.type("654321")
        script.settle()
        script.log("account \"\(login.accountField.text ?? "")\", password \(login.passwordField.text?.count ?? 0) characters")
        script.expect(login.loginButton.isEnabled, "both fields filled enable the login button")
        script.snapshot(named: "login-2-filled")

        script.step("Auto login turns remember password on; remember password off turns auto login off")
        script.tap(at: center(login.autoLoginSwitch))
        script.settle()
        script.expect(login.autoLoginSwitch.isOn && login.rememberSwitch.isOn, "auto login switched on remember password")
        script.tap(at: center(login.rememberSwitch))
        script.settle()
        script.expect(!login.autoLoginSwitch.isOn && !login.rememberSwitch.isOn, "remember password off switched auto login off")

        script.step("A wrong password: the HUD spins for a second, then an alert")
        script.tap(at: center(login.loginButton))
        script.advance(by: 0.3)
        script.expect(login.hud?.indicator.isAnimating == true, "the HUD spins while the server is asked")
        script.expect(!login.passwordField.isFirstResponder, "logging in ends editing")
        script.snapshot(named: "login-3-hud")
        script.settle()
        script.expect(login.hud == nil, "the HUD is gone once the server answered")
        script.expect(login.presentedViewController is UIAlertController, "a wrong password presents an alert")
        script.snapshot(named: "login-4-alert")
        script.expect(tapLabel("好 OK"), "the alert shows its action")
        script.settle()
        script.expect(login.presentedViewController == nil, "the alert's action dismissed it")
        script.expect(login.passwordField.text == "" && !login.loginButton.isEnabled,
                      "the alert's action cleared the password and disabled the button")

        script.step("The right password, remembered: the contacts are pushed")
        script.tap(at: center(login.passwordField))
        script.type(ContactsLoginViewController.validPassword)
        script.tap(at: center(login.rememberSwitch))
        script.beginFilmstrip(named: "login-push-contacts")
        script.tap(at: center(login.loginButton))
        script.settle()
        script.endFilmstrip()
        script.expect(nav.topViewController is ContactsViewController, "the contacts are pushed after the HUD")
        script.snapshot(named: "login-5-contacts")

        script.step("\"Log Out\": popped back, the closure passes the account back, the password stays")
        script.beginFilmstrip(named: "login-log-out-pop")
        script.expect(tapLabel("注销 Log Out"), "the contacts show Log Out")
        script.settle()
        script.endFilmstrip()
        script.log("logged out: \(login.loggedOut)")
        script.expect(nav.topViewController === login, "logging out pops back to the login")
        script.expect(login.loggedOut == [ContactsLoginViewController.validAccount], "the closure passed the account back")
        script.expect(login.passwordField.text == ContactsLoginViewController.validPassword,
                      "a remembered password stays after logging out")
    }
}
