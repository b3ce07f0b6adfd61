import UIKit

/// Seed 000's navigation controller: a contacts list with its title in the bar, "Add" pushing a
/// detail screen, the back button titled with the list's title, tapping it and swiping from the
/// left edge to go back — with the appearance callbacks of both screens in UIKit's order.
public enum NavigationStackScenario: CatalogScenario {
    public static let title = "Navigation stack (UINavigationController)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "UINavigationController 管理一个控制器栈：pushViewController(_:animated:) 从右边滑入新界面，导航栏显示它的 title，返回按钮用上一个界面的标题。点返回按钮或从左边缘向右滑（interactivePopGestureRecognizer）都会 pop。两个界面的外观回调按 UIKit 的顺序：新界面的 viewWillAppear 在旧界面的 viewWillDisappear 之后，did 系列在动画结束后。",
        english: "UINavigationController manages a stack of controllers: pushViewController(_:animated:) slides the new screen in from the right, the bar shows its title, and the back button carries the previous screen's title. The back button and a swipe from the left edge (interactivePopGestureRecognizer) both pop. Both screens' appearance callbacks come in UIKit's order: the old screen's viewWillDisappear, then the new one's viewWillAppear, and the did calls once the animation is over.")

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
        script.beginFilmstrip(named: "navstack-push")
        script.expect(tap("Add"), "the bar shows the Add item")
        script.advance(by: 0.2)
        script.snapshot(named: "2-pushing")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.snapshot(named: "3-detail")
        script.expect(nav.topViewController is ContactDetailViewController, "the detail is on top")
        script.expect(nav.navigationBar.descendantLabel(withText: "通讯录") != nil, "the back button is titled with the list's title")

        script.step("Tapping the back button pops the detail")
        script.beginFilmstrip(named: "navstack-back-button-pop")
        script.expect(tap("通讯录"), "the back button can be tapped")
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.viewControllers.count == 1, "back at the list")

        script.step("Pushing again, then swiping from the left edge past half the width")
        _ = tap("Add")
        script.settle()
        log.take()
        script.beginFilmstrip(named: "navstack-edge-swipe-pop")
        script.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.4)
        script.settle()
        script.endFilmstrip()
        logLifecycle()
        script.expect(nav.viewControllers.count == 1, "the edge swipe popped the detail")
    }
}
