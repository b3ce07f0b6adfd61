import Benchmark
import CCairoBaseline
import Foundation
import UIKitTesting

// The renderer and compositor. The reference scene: a 375 × 667 pt screen at scale 2 with 200
// rounded, bordered views (10 × 20 grid) and 50 one-line UILabels (13 pt system font, dark grey)
// on a white root view. Like every view that draws, a label is drawn once into its layer's
// backing store and composited from it.
//
// Each subject has its baseline in the same run:
// - a full frame through the compositor vs the same scene drawn by hand with Cairo;
// - a frame where one 44 × 44 view changes colour vs the full frame;
// - a full-frame composite vs memcpy of the framebuffer (the floor; copied from memory, as a
//   present copies it);
// - the cost of a change against the size of the tree (DamageBenchmarks.swift);
// - fades, cross-dissolves and snapshots against a still full frame (FadeBenchmarks.swift);
// - the allocations of a steady-state frame (nothing changes);
// - shadowed scenes vs the same scenes without shadows (ShadowBenchmarks.swift).

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
    /// The labels' font size in points (the system font: DejaVu Sans here) and grey level.
    static let fontSize: CGFloat = 13
    static let textGray: CGFloat = 0.1

    static func labelText(_ i: Int) -> String { "Row \(i): brown fox" }

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

@MainActor
final class ReferenceScene {
    let host: UITestHost
    let small = UIView(frame: CGRect(x: 165, y: 311, width: 44, height: 44))
    /// The controller's view, holding every view of the scene.
    let root: UIView

    /// With `statusBarHidden`, the controller hides the status bar, so nothing lies over `root`.
    init(statusBarHidden: Bool = false) {
        host = UITestHost(screen: UITestScreen(size: Scene.size, scale: Scene.scale))
        let controller = statusBarHidden ? StatusBarHidingController() : UIViewController()
        host.show(controller)
        root = controller.view!
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
            let label = UILabel(frame: Scene.labelFrame(i))
            label.font = .systemFont(ofSize: Scene.fontSize)
            label.textColor = UIColor(white: Scene.textGray, alpha: 1)
            label.text = Scene.labelText(i)
            root.addSubview(label)
        }
        small.backgroundColor = .red
        root.addSubview(small)
        host.advance(by: 1.0 / 60.0)
        host.advance(by: 1.0 / 60.0)
    }
}

/// A controller that hides the status bar.
final class StatusBarHidingController: UIViewController {
    override var prefersStatusBarHidden: Bool { true }
}

