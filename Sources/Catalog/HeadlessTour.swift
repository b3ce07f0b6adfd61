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
        write(host.snapshot(), named: name, what: nil)
    }

    /// Writes `image` as `catalog-screens/<name>.png` and logs it.
    private func write(_ image: UIImage, named name: String, what: String?) {
        guard let data = image.pngData() else { return log("could not draw \(name)") }
        try? FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
        let path = "\(Self.folder)/\(name).png"
        if FileManager.default.createFile(atPath: path, contents: data) {
            log("wrote \(path)" + (what.map { " (\($0))" } ?? ""))
        } else {
            log("could not write \(path)")
        }
    }

    /// The filmstrip being recorded: its name and every frame since it began, at 1 pixel per point.
    private var filmstrip: (name: String, frames: [CGImage])?

    func beginFilmstrip(named name: String) {
        if filmstrip != nil { endFilmstrip() }
        filmstrip = (name, [host.snapshotCGImage(scale: 1)])
        host.afterEachFrame = { [unowned self] host in
            self.filmstrip?.frames.append(host.snapshotCGImage(scale: 1))
        }
    }

    func endFilmstrip() {
        host.afterEachFrame = nil
        guard let (name, frames) = filmstrip else { return }
        filmstrip = nil
        let picked = HeadlessTour.evenlySpaced(6, of: frames)
        let size = host.window.bounds.size, gap: CGFloat = 8
        let stripSize = CGSize(width: CGFloat(picked.count) * (size.width + gap) - gap, height: size.height)
        let strip = UIGraphicsImageRenderer(size: stripSize).image { context in
            UIColor.darkGray.setFill()
            context.fill(CGRect(origin: .zero, size: stripSize))
            for (i, frame) in picked.enumerated() {
                UIImage(cgImage: frame).draw(in: CGRect(x: CGFloat(i) * (size.width + gap), y: 0,
                                                        width: size.width, height: size.height))
            }
        }
        write(strip, named: "\(name)-filmstrip", what: "filmstrip of \(frames.count) frames")
    }

    /// `count` of `items`, the first and the last among them, evenly spaced (all if fewer).
    static func evenlySpaced<T>(_ count: Int, of items: [T]) -> [T] {
        guard items.count > count, count > 1 else { return items }
        return (0..<count).map { items[$0 * (items.count - 1) / (count - 1)] }
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
