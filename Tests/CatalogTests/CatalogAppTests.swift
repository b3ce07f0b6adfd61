import Testing
@testable import CatalogScenarios
import UIKitTesting

/// The Catalog as an app, launched as `make demo` launches it in a window.
@MainActor @Suite struct CatalogAppTests {
    @Test func itLaunchesToTheListOfEveryScenario() {
        let host = UITestHost(launching: CatalogAppDelegate.self)
        let navigation = host.window.rootViewController as? UINavigationController
        #expect(navigation?.topViewController is CatalogListViewController)
        for scenario in CatalogScenarios.all.prefix(6) {
            #expect(host.window.descendantLabel(withText: scenario.title) != nil, "no row for \(scenario.title)")
        }
    }

    @Test func tappingARowPushesItsScreenAndEscapeComesBack() {
        let host = UITestHost(launching: CatalogAppDelegate.self)
        let navigation = host.window.rootViewController as? UINavigationController
        guard let point = host.window.centerOfLabel(withText: ViewsAndTransformsScenario.title) else {
            Issue.record("no row for the views scenario")
            return
        }
        host.tap(at: point)
        host.settle()
        #expect(navigation?.viewControllers.count == 2)
        #expect(navigation?.topViewController?.title == ViewsAndTransformsScenario.title)
        host.press(.keyboardEscape)
        host.settle()
        #expect(navigation?.viewControllers.count == 1)
    }

    @Test func aNavigationControllerScenarioIsPresentedAndEscapeDismissesIt() {
        let host = UITestHost(launching: CatalogAppDelegate.self)
        let navigation = host.window.rootViewController as? UINavigationController
        guard let point = host.window.centerOfLabel(withText: NavigationStackScenario.title) else {
            Issue.record("no row for the navigation scenario")
            return
        }
        host.tap(at: point)
        host.settle()
        #expect(navigation?.presentedViewController is UINavigationController)
        host.press(.keyboardEscape)
        host.settle()
        #expect(navigation?.presentedViewController == nil)
    }

    @Test func aPresentedScenarioHasACatalogItemThatDismissesIt() {
        let host = UITestHost(launching: CatalogAppDelegate.self)
        let navigation = host.window.rootViewController as? UINavigationController
        guard let row = host.window.centerOfLabel(withText: NavigationStackScenario.title) else {
            Issue.record("no row for the navigation scenario")
            return
        }
        host.tap(at: row)
        host.settle()
        guard let item = host.window.centerOfLabel(withText: "Catalog") else {
            Issue.record("no Catalog item on the presented scenario's bar")
            return
        }
        host.tap(at: item)
        host.settle()
        #expect(navigation?.presentedViewController == nil)
    }
}
