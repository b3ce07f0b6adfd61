import Benchmark
import UIKitTesting

// The animation step of the frame: 1,000 views each with a block animation in flight (repeating,
// so they never end), advanced by one frame, against the same 1,000 views idle (the baseline:
// the rest of the frame); and the same animations on a timeline of their own (their superview's
// layer at half speed), where each animating layer's local time walks up the tree. Steady state
// must allocate nothing.

@MainActor
func makeViews(_ host: UITestHost, count: Int) -> [UIView] {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    host.window.addSubview(root)
    var views: [UIView] = []
    for i in 0..<count {
        let v = UIView(frame: CGRect(x: CGFloat(i % 30) * 12, y: CGFloat(i / 30) * 12, width: 10, height: 10))
        root.addSubview(v)
        views.append(v)
    }
    host.advance(by: 1.0 / 60.0)
    return views
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 500
    )

    Benchmark("one frame, 1,000 idle views (baseline)") { @MainActor benchmark async in
        let host = UITestHost()
        _ = makeViews(host, count: 1_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("one frame, 1,000 concurrent view animations") { @MainActor benchmark async in
        let host = UITestHost()
        let views = makeViews(host, count: 1_000)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
            for v in views {
                v.center.x += 100
                v.alpha = 0.5
            }
        })
        host.advance(by: 1.0 / 60.0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("one frame, 1,000 concurrent view animations under a layer at half speed") { @MainActor benchmark async in
        let host = UITestHost()
        let views = makeViews(host, count: 1_000)
        views[0].superview?.layer.speed = 0.5
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
            for v in views {
                v.center.x += 100
                v.alpha = 0.5
            }
        })
        host.advance(by: 1.0 / 60.0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }
}
