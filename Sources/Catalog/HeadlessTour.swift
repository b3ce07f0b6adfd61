import CatalogScenarios
import UIKitTesting

/// The Catalog's headless tour: each scenario in a fresh `UITestHost`, on its virtual clock,
/// steps numbered across the tour, lines printed, pictures written as PNG files at the screen's
/// scale to `catalog-screens/`.
///
/// This is the only file of the Catalog that uses UIKitTesting; the scenarios use UIKit alone.
@MainActor
final class HeadlessTour: CatalogScript {
    static let folder = "catalog-screens"

    /// Runs `scenarios` in order, each with a fresh host, and prints the total virtual time and
    /// any expectation that did not hold. Exits with status 1 if one did not.
    static func run(_ scenarios: [any CatalogScenario.Type]) {
        print("Rockhopper Catalog — UIKit on Linux, headless run on the virtual clock")
        var steps = 0
        var time: TimeInterval = 0
        var failures = 0
        for scenario in scenarios {
            let tour = HeadlessTour(firstStep: steps + 1)
            scenario.run(tour)
            steps = tour.nextStep - 1
            time += tour.now
            failures += tour.failures
        }
        print("\nDone: \(scenarios.count) scenarios in \(String(format: "%.3f", time)) s of virtual time.")
        if failures > 0 {
            print("\(failures) expectation(s) did not hold.")
            exit(1)
        }
    }

    let host = UITestHost()
    private(set) var nextStep: Int
    private(set) var failures = 0

    init(firstStep: Int) {
        nextStep = firstStep
    }

    var now: TimeInterval { host.now }
    func show(_ viewController: UIViewController) { host.show(viewController) }
    func tap(at point: CGPoint, count: Int) { host.tap(at: point, count: count) }
    func type(_ text: String) { host.type(text) }
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        host.drag(from: start, to: end, duration: duration)
    }
    func advance(by seconds: TimeInterval) { host.advance(by: seconds) }
    @discardableResult func settle() -> Int { host.settle() }

    func snapshot(named name: String) {
        guard let data = host.snapshot().pngData() else { return log("could not draw \(name)") }
        try? FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
        let path = "\(Self.folder)/\(name).png"
        if FileManager.default.createFile(atPath: path, contents: data) {
            log("wrote \(path)")
        } else {
            log("could not write \(path)")
        }
    }

    func step(_ title: String) {
        print("\n\(nextStep). \(title)")
        nextStep += 1
    }

    func log(_ line: String) { print("  \(line)") }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        failures += 1
        print("  ✗ expected: \(message())")
    }
}
