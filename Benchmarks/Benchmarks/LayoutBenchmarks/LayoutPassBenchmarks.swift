import Benchmark
import UIKitTesting

// The layout pass at scale (issue 17, "hot paths without runtime checks"): a root view of n plain
// views whose `layoutSubviews` sets every subview's frame from the root's width, in a host's
// window; each iteration changes the root's width (375 ↔ 320 pt) and runs `layoutIfNeeded()`, so
// every view's frame changes: the cost per view of a frame change (the geometry setters, change
// tracking and action lookups). 1,000 and 10,000 views; instruction counts per view are the
// measure: `Scripts/count-instructions.sh .build/release/LayoutBenchmarks 'layout pass, 1,000
// views, frames' '$s16LayoutBenchmarks14PlainRowsSceneC10layoutPassyyF'` counts each pass.

@MainActor
final class PlainRowsScene {
    /// Lays its subviews out as rows 16 pt in from each side, 20 pt tall.
    final class Root: UIView {
        override func layoutSubviews() {
            let width = bounds.width
            var y: CGFloat = 0
            for view in subviews {
                view.frame = CGRect(x: 16, y: y, width: width - 32, height: 20)
                y += 24
            }
        }
    }

    let host = UITestHost()
    let root: Root
    var pass = 0

    init(views: Int) {
        root = Root(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        for _ in 0..<views { root.addSubview(UIView()) }
        host.window.addSubview(root)
        root.layoutIfNeeded()
    }

    /// The root's width changes and it lays out again: every subview's frame changes. Not
    /// inlined, so an instruction count can be limited to it (`Scripts/count-instructions.sh`).
    @inline(never)
    func layoutPass() {
        pass += 1
        root.frame.size.width = pass % 2 == 1 ? 320 : 375
        root.layoutIfNeeded()
    }
}

func registerLayoutPassBenchmarks() {
    for views in [1_000, 10_000] {
        Benchmark("layout pass, \(views.formatted()) views, frames") { @MainActor benchmark async in
            let scene = Rows.cached("plain rows \(views)") { PlainRowsScene(views: views) }
            benchmark.startMeasurement()
            scene.layoutPass()
            benchmark.stopMeasurement()
        }
    }
}
