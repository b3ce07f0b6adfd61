import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 000's contacts app launched as an app of its own in a named sandbox, driven by taps and
/// typing, terminated, and launched again in the same sandbox: the contacts (SQLite) and the
/// login's settings (UserDefaults) are still there.
@MainActor @Suite(.serialized) struct ContactsAppDelegateTests {
    /// A launched contacts app and the user's moves on it.
    @MainActor final class App {
        let host: UITestHost
        let script: CatalogScenarioSmokeTests.SmokeScript
        let driver: ContactsDriver

        init(container: String) {
            host = UITestHost(launching: ContactsAppDelegate.self, container: .named(container))
            script = CatalogScenarioSmokeTests.SmokeScript(scenario: "contacts app", host: host)
            driver = ContactsDriver(script: script)
            host.settle()
        }

        var delegate: ContactsAppDelegate { host.application.delegate as! ContactsAppDelegate }
        var nav: UINavigationController { host.window.rootViewController as! UINavigationController }
        var login: ContactsLoginViewController { nav.viewControllers.first as! ContactsLoginViewController }
        var contacts: ContactsViewController? { nav.topViewController as? ContactsViewController }

        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

        /// Types the account and password, switches auto login on (when asked), taps Log In and
        /// waits out the HUD.
        func logIn(autoLogin: Bool) {
            host.tap(at: center(login.accountField))
            host.type(ContactsLoginViewController.validAccount)
            host.tap(at: center(login.passwordField))
            host.type(ContactsLoginViewController.validPassword)
            if autoLogin { host.tap(at: center(login.autoLoginSwitch)) }
            host.settle()
            host.tap(at: center(login.loginButton))
            host.settle()
        }

        /// "+", the name and phone typed, Save.
        func add(name: String, phone: String) {
            driver.tapAddItem(in: nav)
            host.settle()
            driver.fillEditor(in: nav, name: name, phone: phone)
            driver.tapLabel("保存 Save", in: nav)
            host.settle()
        }

        var names: [String] { contacts?.shownContacts.map(\.name) ?? [] }
    }

    init() throws { try UITestHost.removeContainer(named: "contacts-e2e") }

    @Test func contactsAddedSearchedAndDeletedAreThereAfterTheAppIsTerminatedAndLaunchedAgain() throws {
        defer { try? UITestHost.removeContainer(named: "contacts-e2e") }
        do {
            let app = App(container: "contacts-e2e")
            #expect(app.nav.topViewController === app.login, "a first launch starts at the login")
            app.logIn(autoLogin: true)
            let contacts = try #require(app.contacts, "logging in pushed the contacts")
            #expect(app.names.isEmpty, "a new sandbox has no contacts")

            app.add(name: "张伟", phone: "138 0013 8000")
            app.add(name: "王芳", phone: "139 1111 2222")
            app.add(name: "Alice", phone: "150 3333 4444")
            #expect(app.nav.topViewController === contacts)
            #expect(app.names == ["Alice", "王芳", "张伟"], "the list is in pinyin order: \(app.names)")

            app.driver.search("139", in: contacts)
            #expect(app.names == ["王芳"], "searching 139 shows the match only: \(app.names)")
            app.driver.search("", in: contacts)
            #expect(app.names.count == 3)

            app.driver.swipeToDelete(row: 0, in: contacts)
            #expect(app.names == ["王芳", "张伟"], "Alice was deleted: \(app.names)")
            let file = ContactStore.defaultURL
            #expect(file.path.hasPrefix(app.host.containerURL!.path), "the database is in the sandbox: \(file.path)")
            #expect(FileManager.default.fileExists(atPath: file.path))
            app.host.terminate()
        }
        do {
            let app = App(container: "contacts-e2e")
            #expect(app.login.autoLoginSwitch.isOn && app.login.rememberSwitch.isOn, "the switches were kept")
            let contacts = try #require(app.contacts, "auto login went straight to the contacts")
            #expect(app.names == ["王芳", "张伟"], "the two contacts are still there: \(app.names)")
            #expect(contacts.view.window != nil)
            app.host.terminate()
        }
    }

