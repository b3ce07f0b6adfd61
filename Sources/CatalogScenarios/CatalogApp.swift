import UIKit

/// The Catalog as an app in a window: a tab bar controller with two tabs, "教程 · Tutorials" and
/// "组件 · Components" (`CatalogSection.Tab`), each a navigation controller over a
/// `CatalogListViewController` that lists the tab's scenarios in one table section per
/// `CatalogSection`. Selecting one opens its `makeViewController()` in a
/// `CatalogScreenViewController` with its explanation: pushed (the tab bar hides), or presented
/// full screen when it is a navigation controller itself (which cannot be pushed), with a
/// "Catalog" item to come back. Escape comes back to the list from anywhere (a key command at the
/// end of the responder chain). `--scenario NAME` (a title or type name; `make demo
/// SCENARIO=NAME`) opens one at launch.
/// `make demo` starts it with `UIApplicationMain`; `CatalogAppTests` and the headless tour with
/// `UITestHost(launching:)`.
public final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    /// The window's root: the two tabs.
    public var tabBarController: UITabBarController? { window?.rootViewController as? UITabBarController }

    public func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let tabs = UITabBarController()
        tabs.viewControllers = [Self.makeTab(.tutorials, image: CatalogGlyphs.tutorials),
                                Self.makeTab(.components, image: CatalogGlyphs.components)]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        print("Catalog: \(CatalogScenarios.all.count) scenarios; tap one, Escape comes back to the list.")
        openScenario(fromArguments: CommandLine.arguments)
        return true
    }

    /// `--scenario NAME` among `arguments`: opens the scenario named so (without animation), or
    /// prints the names there are. Returns whether one opened.
    @discardableResult
    func openScenario(fromArguments arguments: [String]) -> Bool {
        guard let index = arguments.firstIndex(of: "--scenario"), index + 1 < arguments.count else { return false }
        let name = arguments[index + 1]
        guard let scenario = CatalogScenarios.named(name) else {
            print("Catalog: no scenario named \"\(name)\"; the scenarios are: "
                  + CatalogScenarios.all.map { $0.title }.joined(separator: ", "))
            return false
        }
        open(scenario, animated: false)
        return true
    }

    /// A tab: a navigation controller over the tab's list, its item titled and drawn.
    private static func makeTab(_ tab: CatalogSection.Tab, image: UIImage) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: CatalogListViewController(tab: tab))
        navigation.tabBarItem = UITabBarItem(title: tab.title, image: image, selectedImage: nil)
        return navigation
    }

    public func applicationDidEnterBackground(_ application: UIApplication) {
        print("Catalog: applicationDidEnterBackground")
        ContactsAppDelegate.saveState()
    }

    public func applicationWillTerminate(_ application: UIApplication) {
        print("Catalog: applicationWillTerminate")
        ContactsAppDelegate.saveState()
    }

    /// The list of `tab`, once launched.
    func list(of tab: CatalogSection.Tab) -> CatalogListViewController? {
        tabBarController?.viewControllers?.lazy
            .compactMap { ($0 as? UINavigationController)?.viewControllers.first as? CatalogListViewController }
            .first { $0.tab == tab }
    }

    /// Selects the tab that lists `scenario` and opens it there, as selecting its row does.
    public func open(_ scenario: any CatalogScenario.Type, animated: Bool = true) {
        guard let tabs = tabBarController, let list = list(of: scenario.section.tab),
              let navigation = list.navigationController else { return }
        tabs.selectedViewController = navigation
        list.loadViewIfNeeded()
        list.open(scenario, animated: animated)
    }

    /// Selects `tab`, as tapping its tab bar item does (`selectedViewController`).
    public func select(_ tab: CatalogSection.Tab) {
        guard let navigation = list(of: tab)?.navigationController else { return }
        tabBarController?.selectedViewController = navigation
    }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.backToList)]
    }

    /// Comes back to the selected tab's list: dismisses a presented scenario and pops a pushed one.
    public func backToList() {
        guard let tabs = tabBarController else { return }
        print("Catalog: back to the list")
        if tabs.presentedViewController != nil {
            tabs.dismiss(animated: true)
        }
        (tabs.selectedViewController as? UINavigationController)?.popToRootViewController(animated: true)
    }
}
