import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UIPercentDrivenInteractiveTransition` (reference §6.4): it scrubs an animator's UIView
/// animations through the container's layer clock, or an interruptible animator through its
/// `fractionComplete`; the rest runs from where the finger left; only UIKit's contexts are driven.
@MainActor @Suite struct UIPercentDrivenInteractiveTransitionTests {
    let journal = LifecycleJournal()

    private func navigationWithTwo() -> (UITestHost, JournalingNavigationController, JournalingViewController, JournalingViewController) {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        let b = JournalingViewController("B", journal: journal)
        let nav = JournalingNavigationController(rootViewController: a, journal: journal)
        host.show(nav)
        nav.pushViewController(b, animated: false)
        host.settle()
        journal.removeAll()
        return (host, nav, a, b)
    }

    @Test func theDefaultsAreApples() {
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.completionSpeed == 1)
        #expect(interaction.completionCurve == .easeInOut)
        #expect(interaction.wantsInteractiveStart)
        #expect(interaction.timingCurve == nil)
        #expect(interaction.percentComplete == 0)
        #expect(interaction.duration == 0)
    }

    @Test func anUpdateBeforeTheTransitionStartsIsWhereItStarts() {
        let (host, nav, _, b) = navigationWithTwo()
        nav.customAnimator = JournalingAnimator(journal: journal, duration: 1, reverse: true)
        let interaction = UIPercentDrivenInteractiveTransition()
        nav.customInteraction = interaction
        nav.popViewController(animated: true)
        interaction.update(0.25)          // the pop starts in the next layout pass
        host.advance(by: 1.0 / 60)
        host.advance(by: 1.0 / 60)
        let width = nav.view.bounds.width
        #expect(abs(b.view.layer.presentation()!.transform.m41 - 0.25 * width) < 1)
        interaction.cancel()
        host.settle()
    }

    @Test func aFinishCalledBeforeTheStartFinishesOnceItStarts() {
        let (host, nav, a, _) = navigationWithTwo()
        nav.customAnimator = JournalingAnimator(journal: journal, duration: 0.5, reverse: true)
        let interaction = UIPercentDrivenInteractiveTransition()
        nav.customInteraction = interaction
        nav.popViewController(animated: true)
        interaction.finish()
        host.settle()
        #expect(nav.viewControllers == [a])
    }

    @Test func anInterruptibleAnimatorIsScrubbedThroughItsFractionComplete() {
        let (host, nav, a, b) = navigationWithTwo()
        let animator = InterruptibleSlideAnimator()
        nav.customAnimator = animator
        let interaction = UIPercentDrivenInteractiveTransition()
        nav.customInteraction = interaction
        nav.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        #expect(animator.propertyAnimator?.fractionComplete == 0.5)
        let width = nav.view.bounds.width
        #expect(abs(b.view.layer.presentation()!.transform.m41 - 0.5 * width) < 1)
        interaction.finish()
        host.settle()
        #expect(nav.viewControllers == [a])
        #expect(animator.endedWith == true)
    }

    @Test func aCancelledInterruptibleAnimatorRunsBackAndCancels() {
        let (host, nav, a, b) = navigationWithTwo()
        let animator = InterruptibleSlideAnimator()
        nav.customAnimator = animator
        let interaction = UIPercentDrivenInteractiveTransition()
        nav.customInteraction = interaction
        nav.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.3)
        interaction.cancel()
        host.settle()
        #expect(nav.viewControllers == [a, b])
        #expect(animator.endedWith == false)
        #expect(b.view.transform == .identity)
    }

    @Test func aContextTheAppMadeIsNotDrivenAndSaysSo() {
        _UIRuntime.current.logMessages.removeAll()
        let context = PlainContext()
        UIPercentDrivenInteractiveTransition().startInteractiveTransition(context)
        #expect(context.completed == true)
        #expect(_UIKitLog.messages.contains { $0.contains("UIPercentDrivenInteractiveTransition drives UIKit's own transition contexts") })
    }

    @Test func aCompletionSpeedOfZeroStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIPercentDrivenInteractiveTransition().completionSpeed = 0 }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("completionSpeed must be a positive number"))
    }
}

/// An iOS 10 animator: one `UIViewPropertyAnimator` for the whole transition, sliding the
/// outgoing view to the right.
@MainActor
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var propertyAnimator: UIViewPropertyAnimator?
    var endedWith: Bool?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        if let toView = transitionContext.view(forKey: .to), let fromView {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            fromView?.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
        }
        animator.addCompletion { _ in
            fromView?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith = transitionCompleted }
}

/// A context an app wrote itself (seed 003's custom container does this).
@MainActor
final class PlainContext: UIViewControllerContextTransitioning {
    let containerView = UIView()
    var completed: Bool?
    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .custom }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func completeTransition(_ didComplete: Bool) { completed = didComplete }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}
