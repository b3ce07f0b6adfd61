import UIKit

/// Seed 000's navigation controller: a contacts list with its title in the bar, "Add" pushing a
/// detail screen, the back button titled with the list's title, tapping it and swiping from the
/// left edge to go back — with the appearance callbacks of both screens in UIKit's order.
public enum NavigationStackScenario: CatalogScenario {
    public static let title = "Navigation stack (UINavigationController)"
    public static let seed: String? = "000"

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ContactListViewController(title: "通讯录", log: LifecycleLog()))
    }

    public static func run(_ script: any CatalogScript) {
        let log = LifecycleLog()
        let list = ContactListViewController(title: "通讯录", log: log)
        let nav = UINavigationController(rootViewController: list)
        func logLifecycle() { for line in log.take() { script.log("  " + line) } }
        func tap(_ text: String) -> Bool {
            guard let point = nav.view.window?.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }

        script.step("The list in a navigation controller: its title in the 44-pt bar under the status bar")
        script.show(nav)
        script.settle()
        logLifecycle()
        script.snapshot(named: "1-list")
        script.expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44), "the bar is 44 pt tall under the 20-pt status bar")
        script.expect(nav.navigationBar.descendantLabel(withText: "通讯录") != nil, "the bar shows the title")
        script.expect(list.view.safeAreaInsets.top == 64, "the list's safe area starts under the bar (20 + 44)")

        script.step("Tapping \"Add\": the detail slides in over 0.35 s")
        script.expect(tap("Add"), "the bar shows the Add item")
        script.advance(by: 0.2)
        script.snapshot(named: "2-pushing")
        script.settle()
        logLifecycle()
        script.snapshot(named: "3-detail")
        script.expect(nav.topViewController is ContactDetailViewController, "the detail is on top")
        script.expect(nav.navigationBar.descendantLabel(withText: "通讯录") != nil, "the back button is titled with the list's title")

        script.step("Tapping the back button pops the detail")
        script.expect(tap("通讯录"), "the back button can be tapped")
        script.settle()
        logLifecycle()
        script.expect(nav.viewControllers.count == 1, "back at the list")

        script.step("Pushing again, then swiping from the left edge past half the width")
        _ = tap("Add")
        script.settle()
        log.take()
        script.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.4)
        script.settle()
        logLifecycle()
        script.expect(nav.viewControllers.count == 1, "the edge swipe popped the detail")
    }
}
