import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 000's login screen driven as a user drives it: taps on the fields, typing on the hardware
/// keyboard, taps on the switches and buttons, the virtual clock for the pretend server.
@MainActor @Suite struct ContactsLoginViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let login = ContactsLoginViewController()
        let nav: UINavigationController

        init() {
            nav = UINavigationController(rootViewController: login)
            host.show(nav)
            host.settle()
        }

        func tap(_ view: UIView) { host.tap(view) }

        func tapLabel(_ text: String) {
            guard let point = host.window.centerOfLabel(withText: text) else {
                Issue.record("no label \"\(text)\" on screen")
                return
            }
            host.tap(at: point)
        }

        /// Fills both fields by tapping and typing.
        func fill(account: String, password: String) {
            tap(login.accountField)
            host.type(account)
            tap(login.passwordField)
            host.type(password)
        }
    }

    @Test func theLoginButtonIsEnabledOnlyWhileBothFieldsHoldText() {
        let scene = Scene()
        #expect(!scene.login.loginButton.isEnabled)
        scene.tap(scene.login.accountField)
        scene.host.type("zw")
        #expect(!scene.login.loginButton.isEnabled, "an account alone")
        scene.tap(scene.login.passwordField)
        scene.host.type("1")
        #expect(scene.login.loginButton.isEnabled, "both filled")
        scene.host.press(.keyboardDeleteOrBackspace)
        #expect(scene.login.passwordField.text == "")
        #expect(!scene.login.loginButton.isEnabled, "the password deleted again")
    }

    @Test func aTapOnTheDisabledLoginButtonDoesNothing() {
        let scene = Scene()
        scene.tap(scene.login.loginButton)
        scene.host.settle()
        #expect(scene.login.hud == nil)
        #expect(scene.login.presentedViewController == nil)
    }

    @Test func returnInTheAccountFieldMovesToThePasswordAndReturnInThePasswordLogsIn() {
        let scene = Scene()
        scene.tap(scene.login.accountField)
        scene.host.type(ContactsLoginViewController.validAccount + "\n")
        #expect(scene.login.passwordField.isFirstResponder)
        scene.host.type(ContactsLoginViewController.validPassword + "\n")
        #expect(scene.login.hud != nil, "Return with both fields filled logs in")
        scene.host.settle()
        #expect(scene.nav.topViewController is ContactsViewController)
    }

    @Test func autoLoginTurnsRememberPasswordOnAndRememberPasswordOffTurnsAutoLoginOff() {
        let scene = Scene()
        scene.tap(scene.login.rememberSwitch)
        scene.host.settle()
        #expect(scene.login.rememberSwitch.isOn)
        #expect(!scene.login.autoLoginSwitch.isOn, "remembering the password alone does not log in automatically")
        scene.tap(scene.login.rememberSwitch)
        scene.tap(scene.login.autoLoginSwitch)
        scene.host.settle()
        #expect(scene.login.autoLoginSwitch.isOn && scene.login.rememberSwitch.isOn)
        scene.tap(scene.login.rememberSwitch)
        scene.host.settle()
        #expect(!scene.login.autoLoginSwitch.isOn && !scene.login.rememberSwitch.isOn)
    }

    @Test func theHUDSpinsForTheServersSecondThenAWrongPasswordGetsAnAlert() {
        let scene = Scene()
        scene.fill(account: ContactsLoginViewController.validAccount, password: "wrong")
        scene.tap(scene.login.loginButton)
        #expect(!scene.login.passwordField.isFirstResponder, "logging in ends editing")
        scene.host.advance(by: ContactsLoginViewController.serverDelay - 0.1)
        #expect(scene.login.hud?.indicator.isAnimating == true)
        #expect(scene.host.window.descendantLabel(withText: "正在登录… Logging in") != nil, "the HUD's status is a real label")
        #expect(scene.login.presentedViewController == nil, "no answer before the server's second")
        scene.tap(scene.login.loginButton)
        scene.host.settle()
        #expect(scene.login.hud == nil)
        let alert = scene.login.presentedViewController as? UIAlertController
        #expect(alert?.title == "登录失败 Login failed")
        #expect(alert?.actions.map(\.title) == ["好 OK"])
        scene.tapLabel("好 OK")
        scene.host.settle()
        #expect(scene.login.presentedViewController == nil)
        #expect(scene.login.passwordField.text == "")
        #expect(!scene.login.loginButton.isEnabled)
    }

    @Test func loggingOutPassesTheAccountBackAndForgetsAPasswordThatWasNotRemembered() {
        let scene = Scene()
        scene.fill(account: ContactsLoginViewController.validAccount, password: ContactsLoginViewController.validPassword)
        scene.tap(scene.login.loginButton)
        scene.host.settle()
        #expect(scene.nav.topViewController is ContactsViewController)
        scene.tapLabel("注销 Log Out")
        scene.host.settle()
        #expect(scene.nav.topViewController === scene.login)
        #expect(scene.login.loggedOut == [ContactsLoginViewController.validAccount])
        #expect(scene.login.passwordField.text == "", "the password was not to be remembered")
        #expect(scene.login.accountField.text == ContactsLoginViewController.validAccount)
    }

    @Test func theLoginItsHUDAndTheContactsAreFreedOnceTheirHostIsGone() {
        weak var login: ContactsLoginViewController?
        weak var hud: ProgressHUDView?
        weak var contacts: UIViewController?
        do {
            let scene = Scene()
            login = scene.login
            scene.fill(account: ContactsLoginViewController.validAccount, password: ContactsLoginViewController.validPassword)
            scene.tap(scene.login.loginButton)
            hud = scene.login.hud
            scene.host.settle()
            contacts = scene.nav.topViewController
            #expect(hud == nil, "the HUD is freed once it left the screen")
            scene.tapLabel("注销 Log Out")
            scene.host.settle()
            #expect(contacts == nil, "the popped contacts are freed")
        }
        #expect(login == nil)
        #expect(hud == nil)
    }

    @Test func loggingInAndOutOverAndOverKeepsMemoryFlat() {
        let cycles = leakCycles(default: 3)
        let scene = Scene()
        scene.fill(account: ContactsLoginViewController.validAccount, password: ContactsLoginViewController.validPassword)
        scene.tap(scene.login.rememberSwitch)
        var rssAfterWarmUp = 0
        weak var lastHUD: ProgressHUDView?
        weak var lastContacts: UIViewController?
        for i in 0..<cycles {
            if i == min(cycles - 1, 20) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            scene.tap(scene.login.loginButton)
            lastHUD = scene.login.hud
            scene.host.settle()
            lastContacts = scene.nav.topViewController
            scene.tapLabel("注销 Log Out")
            scene.host.settle()
        }
        #expect(lastHUD == nil)
        #expect(lastContacts == nil)
        #expect(scene.login.loggedOut.count == cycles)
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("seed 000 login cycles: \(cycles), RSS after 20: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
