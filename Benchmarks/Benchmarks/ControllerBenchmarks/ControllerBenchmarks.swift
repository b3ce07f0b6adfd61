import Benchmark
import UIKitTesting

// View-controller transitions: the frames of a navigation push, with two full screens on stage
// (each a screen of labels), against full recomposites of the same two screens standing still
// (the baseline). Per iteration:
//   baseline: 23 full recomposites of the scene;
//   push:     one animated push (its 21 frames of 0.35 s at 60 Hz plus the end) and an unanimated
//             pop (1 frame) — 23 frames;
//   interactive pop: one frame (input, layout, composite) of a finger moving during an
//             interactive pop (steady state: the same views move every frame).
//   snapshot scrub: one frame of an app's percent-driven transition whose animator moves two
//             full-screen snapshots (`snapshotView(afterScreenUpdates:)`), the interaction
//             updated every frame — against the same recomposite baseline.

@MainActor
final class Screen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for row in 0..<14 {
            let label = UILabel(frame: CGRect(x: 16, y: 70 + CGFloat(row) * 42, width: 343, height: 34))
            label.text = "Row \(row) — \(title ?? "")"
            label.backgroundColor = row % 2 == 0 ? .secondarySystemBackground : .systemBackground
            view.addSubview(label)
        }
    }
}

@MainActor
func makeNavigation() -> (UITestHost, UINavigationController, Screen, Screen) {
    let host = UITestHost()
    let a = Screen()
    a.title = "First"
    let b = Screen()
    b.title = "Second"
    let nav = UINavigationController(rootViewController: a)
    host.show(nav)
    host.settle()
    return (host, nav, a, b)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    Benchmark("23 still frames of two full screens, fully recomposited (baseline)") { @MainActor benchmark async in
        let (host, nav, a, b) = makeNavigation()
        nav.pushViewController(b, animated: false)
        host.settle()
        // Both screens on stage, as in the middle of a push.
        a.view.frame.origin.x = -112
        b.view.superview!.insertSubview(a.view, belowSubview: b.view)
        b.view.frame.origin.x = 187
        host.settle()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for _ in 0..<23 { host.recompositeWindow() }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("animated push and unanimated pop (23 frames)") { @MainActor benchmark async in
        let (host, nav, _, b) = makeNavigation()
        nav.pushViewController(b, animated: true)
        host.settle()
        nav.popViewController(animated: false)
        host.settle()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            nav.pushViewController(b, animated: true)
            for _ in 0..<22 { host.advance(by: 1.0 / 60.0) }
            nav.popViewController(animated: false)
            host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("one recomposite of two full screens (baseline of the interactive frame)") { @MainActor benchmark async in
        let (host, nav, a, b) = makeNavigation()
        nav.pushViewController(b, animated: false)
        host.settle()
        a.view.frame.origin.x = -112
        b.view.superview!.insertSubview(a.view, belowSubview: b.view)
        b.view.frame.origin.x = 187
        host.settle()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.recompositeWindow()
        }
        benchmark.stopMeasurement()
    }

    Benchmark("one frame of an interactive pop, the finger moving") { @MainActor benchmark async in
        let (host, nav, _, b) = makeNavigation()
        nav.pushViewController(b, animated: false)
        host.settle()
        let finger = host.touchDown(at: CGPoint(x: 2, y: 400))
        for x in stride(from: 10.0, through: 120, by: 10) {
            host.move(finger, to: CGPoint(x: x, y: 400))
            host.advance(by: 1.0 / 60.0)
        }
        let shownX = b.view.layer.presentation()?.frame.minX ?? 0
        if shownX < 60 { print("warning: the interactive pop did not begin (minX \(shownX))") }
        var x: CGFloat = 120
        var step: CGFloat = 3
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            x += step
            if x > 220 || x < 120 { step = -step }
            host.move(finger, to: CGPoint(x: x, y: 400))
            host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
        host.lift(finger)
    }

    Benchmark("one frame of a percent-driven transition of two full-screen snapshots") { @MainActor benchmark async in
        let (host, nav, _, b) = makeNavigation()
        let delegate = SnapshotTransitionDelegate()
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60.0)
        for _ in 0..<3 { host.advance(by: 1.0 / 60.0) }
        var p: CGFloat = 0.2
        var step: CGFloat = 0.01
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            p += step
            if p > 0.8 || p < 0.2 { step = -step }
            delegate.interaction.update(p)
            host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
        delegate.interaction.finish()
        host.settle()
    }
}

/// A navigation delegate whose push animator slides a snapshot of the new screen over a snapshot
/// of the old one, driven by a percent-driven interaction.
@MainActor
final class SnapshotTransitionDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        guard let fromSnapshot = fromView.snapshotView(afterScreenUpdates: false),
              let toSnapshot = toView.snapshotView(afterScreenUpdates: true) else { return }
        fromSnapshot.frame = fromView.frame
        toSnapshot.frame = toView.frame.offsetBy(dx: container.bounds.width, dy: 0)
        fromView.isHidden = true
        container.addSubview(fromSnapshot)
        container.addSubview(toSnapshot)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
            toSnapshot.frame.origin.x = toView.frame.minX
            fromSnapshot.frame.origin.x -= container.bounds.width / 3
        }, completion: { _ in
            fromView.isHidden = false
            fromSnapshot.removeFromSuperview()
            toSnapshot.removeFromSuperview()
            if !transitionContext.transitionWasCancelled { container.addSubview(toView) }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
