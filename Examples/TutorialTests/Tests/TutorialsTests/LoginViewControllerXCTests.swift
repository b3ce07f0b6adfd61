import Tutorials
import UIKitTesting
import XCTest

/// The same screen in XCTest: `@MainActor … async` test methods, the host made in `setUp`.
final class LoginViewControllerXCTests: XCTestCase {
    @MainActor var host: UITestHost!
    @MainActor var login: LoginViewController!

    @MainActor override func setUp() async throws {
        host = UITestHost()
        login = LoginViewController()
        host.show(login)
    }

    @MainActor override func tearDown() async throws {
        host = nil
        login = nil
    }

    @MainActor func testLoggingInWithTheRightPasswordSaysWelcome() async {
        host.tap(login.accountField)
        host.type("rockhopper")
        host.tap(login.passwordField)
        host.type("penguin")
        host.tap(login.loginButton)
        await host.run(for: 0.1)
        XCTAssertEqual(login.statusLabel.text, "Welcome")
    }

    @MainActor func testTheButtonStartsDisabled() async {
        XCTAssertFalse(login.loginButton.isEnabled)
    }
}
