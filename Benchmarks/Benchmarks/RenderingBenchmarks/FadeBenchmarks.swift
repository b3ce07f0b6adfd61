import Benchmark
import Foundation
import UIKitTesting

// Fades, dissolves and snapshots of the reference scene (RenderingBenchmarks.swift), each against
// a still full frame of the same scene ("full frame, compositor (reference scene)") in the same
// run (issue 17, "fades and dissolves composite, they don't redraw"):
// - a fade: the scene's root view animates its alpha (1 ↔ 0.5, repeating), one frame an
//   iteration after the fade's first two frames: every frame composites the whole scene at a new
//   opacity. Goal ≤ 1.5×;
// - a cross-dissolve: `UIView.transition(with: root, …, .transitionCrossDissolve)` changing the
//   small view's colour, one frame an iteration (a new transition starts, outside the
//   measurement, when one ends). Goal ≤ 1.5×. The root view is opaque, so both looks are and
//   their sum is made in the framebuffer itself; a second benchmark makes the root translucent,
//   so the sum is composited over the backdrop (in one pass, `_ContentBlit.dissolve`);
// - `snapshotView(afterScreenUpdates: false)` of the root view (what is on screen). Goal ≤ 10 %.
//   The image shares the framebuffer's memory (`_PixelBuffer`); the status bar lies over the root
//   view, so its rectangle is drawn again without the bar (once: later snapshots with no frame
//   between reuse it). A second benchmark hides the status bar: nothing is drawn at all. A third
//   measures what the sharing defers: the first frame that draws while a snapshot holds the
//   pixels goes on in a copy of the framebuffer (against "frame with one 44x44 view changing
//   colour", RenderingBenchmarks.swift).

func registerFadeBenchmarks() {
    Benchmark("fade frame, the reference scene's root view animating alpha") { @MainActor benchmark async in
        let scene = ReferenceScene()
        let root = scene.root
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { root.alpha = 0.5 })
        // Warm-up, outside the measurement: the fade's first frame draws the group directly and
        // its second keeps its image (`_CAGroupImage` keeps a group asked for in two passes in a
        // row). Each sample is one iteration on a new scene, so without this every sample
        // measured the frame that makes the image, never a steady fade frame.
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.advance(by: 1.0 / 60.0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.host.advance(by: 1.0 / 60.0) }
        benchmark.stopMeasurement()
    }

    Benchmark("cross-dissolve frame, the reference scene's root view") { @MainActor benchmark async in
        measureCrossDissolve(benchmark, scene: ReferenceScene())
    }

    // The same with a translucent root view (white at alpha 0.9): its looks are not opaque, so
    // their sum is composited over the backdrop.
    Benchmark("cross-dissolve frame, the reference scene's root view translucent") { @MainActor benchmark async in
        let scene = ReferenceScene()
        scene.root.backgroundColor = UIColor(white: 1, alpha: 0.9)
        scene.host.advance(by: 1.0 / 60.0)
        measureCrossDissolve(benchmark, scene: scene)
    }

    Benchmark("snapshotView(afterScreenUpdates: false) of the reference scene's root view") { @MainActor benchmark async in
        let scene = ReferenceScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(scene.root.snapshotView(afterScreenUpdates: false))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("snapshotView(afterScreenUpdates: false) of the reference scene's root view, no status bar") { @MainActor benchmark async in
        let scene = ReferenceScene(statusBarHidden: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(scene.root.snapshotView(afterScreenUpdates: false))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("frame with one 44x44 view changing colour, a snapshot kept from the frame before") { @MainActor benchmark async in
        let scene = ReferenceScene()
        let colors: [UIColor] = [.blue, .red]
        var kept: UIView?
        for i in benchmark.scaledIterations {
            kept = scene.root.snapshotView(afterScreenUpdates: false)
            benchmark.startMeasurement()
            scene.small.backgroundColor = colors[i & 1]
            scene.host.advance(by: 1.0 / 60.0)
            benchmark.stopMeasurement()
        }
        blackHole(kept)
    }
}

/// Measures one frame of a cross-dissolve of `scene`'s root view an iteration, changing the small
/// view's colour; a new transition starts, outside the measurement, when one ends.
@MainActor
func measureCrossDissolve(_ benchmark: Benchmark, scene: ReferenceScene) {
    let colors: [UIColor] = [.blue, .red]
    var turn = 0
    @MainActor func start() {
        turn += 1
        let color = colors[turn & 1]
        UIView.transition(with: scene.root, duration: 1, options: [.transitionCrossDissolve], animations: {
            scene.small.backgroundColor = color
        })
        // The transition's first two frames, outside the measurement: the first draws the new
        // look directly, the second keeps its image (as the fade above).
        scene.host.advance(by: 1.0 / 60.0)
        scene.host.advance(by: 1.0 / 60.0)
    }
    start()
    for _ in benchmark.scaledIterations {
        if scene.root.layer.animationKeys() == nil {
            start()
        }
        benchmark.startMeasurement()
        scene.host.advance(by: 1.0 / 60.0)
        benchmark.stopMeasurement()
    }
}
