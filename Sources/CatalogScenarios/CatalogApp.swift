import UIKit

/// The Catalog as an app in a window: a list of the scenarios in a navigation controller;
/// tapping one shows its `makeViewController()` — pushed, or presented full screen when it is a
/// navigation controller itself (which cannot be pushed) with a "Catalog" item to come back.
/// Escape comes back to the list from anywhere (a key command at the end of the responder chain).
/// `--scenario NAME` (a title or type name; `make demo SCENARIO=NAME`) opens one at launch.
/// `make demo` starts it with `UIApplicationMain`; `CatalogAppTests` with `UITestHost(launching:)`.
public final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let list = CatalogListViewController()
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        self.window = window
        print("Catalog: \(CatalogScenarios.all.count) scenarios; tap one, Escape comes back to the list.")
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--scenario"), index + 1 < arguments.count {
            let name = arguments[index + 1]
            if let scenario = CatalogScenarios.named(name) {
                list.loadViewIfNeeded()
                list.open(scenario, animated: false)
            } else {
                print("Catalog: no scenario named \"\(name)\"; the scenarios are: "
                      + CatalogScenarios.all.map { $0.title }.joined(separator: ", "))
            }
        }
        return true
    }

    public func applicationDidEnterBackground(_ application: UIApplication) {
        ContactsAppDelegate.saveState()
    }

    public func applicationWillTerminate(_ application: UIApplication) {
        print("Catalog: applicationWillTerminate")
        ContactsAppDelegate.saveState()
    }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.backToList)]
    }

    func backToList() {
        guard let navigation = window?.rootViewController as? UINavigationController else { return }
        print("Catalog: back to the list")
        if navigation.presentedViewController != nil {
            navigation.dismiss(animated: true)
        }
        navigation.popToRootViewController(animated: true)
    }
}

/// The list of scenarios: one row per scenario, its title and the tutorial it comes from.
final class CatalogListViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rockhopper Catalog"
        view.backgroundColor = .systemGroupedBackground
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
        ])
        for (index, scenario) in CatalogScenarios.all.enumerated() {
            stack.addArrangedSubview(row(for: scenario, index: index))
        }
    }

    private func row(for scenario: any CatalogScenario.Type, index: Int) -> UIView {
        let button = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.open(scenario) })
        button.backgroundColor = .white
        button.contentHorizontalAlignment = .leading
        button.setTitle(scenario.title, for: .normal)
        button.setTitleColor(.label, for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 15)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        return button
    }

    func open(_ scenario: any CatalogScenario.Type, animated: Bool = true) {
        print("Catalog: opening \(scenario.title)")
        let controller = scenario.makeViewController()
        if let navigation = controller as? UINavigationController {
            if let root = navigation.viewControllers.first, root.navigationItem.leftBarButtonItem == nil {
                // The action's title is the item's: a primary action's title and image take
                // precedence over the initializer's (UIKit's documentation of the initializer).
                root.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Catalog") { [weak navigation] _ in
                    navigation?.dismiss(animated: true)
                })
            }
            navigation.modalPresentationStyle = .fullScreen
            present(navigation, animated: animated)
        } else {
            if controller.title == nil { controller.title = scenario.title }
            navigationController?.pushViewController(controller, animated: animated)
        }
    }
}
