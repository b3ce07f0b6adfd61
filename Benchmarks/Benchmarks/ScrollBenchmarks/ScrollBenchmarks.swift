import Benchmark
import UIKitTesting

// A decelerating scroll view, one frame per iteration: the cost of a frame (`host.advance(by: 1/60)`:
// the fling's physics, the offset change and the layout pass) with 10,000 subviews,
// against the same scroll view with 100 subviews (the baseline). Both have the same 440,000 pt of
// content with 44 pt rows spread evenly over it, so they scroll the same way; only the number of
// (mostly offscreen) subviews differs. The ratio of the two says whether offscreen subviews cost
// anything per frame; `mallocCountTotal` per iteration is the allocations per frame (zero in steady
// state is the goal).
//
// Every measured frame runs the fling's tick; about 95% of them move the offset (the last ~0.5 s of
// each 3.5 s fling moves less than a pixel per frame). What a frame contains is whatever
// `UIApplication._runFrame` does: today input, timers, display links, frame tickers and the layout
// pass (display and compositing will count here once the frame pipeline runs them).
//
// The fling is restarted (a 600 pt flick in 0.05 s, 12 pt/ms, about 3.5 s of deceleration) whenever it
// has ended, and the content rewound when it nears the end — both outside the measurement.

@MainActor
final class FlingScene {
    static let contentHeight: CGFloat = 440_000
    static var current: FlingScene?

    let host: UITestHost
    let scroll: UIScrollView
    let rows: Int

    init(rows: Int) {
        self.rows = rows
        host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: FlingScene.contentHeight)
        let spacing = FlingScene.contentHeight / CGFloat(rows)
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * spacing, width: 375, height: 44))
            row.backgroundColor = i % 2 == 0 ? .white : .lightGray
            scroll.addSubview(row)
        }
        controller.view.addSubview(scroll)
        host.advance(by: 1.0 / 60)
    }

    /// The scene for `rows` rows, made once (a new host replaces the previous one).
    static func scene(rows: Int) -> FlingScene {
        if let scene = current, scene.rows == rows { return scene }
        let scene = FlingScene(rows: rows)
        current = scene
        return scene
    }

    /// Makes sure a fling is running: rewinds near the end, flicks again when it has stopped.
    func ensureDecelerating() {
        guard !scroll.isDecelerating else { return }
        if scroll.contentOffset.y > FlingScene.contentHeight - 20_000 {
            scroll.contentOffset = .zero
        }
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 0), duration: 0.05)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    for rows in [100, 10_000] {
        Benchmark("decelerating frame, \(rows) subviews") { @MainActor benchmark async in
            let scene = FlingScene.scene(rows: rows)
            scene.ensureDecelerating()
            let host = scene.host
            benchmark.startMeasurement()
            host.advance(by: 1.0 / 60)
            benchmark.stopMeasurement()
        }
    }
}
