import Benchmark
import Foundation
import UIKitTesting

// What a frame costs against what changed (issue 17, "change cost follows damage, not tree size").
//
// The grid scene: a 375 × 667 pt screen at scale 2, a white root view holding `count` coloured
// views in a grid that fills the screen (every one visible, all siblings under the root: the case
// where one layer has many sublayers), and on top of them one 44 × 44 pt view at (165, 311).
// Each iteration changes the small view's colour and runs a frame (`advance(by: 1/60)`: input,
// timers, animations, layout, display, composite). The goal: 10,000 views cost at most 1.2× the
// same change among 1,000, and at most 2× a memcpy of the damaged rectangle (88 × 88 pixels) plus
// the frame's fixed cost, measured here as the frame in which nothing changes. The small view is
// opaque and on top, so the redraw of its rectangle starts at it; the translucent variant below
// has to draw what is under it.

@MainActor
final class GridScene {
    let host: UITestHost
    let small = UIView(frame: CGRect(x: 165, y: 311, width: 44, height: 44))
    /// A grid view a quarter into the list (in the top half, away from the small view): no opaque
    /// sibling on top covers its pixels, so a redraw of them looks through the siblings.
    private(set) var gridView: UIView!
    /// A 44 × 44 pt view whose colour is half transparent, so a redraw of it must draw the grid
    /// views under it: no opaque view on top lets the redraw skip the root's other sublayers.
    let translucent = UIView(frame: CGRect(x: 101, y: 151, width: 44, height: 44))

    init(count: Int) {
        host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
        let controller = UIViewController()
        host.show(controller)
        let root = controller.view!
        root.backgroundColor = .white
        // As square a grid as fills the screen: columns × rows ≥ count.
        let columns = Int((Double(count) * 375 / 667).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let w = 375 / CGFloat(columns), h = 667 / CGFloat(rows)
        for i in 0..<count {
            let v = UIView(frame: CGRect(x: CGFloat(i % columns) * w, y: CGFloat(i / columns) * h, width: w, height: h))
            v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 5) / 5, blue: CGFloat(i % 3) / 3, alpha: 1)
            root.addSubview(v)
            if i == count / 4 { gridView = v }
        }
        small.backgroundColor = .red
        root.addSubview(small)
        translucent.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        root.addSubview(translucent)
        host.advance(by: 1.0 / 60.0)
        host.advance(by: 1.0 / 60.0)
    }

    /// The scene for `count` views, made once per count (kept while the same count is asked for).
    static func scene(count: Int) -> GridScene {
        if let scene = current, scene.count == count { return scene.grid }
        current = nil
        let grid = GridScene(count: count)
        current = (count, grid)
        return grid
    }
    private static var current: (count: Int, grid: GridScene)?
}