/// The reference scene drawn directly with Cairo and Pango, as a hand-written renderer would:
/// the labels' Pango layouts are made once (with UIKit's font and Pango settings: DejaVu Sans,
/// no hinting, grey antialiasing, unrounded glyph positions) and shown every frame, each centred
/// vertically in its frame with the baseline on a whole pixel, as UILabel places it.
final class CairoScene {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Each label's layout and the top of its text in points.
    var labels: [(layout: OpaquePointer, top: CGFloat)] = []

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Scene.size.width * Scene.scale),
                                             Int32(Scene.size.height * Scene.scale))!
        cr = cairo_create(surface)!
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        cairo_save(cr)
        cairo_scale(cr, Scene.scale, Scene.scale)
        pango_cairo_update_context(cr, context)
        cairo_restore(cr)
        let font = pango_font_description_from_string("DejaVu Sans,WenQuanYi Micro Hei,sans-serif")!
        pango_font_description_set_absolute_size(font, Double(Scene.fontSize) * Double(PANGO_SCALE))
        defer { pango_font_description_free(font) }
        for i in 0..<Scene.labelCount {
            let f = Scene.labelFrame(i)
            let layout = pango_layout_new(context)!
            let text = Scene.labelText(i)
            pango_layout_set_text(layout, text, Int32(text.utf8.count))
            pango_layout_set_font_description(layout, font)
            pango_layout_set_width(layout, Int32(f.width * CGFloat(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
            let baseline = CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
            let centred = f.minY + (f.height - height) / 2 + baseline
            labels.append((layout, (centred * Scene.scale).rounded() / Scene.scale - baseline))
        }
    }

    deinit {
        for label in labels { g_object_unref(UnsafeMutableRawPointer(label.layout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
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
        cairo_set_source_rgb(cr, Scene.textGray, Scene.textGray, Scene.textGray)
        for (i, label) in labels.enumerated() {
            cairo_move_to(cr, Scene.labelFrame(i).minX, label.top)
            pango_cairo_show_layout(cr, label.layout)
        }
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 165, 311, 44, 44)
        cairo_fill(cr)
        cairo_surface_flush(surface)
    }
}

/// Eight framebuffer-sized sources and destinations (64 MB, twice the machine's 32 MB L3 cache),
/// written in order, so the copy of pair `k` (taken in turn) finds neither in the cache, as a
/// present finds no framebuffer written a frame ago.
final class FramebufferCopies {
    static let count = Int(Scene.size.width * Scene.scale) * Int(Scene.size.height * Scene.scale) * 4
    let sources: [UnsafeMutableRawPointer]
    let destinations: [UnsafeMutableRawPointer]

    init() {
        sources = (0..<8).map { _ in UnsafeMutableRawPointer.allocate(byteCount: Self.count, alignment: 64) }
        destinations = (0..<8).map { _ in UnsafeMutableRawPointer.allocate(byteCount: Self.count, alignment: 64) }
        for (i, (s, d)) in zip(sources, destinations).enumerated() {
            memset(s, Int32(0x40 + i), Self.count)
            memset(d, 0, Self.count)
        }
    }

    deinit { for p in sources + destinations { p.deallocate() } }

    func copy(_ k: Int) {
        let i = k % sources.count
        memcpy(destinations[i], sources[i], Self.count)
        blackHole(destinations[i].load(as: UInt8.self))
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 300
    )

    // A full recomposite of the unchanged scene: every pixel redrawn, from what the layers keep
    // (backing stores, and the rasterized rounded backgrounds and borders, kept by the first full
    // frame). The frame measured follows a few unmeasured ones, as a frame in a running app follows
    // others: the first frames after making the scene measure what the setup left in the caches.
    Benchmark("full frame, compositor (reference scene)") { @MainActor benchmark async in
        let scene = ReferenceScene()
        for _ in 0..<3 { scene.host.recompositeWindow() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.host.recompositeWindow()
        }
        benchmark.stopMeasurement()
    }

    // The same, ten frames in a row against ten copies of the framebuffer: the steady cost of
    // compositing everything from kept pixels (issue 17's "rasterize once" goal), without the
    // fixed cost of one measurement.
    Benchmark("10 full frames in a row, compositor (reference scene)") { @MainActor benchmark async in
        let scene = ReferenceScene()
        for _ in 0..<3 { scene.host.recompositeWindow() }
        benchmark.startMeasurement()
        for _ in 0..<10 { scene.host.recompositeWindow() }
        benchmark.stopMeasurement()
    }

    Benchmark("10 memcpys of the framebuffer, each from memory (baseline)") { benchmark in
        let buffers = FramebufferCopies()
        benchmark.startMeasurement()
        for k in 0..<10 { buffers.copy(k) }
        benchmark.stopMeasurement()
    }

    Benchmark("full frame, hand-written Cairo (reference scene)") { benchmark in
        let scene = CairoScene()
        for _ in 0..<3 { scene.draw() }
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

    // The floor a full composite is compared with: what a present costs, a copy of the
    // framebuffer into another buffer (the SDL host copies it into a texture). A present reads a
    // framebuffer that was written a frame ago, from memory: the copies here cycle through eight
    // framebuffers and eight destinations (64 MB, twice the machine's 32 MB L3 cache), so no copy
    // finds its source in the cache, as none of a present does.
    Benchmark("memcpy of the framebuffer (750x1334 ARGB32)") { benchmark in
        let buffers = FramebufferCopies()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { buffers.copy(i) }
        benchmark.stopMeasurement()
    }

    registerDamageBenchmarks()
    registerFadeBenchmarks()
    registerShadowBenchmarks()
}
