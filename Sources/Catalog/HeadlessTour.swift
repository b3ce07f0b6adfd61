import CatalogScenarios
import UIKitTesting

/// The Catalog's headless tour: first the Catalog app itself (`CatalogAppDelegate` launched with
/// `UITestHost(launching:)`: its two tabs, switching tabs, a scenario opened with its
/// explanation), then each scenario in a fresh `UITestHost`, on its virtual clock, steps
/// numbered across the tour, lines printed, pictures written as PNG files at the screen's scale
/// to `catalog-screens/`, and at the end `catalog-screens/index.html` (`TourIndex`) showing them
/// all, grouped by tab and section, with each scenario's explanation and log.
///
/// This is the only file of the Catalog that uses UIKitTesting; the scenarios use UIKit alone.
@MainActor
final class HeadlessTour: CatalogScript {
    static let folder = "catalog-screens"

    /// Runs the app's own tour and then `scenarios` in order, each with a fresh host, writes the
    /// index, and prints the total virtual time and any expectation that did not hold. Exits
    /// with status 1 if one did not.
    static func run(_ scenarios: [any CatalogScenario.Type]) {
        print("Rockhopper Catalog — UIKit on Linux, headless run on the virtual clock")
        var time: TimeInterval = 0
        var failures = 0
        let app = HeadlessTour(host: UITestHost(launching: CatalogAppDelegate.self), firstStep: 1)
        CatalogAppTour.run(app, scenarios: scenarios)
        var steps = app.nextStep - 1
        time += app.now
        failures += app.failures
        var entries: [TourIndex.Entry] = []
        for scenario in scenarios {
            let tour = HeadlessTour(host: UITestHost(), firstStep: steps + 1)
            scenario.run(tour)
            steps = tour.nextStep - 1
            time += tour.now
            failures += tour.failures
            entries.append(TourIndex.Entry(scenario: scenario, steps: tour.steps, failures: tour.failures))
        }
        let index = TourIndex(app: app.steps, entries: entries).html()
        let indexPath = "\(folder)/index.html"
        if FileManager.default.createFile(atPath: indexPath, contents: Data(index.utf8)) {
            print("\nWrote \(indexPath).")
        } else {
            print("\nCould not write \(indexPath).")
        }
        print("\nDone: \(scenarios.count) scenarios in \(String(format: "%.3f", time)) s of virtual time.")
        if failures > 0 {
            print("\(failures) expectation(s) did not hold.")
            exit(1)
        }
    }

    let host: UITestHost
    private(set) var nextStep: Int
    private(set) var failures = 0
    /// The run's steps as they happened: each with its log lines and the pictures written.
    private(set) var steps: [TourIndex.Step] = []

    init(host: UITestHost, firstStep: Int) {
        self.host = host
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
        write(host.snapshot(), named: name, what: nil, isFilmstrip: false)
    }

    /// Writes `image` as `catalog-screens/<name>.png`, logs it and lists it in the step.
    private func write(_ image: UIImage, named name: String, what: String?, isFilmstrip: Bool) {
        guard let data = image.pngData() else { return log("could not draw \(name)") }
        try? FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
        let path = "\(Self.folder)/\(name).png"
        if FileManager.default.createFile(atPath: path, contents: data) {
            log("wrote \(path)" + (what.map { " (\($0))" } ?? ""))
            if steps.isEmpty { steps.append(TourIndex.Step(number: nextStep, title: "")) }
            steps[steps.count - 1].pictures.append(TourIndex.Picture(file: "\(name).png", isFilmstrip: isFilmstrip))
        } else {
            log("could not write \(path)")
        }
    }

    /// The filmstrip being recorded: its name, the frames kept (every `stride`-th frame seen,
    /// the first among them), how many frames it has seen, and the last frame seen when it was
    /// not kept. Frames are the window's framebuffer at the screen's scale — what the compositor
    /// shows, presentation layers and all (`snapshotCGImage(scale: 1)` renders the model layer
    /// tree instead, so a transition's frames all looked finished). At most `maximumKept` are kept:
    /// past that every other one is dropped and the stride doubles, so a long settle costs
    /// bounded memory and the six picked stay evenly spaced.
    private var filmstrip: (name: String, frames: [CGImage], stride: Int, seen: Int, last: CGImage?)?
    private static let maximumKept = 24

    func beginFilmstrip(named name: String) {
        if filmstrip != nil { endFilmstrip() }
        filmstrip = (name, [host.snapshotCGImage()], 1, 1, nil)
        host.afterEachFrame = { [unowned self] host in self.recordFrame() }
    }

    private func recordFrame() {
        guard var strip = filmstrip else { return }
        let image = host.snapshotCGImage()
        if strip.seen % strip.stride == 0 {
            strip.frames.append(image)
            strip.last = nil
        } else {
            strip.last = image
        }
        strip.seen += 1
        if strip.frames.count > Self.maximumKept {
            strip.frames = Swift.stride(from: 0, to: strip.frames.count, by: 2).map { strip.frames[$0] }
            strip.stride *= 2
        }
        filmstrip = strip
    }

    func endFilmstrip() {
        host.afterEachFrame = nil
        guard let strip = filmstrip else { return }
        filmstrip = nil
        let picked = HeadlessTour.evenlySpaced(6, of: strip.frames + (strip.last.map { [$0] } ?? []))
        let size = host.window.bounds.size, gap: CGFloat = 8
        let scale = host.window.screen.scale
        let stripSize = CGSize(width: CGFloat(picked.count) * (size.width + gap) - gap, height: size.height)
        let image = UIGraphicsImageRenderer(size: stripSize).image { context in
            UIColor.darkGray.setFill()
            context.fill(CGRect(origin: .zero, size: stripSize))
            for (i, frame) in picked.enumerated() {
                UIImage(cgImage: frame, scale: scale, orientation: .up)
                    .draw(in: CGRect(x: CGFloat(i) * (size.width + gap), y: 0, width: size.width, height: size.height))
            }
        }
        write(image, named: "\(strip.name)-filmstrip", what: "filmstrip of \(strip.seen) frames", isFilmstrip: true)
    }

    /// `count` of `items`, the first and the last among them, evenly spaced (all if fewer).
    static func evenlySpaced<T>(_ count: Int, of items: [T]) -> [T] {
        guard items.count > count, count > 1 else { return items }
        return (0..<count).map { items[$0 * (items.count - 1) / (count - 1)] }
    }

    func step(_ title: String) {
        print("\n\(nextStep). \(title)")
        steps.append(TourIndex.Step(number: nextStep, title: title))
        nextStep += 1
    }

    func log(_ line: String) {
        print("  \(line)")
        if steps.isEmpty { steps.append(TourIndex.Step(number: nextStep, title: "")) }
        steps[steps.count - 1].lines.append(line)
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        failures += 1
        log("✗ expected: \(message())")
    }
}
