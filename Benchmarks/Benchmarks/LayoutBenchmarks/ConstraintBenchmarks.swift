import Benchmark
import UIKitTesting

// The Rockhopper sides of LayoutBenchmarks: the rows screen (see LayoutBenchmarks.swift) with
// UIKit's Auto Layout API, as an app writes it.

/// The rows screen with constraints: a root view (frame set, autoresizing-mask constraints on) in
/// a host's window, its labels made and added beforehand with
/// `translatesAutoresizingMaskIntoConstraints = false`.
@MainActor
final class ConstraintRowsScene {
    let host = UITestHost()
    let root: UIView
    let labels: [UILabel]
    /// Row 0's top constraint: the constant an animation moves.
    private(set) var top: NSLayoutConstraint!
    private(set) var constraints: [NSLayoutConstraint] = []
    var frame = 0

    init(rows: Int) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: Rows.rootWidth, height: Rows.rootHeight(rows)))
        labels = (0..<rows).map(Rows.makeLabel)
        for label in labels {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            // Measured beforehand, as the kiwi side gets them measured.
            _ = label.intrinsicContentSize
        }
        host.window.addSubview(root)
        host.window.layoutIfNeeded()
    }

    /// Makes the constraints with anchors, activates them and lays out: the first solve.
    func buildAndSolve() {
        var made: [NSLayoutConstraint] = []
        made.reserveCapacity(3 * labels.count + 1)
        for (i, label) in labels.enumerated() {
            made.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Rows.inset))
            made.append(label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -Rows.inset))
            if i == 0 {
                let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
                self.top = top
                made.append(top)
            } else {
                made.append(label.topAnchor.constraint(equalTo: labels[i - 1].bottomAnchor, constant: Rows.spacing))
            }
        }
        if let last = labels.last {
            made.append(last.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor))
        }
        constraints = made
        NSLayoutConstraint.activate(made)
        root.layoutIfNeeded()
    }

    /// One animation frame: row 0's top constant takes the next value and the root lays out.
    func nextAnimationFrame() {
        frame += 1
        top.constant = Rows.topConstant(frame: frame)
        root.layoutIfNeeded()
    }

    /// A full layout pass: the root's width changes (375 ↔ 320 pt), every label's frame with it.
    func fullLayoutPass() {
        frame += 1
        root.frame.size.width = frame % 2 == 1 ? Rows.narrowRootWidth : Rows.rootWidth
        root.layoutIfNeeded()
    }
}

func registerConstraintBenchmarks() {
    let large = Rows.largeBuildConfiguration

    // (a) build and solve
    for rows in [1_000, 10_000] {
        Benchmark("(a) build and solve, \(rows.formatted()) rows, Rockhopper",
                  configuration: rows > 1_000 ? large : Benchmark.defaultConfiguration) { @MainActor benchmark async in
            if Rows.skipsWarmup(benchmark, rows: rows) { return Rows.warmUp(rows) }
            let scene = ConstraintRowsScene(rows: rows)
            benchmark.startMeasurement()
            scene.buildAndSolve()
            benchmark.stopMeasurement()
            Rows.checkOnce(scene.labels.map(\.frame), rows: rows, "Rockhopper, (a) \(rows) rows")
        }
    }

    // (b) one animation frame: a constant changes, re-solve
    for rows in [1_000, 10_000] {
        Benchmark("(b) one constant changes, re-solve, \(rows.formatted()) rows, Rockhopper") { @MainActor benchmark async in
            let scene = Rows.cached("constraints \(rows)") { () -> ConstraintRowsScene in
                let scene = ConstraintRowsScene(rows: rows)
                scene.buildAndSolve()
                return scene
            }
            benchmark.startMeasurement()
            scene.nextAnimationFrame()
            benchmark.stopMeasurement()
            Rows.checkOnce(scene.labels.map(\.frame), rows: rows, top: Rows.topConstant(frame: scene.frame),
                           "Rockhopper, (b) \(rows) rows")
        }
    }

    // (c) the full layout pass with constraints (its baseline: the frames case)
    Benchmark("(c) full layout pass, 1,000 rows, constraints") { @MainActor benchmark async in
        let scene = Rows.cached("constraints pass 1000") { () -> ConstraintRowsScene in
            let scene = ConstraintRowsScene(rows: 1_000)
            scene.buildAndSolve()
            return scene
        }
        benchmark.startMeasurement()
        scene.fullLayoutPass()
        benchmark.stopMeasurement()
        Rows.checkOnce(scene.labels.map(\.frame), rows: 1_000, rootWidth: scene.root.bounds.width,
                       "Rockhopper, (c) full pass")
    }
}
