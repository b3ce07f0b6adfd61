import Foundation
import Testing
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The contacts list on its store, driven by taps, typing and swipes.
@MainActor @Suite struct ContactsViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let contacts: ContactsViewController
        let nav: UINavigationController
        let driver: ContactsDriver

        init(_ sample: [Contact]) throws {
            contacts = ContactsViewController(store: try ContactStore(inMemory: sample))
            nav = UINavigationController(rootViewController: contacts)
            driver = ContactsDriver(script: CatalogScenarioSmokeTests.SmokeScript(scenario: "contacts list", host: host))
            host.show(nav)
            host.settle()
        }
    }

    @Test func swipingAwayTheLastContactOfASectionRemovesTheSection() throws {
        let scene = try Scene([Contact(name: "安娜", phone: "1", pinyin: "An Na"),
                               Contact(name: "白雪", phone: "2", pinyin: "Bai Xue"),
                               Contact(name: "蔡明", phone: "3", pinyin: "Cai Ming")])
        #expect(scene.contacts.list.numberOfSections == 3)
        scene.driver.swipeToDelete(row: 0, in: scene.contacts)
        #expect(scene.contacts.list.numberOfSections == 2, "the A section went with 安娜")
        #expect(scene.contacts.list.headerView(forSection: 0)?.textLabel?.text == "B")
        #expect(try scene.contacts.store.all().map(\.name) == ["白雪", "蔡明"])
    }
}
