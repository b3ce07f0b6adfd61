import UIKit

/// The contacts table caught in the middle of a fling: the content moving, the scroll indicator
/// showing, the section header pinned at the top.
public enum ContactsFlingScenario: CatalogScenario {
    public static let title = "Contacts, mid-fling"
    public static let seed: String? = "002"

    public static func makeViewController() -> UIViewController { ContactsViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ContactsViewController()
        script.step("The contacts list caught mid-fling, the scroll indicator showing")
        script.show(controller)
        script.settle()
        script.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.1)
        script.advance(by: 0.1)
        script.snapshot(named: "3-contacts-flung")
        script.expect(controller.list.isDecelerating, "the list is still decelerating")
        script.expect(controller.list.contentOffset.y > 0, "the list has moved up")
        script.expect(controller.list.visibleCells.count <= 12, "only the rows on screen have cells")
    }
}
