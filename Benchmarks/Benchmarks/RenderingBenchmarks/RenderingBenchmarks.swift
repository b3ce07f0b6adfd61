import Benchmark
import CCairoBaseline
import Foundation
import UIKitTesting

// The renderer and compositor. The reference scene: a 375 × 667 pt screen at scale 2 with 200
// rounded, bordered views (10 × 20 grid) and 50 "labels" on a white root view. UILabel belongs to
// the text work, so the labels here are views whose draw(_:) paints a row of dark word boxes (the
// layout of a line of text); like a real label they are drawn once into a backing store and
// composited from it.
//
// Each subject has its baseline in the same run:
// - a full frame through the compositor vs the same scene drawn by hand with Cairo;
// - a frame where one 44 × 44 view changes colour vs the full frame;
// - a full-frame composite vs memcpy of the framebuffer (the floor);
// - the allocations of a steady-state frame (nothing changes).

enum Scene {
    static let size = CGSize(width: 375, height: 667)
    static let scale: CGFloat = 2
    static let columns = 10, rows = 20
    static let cell = CGSize(width: 37.5, height: 33)
    static let box = CGRect(x: 3, y: 3, width: 31, height: 27)
    static let cornerRadius: CGFloat = 6
    static let borderWidth: CGFloat = 1.5
    static let labelCount = 50
    static let labelSize = CGSize(width: 150, height: 18)
    /// Word boxes of a label: x offsets and widths in points, 12 pt high, 3 pt from the top.
    static let words: [(x: CGFloat, width: CGFloat)] = [(0, 28), (32, 18), (54, 40), (98, 22), (124, 24)]

    static func boxFrame(_ i: Int) -> CGRect {
        box.offsetBy(dx: CGFloat(i % columns) * cell.width, dy: CGFloat(i / columns) * cell.height)
    }
    static func labelFrame(_ i: Int) -> CGRect {
        CGRect(x: 10 + CGFloat(i % 2) * 190, y: 10 + CGFloat(i / 2) * 26, width: labelSize.width, height: labelSize.height)
    }
    static func boxColor(_ i: Int) -> (CGFloat, CGFloat, CGFloat) {
        (CGFloat(i % 7) / 7, CGFloat(i % 5) / 5, CGFloat(i % 3) / 3)
    }
}

/// Draws a line of "text" as word boxes.
final class WordsView: UIView {
    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.setFillColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        for w in Scene.words { ctx.fill(CGRect(x: w.x, y: 3, width: w.width, height: 12)) }
    }
}

@MainActor
final class ReferenceScene {
    let host: UITestHost
    let small = UIView(frame: CGRect(x: 165, y: 311, width: 44, height: 44))

    init() {
        host = UITestHost(screen: UITestScreen(size: Scene.size, scale: Scene.scale))
        let controller = UIViewController()
        host.show(controller)
        let root = controller.view!
        root.backgroundColor = .white
        for i in 0..<(Scene.columns * Scene.rows) {
            let v = UIView(frame: Scene.boxFrame(i))
            let (r, g, b) = Scene.boxColor(i)
            v.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)
            v.layer.cornerRadius = Scene.cornerRadius
            v.layer.borderWidth = Scene.borderWidth
            root.addSubview(v)
        }
        for i in 0..<Scene.labelCount {
            let label = WordsView(frame: Scene.labelFrame(i))
            label.backgroundColor = nil
            root.addSubview(label)
        }
        small.backgroundColor = .red
        root.addSubview(small)
        host.advance(by: 1.0 / 60.0)
        host.advance(by: 1.0 / 60.0)
    }
}

/// The reference scene drawn directly with Cairo, as a hand-written renderer would.
final class CairoScene {
    let surface: OpaquePointer
    let cr: OpaquePointer

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Scene.size.width * Scene.scale),
                                             Int32(Scene.size.height * Scene.scale))!
        cr = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func rounded(_ r: CGRect, _ radius: CGFloat) {
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -half, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, half)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, half, 2 * half)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    func draw() {
        cairo_identity_matrix(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, Scene.scale, Scene.scale)
        for i in 0..<(Scene.columns * Scene.rows) {
            let f = Scene.boxFrame(i)
            let (r, g, b) = Scene.boxColor(i)
            rounded(f, Scene.cornerRadius)
            cairo_set_source_rgb(cr, r, g, b)
            cairo_fill(cr)
            rounded(f, Scene.cornerRadius)
            rounded(f.insetBy(dx: Scene.borderWidth, dy: Scene.borderWidth), Scene.cornerRadius - Scene.borderWidth)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        for i in 0..<Scene.labelCount {
            let f = Scene.labelFrame(i)
            for w in Scene.words { cairo_rectangle(cr, f.minX + w.x, f.minY + 3, w.width, 12) }
            cairo_fill(cr)
        }
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 165, 311, 44, 44)
        cairo_fill(cr)
        cairo_surface_flush(surface)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 300
    )

    Benchmark("full frame, compositor (reference scene)") { @MainActor benchmark async in
        let scene = ReferenceScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.host.recompositeWindow()
        }
        benchmark.stopMeasurement()
    }

    Benchmark("full frame, hand-written Cairo (reference scene)") { benchmark in
        let scene = CairoScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.draw()
        }
        benchmark.stopMeasurement()
    }

    Benchmark("frame with one 44x44 view changing colour") { @MainActor benchmark async in
        let scene = ReferenceScene()
        let colors: [UIColor] = [.blue, .red]
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            scene.small.backgroundColor = colors[i & 1]
            scene.host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("steady-state frame (nothing changes)") { @MainActor benchmark async in
        let scene = ReferenceScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("memcpy of the framebuffer (750x1334 ARGB32)") { benchmark in
        let count = Int(Scene.size.width * Scene.scale) * Int(Scene.size.height * Scene.scale) * 4
        let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        memset(source, 0x7f, count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            memcpy(destination, source, count)
            blackHole(destination.load(as: UInt8.self))
        }
        benchmark.stopMeasurement()
        source.deallocate()
        destination.deallocate()
    }
}
