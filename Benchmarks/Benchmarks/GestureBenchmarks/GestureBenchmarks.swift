import Benchmark
import UIKitTesting

// Issue 4's measure: a touchesMoved event reaching 10 gesture recognizers on the path of a
// 1,000-view tree, per event: time and allocations.
//
// Tree: 3 levels below the root view with a fan-out of 10 (1,110 views); the finger is on the
// back-most leaf, so hit-testing (at touch-down only) and delivery walk the longest path.
// Baseline, in the same run: the same move with no recognizers.
// "possible": 10 recognizers that stay `.possible` through the moves (5 pans needing two fingers,
// 5 long presses moving within their allowance); no actions are sent.
// "changed": 10 pans that have begun (their delegate lets them run together), so every move
// changes all 10 and sends 10 actions. Sending an action through a method reference allocates
// (the partially applied method), so this variant's allocations are not the environment's.

@MainActor
final class GestureScene {
    let host: UITestHost
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// The views from the root to the back-most leaf.
    var path: [UIView] = []
    let leafCenter: CGPoint

    init() {
        host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        controller.view.addSubview(root)
        GestureScene.fill(root, fanout: 10, depth: 3)
        var v: UIView = root
        path = [root]
        while let first = v.subviews.first { v = first; path.append(v) }
        leafCenter = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
        host.advance(by: 1.0 / 60.0)
    }

    static func fill(_ view: UIView, fanout: Int, depth: Int) {
        guard depth > 0 else { return }
        let columns = Int(Double(fanout).squareRoot().rounded(.up))
        let rows = (fanout + columns - 1) / columns
        let w = view.bounds.width / CGFloat(columns), h = view.bounds.height / CGFloat(rows)
        for i in 0..<fanout {
            let child = UIView(frame: CGRect(x: CGFloat(i % columns) * w, y: CGFloat(i / columns) * h, width: w, height: h))
            view.addSubview(child)
            fill(child, fanout: fanout, depth: depth - 1)
        }
    }

    /// Puts `recognizers` on the path, spread from the leaf up.
    func spread(_ recognizers: [UIGestureRecognizer]) {
        for (i, r) in recognizers.enumerated() {
            path[path.count - 1 - i % path.count].addGestureRecognizer(r)
        }
    }
}

@MainActor
final class PanTarget: UIGestureRecognizerDelegate {
    var count = 0
    func pan(_ g: UIPanGestureRecognizer) { count &+= 1 }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    for variant in ["baseline: no recognizers", "10 recognizers, possible", "10 recognizers, changed, with actions"] {
        Benchmark("touchesMoved, 1k views, \(variant)") { @MainActor benchmark async in
            let scene = GestureScene()
            let target = PanTarget()
            switch variant {
            case "10 recognizers, possible":
                var recognizers: [UIGestureRecognizer] = []
                for i in 0..<10 {
                    if i % 2 == 0 {
                        let pan = UIPanGestureRecognizer(target: target, action: PanTarget.pan)
                        pan.minimumNumberOfTouches = 2
                        recognizers.append(pan)
                    } else {
                        recognizers.append(UILongPressGestureRecognizer())
                    }
                }
                scene.spread(recognizers)
            case "10 recognizers, changed, with actions":
                scene.spread((0..<10).map { _ in
                    let pan = UIPanGestureRecognizer(target: target, action: PanTarget.pan)
                    pan.delegate = target
                    return pan
                })
            default:
                break
            }
            let start = scene.leafCenter
            let finger = scene.host.touchDown(at: start)
            if variant.contains("changed") {
                // Past the pan threshold: all 10 begin together.
                scene.host.move(finger, to: CGPoint(x: start.x + 20, y: start.y))
                precondition(scene.path.last!.gestureRecognizers!.allSatisfy { $0.state == .began })
            }
            let base = variant.contains("changed") ? CGPoint(x: start.x + 20, y: start.y) : start
            let a = CGPoint(x: base.x + 1, y: base.y), b = CGPoint(x: base.x - 1, y: base.y)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                scene.host.move(finger, to: i & 1 == 0 ? a : b)
            }
            benchmark.stopMeasurement()
            if variant.contains("possible") {
                precondition(scene.path.last!.gestureRecognizers!.allSatisfy { $0.state == .possible })
            }
            if variant.contains("changed") { precondition(target.count > 0) }
            scene.host.lift(finger)
        }
    }
}
