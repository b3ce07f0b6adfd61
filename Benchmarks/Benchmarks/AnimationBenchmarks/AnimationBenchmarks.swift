import Benchmark
import UIKitTesting

// Animations at scale (issue 17): 1,000 (and 10,000) coloured views, every one visible on a 375 ×
// 667 pt screen, each with a block animation of its centre and alpha in flight (repeating, so they
// never end), advanced by one frame — animations, layout, display and compositing of what moved —
// against the same 1,000 views idle (the baseline: the rest of the frame); and the same animations
// on a timeline of their own (their superview's layer at half speed), where each animating layer's
// local time walks up the tree. Goal: 1,000 views ≤ 2 ms a frame; steady state allocates nothing.

@MainActor
func makeViews(_ host: UITestHost, count: Int) -> [UIView] {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    host.window.addSubview(root)
    var views: [UIView] = []
    // A grid on screen, staying on it as the views move 100 pt right: 1,000 views of 7.2 × 7.2 pt
    // (30 columns, 9 pt apart), 10,000 of 2.2 × 2.2 pt (100 columns).
    let columns = count <= 1_000 ? 30 : 100
    let pitch: CGFloat = 270 / CGFloat(columns)
    for i in 0..<count {
        let v = UIView(frame: CGRect(x: CGFloat(i % columns) * pitch, y: CGFloat(i / columns) * pitch * 1.2,
                                     width: pitch * 0.8, height: pitch * 0.8))
        v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 5) / 5, blue: 0.5, alpha: 1)
        root.addSubview(v)
        views.append(v)
    }
    host.advance(by: 1.0 / 60.0)
    return views
}

/// Views animating their centre and alpha, repeating and autoreversing so they never end, made
/// once per benchmark and kept: every sample measures the next frame of the same steady state, and
/// the setup (a host, the views, the animations' first frames) is outside every sample. (Made
/// afresh for each sample, as before stop 33, every sample measured the animations' second frame,
/// and the 10,000-view case had only a handful of samples.)
@MainActor
final class AnimatingScene {
    let host = UITestHost()
    let views: [UIView]

    private init(count: Int, halfSpeed: Bool) {
        views = makeViews(host, count: count)
        if halfSpeed { views[0].superview?.layer.speed = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { [views] in
            for v in views {
                v.center.x += 100
                v.alpha = 0.5
            }
        })
        // Half a second in, like every later sample: the views are translucent (alpha 0.75), and
        // every cache the frame keeps is made. The first frames draw them with an alpha that
        // still rounds to 255, which Cairo fills without the two allocations (a colour image and
        // a coverage mask) that each translucent fill makes.
        for _ in 0..<30 { host.advance(by: 1.0 / 60.0) }
    }

    private static var scenes: [String: AnimatingScene] = [:]

    static func shared(count: Int, halfSpeed: Bool) -> AnimatingScene {
        let key = "\(count) \(halfSpeed)"
        if let scene = scenes[key] { return scene }
        let scene = AnimatingScene(count: count, halfSpeed: halfSpeed)
        scenes[key] = scene
        return scene
    }
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

    for count in [1_000, 10_000] {
    Benchmark("one frame, \(count.formatted()) concurrent view animations") { @MainActor benchmark async in
        let scene = AnimatingScene.shared(count: count, halfSpeed: false)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }
    }

    Benchmark("one frame, 1,000 concurrent view animations under a layer at half speed") { @MainActor benchmark async in
        let scene = AnimatingScene.shared(count: 1_000, halfSpeed: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }
}
