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
        JournalingNavigationController.showing(journal: journal)
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
        let interaction = nav.beginInteractivePop(animator: animator, host: host)
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
        let interaction = nav.beginInteractivePop(animator: animator, host: host)
        interaction.update(0.3)
        interaction.cancel()
        host.settle()
        #expect(nav.viewControllers == [a, b])
        #expect(animator.endedWith == false)
        #expect(b.view.transform == .identity)
    }

    /// A custom container with its own context (seed 003, objc.io issue 12) made interactive:
    /// it starts the interaction, then runs the animator; the interaction scrubs the container.
    @Test func aContextAContainerMadeIsScrubbedThroughItsContainersClock() {
        let host = UITestHost()
        let root = UIViewController()
        host.show(root)
        host.settle()
        let from = UIViewController(), to = UIViewController()
        root.addChild(from)
        root.view.addSubview(from.view)
        from.didMove(toParent: root)
        root.addChild(to)
        let context = PlainContext(container: root.view, from: from, to: to)
        let animator = JournalingAnimator(journal: journal, duration: 0.8)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        interaction.startInteractiveTransition(context)
        animator.animateTransition(using: context)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        let width = root.view.bounds.width
        #expect(abs(to.view.layer.presentation()!.transform.m41 - 0.5 * width) < 1)
        #expect(interaction.duration == 0.8)
        #expect(context.percent == 0.5)
        interaction.finish()
        host.advance(by: 0.5)
        #expect(context.completed == true)
        #expect(root.view.layer.speed == 1)
    }

    @Test func aCancelledContainerTransitionEndsAtItsStart() {
        let host = UITestHost()
        let root = UIViewController()
        host.show(root)
        host.settle()
        let from = UIViewController(), to = UIViewController()
        root.addChild(from)
        root.view.addSubview(from.view)
        root.addChild(to)
        let context = PlainContext(container: root.view, from: from, to: to)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.startInteractiveTransition(context)
        JournalingAnimator(journal: journal, duration: 0.8).animateTransition(using: context)
        interaction.update(0.3)
        interaction.cancel()
        host.settle()
        #expect(context.completed == false)
        #expect(journal.entries.contains("animator.completion(finished: true, cancelled: true)"))
        #expect(to.view.transform == .identity)
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
    let containerView: UIView
    let from: UIViewController?
    let to: UIViewController?
    var completed: Bool?
    var percent: CGFloat = 0
    var transitionWasCancelled = false
    init(container: UIView = UIView(), from: UIViewController? = nil, to: UIViewController? = nil) {
        containerView = container
        self.from = from
        self.to = to
    }
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .custom }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { percent = percentComplete }
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func completeTransition(_ didComplete: Bool) { completed = didComplete }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { key == .from ? from : to }
    func initialFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
    func finalFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
}
