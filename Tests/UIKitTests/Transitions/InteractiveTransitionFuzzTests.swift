import Foundation
import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// Random interactive transitions on a navigation controller and its presentations: edge-swipe
/// pops with random paths (direction changes, early lifts, a second finger), app pops and
/// presentations driven by `UIPercentDrivenInteractiveTransition` with random updates, pauses,
/// completion speeds, finishes and cancels, and new pushes, pops and presentations requested
/// while a transition runs. Invariants after each sequence settles:
/// - no transition runs: no `transitionCoordinator`, the container's layer clock is back
///   (speed 1), nothing scheduled;
/// - the stack is consistent: `viewControllers == children`, the top controller's view is the
///   only controller view in the container, at rest (identity transform) in the window;
/// - lifecycle calls balance: the top controller (or the presented one) has appeared, every
///   other controller has disappeared;
/// - presentations are all or nothing: a presented controller's view is in the window and its
///   presenter knows it, or neither.
/// Deterministic (SplitMix64 seeds); a failure names the seed. `make test` runs 1,000 sequences;
/// `ROCKHOPPER_FUZZ_LONG=1` runs 20,000 and prints resident memory every 2,000;
/// `ROCKHOPPER_FUZZ_COUNT` sets the number, `ROCKHOPPER_FUZZ_SEED` runs one seed and prints what it
/// does, `ROCKHOPPER_FUZZ_KIND` (0 edge swipe, 1 app pop, 2 presentation) forces one kind.
/// Every controller, view, interaction and transition a sequence makes must be freed.
@MainActor @Suite struct InteractiveTransitionFuzzTests {

