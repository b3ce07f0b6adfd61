import Benchmark
import CKiwiBaseline
import UIKitTesting

// Auto Layout against kiwi, the C++ Cassowary solver that PyPI's `kiwisolver` ships (its headers
// are fetched through pip by Scripts/fetch-kiwi.sh, which `make bench` runs first), and a full
// layout pass with constraints against the same screen laid out with frames.
//
// The rows screen (`Rows`): a root view 375 pt wide, at (0, 0) in a UITestHost's window, and n
// rows, each a one-line UILabel with fixed text ("Row i", the default 17 pt font):
// - row i's leading and trailing on the root's, 16 pt in;
// - row 0's top on the root's top; row i's top 4 pt below row i − 1's bottom;
// - the last row's bottom at or above the root's bottom (the root is tall enough for every row at
//   its intrinsic height: 32 pt a row);
// - the labels' intrinsic sizes with UIKit's default hugging (250) and compression resistance
//   (750) on both axes.
// Sources/CKiwiBaseline/include/CKiwiBaseline.h writes out the equation set both sides solve:
// four variables a view (left x, top y, width w, height h; the origin in the superview's bounds
// coordinates), as Rockhopper's engine makes them, added in the order the engine adds them.
//
// Each subject has its baseline in the same run (the ratios are the measures):
// (a) build and solve, 1,000 and 10,000 rows: Rockhopper (views made beforehand; constraints made
//     with anchors, `NSLayoutConstraint.activate`, then `layoutIfNeeded()`) vs kiwi (variables
//     and constraints made and added, `updateVariables`, the frames read back). Goal ≤ 1.0×.
// (b) one animation frame: a live constraint's constant changes and the layout is re-solved
//     (`constant = …`, `layoutIfNeeded()` vs kiwi's edit variable: `suggestValue`,
//     `updateVariables`, the frames read back). Goal ≤ 1.0× kiwi, and under 5 % of (a). A second
//     baseline also sets the labels' frames from kiwi's solution (what the frame costs a screen
//     whose engine is kiwi): Rockhopper's frame includes setting them.
// (c) a full layout pass of the 1,000-row screen (the root's width changes, every label's frame
//     with it) with constraints vs the same rows laid out in `layoutSubviews` with frames; and the
//     first layout of the screen (a) vs the frames screen's first `layoutIfNeeded()`.
// The Rockhopper sides are in ConstraintBenchmarks.swift.
//
// The chain is the costly part for a simplex tableau: each row's top is the sum of every height
// above it, so the solved tableau holds about n²/2 terms and the build grows faster than n²
// (kiwi here: 1,000 rows ≈ 0.3 s, 10,000 ≈ 135 s and 3.5 GB; Rockhopper ≈ 0.09 s and 13–19 s).
// The 10,000-row builds therefore take one sample and no real warm-up, and the (b) cases build
// once and measure frame after frame. Skip them with `--skip ".*10,000.*"` (filters match whole
// names). The order matters to kiwi: row by row (as here) is fastest; every chain constraint
// first and the intrinsic-size ones after is about 10× slower at 1,000 rows.

enum Rows {
    static let rootWidth: CGFloat = 375
    /// The other width of the full-layout-pass case.
    static let narrowRootWidth: CGFloat = 320
    static let inset: CGFloat = 16
    static let spacing: CGFloat = 4
    /// The root's height a row: more than a label's intrinsic height plus the spacing.
    static let rootHeightPerRow: CGFloat = 32
    /// The constants row 0's top takes in the animation-frame cases, one a frame.
    static let animationFrames = 60

