import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// The transition coordinator (reference §6.5): available from the `will` callbacks of every
/// transition, built-in or custom; alongside animations share the transition's animation (and
/// are scrubbed with it); completions run once it ends; interaction handlers run when the finger
/// lifts, before the callbacks of a cancellation.
@MainActor @Suite struct UIViewControllerTransitionCoordinatorTests {
    let journal = LifecycleJournal()

    @Test func aBuiltInPushHasACoordinatorInViewWillAppearWithUIKitsDuration() {
        let host = UITestHost()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        host.settle()
        let b = CoordinatorProbe()
        nav.pushViewController(b, animated: true)
        #expect(b.transitionCoordinator == nil)           // the push waits for the layout pass
        host.settle()
        let seen = try! #require(b.seenInWillAppear)
        #expect(seen.duration == TimeInterval(NavigationConstants.pushDuration))
        #expect(seen.animated && !seen.interactive)
        #expect(seen.fromIsA === a)
        #expect(nav.transitionCoordinator == nil)          // gone once it ended
        #expect(b.transitionCoordinator == nil)
    }

    @Test func theContainerAndChildrenOfTheIncomingControllerSeeTheCoordinator() {
        let host = UITestHost()
        let a = UIViewController()
        host.show(a)
        host.settle()
        let child = CoordinatorProbe()
        let nav = UINavigationController(rootViewController: child)
        nav.modalPresentationStyle = .fullScreen
        a.present(nav, animated: true)
        #expect(a.transitionCoordinator != nil)
        #expect(nav.transitionCoordinator != nil)
        host.settle()
        #expect(child.seenInWillAppear != nil)
        #expect(a.transitionCoordinator == nil)
    }

    @Test func anAlongsideAnimationRunsWithTheTransitionsDurationAndCurve() {
        let host = UITestHost()
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        host.settle()
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        nav.view.addSubview(marker)
        let b = CoordinatorProbe()
        b.alongside = { marker.alpha = 0 }
        nav.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        let animation = marker.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.duration == TimeInterval(NavigationConstants.pushDuration))
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        host.settle()
        #expect(marker.alpha == 0)
    }

    @Test func theCompletionRunsAfterTheViewsMovedAndBeforeViewDidAppear() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        let nav = JournalingNavigationController(rootViewController: a, journal: journal)
        host.show(nav)
        host.settle()
        let b = JournalingCoordinatorProbe("B", journal: journal)
        journal.removeAll()
        nav.pushViewController(b, animated: true)
        host.settle()
        #expect(journal.withoutLayout == [
            "B.willMove(toParent: nav)", "nav.delegate.willShow(B)", "B.viewDidLoad",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
            "coordinator.completion(cancelled: false, A in window: false)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            "B.didMove(toParent: nav)", "nav.delegate.didShow(B)",
        ])
    }

    @Test func anInteractivePopNotifiesTheInteractionChangeBeforeTheCancellationCallbacks() {
        let host = UITestHost()
        let a = JournalingCoordinatorProbe("A", journal: journal)
        let b = JournalingViewController("B", journal: journal)
        let nav = JournalingNavigationController(rootViewController: a, journal: journal)
        host.show(nav)
        nav.pushViewController(b, animated: false)
        host.settle()
        journal.removeAll()
        a.watchesInteraction = true
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 80, y: 400), duration: 0.6, holdAtEnd: 0.2)
        host.settle()
        let entries = journal.withoutLayout
        let notified = try! #require(entries.firstIndex(of: "coordinator.interactionChanged(interactive: false, cancelled: true)"))
        let cancelWill = try! #require(entries.firstIndex(of: "A.viewWillDisappear(true)"))
        #expect(notified < cancelWill)
        #expect(entries.contains("coordinator.completion(cancelled: true, A in window: false)"))
        #expect(nav.viewControllers == [a, b])
    }

    @Test func anInteractivePopReportsItsProgress() {
        let host = UITestHost()
        let a = CoordinatorProbe()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        host.show(nav)
        nav.pushViewController(b, animated: false)
        host.settle()
        let finger = host.touchDown(at: CGPoint(x: 2, y: 400))
        for x in stride(from: 12.0, through: 160, by: 10) {
            host.move(finger, to: CGPoint(x: x, y: 400))
            host.advance(by: 1.0 / 60)
        }
        let coordinator = try! #require(a.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        // The finger moved 158 of 375 pt, less the pan's slop before it began.
        #expect(coordinator.percentComplete > 0.3 && coordinator.percentComplete < 0.43)
        host.lift(finger)
        host.settle()
        #expect(a.transitionCoordinator == nil)
    }

    @Test func blocksAddedAfterTheTransitionEndedAreRefused() {
        let host = UITestHost()
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        host.settle()
        let b = CoordinatorProbe()
        nav.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        let coordinator = try! #require(b.transitionCoordinator)
        host.settle()
        #expect(!coordinator.animate(alongsideTransition: { _ in }, completion: nil))
    }
}

/// Records what its transition coordinator says in `viewWillAppear`, and runs `alongside` there.
@MainActor
final class CoordinatorProbe: UIViewController {
    struct Seen {
        var duration: TimeInterval
        var animated: Bool
        var interactive: Bool
        weak var fromIsA: UIViewController?
    }
    var seenInWillAppear: Seen?
    var alongside: (() -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        seenInWillAppear = Seen(duration: coordinator.transitionDuration, animated: coordinator.isAnimated,
                                interactive: coordinator.isInteractive, fromIsA: coordinator.viewController(forKey: .from))
        if let alongside { coordinator.animate(alongsideTransition: { _ in alongside() }) }
    }
}

/// A journaling controller that registers a coordinator completion (and, with
/// `watchesInteraction`, an interaction handler) in `viewWillAppear`.
@MainActor
final class JournalingCoordinatorProbe: JournalingViewController {
    var watchesInteraction = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        let journal = self.journal
        let from = coordinator.viewController(forKey: .from)
        coordinator.animate(alongsideTransition: nil) { context in
            let fromInWindow = (context.isCancelled ? context.viewController(forKey: .to) : from)?.viewIfLoaded?.window != nil
            journal.record("coordinator.completion(cancelled: \(context.isCancelled), A in window: \(fromInWindow))")
        }
        if watchesInteraction {
            coordinator.notifyWhenInteractionChanges { context in
                journal.record("coordinator.interactionChanged(interactive: \(context.isInteractive), cancelled: \(context.isCancelled))")
            }
        }
    }
}