func registerDamageBenchmarks() {
    for count in [100, 1_000, 10_000] {
        Benchmark("frame with one 44x44 view changing colour, \(count.formatted()) views") { @MainActor benchmark async in
            let scene = GridScene.scene(count: count)
            let colors: [UIColor] = [.blue, .red]
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.small.backgroundColor = colors[benchmark.currentIteration & 1]
                scene.host.advance(by: 1.0 / 60.0)
            }
            benchmark.stopMeasurement()
        }
    }

    // The same change on a grid view that no sibling covers (issue 17, "index sublayers spatially
    // where one layer has many children"): the redraw must find the siblings in its rectangle
    // among all of them. Goal: 10,000 views within 1.2× of 1,000.
    for count in [1_000, 10_000] {
        Benchmark("frame with one grid view changing colour, \(count.formatted()) views") { @MainActor benchmark async in
            let scene = GridScene.scene(count: count)
            let colors: [UIColor] = [.blue, .red]
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.gridView.backgroundColor = colors[benchmark.currentIteration & 1]
                scene.host.advance(by: 1.0 / 60.0)
            }
            benchmark.stopMeasurement()
        }
    }

    // The same change where the redraw cannot stop at an opaque view on top: a half-transparent
    // 44 × 44 view changes colour, and the grid views under it are drawn again. Every one of the
    // root's sublayers is a candidate for the damaged rectangle; the goal is the same (10,000
    // views within 1.2× of 1,000).
    for count in [1_000, 10_000] {
        Benchmark("frame with one translucent 44x44 view changing colour, \(count.formatted()) views") { @MainActor benchmark async in
            let scene = GridScene.scene(count: count)
            let colors: [UIColor] = [UIColor(red: 0, green: 0, blue: 1, alpha: 0.5), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)]
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.translucent.backgroundColor = colors[benchmark.currentIteration & 1]
                scene.host.advance(by: 1.0 / 60.0)
            }
            benchmark.stopMeasurement()
        }
    }

    // The cost of a change against its damaged pixels: the same colour change on a 176 × 176 pt
    // view (352 × 352 pixels, 16 times the 44 × 44 view's) among 1,000 views, and a memcpy of that
    // many pixels. With the 44 × 44 change and the 88 × 88 memcpy they give the cost per damaged
    // pixel of a change against that of a memcpy (the goal: at most 2×), and the constant left.
    Benchmark("frame with one 176x176 view changing colour, 1,000 views") { @MainActor benchmark async in
        let scene = LargeChangeScene.shared
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.large.backgroundColor = [UIColor.blue, .red][benchmark.currentIteration & 1]
            scene.grid.host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("memcpy of a 352x352 pixel rectangle of a 750x1334 framebuffer") { benchmark in
        copyRectangle(benchmark, x: 198, y: 490, side: 352)
    }

    // The display pass serves what asked for display (issue 17, "display pass walks whole tree"):
    // one view's setNeedsDisplay among 1,000 and 10,000 views (goal: within 1.2×).
    for count in [1_000, 10_000] {
        Benchmark("frame with one 44x44 view asking for display, \(count.formatted()) views") { @MainActor benchmark async in
            let scene = GridScene.scene(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.small.setNeedsDisplay()
                scene.host.advance(by: 1.0 / 60.0)
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("steady-state frame, 10,000 views (the fixed cost)") { @MainActor benchmark async in
        let scene = GridScene.scene(count: 10_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.host.advance(by: 1.0 / 60.0) }
        benchmark.stopMeasurement()
    }

    Benchmark("memcpy of the damaged rectangle (88x88 pixels of a 750x1334 framebuffer)") { benchmark in
        copyRectangle(benchmark, x: 330, y: 622, side: 88)
    }
}

/// The 1,000-view grid scene of its own, with an opaque 176 × 176 pt view on top at (99, 245)
/// whose colour changes (its redraw starts at it, as the 44 × 44 view's does).
@MainActor
final class LargeChangeScene {
    static let shared = LargeChangeScene()
    let grid = GridScene(count: 1_000)
    let large = UIView(frame: CGRect(x: 99, y: 245, width: 176, height: 176))

    init() {
        large.backgroundColor = .red
        grid.small.superview!.addSubview(large)
        grid.host.advance(by: 1.0 / 60.0)
        grid.host.advance(by: 1.0 / 60.0)
    }
}

/// Copies a `side` × `side` pixel square at (`x`, `y`) of one 750 × 1334 ARGB32 framebuffer into
/// another, row by row, once per iteration: what a change's damaged pixels would cost as a memcpy.
func copyRectangle(_ benchmark: Benchmark, x: Int, y: Int, side: Int) {
    let stride = 750 * 4, height = 1334
    let source = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
    memset(source, 0x7f, stride * height)
    memset(destination, 0, stride * height)
    let x0 = x * 4
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        for row in y..<(y + side) {
            memcpy(destination + row * stride + x0, source + row * stride + x0, side * 4)
        }
        blackHole(destination.load(fromByteOffset: y * stride + x0, as: UInt8.self))
    }
    benchmark.stopMeasurement()
    source.deallocate()
    destination.deallocate()
}
