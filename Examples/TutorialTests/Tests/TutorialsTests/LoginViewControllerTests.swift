import Testing
import Tutorials
import UIKitTesting

/// The login screen driven like a user: taps, typing, the main queue, one host per test.
@MainActor @Suite struct LoginViewControllerTests {
    let host = UITestHost()            // a new host for every test: tests run in parallel
    let login = LoginViewController()

    init() { host.show(login) }

    @Test func theButtonIsDisabledUntilBothFieldsAreFilled() {
        #expect(!login.loginButton.isEnabled)
        host.tap(login.accountField)
        host.type("rockhopper")
        #expect(!login.loginButton.isEnabled)
        host.tap(login.passwordField)
        host.type("penguin")
        #expect(login.loginButton.isEnabled)
    }

    @Test func theRightPasswordIsWelcomedOnceTheMainQueueHasRun() async {
        host.tap(login.accountField)
        host.type("rockhopper")
        host.tap(login.passwordField)
        host.type("penguin")
        host.tap(login.loginButton)
        #expect(login.statusLabel.text == "Logging in…")
        await host.run(for: 0.1)
        #expect(login.statusLabel.text == "Welcome")
    }

    @Test func aWrongPasswordIsRefused() async {
        host.tap(login.accountField)
        host.type("rockhopper")
        host.tap(login.passwordField)
        host.type("puffin")
        host.tap(login.loginButton)
        await host.runUntilSettled()
        #expect(login.statusLabel.text == "Wrong account or password")
    }

    @Test func theKeyboardGoesAwayWhenLoggingIn() async {
        host.tap(login.accountField)
        host.type("a")
        host.tap(login.passwordField)
        host.type("b")
        #expect(login.passwordField.isFirstResponder)
        host.tap(login.loginButton)
        await host.runUntilSettled()
        #expect(!login.passwordField.isFirstResponder)
    }
}
