import Foundation
import Testing
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The add and edit screen of the contacts app: Save waits for a name, and the contact goes back
/// to the list through the closure.
@MainActor @Suite struct ContactEditViewControllerTests {
    typealias Scene = ContactsViewControllerTests.Scene

    @Test func theEditScreensSaveWaitsForANameAndTappingARowEditsThatContact() throws {
        let scene = try Scene([Contact(name: "安娜", phone: "1", pinyin: "An Na")])
        scene.driver.tapAddItem(in: scene.nav)
        scene.host.settle()
        let editor = try #require(scene.nav.topViewController as? ContactEditViewController)
        #expect(editor.navigationItem.rightBarButtonItem?.isEnabled == false, "Save waits for a name")
        scene.driver.fillEditor(in: scene.nav, name: "   ", phone: "123")
        #expect(editor.navigationItem.rightBarButtonItem?.isEnabled == false, "spaces are not a name")
        scene.driver.fillEditor(in: scene.nav, name: "Bob", phone: nil)
        #expect(editor.navigationItem.rightBarButtonItem?.isEnabled == true)
        scene.driver.tapLabel("保存 Save", in: scene.nav)
        scene.host.settle()
        #expect(scene.contacts.shownContacts.map(\.name) == ["安娜", "Bob"])

        scene.host.tap(at: scene.driver.centerOfRow(0, in: scene.contacts))
        scene.host.settle()
        let edit = try #require(scene.nav.topViewController as? ContactEditViewController)
        #expect(edit.nameField.text == "安娜" && edit.phoneField.text == "1", "the tapped contact's fields")
        scene.driver.fillEditor(in: scene.nav, name: nil, phone: "999")
        scene.driver.tapLabel("保存 Save", in: scene.nav)
        scene.host.settle()
        #expect(try scene.contacts.store.all().first { $0.name == "安娜" }?.phone == "999", "the edit was saved")
        #expect(try scene.contacts.store.count() == 2, "editing did not add a contact")
    }
}
