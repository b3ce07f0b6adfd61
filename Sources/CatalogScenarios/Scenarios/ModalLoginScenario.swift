import UIKit

/// Seed 000's contacts app: a login screen presented modally (full screen, sliding up), closed with
/// "Cancel" (the closure passes that back) or "Log In" (the delegate and a notification pass the
/// account back), with the presenter's appearance callbacks of a full-screen presentation.
public enum ModalLoginScenario: CatalogScenario {
    public static let title = "Modal login and passing data back"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "present(_:animated:completion:) 以全屏样式从下往上呈现登录界面，呈现者收到 viewWillDisappear/viewDidDisappear（全屏呈现会移走呈现者的视图）。数据用三种方式传回：取消时调用闭包，登录时调用 delegate 方法并发出一条 NotificationCenter 通知，然后 dismiss(animated:) 关闭它。",
        english: "present(_:animated:completion:) shows the login screen full screen, sliding up from the bottom, and the presenter gets viewWillDisappear/viewDidDisappear (a full-screen presentation removes the presenter's view). Data comes back three ways: Cancel calls a closure, Log In calls a delegate method and posts a NotificationCenter notification, then dismiss(animated:) closes the screen.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: AccountViewController(title: "Account", log: LifecycleLog()))
    }

    public static func run(_ script: any CatalogScript) {
        let log = LifecycleLog()
        let account = AccountViewController(title: "Account", log: log)
        let nav = UINavigationController(rootViewController: account)
        func logLifecycle() { for line in log.take() { script.log("  " + line) } }
        func tap(_ text: String) -> Bool {
            guard let window = nav.view.window ?? nav.presentedViewController?.view.window,
                  let point = window.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }

        script.step("The account screen")
        script.show(nav)
        script.settle()
        log.take()

        script.step("\"Log In\" presents the login screen full screen, sliding up over 0.5 s")
        script.beginFilmstrip(named: "modal-present")
        script.expect(tap("Log In"), "the bar shows Log In")
        script.advance(by: 0.25)
        script.snapshot(named: "1-presenting")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.snapshot(named: "2-login")
        script.expect(nav.presentedViewController != nil, "the login is presented")

        script.step("\"Cancel\": dismissed, the closure tells the account screen")
        script.beginFilmstrip(named: "modal-dismiss")
        script.expect(tap("Cancel"), "the login shows Cancel")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.log("received: \(account.received)")
        script.expect(account.received == ["closure: cancelled"], "the closure passed the cancellation back")

        script.step("\"Log In\" again, then \"Log In\" on the login: the delegate and a notification pass the account back")
        _ = tap("Log In")
        script.settle()
        log.take()
        if let login = (nav.presentedViewController as? UINavigationController)?.topViewController,
           let point = login.navigationController?.navigationBar.centerOfLabel(withText: "Log In") {
            script.tap(at: point)
        }
        script.settle()
        logLifecycle()
        script.log("received: \(account.received)")
        script.snapshot(named: "3-logged-in")
        script.expect(account.received.contains("delegate: zhangwei@example.com"), "the delegate passed the account back")
        script.expect(account.received.contains("notification: zhangwei@example.com"), "the notification passed the account back")
        script.expect(nav.presentedViewController == nil, "the login is dismissed")
    }
}
