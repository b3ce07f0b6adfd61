import UIKit

/// One tab of the Catalog: a table (inset grouped, as Settings lists its panes) of the scenarios
/// listed under the tab, one table section per `CatalogSection` that has scenarios, headed by
/// `section.title`, in the order of `CatalogScenarios.all`. Selecting a row opens the scenario in
/// a `CatalogScreenViewController`: pushed with the tab bar hidden, or presented full screen when
/// the scenario's controller is a navigation controller (which cannot be pushed).
final class CatalogListViewController: UITableViewController {
    static let cellIdentifier = "Scenario"

    /// The tab this list shows.
    let tab: CatalogSection.Tab
    /// The sections of the tab that have scenarios, each with its scenarios in the Catalog's order.
    let sections: [(section: CatalogSection, scenarios: [any CatalogScenario.Type])]

    init(tab: CatalogSection.Tab, scenarios: [any CatalogScenario.Type] = CatalogScenarios.all) {
        self.tab = tab
        sections = CatalogSection.allCases.filter { $0.tab == tab }.compactMap { section in
            let listed = scenarios.filter { $0.section == section }
            return listed.isEmpty ? nil : (section, listed)
        }
        super.init(style: .insetGrouped)
        title = tab.title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        if sections.isEmpty {
            let empty = UILabel()
            empty.text = "暂无 · Nothing here yet"
            empty.textColor = .secondaryLabel
            empty.textAlignment = .center
            tableView.backgroundView = empty
        }
    }

    /// The scenario at `indexPath`.
    func scenario(at indexPath: IndexPath) -> any CatalogScenario.Type {
        sections[indexPath.section].scenarios[indexPath.row]
    }

    /// Where `scenario` is listed, if this tab lists it.
    func indexPath(of scenario: any CatalogScenario.Type) -> IndexPath? {
        for (s, entry) in sections.enumerated() {
            if let row = entry.scenarios.firstIndex(where: { $0 == scenario }) { return IndexPath(row: row, section: s) }
        }
        return nil
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].scenarios.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].section.title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = scenario(at: indexPath).title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        open(scenario(at: indexPath))
    }

    /// Opens `scenario` in a `CatalogScreenViewController` with its explanation: pushed, or
    /// presented full screen over the tab bar controller when its controller is a navigation
    /// controller, with a "Catalog" item on its first screen that comes back.
    func open(_ scenario: any CatalogScenario.Type, animated: Bool = true) {
        print("Catalog: opening \(scenario.title)")
        let content = scenario.makeViewController()
        let screen = CatalogScreenViewController(scenario: scenario, content: content)
        if let navigation = content as? UINavigationController {
            if let root = navigation.viewControllers.first, root.navigationItem.leftBarButtonItem == nil {
                // The action's title is the item's: a primary action's title and image take
                // precedence over the initializer's (UIKit's documentation of the initializer).
                root.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Catalog") { [weak screen] _ in
                    screen?.presentingViewController?.dismiss(animated: true)
                })
            }
            screen.modalPresentationStyle = .fullScreen
            (tabBarController ?? self).present(screen, animated: animated)
        } else {
            screen.hidesBottomBarWhenPushed = true
            navigationController?.pushViewController(screen, animated: animated)
        }
    }
}
