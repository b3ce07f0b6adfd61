import Testing
@testable import CatalogScenarios
import UIKitTesting

@MainActor @Suite struct CatalogScreenViewControllerTests {
    /// A controller that records its containment callbacks.
    final class Child: UIViewController {
        var calls: [String] = []
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("viewDidAppear")
        }
    }

    @Test func theScenariosControllerIsAChildAboveTheExplanation() {
        let host = UITestHost()
        let child = Child()
        let screen = CatalogScreenViewController(scenario: ViewsAndTransformsScenario.self, content: child)
        host.show(screen)
        host.settle()
        #expect(child.parent === screen)
        #expect(child.view.superview === screen.view)
        #expect(child.calls == ["willMove(parent)", "didMove(parent)", "viewDidAppear"])
        #expect(screen.panel.superview === screen.view)
        #expect(screen.panel.frame.maxY == screen.view.bounds.maxY)
        #expect(child.view.frame.minY == 0)
        #expect(child.view.frame.maxY == screen.panel.frame.minY, "nothing of the scenario is under the panel")
        #expect(child.view.safeAreaInsets.bottom == 0)
        #expect(host.window.descendantLabel(withText: ViewsAndTransformsScenario.explanation.chinese) != nil)
        #expect(host.window.descendantLabel(withText: ViewsAndTransformsScenario.explanation.english) != nil)
        #expect(screen.title == ViewsAndTransformsScenario.title)
    }

    @Test func theHideButtonCollapsesTheExplanationAndTheScenarioGrowsThenShowOpensIt() {
        let host = UITestHost()
        let child = Child()
        let screen = CatalogScreenViewController(scenario: ViewsAndTransformsScenario.self, content: child)
        host.show(screen)
        host.settle()
        let openHeight = child.view.frame.height
        guard let hide = host.window.centerOfLabel(withText: "收起 · Hide") else {
            Issue.record("no Hide button")
            return
        }
        host.tap(at: hide)
        host.advance(by: 0.15)
        let midway = child.view.layer.presentation()?.frame.height ?? child.view.frame.height
        host.settle()
        #expect(screen.isExplanationCollapsed)
        #expect(screen.panel.frame.height == CatalogExplanationPanel.titleHeight + screen.view.safeAreaInsets.bottom)
        #expect(child.view.frame.height > openHeight)
        #expect(midway > openHeight && midway < child.view.frame.height, "the change is animated (\(midway))")
        #expect(host.window.descendantLabel(withText: ViewsAndTransformsScenario.explanation.english) == nil)
        guard let show = host.window.centerOfLabel(withText: "展开 · Show") else {
            Issue.record("no Show button")
            return
        }
        host.tap(at: show)
        host.settle()
        #expect(!screen.isExplanationCollapsed)
        #expect(child.view.frame.height == openHeight)
        #expect(host.window.descendantLabel(withText: ViewsAndTransformsScenario.explanation.english) != nil)
    }

    @Test func aNavigationControllerChildKeepsItsBarUnderTheStatusBar() {
        let host = UITestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.viewControllers[0].title = "Inside"
        let screen = CatalogScreenViewController(scenario: NavigationStackScenario.self, content: navigation)
        host.show(screen)
        host.settle()
        #expect(navigation.navigationBar.frame.minY == host.window.safeAreaInsets.top)
        #expect(host.window.descendantLabel(withText: "Inside") != nil)
        #expect(navigation.view.frame.maxY == screen.panel.frame.minY)
    }

    @Test func theScreenAndItsChildAreFreedOnceGone() {
        weak var screen: CatalogScreenViewController?
        weak var child: UIViewController?
        do {
            let host = UITestHost()
            let made = CatalogScreenViewController(scenario: ViewsAndTransformsScenario.self, content: Child())
            screen = made
            child = made.content
            host.show(made)
            host.settle()
            host.tap(made.panel.toggleButton)
            host.settle()
            host.show(UIViewController())
            host.settle()
        }
        _ = UITestHost()
        #expect(screen == nil)
        #expect(child == nil)
    }
}