    /// The 10,000-row builds: one sample once 10 s have gone (a chain of 10,000 rows costs kiwi
    /// minutes: see the note at the top), and a warm-up that only measures the labels
    /// (`skipsWarmup`, `warmUp`).
    static let largeBuildConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 10)

    /// True during the warm-up of a large build (`rows` over 1,000): the case only `warmUp`s.
    static func skipsWarmup(_ benchmark: Benchmark, rows: Int) -> Bool {
        rows > 1_000 && benchmark.currentIteration < benchmark.configuration.warmupIterations
    }

    /// What the warm-up must still do: the first text measurement starts Pango and fontconfig
    /// (threads of their own), which must not happen under package-benchmark's malloc counting
    /// (the process's heap is corrupted if it does).
    @MainActor static func warmUp(_ rows: Int) {
        _ = intrinsicSizes(rows)
    }

    static func text(_ i: Int) -> String { "Row \(i)" }
    static func rootHeight(_ rows: Int) -> CGFloat { CGFloat(rows) * rootHeightPerRow }
    static func topConstant(frame: Int) -> CGFloat { CGFloat(frame % animationFrames) }

    @MainActor static func makeLabel(_ i: Int) -> UILabel {
        let label = UILabel()
        label.text = text(i)
        return label
    }

    /// The labels' intrinsic sizes (Rockhopper's UILabel measures them), made once per count.
    @MainActor static func intrinsicSizes(_ rows: Int) -> [CGSize] {
        if let sizes = intrinsicSizeCache[rows] { return sizes }
        let host = UITestHost()
        let sizes = (0..<rows).map { makeLabel($0).intrinsicContentSize }
        intrinsicSizeCache[rows] = sizes
        withExtendedLifetime(host) {}
        return sizes
    }
    @MainActor private static var intrinsicSizeCache: [Int: [CGSize]] = [:]

    /// The frames every side must produce: each label's frame in the root, at intrinsic height.
    @MainActor static func expectedFrames(_ rows: Int, rootWidth: CGFloat = rootWidth, top: CGFloat = 0) -> [CGRect] {
        var y = top
        return intrinsicSizes(rows).map { size in
            defer { y += size.height + spacing }
            return CGRect(x: inset, y: y, width: rootWidth - 2 * inset, height: size.height)
        }
    }

    /// Stops the run when `frames` are not the expected ones: the two sides must solve the same
    /// system to the same answer.
    @MainActor static func check(_ frames: [CGRect], rows: Int, rootWidth: CGFloat = rootWidth, top: CGFloat = 0, _ what: String) {
        let expected = expectedFrames(rows, rootWidth: rootWidth, top: top)
        for (i, (frame, want)) in zip(frames, expected).enumerated() {
            let close = abs(frame.minX - want.minX) < 1e-6 && abs(frame.minY - want.minY) < 1e-6
                && abs(frame.width - want.width) < 1e-6 && abs(frame.height - want.height) < 1e-6
            if !close || frames.count != expected.count {
                fatalError("\(what): row \(i) of \(rows) laid out at \(frame), expected \(want)")
            }
        }
    }
}

/// The rows system in kiwi (see CKiwiBaseline.h), with its inputs and a buffer for the frames
/// read back.
@MainActor
final class KiwiRowsScene {
    let rows: Int
    let intrinsicWidths: UnsafeMutablePointer<Double>
    let intrinsicHeights: UnsafeMutablePointer<Double>
    /// 4 doubles a row: x, y, width, height in the root.
    let frames: UnsafeMutablePointer<Double>
    var spec: KiwiRowsSpec
    private(set) var system: OpaquePointer?
    var frame = 0

    init(rows: Int, editableTop: Bool) {
        self.rows = rows
        let sizes = Rows.intrinsicSizes(rows)
        intrinsicWidths = .allocate(capacity: rows)
        intrinsicHeights = .allocate(capacity: rows)
        frames = .allocate(capacity: 4 * rows)
        frames.initialize(repeating: 0, count: 4 * rows)
        for (i, size) in sizes.enumerated() {
            (intrinsicWidths + i).initialize(to: Double(size.width))
            (intrinsicHeights + i).initialize(to: Double(size.height))
        }
        spec = KiwiRowsSpec(
            rows: Int32(rows), intrinsicWidths: intrinsicWidths, intrinsicHeights: intrinsicHeights,
            rootX: 0, rootY: 0, rootWidth: Double(Rows.rootWidth), rootHeight: Double(Rows.rootHeight(rows)),
            inset: Double(Rows.inset), spacing: Double(Rows.spacing), topConstant: 0,
            editableTop: editableTop ? 1 : 0)
    }

