import Testing
@testable import CatalogScenarios
import UIKitTesting

/// A scenario of the Components tab, made for these tests (the list takes its scenarios).
@MainActor enum ListTestSwitchScenario: CatalogScenario {
    static let title = "A switch (test)"
    static let section = CatalogSection.controls
    static let explanation = CatalogExplanation(chinese: "开关的说明。", english: "What a switch does.")
    static func makeViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31)))
        return controller
    }
    static func run(_ script: any CatalogScript) { script.step("unused") }
}

/// A navigation-controller scenario of the Lists section, made for these tests.
@MainActor enum ListTestTableScenario: CatalogScenario {
    static let title = "A table in its navigation controller (test)"
    static let section = CatalogSection.lists
    static let explanation = CatalogExplanation(chinese: "表格的说明。", english: "What a table does.")
    static func makeViewController() -> UIViewController {
        let root = UITableViewController(style: .plain)
        root.title = "Table"
        return UINavigationController(rootViewController: root)
    }
    static func run(_ script: any CatalogScript) { script.step("unused") }
}

@MainActor @Suite struct CatalogListViewControllerTests {
    let scenarios: [any CatalogScenario.Type] = [ListTestTableScenario.self, ViewsAndTransformsScenario.self, ListTestSwitchScenario.self]

    @Test func itListsOnlyItsTabsSectionsThatHaveScenariosInTheSectionsOrder() {
        let components = CatalogListViewController(tab: .components, scenarios: scenarios)
        #expect(components.sections.map { $0.section } == [.controls, .lists])
        #expect(components.title == "组件 · Components")
        let tutorials = CatalogListViewController(tab: .tutorials, scenarios: scenarios)
        #expect(tutorials.sections.map { $0.section } == [.seed004])
        #expect(tutorials.indexPath(of: ViewsAndTransformsScenario.self) == IndexPath(row: 0, section: 0))
        #expect(tutorials.indexPath(of: ListTestSwitchScenario.self) == nil)
    }

    @Test func itShowsAnInsetGroupedTableWithTheSectionTitlesAndTheScenarioTitles() {
        let host = UITestHost()
        let list = CatalogListViewController(tab: .components, scenarios: scenarios)
        host.show(UINavigationController(rootViewController: list))
        host.settle()
        #expect(list.tableView.style == .insetGrouped)
        // UIKit upper-cases a grouped table's header titles.
        #expect(list.tableView.headerView(forSection: 0)?.textLabel?.text == CatalogSection.controls.title.uppercased())
        #expect(list.tableView.headerView(forSection: 1)?.textLabel?.text == CatalogSection.lists.title.uppercased())
        #expect(host.window.descendantLabel(withText: ListTestSwitchScenario.title) != nil)
        #expect(host.window.descendantLabel(withText: ListTestTableScenario.title) != nil)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .disclosureIndicator)
    }

    @Test func aTabWithoutScenariosSaysSo() {
        let host = UITestHost()
        let list = CatalogListViewController(tab: .components, scenarios: [ViewsAndTransformsScenario.self])
        host.show(UINavigationController(rootViewController: list))
        host.settle()
        #expect(list.numberOfSections(in: list.tableView) == 0)
        #expect(host.window.descendantLabel(withText: "暂无 · Nothing here yet") != nil)
    }

    @Test func tappingARowPushesTheScenarioInItsScreenWithItsExplanation() {
        let host = UITestHost()
        let list = CatalogListViewController(tab: .components, scenarios: scenarios)
        let navigation = UINavigationController(rootViewController: list)
        host.show(navigation)
        host.settle()
        guard let row = host.window.centerOfLabel(withText: ListTestSwitchScenario.title) else {
            Issue.record("no row for the switch")
            return
        }
        host.tap(at: row)
        host.settle()
        let screen = navigation.topViewController as? CatalogScreenViewController
        #expect(screen?.scenario == ListTestSwitchScenario.self)
        #expect(screen?.hidesBottomBarWhenPushed == true)
        #expect(screen?.title == ListTestSwitchScenario.title, "an untitled controller's screen takes the scenario's title")
        #expect(host.window.descendantLabel(withText: "开关的说明。") != nil)
        #expect(host.window.descendantLabel(withText: "What a switch does.") != nil)
        #expect(list.tableView.indexPathForSelectedRow == nil, "the row is deselected")
    }

    @Test func aNavigationControllerScenarioIsPresentedWithACatalogItemThatComesBack() {
        let host = UITestHost()
        let list = CatalogListViewController(tab: .components, scenarios: scenarios)
        let navigation = UINavigationController(rootViewController: list)
        host.show(navigation)
        host.settle()
        guard let row = host.window.centerOfLabel(withText: ListTestTableScenario.title) else {
            Issue.record("no row for the table")
            return
        }
        host.tap(at: row)
        host.settle()
        let screen = navigation.presentedViewController as? CatalogScreenViewController
        #expect(screen?.scenario == ListTestTableScenario.self)
        #expect(host.window.descendantLabel(withText: "Table") != nil, "the scenario's own bar shows")
        guard let item = host.window.centerOfLabel(withText: "Catalog") else {
            Issue.record("no Catalog item")
            return
        }
        host.tap(at: item)
        host.settle()
        #expect(navigation.presentedViewController == nil)
    }
}
