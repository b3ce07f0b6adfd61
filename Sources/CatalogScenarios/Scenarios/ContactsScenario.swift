import UIKit

/// The contacts list of the tutorials ("通讯录"): labels in Chinese and English, round avatars,
/// rows in a scroll view, drawn by the compositor.
public enum ContactsScenario: CatalogScenario {
    public static let title = "Contacts (通讯录)"
    public static let seed: String? = "000"

    public static func makeViewController() -> UIViewController { ContactsViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ContactsViewController()
        script.step("The contacts list, drawn by the compositor at 375×667 pt, scale 2")
        script.show(controller)
        script.settle()
        script.snapshot(named: "1-contacts")
        script.expect(controller.list.subviews.count >= ContactsViewController.contacts.count,
                      "the list holds a row per contact")
        script.expect(controller.list.contentSize.height == CGFloat(ContactsViewController.contacts.count) * 64,
                      "the list's content is as tall as its rows")
    }
}
