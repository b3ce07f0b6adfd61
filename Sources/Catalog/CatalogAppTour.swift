import CatalogScenarios
import UIKitTesting

/// The first part of the headless tour: the Catalog app itself, launched as in a window
/// (`UITestHost(launching: CatalogAppDelegate.self)`): the Tutorials tab, a switch to the
/// Components tab, a scenario opened from its row with its explanation, the explanation hidden,
/// Escape back to the list; then every scenario opened in the app, one picture each with its
/// explanation panel.
@MainActor enum CatalogAppTour {
    /// The picture name of `scenario` opened in the app: "catalog-" and its type name without
    /// "Scenario".
    static func screenPicture(of scenario: any CatalogScenario.Type) -> String {
        var name = String(describing: scenario)
        if name.hasSuffix("Scenario") { name.removeLast("Scenario".count) }
        return "catalog-\(name)"
    }

    /// Drives the app in `tour` (whose host launched `CatalogAppDelegate`).
    static func run(_ tour: HeadlessTour, scenarios: [any CatalogScenario.Type]) {
        let host = tour.host
        guard let delegate = UIApplication.shared.delegate as? CatalogAppDelegate,
              let tabs = delegate.tabBarController else {
            tour.expect(false, "the Catalog app launched with its tab bar controller")
            return
        }
        tour.step("The Catalog app: \"教程 · Tutorials\" lists the seed tutorials' scenarios by seed")
        host.settle()
        tour.snapshot(named: "catalog-tutorials")

        tour.step("Tapping \"组件 · Components\" in the tab bar")
        tour.beginFilmstrip(named: "catalog-tab-switch")
        tapLabel("组件 · Components", in: tabs.tabBar, tour: tour)
        host.settle()
        tour.endFilmstrip()
        tour.expect(tabs.selectedIndex == 1, "the Components tab is selected")
        tour.snapshot(named: "catalog-components")
        tapLabel("教程 · Tutorials", in: tabs.tabBar, tour: tour)
        host.settle()
        tour.expect(tabs.selectedIndex == 0, "the Tutorials tab is selected again")

        // The views scenario shows the most at a glance; else the first pushed tutorial.
        let pushed = scenarios.filter { $0.section.tab == .tutorials && !($0.makeViewController() is UINavigationController) }
        if let scenario = pushed.first(where: { $0 == ViewsAndTransformsScenario.self }) ?? pushed.first {
            tour.step("Scrolling the list to \"\(scenario.title)\"")
            tour.beginFilmstrip(named: "catalog-scroll")
            var drags = 0
            for _ in 0..<6 where !isTappable(scenario.title, in: host.window) {
                tour.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 250), duration: 0.5)
                host.settle()
                drags += 1
            }
            tour.endFilmstrip()
            tour.log("\(drags) drag(s) up brought the row between the bars")
            tour.step("Tapping \"\(scenario.title)\": its screen is pushed, the explanation under it")
            tour.beginFilmstrip(named: "catalog-open")
            tapLabel(scenario.title, in: host.window, tour: tour)
            host.settle()
            tour.endFilmstrip()
            let navigation = tabs.selectedViewController as? UINavigationController
            tour.expect(navigation?.viewControllers.count == 2, "the scenario's screen is pushed")
            tour.snapshot(named: "catalog-open-screen")

            tour.step("\"收起 · Hide\" collapses the explanation; the scenario takes the room")
            tour.beginFilmstrip(named: "catalog-explanation-hide")
            tapLabel("收起 · Hide", in: host.window, tour: tour)
            host.settle()
            tour.endFilmstrip()
            tour.expect(label("展开 · Show", in: host.window) != nil, "the button now says Show")
            tapLabel("展开 · Show", in: host.window, tour: tour)
            host.settle()

            tour.step("Escape comes back to the list")
            tour.beginFilmstrip(named: "catalog-escape")
            host.press(.keyboardEscape)
            host.settle()
            tour.endFilmstrip()
            tour.expect(navigation?.viewControllers.count == 1, "back at the list")
        }

        tour.step("Every scenario opened in the Catalog, with its explanation")
        for scenario in scenarios {
            delegate.open(scenario, animated: false)
            host.settle()
            tour.snapshot(named: screenPicture(of: scenario))
            delegate.backToList()
            host.settle()
        }
        tour.expect(tabs.presentedViewController == nil, "every scenario closed again")
    }

    /// The first visible label showing `text` under `view`.
    static func label(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text, !label.isHidden, label.alpha > 0.01 { return label }
        for subview in view.subviews where !subview.isHidden {
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    /// Whether a label showing `text` has its centre between the bars (below y 64, above the
    /// 49-pt tab bar), so a tap there reaches it.
    static func isTappable(_ text: String, in window: UIWindow) -> Bool {
        guard let found = label(text, in: window) else { return false }
        let center = found.convert(CGPoint(x: found.bounds.midX, y: found.bounds.midY), to: nil)
        return center.y > 64 + 10 && center.y < window.bounds.maxY - 49 - 10
    }

    /// Taps the centre of the label showing `text` under `view`, or says it is missing.
    static func tapLabel(_ text: String, in view: UIView, tour: HeadlessTour) {
        guard let found = label(text, in: view) else {
            tour.expect(false, "a label \"\(text)\" to tap")
            return
        }
        tour.tap(at: found.convert(CGPoint(x: found.bounds.midX, y: found.bounds.midY), to: nil))
    }
}
