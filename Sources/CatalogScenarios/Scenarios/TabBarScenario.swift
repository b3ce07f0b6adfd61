import UIKit

/// Seed 000's tab bar controller: three tabs (微信, 通讯录 with a badge, 我), each loading on first
/// selection; tapping a tab switches with UIKit's order (the new tab's will first).
public enum TabBarScenario: CatalogScenario {
    public static let title = "Tab bar with three tabs (UITabBarController)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "UITabBarController 的每个标签对应一个子控制器，标签栏项目来自子控制器的 tabBarItem（标题、图像、badgeValue）。子控制器的视图在第一次被选中时才加载；切换标签时，新标签的 viewWillAppear 先于旧标签的 viewWillDisappear，delegate 的 tabBarController(_:shouldSelect:) 可以阻止切换。",
        english: "Each tab of a UITabBarController is a child controller, and its bar item comes from the child's tabBarItem (title, image, badgeValue). A child's view loads only when it is first selected; switching tabs calls the new tab's viewWillAppear before the old tab's viewWillDisappear, and the delegate's tabBarController(_:shouldSelect:) can refuse a switch.")

    @MainActor static func makeTabs(log: LifecycleLog) -> UITabBarController {
        let chats = LoggingViewController(title: "微信", log: log)
        chats.backgroundColor = .systemBackground
        let contacts = LoggingViewController(title: "通讯录", log: log)
        contacts.backgroundColor = .secondarySystemBackground
        contacts.tabBarItem.badgeValue = "3"
        chats.tabBarItem.image = CatalogGlyphs.chats
        contacts.tabBarItem.image = CatalogGlyphs.contacts
        let me = LoggingViewController(title: "我", log: log)
        me.backgroundColor = .systemGroupedBackground
        me.tabBarItem.image = CatalogGlyphs.me
        let tab = UITabBarController()
        tab.viewControllers = [UINavigationController(rootViewController: chats),
                               UINavigationController(rootViewController: contacts),
                               UINavigationController(rootViewController: me)]
        return tab
    }

    public static func makeViewController() -> UIViewController { makeTabs(log: LifecycleLog()) }

    public static func run(_ script: any CatalogScript) {
        let log = LifecycleLog()
        let tab = makeTabs(log: log)
        func logLifecycle() { for line in log.take() { script.log("  " + line) } }

        script.step("Three tabs; only the first one's view loads")
        script.show(tab)
        script.settle()
        logLifecycle()
        script.snapshot(named: "1-first-tab")
        script.expect(tab.tabBar.frame.height == 49, "the tab bar is 49 pt tall")
        script.expect(tab.tabBar.descendantLabel(withText: "3") != nil, "the second tab shows its badge")

        script.step("Tapping the second tab: its view loads, then T2.viewWillAppear before the first tab's viewWillDisappear")
        script.beginFilmstrip(named: "tabbar-switch")
        if let point = tab.tabBar.centerOfLabel(withText: "通讯录") { script.tap(at: point) }
        script.settle()
        script.advance(by: 0.1)
        script.endFilmstrip()
        logLifecycle()
        script.snapshot(named: "2-second-tab")
        script.expect(tab.selectedIndex == 1, "the second tab is selected")

        script.step("Back to the first tab: no second viewDidLoad, the state kept")
        if let point = tab.tabBar.centerOfLabel(withText: "微信") { script.tap(at: point) }
        script.settle()
        logLifecycle()
        script.expect(tab.selectedIndex == 0, "the first tab is selected again")
    }
}
