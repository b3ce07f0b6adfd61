import Benchmark
import UIKitTesting

// The foundation's hot paths: hit-testing, touch delivery and layout.
//
// Trees: views of the same depth (3 levels below the root view) with a fan-out of 10 (1,110
// views) or 46 (99,498 views); each level tiles its parent with a grid of children.
// "front" touches land in the front-most child at every level (hit-testing asks the front-most
// child first, so it checks one sibling per level); "back" touches land in the back-most child
// (hit-testing asks every sibling on the way, as UIKit's algorithm does).

@MainActor
final class TreeScene {
    let host: UITestHost
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let frontLeafCenter: CGPoint
    let backLeafCenter: CGPoint
    var finger: UITestFinger?

    init(fanout: Int, depth: Int) {
        host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        controller.view.addSubview(root)
        TreeScene.fill(root, fanout: fanout, depth: depth)
        var front: UIView = root, back: UIView = root
        while let last = front.subviews.last { front = last }
        while let first = back.subviews.first { back = first }
        frontLeafCenter = front.convert(CGPoint(x: front.bounds.midX, y: front.bounds.midY), to: nil)
        backLeafCenter = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
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

    var viewCount: Int {
        func count(_ v: UIView) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }
        return count(root)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    for (label, fanout) in [("1k", 10), ("100k", 46)] {
        for (place, front) in [("front", true), ("back", false)] {
            Benchmark("hitTest \(place) leaf, \(label) views") { @MainActor benchmark async in
                let scene = TreeScene(fanout: fanout, depth: 3)
                let point = front ? scene.frontLeafCenter : scene.backLeafCenter
                let window = scene.host.window
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(window.hitTest(point, with: nil))
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark("touchesMoved delivery, \(label) views") { @MainActor benchmark async in
            let scene = TreeScene(fanout: fanout, depth: 3)
            let start = scene.backLeafCenter
            let finger = scene.host.touchDown(at: start)
            let a = CGPoint(x: start.x + 1, y: start.y), b = CGPoint(x: start.x - 1, y: start.y)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                scene.host.move(finger, to: i & 1 == 0 ? a : b)
            }
            benchmark.stopMeasurement()
            scene.host.lift(finger)
        }
    }

    for count in [1_000, 10_000] {
        Benchmark("layout pass, \(count) views", configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 100)) { @MainActor benchmark async in
            let host = UITestHost()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            host.window.addSubview(root)
            var leaves: [UIView] = []
            for i in 0..<count {
                let v = UIView(frame: CGRect(x: CGFloat(i % 100), y: CGFloat(i / 100), width: 10, height: 10))
                v.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
                root.addSubview(v)
                leaves.append(v)
            }
            host.advance(by: 1.0 / 60.0)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                // A size change of the root: autoresizing of every child, then a layout pass
                // that runs every child's layoutSubviews.
                root.bounds.size.width = i & 1 == 0 ? 376 : 375
                for leaf in leaves { leaf.setNeedsLayout() }
                root.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
        }
    }
}