    @Test func withoutAutoLoginTheRelaunchedAppShowsTheLoginWithTheAccountFilledIn() throws {
        defer { try? UITestHost.removeContainer(named: "contacts-e2e") }
        do {
            let app = App(container: "contacts-e2e")
            app.logIn(autoLogin: false)
            #expect(app.contacts != nil)
            app.add(name: "李娜", phone: "137")
            app.host.moveToBackground()
            app.host.terminate()
        }
        do {
            let app = App(container: "contacts-e2e")
            #expect(app.nav.topViewController === app.login, "no auto login: the login is shown")
            #expect(app.login.accountField.text == ContactsLoginViewController.validAccount, "the account was kept")
            #expect(app.login.passwordField.text == "", "the password was not to be remembered")
            #expect(try app.delegate.store?.all().map(\.name) == ["李娜"])
            app.host.terminate()
        }
    }

    @Test func aCorruptDatabaseFileGivesAnAlertNotACrash() throws {
        defer { try? UITestHost.removeContainer(named: "contacts-e2e-corrupt") }
        try UITestHost.removeContainer(named: "contacts-e2e-corrupt")
        do {
            let app = App(container: "contacts-e2e-corrupt")
            app.host.terminate()
            let file = app.host.containerURL!.appendingPathComponent("Documents/\(ContactStore.fileName)")
            try Data(repeating: 0x5A, count: 4096).write(to: file)
        }
        let app = App(container: "contacts-e2e-corrupt")
        #expect(app.delegate.store == nil)
        #expect(app.delegate.storeError != nil)
        #expect(app.nav.presentedViewController is UIAlertController, "the app says it cannot open the contacts")
    }

    @Test func theAppItsControllersAndItsStoreAreFreedOnceUsedAndTerminated() throws {
        defer { try? UITestHost.removeContainer(named: "contacts-e2e") }
        weak var delegate: ContactsAppDelegate?
        weak var contacts: ContactsViewController?
        weak var editor: UIViewController?
        weak var store: ContactStore?
        do {
            let app = App(container: "contacts-e2e")
            delegate = app.delegate
            store = app.delegate.store
            app.logIn(autoLogin: false)
            contacts = app.contacts
            app.driver.tapAddItem(in: app.nav)
            app.host.settle()
            editor = app.nav.topViewController
            app.driver.fillEditor(in: app.nav, name: "赵磊", phone: "1")
            app.driver.tapLabel("保存 Save", in: app.nav)
            app.host.settle()
            #expect(editor == nil, "the popped editor is freed")
            app.host.terminate()
        }
        _ = UITestHost()   // the app's runtime is no longer current
        #expect(delegate == nil)
        #expect(contacts == nil)
        #expect(store == nil)
    }

    @Test func launchingAddingAndTerminatingOverAndOverKeepsMemoryFlat() throws {
        defer { try? UITestHost.removeContainer(named: "contacts-e2e") }
        let cycles = leakCycles(default: 3)
        var rssAfterWarmUp = 0
        weak var lastDelegate: ContactsAppDelegate?
        for i in 0..<cycles {
            if i == min(cycles - 1, 10) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            let app = App(container: "contacts-e2e")
            lastDelegate = app.delegate
            if app.contacts == nil { app.logIn(autoLogin: true) }
            app.add(name: "周杰", phone: "\(i)")
            app.host.terminate()
        }
        _ = UITestHost()   // the last app's runtime is no longer current
        #expect(lastDelegate == nil)
        let store = try ContactStore(url: UITestHost.namedContainerURL("contacts-e2e")
            .appendingPathComponent("Documents/\(ContactStore.fileName)"))
        #expect(try store.count() == cycles, "each launch found the contacts of the ones before")
        if cycles > 50 {
            let end = ResidentMemory.kilobytes()
            print("contacts app launch cycles: \(cycles), RSS after 10: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