    deinit {
        if let system { kiwi_rows_destroy(system) }
        intrinsicWidths.deallocate()
        intrinsicHeights.deallocate()
        frames.deallocate()
    }

    /// Builds (and so solves) the system and reads the frames back.
    func buildAndSolve() {
        if let system { kiwi_rows_destroy(system) }
        guard let built = kiwi_rows_build(&spec) else { fatalError("kiwi refused the rows system") }
        system = built
        kiwi_rows_read(built, frames)
    }

    /// One animation frame: row 0's top constant takes the next value; the system is re-solved
    /// and the frames read back.
    func nextAnimationFrame() {
        frame += 1
        guard let system, kiwi_rows_suggest_top(system, Double(Rows.topConstant(frame: frame))) == 0 else {
            fatalError("kiwi refused the suggested value (was the system built with editableTop?)")
        }
        kiwi_rows_read(system, frames)
    }

    var labelFrames: [CGRect] {
        (0..<rows).map { i in
            CGRect(x: frames[4 * i], y: frames[4 * i + 1], width: frames[4 * i + 2], height: frames[4 * i + 3])
        }
    }
}

/// kiwi's solution applied to real labels: an animation frame as it would cost with kiwi as the
/// engine (the re-solve, then every label's frame set, as the engine's `layoutSubviews` does).
@MainActor
final class KiwiFramesScene {
    let kiwi: KiwiRowsScene
    let host = UITestHost()
    let root: UIView
    let labels: [UILabel]

    init(rows: Int) {
        kiwi = KiwiRowsScene(rows: rows, editableTop: true)
        kiwi.buildAndSolve()
        root = UIView(frame: CGRect(x: 0, y: 0, width: Rows.rootWidth, height: Rows.rootHeight(rows)))
        labels = (0..<rows).map(Rows.makeLabel)
        for label in labels { root.addSubview(label) }
        host.window.addSubview(root)
        applyFrames()
        root.layoutIfNeeded()
    }

    func applyFrames() {
        let f = kiwi.frames
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: f[4 * i], y: f[4 * i + 1], width: f[4 * i + 2], height: f[4 * i + 3])
        }
    }

    func nextAnimationFrame() {
        kiwi.nextAnimationFrame()
        applyFrames()
    }
}

/// The rows laid out by hand in `layoutSubviews`, with the labels' intrinsic heights measured
/// once (as the engine keeps intrinsic sizes until `invalidateIntrinsicContentSize()`).
final class FrameRowsView: UIView {
    var heights: [CGFloat] = []

    override func layoutSubviews() {
        let width = bounds.width - 2 * Rows.inset
        var y: CGFloat = 0
        for (label, height) in zip(subviews, heights) {
            label.frame = CGRect(x: Rows.inset, y: y, width: width, height: height)
            y += height + Rows.spacing
        }
    }
}

/// The rows screen laid out with frames: a FrameRowsView in a host's window.
@MainActor
final class FrameRowsScene {
    let host = UITestHost()
    let root: FrameRowsView
    let labels: [UILabel]
    var frame = 0

    init(rows: Int) {
        root = FrameRowsView(frame: CGRect(x: 0, y: 0, width: Rows.rootWidth, height: Rows.rootHeight(rows)))
        labels = (0..<rows).map(Rows.makeLabel)
        root.heights = labels.map { $0.intrinsicContentSize.height }
        for label in labels { root.addSubview(label) }
        host.window.addSubview(root)
    }

    /// A full layout pass: the root's width changes (375 ↔ 320 pt), every label's frame with it.
    func fullLayoutPass() {
        frame += 1
        root.frame.size.width = frame % 2 == 1 ? Rows.narrowRootWidth : Rows.rootWidth
        root.layoutIfNeeded()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 300
    )
    let large = Rows.largeBuildConfiguration