    /// The delegate: an app animator for pops and presentations, an interaction while one is set.
    final class Delegate: UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
        let journal = LifecycleJournal()
        var popAnimator: JournalingAnimator?
        var interaction: UIPercentDrivenInteractiveTransition?
        lazy var presentAnimator = JournalingAnimator(journal: journal, duration: 0.3)
        lazy var dismissAnimator = JournalingAnimator(journal: journal, duration: 0.3, reverse: true)

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operation == .pop ? popAnimator : nil
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissAnimator }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    /// Drives `interaction` with random updates, pauses and speeds, then finishes or cancels.
    private func scrub(_ interaction: UIPercentDrivenInteractiveTransition, host: UITestHost, random: inout SplitMix64,
                       interrupt: () -> Void) {
        interaction.completionSpeed = random.cgFloat(0.5...3)
        interaction.completionCurve = [.easeInOut, .easeIn, .easeOut, .linear][random.int(4)]
        for _ in 0..<random.int(8) {
            interaction.update(random.cgFloat(-0.2...1.2))
            host.advance(by: 1.0 / 60 * Double(1 + random.int(3)))
            if random.chance(0.05) { interrupt() }
        }
        if random.chance(0.5) { interaction.finish() } else { interaction.cancel() }
        if random.chance(0.2) {
            host.advance(by: random.cgFloat(0...0.2))
            interaction.pause()
            interaction.update(random.cgFloat(0...1))
            if random.chance(0.5) { interaction.finish() } else { interaction.cancel() }
        }
    }

    private func edgeSwipe(host: UITestHost, random: inout SplitMix64, interrupt: () -> Void) {
        let finger = host.touchDown(at: CGPoint(x: 2, y: 300 + random.cgFloat(0...200)))
        var x: CGFloat = 2
        for _ in 0..<(1 + random.int(12)) {
            x = max(0, min(375, x + random.cgFloat(-40...60)))
            host.move(finger, to: CGPoint(x: x, y: 400))
            host.advance(by: 1.0 / 60)
            if random.chance(0.05) {
                let second = host.touchDown(at: CGPoint(x: 200, y: 200))
                host.advance(by: 1.0 / 60)
                host.lift(second)
            }
            if random.chance(0.03) { interrupt() }
        }
        host.lift(finger)
    }

    private func check(_ nav: UINavigationController, host: UITestHost, seed: UInt64) -> [String] {
        var problems: [String] = []
        let container = nav._transitionView
        if nav.transitionCoordinator != nil { problems.append("a coordinator remains") }
        if nav._transition != nil { problems.append("the navigation transition remains") }
        if container.layer.speed != 1 { problems.append("the container's clock is still frozen (speed \(container.layer.speed))") }
        if nav.viewControllers != nav.children { problems.append("viewControllers \(nav.viewControllers.count) != children \(nav.children.count)") }
        guard let top = nav.topViewController else { return problems + ["no top"] }
        let controllerViews = container.subviews.filter { view in nav.children.contains { $0.viewIfLoaded === view } || view is FuzzView }
        if controllerViews.count != 1 || controllerViews.first !== top.viewIfLoaded { problems.append("container holds \(controllerViews.count) controller views") }
        if top.viewIfLoaded?.transform != .identity { problems.append("the top view is not at rest") }
        let presented = nav.presentedViewController
        if let presented {
            if presented.viewIfLoaded?.window == nil { problems.append("the presented view is not in the window") }
            if presented._appearanceState != .appeared { problems.append("the presented controller is \(presented._appearanceState)") }
            if presented.presentingViewController !== nav { problems.append("the presentation is half linked") }
        } else {
            if top.viewIfLoaded?.window == nil { problems.append("the top view is not in the window") }
            if top._appearanceState != .appeared { problems.append("the top controller is \(top._appearanceState)") }
        }
        for vc in nav.children where vc !== top && vc._appearanceState != .disappeared {
            problems.append("a covered controller is \(vc._appearanceState)")
        }
        return problems.map { "seed \(seed): \($0)" }
    }

    final class FuzzView: UIView {}

    /// Every controller and interaction a sequence made, to check none outlives the run.
    final class WeakBox { weak var object: AnyObject?; init(_ o: AnyObject) { object = o } }

    @Test func randomInteractiveTransitionsLeaveAConsistentContainer() {
        let long = ProcessInfo.processInfo.environment["ROCKHOPPER_FUZZ_LONG"] != nil
        let sequences = ProcessInfo.processInfo.environment["ROCKHOPPER_FUZZ_COUNT"].flatMap(Int.init) ?? (long ? 20_000 : 1_000)
        let host = UITestHost()
        let delegate = Delegate()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.delegate = delegate
        host.show(nav)
        host.settle()
        var problems: [String] = []
        var rssAfterWarmUp = 0
        weak var someControllerMade: UIViewController?
        var made: [WeakBox] = []
        func track<T: AnyObject>(_ o: T) -> T { made.append(WeakBox(o)); return o }
        let only = ProcessInfo.processInfo.environment["ROCKHOPPER_FUZZ_SEED"].flatMap(UInt64.init)
        for seed in only.map({ $0...$0 }) ?? 0...UInt64(sequences - 1) {
            if seed == 200 { rssAfterWarmUp = ResidentMemory.kilobytes() }
            if long, seed % 2_000 == 0 { print("after \(seed) sequences: RSS \(ResidentMemory.kilobytes()) kB") }
            var random = SplitMix64(state: seed &* 0x9E37_79B9)
            let extra = UIViewController()
            extra.view = FuzzView()
            _ = track(extra.view.layer)
            _ = track(extra.view)
            someControllerMade = extra
            nav.pushViewController(extra, animated: random.chance(0.3))
            host.settle()
            var interruptions = SplitMix64(state: ~seed)
            let interrupt = {
                let what = interruptions.int(3)
                if only != nil { print("  interrupt \(what) with stack \(nav.viewControllers.count), transition \(nav._transition != nil)") }
                switch what {
                case 0: nav.pushViewController(track(UIViewController()), animated: true)
                case 1: nav.popViewController(animated: true)
                default: nav.present(track(UIViewController()), animated: true)
                }
            }
            let forcedKind = ProcessInfo.processInfo.environment["ROCKHOPPER_FUZZ_KIND"].flatMap(Int.init)
            let kind = forcedKind ?? random.int(3)
            if only != nil { print("seed \(seed): kind \(kind)") }
            switch kind {
            case 0:
                delegate.popAnimator = nil
                delegate.interaction = nil
                edgeSwipe(host: host, random: &random, interrupt: interrupt)
            case 1:
                delegate.popAnimator = JournalingAnimator(journal: delegate.journal, duration: random.cgFloat(0.1...0.6), reverse: true)
                let interaction = track(UIPercentDrivenInteractiveTransition())
                delegate.interaction = interaction
                nav.popViewController(animated: true)
                host.advance(by: 1.0 / 60)
                if let coordinator = nav.transitionCoordinator { _ = track(coordinator) }
                scrub(interaction, host: host, random: &random, interrupt: interrupt)
            default:
                let interaction = track(UIPercentDrivenInteractiveTransition())
                delegate.interaction = interaction
                let modal = track(UIViewController())
                modal.modalPresentationStyle = .fullScreen
                modal.transitioningDelegate = delegate
                nav.present(modal, animated: true)
                host.advance(by: 1.0 / 60)
                if let coordinator = modal.transitionCoordinator { _ = track(coordinator) }
                scrub(interaction, host: host, random: &random, interrupt: interrupt)
                host.settle()
                if nav.presentedViewController != nil, random.chance(0.7) {
                    let dismissal = track(UIPercentDrivenInteractiveTransition())
                    delegate.interaction = dismissal
                    nav.dismiss(animated: true)
                    host.advance(by: 1.0 / 60)
                    scrub(dismissal, host: host, random: &random, interrupt: {})
                }
            }
            delegate.popAnimator = nil
            delegate.interaction = nil
            host.settle()
            if only != nil { print("  end: needsTransition \(nav._needsTransition) pendingRemovals \(nav._pendingRemovals.count) presented \(nav.presentedViewController != nil) window \(nav.view.window != nil) shown \(nav._shown.map { "\(type(of: $0))" } ?? "nil") top \(nav.topViewController.map { "\(type(of: $0))" } ?? "nil")") }
            problems += check(nav, host: host, seed: seed)
            // Back to the root for the next sequence.
            if nav.presentedViewController != nil { nav.dismiss(animated: false) }
            host.settle()
            nav.popToRootViewController(animated: false)
            host.settle()
            delegate.journal.removeAll()
            _UIRuntime.current.logMessages.removeAll()
            if problems.count > 20 { break }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
        #expect(someControllerMade == nil)
        let alive = made.filter { $0.object != nil }
        #expect(alive.isEmpty, "\(alive.count) of \(made.count) controllers and interactions outlived their sequence: \(alive.prefix(5).map { "\(type(of: $0.object!))" })")
        #expect(nav.viewControllers == [root])
        if long {
            let end = ResidentMemory.kilobytes()
            print("interactive transitions: \(sequences), RSS after 200: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
