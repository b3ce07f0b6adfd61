import Benchmark
import Foundation
import UIKitTesting

// Layer shadows. Each shadowed subject has the same scene without shadows as its baseline, in the
// same run; the ratio is what a shadow costs:
// - 20 views (60 × 60 pt, corner radius 10, shadowOpacity 0.3 and the default radius 3 and
//   offset (0, −3); then radius 8, offset (0, 4)) on a 375 × 667 pt screen at scale 2, all moving
//   3.5 pt a frame (not changing shape): one frame each iteration;
// - six nested views with shadowOpacity 0.3 (each 12 pt smaller than its parent): a full frame.

@MainActor
final class ShadowScene {
    let host: UITestHost
    var views: [UIView] = []
    var step = 0

    /// `count` views in a grid, or nested one in another with `nested`.
    init(count: Int, shadowed: Bool, nested: Bool, radius: CGFloat? = nil) {
        host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
        let controller = UIViewController()
        host.show(controller)
        let root = controller.view!
        root.backgroundColor = .white
        var parent = root
        for i in 0..<count {
            let frame = nested
                ? CGRect(x: i == 0 ? 40 : 6, y: i == 0 ? 100 : 6, width: 280 - CGFloat(i) * 12, height: 280 - CGFloat(i) * 12)
                : CGRect(x: 20 + CGFloat(i % 4) * 85, y: 40 + CGFloat(i / 4) * 120, width: 60, height: 60)
            let v = UIView(frame: frame)
            v.backgroundColor = UIColor(red: CGFloat(i % 3) / 3, green: 0.6, blue: 0.9, alpha: 1)
            v.layer.cornerRadius = 10
            if shadowed {
                v.layer.shadowOpacity = 0.3
                if let radius {
                    v.layer.shadowRadius = radius
                    v.layer.shadowOffset = CGSize(width: 0, height: 4)
                }
            }
            (nested ? parent : root).addSubview(v)
            parent = v
            views.append(v)
        }
        host.advance(by: 1.0 / 60.0)
        host.advance(by: 1.0 / 60.0)
    }

    /// Moves every view 3.5 pt (right on even frames, left on odd ones) and runs a frame.
    func moveFrame() {
        step += 1
        let dx: CGFloat = step & 1 == 0 ? 3.5 : -3.5
        for v in views { v.center.x += dx }
        host.advance(by: 1.0 / 60.0)
    }
}

func registerShadowBenchmarks() {
    Benchmark("frame with 20 shadowed views moving") { @MainActor benchmark async in
        let scene = ShadowScene(count: 20, shadowed: true, nested: false)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.moveFrame() }
        benchmark.stopMeasurement()
    }

    Benchmark("frame with 20 shadowed views moving, shadowRadius 8") { @MainActor benchmark async in
        let scene = ShadowScene(count: 20, shadowed: true, nested: false, radius: 8)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.moveFrame() }
        benchmark.stopMeasurement()
    }

    Benchmark("frame with 20 views moving, no shadows (baseline)") { @MainActor benchmark async in
        let scene = ShadowScene(count: 20, shadowed: false, nested: false)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.moveFrame() }
        benchmark.stopMeasurement()
    }

    Benchmark("full frame, six nested shadowed views") { @MainActor benchmark async in
        let scene = ShadowScene(count: 6, shadowed: true, nested: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.host.recompositeWindow() }
        benchmark.stopMeasurement()
    }

    Benchmark("full frame, six nested views, no shadows (baseline)") { @MainActor benchmark async in
        let scene = ShadowScene(count: 6, shadowed: false, nested: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.host.recompositeWindow() }
        benchmark.stopMeasurement()
    }
}
