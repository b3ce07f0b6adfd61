import Benchmark
import UIKitTesting

// Building and freeing a 10,000-deep chain of views (each added at the bottom of the chain), with
// its baseline in the same run: building and freeing 10,000 views under one parent. Issue 9
// measured 8 s for the deep chain (quadratic ancestor checks); the ratio deep / flat should stay
// near 1. The second pair also shows the trees in a window for one frame (layout, display,
// compositing), then removes and frees them.

@MainActor
func buildChain(_ count: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var bottom = root
    for _ in 0..<count {
        let v = UIView(frame: bottom.bounds)
        bottom.addSubview(v)
        bottom = v
    }
    return root
}

@MainActor
func buildFlat(_ count: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    for _ in 0..<count { root.addSubview(UIView(frame: root.bounds)) }
    return root
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 50
    )

    Benchmark("build and free, 10,000 deep") { @MainActor benchmark async in
        _ = UITestHost()
        for _ in benchmark.scaledIterations { blackHole(buildChain(10_000)) }
    }

    Benchmark("build and free, 10,000 flat (baseline)") { @MainActor benchmark async in
        _ = UITestHost()
        for _ in benchmark.scaledIterations { blackHole(buildFlat(10_000)) }
    }

    Benchmark("show one frame and free, 10,000 deep") { @MainActor benchmark async in
        let host = UITestHost()
        for _ in benchmark.scaledIterations {
            let root = buildChain(10_000)
            host.window.addSubview(root)
            host.advance(by: 1.0 / 60)
            root.removeFromSuperview()
            host.advance(by: 1.0 / 60)
        }
    }

    Benchmark("show one frame and free, 10,000 flat (baseline)") { @MainActor benchmark async in
        let host = UITestHost()
        for _ in benchmark.scaledIterations {
            let root = buildFlat(10_000)
            host.window.addSubview(root)
            host.advance(by: 1.0 / 60)
            root.removeFromSuperview()
            host.advance(by: 1.0 / 60)
        }
    }
}