    // (a) build and solve
    for rows in [1_000, 10_000] {
        Benchmark("(a) build and solve, \(rows.formatted()) rows, kiwi (baseline)",
                  configuration: rows > 1_000 ? large : Benchmark.defaultConfiguration) { @MainActor benchmark async in
            if Rows.skipsWarmup(benchmark, rows: rows) { return Rows.warmUp(rows) }
            let scene = KiwiRowsScene(rows: rows, editableTop: false)
            benchmark.startMeasurement()
            scene.buildAndSolve()
            benchmark.stopMeasurement()
            Rows.checkOnce(scene.labelFrames, rows: rows, "kiwi, (a) \(rows) rows")
        }
    }

    // (b) one animation frame: a constant changes, re-solve
    for rows in [1_000, 10_000] {
        Benchmark("(b) one constant changes, re-solve, \(rows.formatted()) rows, kiwi (baseline)") { @MainActor benchmark async in
            let scene = Rows.cached("kiwi edit \(rows)") { () -> KiwiRowsScene in
                let scene = KiwiRowsScene(rows: rows, editableTop: true)
                scene.buildAndSolve()
                return scene
            }
            benchmark.startMeasurement()
            scene.nextAnimationFrame()
            benchmark.stopMeasurement()
            Rows.checkOnce(scene.labelFrames, rows: rows, top: Rows.topConstant(frame: scene.frame), "kiwi, (b) \(rows) rows")
        }
    }

    // (b) with the frames set: what the re-solve costs a screen whose engine is kiwi (1,000 rows
    // only: another 10,000-row kiwi build would cost minutes)
    for rows in [1_000] {
        Benchmark("(b) one constant changes, re-solve, \(rows.formatted()) rows, kiwi + frames set (baseline)") { @MainActor benchmark async in
            let scene = Rows.cached("kiwi frames \(rows)") { KiwiFramesScene(rows: rows) }
            benchmark.startMeasurement()
            scene.nextAnimationFrame()
            benchmark.stopMeasurement()
            Rows.checkOnce(scene.labels.map(\.frame), rows: rows, top: Rows.topConstant(frame: scene.kiwi.frame),
                           "kiwi + frames, (b) \(rows) rows")
        }
    }

    // (c) the full layout pass with frames
    Benchmark("(c) full layout pass, 1,000 rows, frames (baseline)") { @MainActor benchmark async in
        let scene = Rows.cached("frames 1000") { () -> FrameRowsScene in
            let scene = FrameRowsScene(rows: 1_000)
            scene.root.layoutIfNeeded()
            return scene
        }
        benchmark.startMeasurement()
        scene.fullLayoutPass()
        benchmark.stopMeasurement()
        Rows.checkOnce(scene.labels.map(\.frame), rows: 1_000, rootWidth: scene.root.bounds.width, "frames, (c) full pass")
    }

    Benchmark("(c) first layout, 1,000 rows, frames (baseline)") { @MainActor benchmark async in
        let scene = FrameRowsScene(rows: 1_000)
        benchmark.startMeasurement()
        scene.root.layoutIfNeeded()
        benchmark.stopMeasurement()
        Rows.checkOnce(scene.labels.map(\.frame), rows: 1_000, "frames, (c) first layout")
    }

    registerConstraintBenchmarks()
    registerLayoutPassBenchmarks()
}

extension Rows {
    /// Objects kept from one sample to the next (a scene whose steady state is measured).
    @MainActor private static var cache: [String: AnyObject] = [:]
    @MainActor static func cached<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
        if let object = cache[key] as? T { return object }
        let object = make()
        cache[key] = object
        return object
    }

    /// `check` the first time a case runs (each case checks its own result once).
    @MainActor private static var checked: Set<String> = []
    @MainActor static func checkOnce(_ frames: @autoclosure () -> [CGRect], rows: Int, rootWidth: CGFloat = rootWidth,
                                     top: CGFloat = 0, _ what: String) {
        guard checked.insert(what).inserted else { return }
        check(frames(), rows: rows, rootWidth: rootWidth, top: top, what)
    }
}
