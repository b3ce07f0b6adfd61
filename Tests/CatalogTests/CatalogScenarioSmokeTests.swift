import CatalogScenarios
import Testing
import UIKitTesting

/// Every scenario of `CatalogScenarios.all` runs its scripted interaction headlessly, in a fresh
/// `UITestHost`, and ends with all of its own expectations met (the right view hit, the drawer
/// open, the fling at rest where it said it would stop, …).
@MainActor @Suite struct CatalogScenarioSmokeTests {
    /// A `CatalogScript` over `UITestHost` that keeps the log and the pictures' names, and records
    /// a test issue for every expectation that does not hold.
    final class SmokeScript: CatalogScript {
        let host: UITestHost
        let scenario: String
        var lines: [String] = []
        var steps: [String] = []
        var snapshots: [String] = []

        /// A script for `scenario` on `host`: a fresh one, or a launched app's (the contacts
        /// app's drivers in `ContactsAppDelegateTests`).
        init(scenario: String, host: UITestHost = UITestHost()) {
            self.scenario = scenario
            self.host = host
        }

        var now: TimeInterval { host.now }
        func show(_ viewController: UIViewController) { host.show(viewController) }
        func tap(at point: CGPoint, count: Int) { host.tap(at: point, count: count) }
        func type(_ text: String) { host.type(text) }
        func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
            host.drag(from: start, to: end, duration: duration)
        }
        func longPress(at point: CGPoint, duration: TimeInterval) { host.longPress(at: point, duration: duration) }
        func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval) {
            host.pinch(center: center, from: startDistance, to: endDistance, duration: duration)
        }
        func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval) {
            host.rotate(center: center, radius: radius, by: angle, duration: duration)
        }
        func advance(by seconds: TimeInterval) { host.advance(by: seconds) }
        @discardableResult func settle() -> Int { host.settle() }
        func snapshot(named name: String) {
            let image = host.snapshot()
            #expect(image.size == host.window.bounds.size, "\(scenario): picture \(name)")
            snapshots.append(name)
        }
        /// The filmstrip being recorded and how many frames it has seen.
        var filmstrip: (name: String, frames: Int)?
        func beginFilmstrip(named name: String) {
            #expect(filmstrip == nil, "\(scenario): filmstrip \(name) begins while \(filmstrip?.name ?? "") records")
            filmstrip = (name, 0)
            host.afterEachFrame = { [unowned self] _ in self.filmstrip?.frames += 1 }
        }
        func endFilmstrip() {
            host.afterEachFrame = nil
            guard let (name, frames) = filmstrip else {
                Issue.record("\(scenario): endFilmstrip() without a filmstrip")
                return
            }
            #expect(frames >= 6, "\(scenario): filmstrip \(name) has six frames to show (it saw \(frames))")
            snapshots.append("\(name)-filmstrip")
            filmstrip = nil
        }
        func step(_ title: String) { steps.append(title) }
        func log(_ line: String) { lines.append(line) }
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { Issue.record("\(scenario): expected \(message())") }
        }
    }

    @Test func everyScenarioRunsHeadlesslyAndMeetsItsExpectations() {
        #expect(!CatalogScenarios.all.isEmpty)
        var pictures: [String] = []
        for scenario in CatalogScenarios.all {
            let script = SmokeScript(scenario: scenario.title)
            scenario.run(script)
            #expect(!script.steps.isEmpty, "\(scenario.title): the script has at least one step")
            pictures += script.snapshots
        }
        #expect(Set(pictures).count == pictures.count, "pictures have names of their own: \(pictures)")
    }

    /// A scenario's host, application, window and controllers are freed once its run is over.
    @Test func everyScenarioLeavesNothingAliveOnceItsRunIsOver() {
        for scenario in CatalogScenarios.all {
            weak var host: UITestHost?, window: UIWindow?, controller: UIViewController?
            do {
                let script = SmokeScript(scenario: scenario.title)
                scenario.run(script)
                host = script.host
                window = script.host.window
                controller = script.host.window.rootViewController
                #expect(controller != nil, "\(scenario.title) shows a controller")
            }
            _ = UITestHost()   // the scenario's runtime is no longer current
            #expect(host == nil, "\(scenario.title): host")
            #expect(window == nil, "\(scenario.title): window")
            #expect(controller == nil, "\(scenario.title): controller")
        }
    }

    @Test func everyScenarioHasItsOwnTitleAndASeedFromTheList() {
        #expect(Set(CatalogScenarios.all.map { $0.title }).count == CatalogScenarios.all.count)
        for scenario in CatalogScenarios.all {
            if let seed = scenario.seed { #expect(["000", "001", "002", "003", "004"].contains(seed), "\(scenario.title)") }
        }
    }

    @Test func everyScenarioMakesAFreshViewControllerThatShowsWithoutAScript() {
        for scenario in CatalogScenarios.all {
            let host = UITestHost()
            let first = scenario.makeViewController(), second = scenario.makeViewController()
            #expect(first !== second, "\(scenario.title)")
            host.show(first)
            host.settle()
            #expect(first.view.window === host.window, "\(scenario.title)")
        }
    }
}
