import Testing
@testable import CatalogScenarios
import UIKitTesting

/// The Catalog as an app, launched as `make demo` launches it in a window: two tabs, each a list
/// of its scenarios in sections, a scenario opened with its explanation, Escape and the
/// "Catalog" item coming back.
@MainActor @Suite struct CatalogAppTests {
    /// The launched app: its host, delegate and tab bar controller.
    @MainActor struct App {
        let host = UITestHost(launching: CatalogAppDelegate.self)
        var delegate: CatalogAppDelegate { UIApplication.shared.delegate as! CatalogAppDelegate }
        var tabs: UITabBarController { host.window.rootViewController as! UITabBarController }
        var selectedNavigation: UINavigationController { tabs.selectedViewController as! UINavigationController }

        func list(_ tab: CatalogSection.Tab) -> CatalogListViewController { delegate.list(of: tab)! }

        /// Taps the tab bar item titled `tab.title`.
        func tapTab(_ tab: CatalogSection.Tab) {
            guard let label = tabs.tabBar.descendantLabel(withText: tab.title) else {
                Issue.record("no tab bar item titled \(tab.title)")
                return
            }
            host.tap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil))
            host.settle()
        }

        /// Scrolls the selected list to `scenario`'s row and taps its title.
        func tapRow(of scenario: any CatalogScenario.Type) {
            let list = list(scenario.section.tab)
            guard let indexPath = list.indexPath(of: scenario) else {
                Issue.record("\(scenario.title) is not listed under \(scenario.section.tab.title)")
                return
            }
            // Twice: the first scroll goes by estimated row heights, which the rows it shows correct.
            for _ in 0..<2 {
                list.tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
                host.settle()
            }
            guard let cell = list.tableView.cellForRow(at: indexPath),
                  let label = cell.descendantLabel(withText: scenario.title) else {
                Issue.record("no row showing \(scenario.title)")
                return
            }
            host.tap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil))
            host.settle()
        }
    }

    @Test func itLaunchesToTwoTabsTitledTutorialsAndComponentsWithImages() {
        let app = App()
        let items = app.tabs.viewControllers?.map { $0.tabBarItem } ?? []
        #expect(items.map { $0?.title } == ["教程 · Tutorials", "组件 · Components"])
        #expect(items.allSatisfy { $0?.image != nil })
        #expect(app.tabs.selectedIndex == 0)
        #expect(app.selectedNavigation.topViewController === app.list(.tutorials))
        #expect(app.tabs.tabBar.descendantLabel(withText: "教程 · Tutorials") != nil)
        #expect(app.tabs.tabBar.descendantLabel(withText: "组件 · Components") != nil)
    }

    @Test func eachTabListsEveryScenarioOfItsSectionsUnderTheSectionsTitles() {
        let app = App()
        var listed = 0
        for tab in [CatalogSection.Tab.tutorials, .components] {
            app.tapTab(tab)
            let list = app.list(tab)
            #expect(app.selectedNavigation.topViewController === list)
            let table = list.tableView!
            for (s, entry) in list.sections.enumerated() {
                #expect(entry.section.tab == tab)
                table.scrollToRow(at: IndexPath(row: 0, section: s), at: .middle, animated: false)
                app.host.settle()
                // UIKit upper-cases a grouped table's header titles.
                #expect(table.headerView(forSection: s)?.textLabel?.text == entry.section.title.uppercased())
                for (row, scenario) in entry.scenarios.enumerated() {
                    table.scrollToRow(at: IndexPath(row: row, section: s), at: .middle, animated: false)
                    app.host.settle()
                    #expect(table.cellForRow(at: IndexPath(row: row, section: s))?.descendantLabel(withText: scenario.title) != nil,
                            "\(scenario.title) shows in its row")
                    listed += 1
                }
            }
        }
        #expect(listed == CatalogScenarios.all.count, "every scenario is listed once")
        #expect(!app.list(.tutorials).sections.isEmpty)
    }

    @Test func aRowOfEachTabOpensItsScenarioWithItsExplanationAndEscapeComesBack() {
        let app = App()
        var opened = 0
        for tab in [CatalogSection.Tab.tutorials, .components] {
            guard let scenario = CatalogScenarios.all.first(where: {
                $0.section.tab == tab && !($0.makeViewController() is UINavigationController)
            }) else { continue }
            app.tapTab(tab)
            app.tapRow(of: scenario)
            let screen = app.selectedNavigation.topViewController as? CatalogScreenViewController
            #expect(screen?.scenario == scenario, "\(scenario.title) is pushed in its screen")
            #expect(screen?.title != nil)
            #expect(app.host.window.descendantLabel(withText: scenario.explanation.chinese) != nil)
            #expect(app.host.window.descendantLabel(withText: scenario.explanation.english) != nil)
            #expect(app.tabs.tabBar.window == nil || app.tabs.tabBar.isHidden || app.tabs.tabBar.frame.minY >= app.host.window.bounds.maxY,
                    "the tab bar hides for a pushed scenario")
            app.host.press(.keyboardEscape)
            app.host.settle()
            #expect(app.selectedNavigation.viewControllers.count == 1)
            #expect(app.tabs.tabBar.window != nil && !app.tabs.tabBar.isHidden, "the tab bar is back")
            opened += 1
        }
        #expect(opened >= 1)
    }

    @Test func tappingTheTabsSwitchesBetweenTheTwoLists() {
        let app = App()
        app.tapTab(.components)
        #expect(app.tabs.selectedIndex == 1)
        #expect(app.list(.components).view.window != nil)
        #expect(app.list(.tutorials).view.window == nil)
        app.tapTab(.tutorials)
        #expect(app.tabs.selectedIndex == 0)
        #expect(app.list(.tutorials).view.window != nil)
    }

    @Test func aNavigationControllerScenarioIsPresentedFullScreenAndEscapeDismissesIt() {
        let app = App()
        app.tapRow(of: NavigationStackScenario.self)
        let screen = app.tabs.presentedViewController as? CatalogScreenViewController
        #expect(screen?.content is UINavigationController)
        #expect(screen?.modalPresentationStyle == .fullScreen)
        #expect(app.host.window.descendantLabel(withText: NavigationStackScenario.explanation.english) != nil)
        app.host.press(.keyboardEscape)
        app.host.settle()
        #expect(app.tabs.presentedViewController == nil)
    }

    @Test func aPresentedScenarioHasACatalogItemThatDismissesIt() {
        let app = App()
        app.tapRow(of: NavigationStackScenario.self)
        guard let item = app.host.window.centerOfLabel(withText: "Catalog") else {
            Issue.record("no Catalog item on the presented scenario's bar")
            return
        }
        app.host.tap(at: item)
        app.host.settle()
        #expect(app.tabs.presentedViewController == nil)
        #expect(app.list(.tutorials).view.window != nil)
    }

    @Test func openingAScenarioFromTheDelegateSelectsItsTab() {
        let app = App()
        app.delegate.select(.components)
        app.host.settle()
        app.delegate.open(ViewsAndTransformsScenario.self, animated: false)
        app.host.settle()
        #expect(app.tabs.selectedIndex == 0)
        #expect((app.selectedNavigation.topViewController as? CatalogScreenViewController)?.scenario == ViewsAndTransformsScenario.self)
    }

    @Test func theScenarioArgumentOpensItsScreenAtLaunchAndAnUnknownNameOpensNothing() {
        let app = App()
        #expect(!app.delegate.openScenario(fromArguments: ["Catalog", "--scenario", "no such screen"]))
        #expect(!app.delegate.openScenario(fromArguments: ["Catalog"]))
        #expect(app.selectedNavigation.viewControllers.count == 1)
        #expect(app.delegate.openScenario(fromArguments: ["Catalog", "--scenario", "contacts"]))
        app.host.settle()
        #expect((app.selectedNavigation.topViewController as? CatalogScreenViewController)?.scenario == ContactsScenario.self)
        app.host.press(.keyboardEscape)
        app.host.settle()
        #expect(app.delegate.openScenario(fromArguments: ["Catalog", "--scenario", "NavigationStack"]))
        app.host.settle()
        #expect((app.tabs.presentedViewController as? CatalogScreenViewController)?.scenario == NavigationStackScenario.self)
    }

    @Test func anOpenedUsedAndClosedScenarioScreenIsFreed() {
        let app = App()
        for scenario in [ViewsAndTransformsScenario.self, NavigationStackScenario.self] as [any CatalogScenario.Type] {
            weak var screen: CatalogScreenViewController?
            weak var content: UIViewController?
            do {
                app.tapRow(of: scenario)
                let opened = (app.tabs.presentedViewController ?? app.selectedNavigation.topViewController) as? CatalogScreenViewController
                #expect(opened != nil, "\(scenario.title) opened")
                screen = opened
                content = opened?.content
                if let button = opened?.panel.toggleButton {
                    app.host.tap(button)   // used: the explanation collapsed and opened again
                    app.host.settle()
                    app.host.tap(button)
                    app.host.settle()
                }
                app.host.press(.keyboardEscape)
                app.host.settle()
            }
            #expect(screen == nil, "\(scenario.title): the screen is freed")
            #expect(content == nil, "\(scenario.title): the scenario's controller is freed")
        }
    }

    @Test func openingAndClosingScenariosOverAndOverKeepsTheControllerCountFlat() {
        let app = App()
        weak var last: CatalogScreenViewController?
        for _ in 0..<leakCycles(default: 5) {
            #expect(last == nil)
            app.tapRow(of: ViewsAndTransformsScenario.self)
            last = app.selectedNavigation.topViewController as? CatalogScreenViewController
            #expect(last != nil)
            app.host.press(.keyboardEscape)
            app.host.settle()
            #expect(app.selectedNavigation.viewControllers.count == 1)
        }
        #expect(last == nil)
    }
}
