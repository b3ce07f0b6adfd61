import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// Apps' animators through the three hooks (reference §6.3): the navigation delegate, the tab bar
/// delegate and the transitioning delegate — UIKit's call sequence, the context the animator sees,
/// and the container state at the end.
@MainActor @Suite struct UIViewControllerAnimatedTransitioningTests {
    let journal = LifecycleJournal()

    /// A alone on the stack, `animator` the delegate's.
    private func navigation(animator: JournalingAnimator?) -> (UITestHost, JournalingNavigationController, JournalingViewController, JournalingViewController) {
        let stage = JournalingNavigationController.showing(journal: journal, pushesB: false)
        stage.1.customAnimator = animator
        return stage
    }

    @Test func aDelegateAnimatorRunsAPushInUIKitsOrder() {
        let animator = JournalingAnimator(journal: journal)
        let (host, nav, a, b) = navigation(animator: animator)
        nav.pushViewController(b, animated: true)
        host.settle()
        #expect(nav.viewControllers == [a, b])
        #expect(journal.withoutLayout == [
            "B.willMove(toParent: nav)",
            "nav.delegate.willShow(B)", "nav.delegate.animationControllerFor(push, A, B)",
            "nav.delegate.interactionControllerFor", "B.viewDidLoad",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
            "animator.animateTransition(interactive: false)",
            "animator.completion(finished: true, cancelled: false)",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
            "B.didMove(toParent: nav)", "nav.delegate.didShow(B)",
            "animator.animationEnded(true)",
        ])
        #expect(a.view.superview == nil)
        #expect(b.view.superview != nil)
    }

    @Test func theContextOfAPushDescribesItsControllersViewsAndFrames() {
        let animator = JournalingAnimator(journal: journal)
        let (host, nav, a, b) = navigation(animator: animator)
        nav.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        let context = try! #require(animator.lastContext)
        #expect(context.viewController(forKey: .from) === a)
        #expect(context.viewController(forKey: .to) === b)
        #expect(context.view(forKey: .from) === a.view)
        #expect(context.view(forKey: .to) === b.view)
        #expect(a.view.superview === context.containerView && b.view.superview === context.containerView)
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.presentationStyle == .none)
        #expect(context.initialFrame(for: a) == a.view.frame)
        #expect(context.finalFrame(for: a) == .zero)          // its view is removed at the end
        #expect(context.initialFrame(for: b) == .zero)
        #expect(context.finalFrame(for: b) == context.containerView.bounds)
        #expect(context.targetTransform == .identity)
        host.settle()
    }

    @Test func theAnimatorsAnimationIsWhatTheScreenShows() {
        let animator = JournalingAnimator(journal: journal, duration: 1)
        let (host, nav, _, b) = navigation(animator: animator)
        nav.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)      // the transition starts in this frame's layout pass
        host.advance(by: 0.5)
        let shown = b.view.layer.presentation()!.transform.m41
        let width = nav.view.bounds.width
        #expect(abs(shown - width / 2) < width * 0.05)
        host.settle()
        #expect(b.view.transform == .identity)
    }

    @Test func aNonAnimatedPushDoesNotAskTheDelegateForAnAnimator() {
        let animator = JournalingAnimator(journal: journal)
        let (host, nav, _, b) = navigation(animator: animator)
        nav.pushViewController(b, animated: false)
        host.settle()
        #expect(!journal.entries.contains { $0.hasPrefix("nav.delegate.animationControllerFor") })
        #expect(!journal.entries.contains { $0.hasPrefix("animator.") })
    }

    @Test func aDelegatePopAnimatorDisablesTheEdgeSwipe() {
        let animator = JournalingAnimator(journal: journal)
        let (host, nav, a, b) = navigation(animator: animator)
        nav.pushViewController(b, animated: false)
        host.settle()
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        host.settle()
        #expect(nav.viewControllers == [a, b])
    }

    @Test func aPercentDrivenPopFollowsTheInteractionAndFinishes() {
        let (host, nav, a, b) = JournalingNavigationController.showing(journal: journal)
        let interaction = nav.beginInteractivePop(animator: JournalingAnimator(journal: journal, duration: 0.5, reverse: true), host: host)
        #expect(journal.entries.contains("animator.animateTransition(interactive: true)"))
        interaction.update(0.4)
        host.advance(by: 1.0 / 60)
        let width = nav.view.bounds.width
        #expect(abs(b.view.layer.presentation()!.transform.m41 - 0.4 * width) < 1)
        #expect(interaction.percentComplete == 0.4)
        #expect(interaction.duration == 0.5)
        host.advance(by: 2)              // time passes, the transition stays where the finger is
        #expect(abs(b.view.layer.presentation()!.transform.m41 - 0.4 * width) < 1)
        interaction.finish()
        host.settle()
        #expect(nav.viewControllers == [a])
        #expect(b.view.superview == nil)
        #expect(Array(journal.withoutLayout.suffix(6)) == [
            "animator.completion(finished: true, cancelled: false)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
            "B.didMove(toParent: nil)", "nav.delegate.didShow(A)",
            "animator.animationEnded(true)",
        ])
    }

    @Test func theRestOfAFinishedInteractionTakesTheRemainingFractionOfTheDuration() {
        let (host, nav, _, b) = JournalingNavigationController.showing(journal: journal)
        let interaction = nav.beginInteractivePop(animator: JournalingAnimator(journal: journal, duration: 1, reverse: true), host: host)
        interaction.completionCurve = .linear
        interaction.update(0.5)
        interaction.finish()
        host.advance(by: 0.25)
        let width = nav.view.bounds.width
        let shown = b.view.layer.presentation()!.transform.m41
        #expect(abs(shown - 0.75 * width) < width * 0.05)
        host.advance(by: 0.3)
        #expect(b.view.superview == nil)
    }

    @Test func aCancelledPercentDrivenPopPutsEverythingBack() {
        let (host, nav, a, b) = JournalingNavigationController.showing(journal: journal)
        let interaction = nav.beginInteractivePop(animator: JournalingAnimator(journal: journal, duration: 0.5, reverse: true), host: host)
        interaction.update(0.3)
        interaction.cancel()
        #expect(nav.viewControllers == [a, b])     // the stack comes back at once
        host.settle()
        #expect(nav.viewControllers == [a, b])
        #expect(nav.topViewController === b)
        #expect(b.parent === nav)
        #expect(a.view.superview == nil)
        #expect(b.view.superview != nil && b.view.transform == .identity)
        #expect(journal.withoutLayout.suffix(6) == [
            "animator.completion(finished: true, cancelled: true)",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)", "B.viewDidAppear(true)",
            "animator.animationEnded(false)",
        ])
        #expect(!journal.entries.contains("nav.delegate.didShow(A)"))
        #expect(!journal.entries.contains("B.didMove(toParent: nil)"))
        // And the next pop works.
        nav.customAnimator = nil
        nav.popViewController(animated: true)
        host.settle()
        #expect(nav.viewControllers == [a])
    }

    /// Finished or cancelled at several points, the rest runs from there to the right end over
    /// the remaining fraction of the duration, and the stack ends as it should.
    @Test(arguments: [0.1, 0.35, 0.6, 0.9], [true, false])
    func anInteractionEndedAnywhereRunsFromThereToItsEnd(percent: Double, finishes: Bool) {
        let (host, nav, a, b) = JournalingNavigationController.showing(journal: journal)
        let interaction = nav.beginInteractivePop(animator: JournalingAnimator(journal: journal, duration: 1, reverse: true), host: host)
        interaction.completionCurve = .linear
        interaction.update(CGFloat(percent))
        host.advance(by: 1.0 / 60)
        let width = nav.view.bounds.width
        func shown() -> CGFloat { b.view.layer.presentation()!.transform.m41 / width }
        #expect(abs(shown() - CGFloat(percent)) < 0.01)
        if finishes { interaction.finish() } else { interaction.cancel() }
        let remaining = finishes ? 1 - percent : percent
        host.advance(by: remaining / 2)
        let halfway = CGFloat(finishes ? percent + remaining / 2 : percent / 2)
        #expect(abs(shown() - halfway) < 0.06)
        host.advance(by: remaining / 2 + 0.1)
        #expect(nav.viewControllers == (finishes ? [a] : [a, b]))
        #expect(nav.transitionCoordinator == nil)
        #expect(nav._transitionView.layer.speed == 1)
        #expect(journal.entries.contains("animator.animationEnded(\(finishes))"))
    }

    @Test func aTabBarDelegateAnimatorRunsTheSwitch() {
        let host = UITestHost()
        let first = JournalingViewController("T1", journal: journal)
        let second = JournalingViewController("T2", journal: journal)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let delegate = TabAnimatorDelegate(animator: JournalingAnimator(journal: journal))
        tabs.delegate = delegate
        host.show(tabs)
        host.settle()
        journal.removeAll()
        tabs.selectedIndex = 1
        host.settle()
        #expect(journal.withoutLayout == [
            "T2.viewDidLoad", "T2.viewWillAppear(true)", "T1.viewWillDisappear(true)", "T2.viewIsAppearing(true)",
            "animator.animateTransition(interactive: false)",
            "animator.completion(finished: true, cancelled: false)",
            "T1.viewDidDisappear(true)", "T2.viewDidAppear(true)",
            "animator.animationEnded(true)",
        ])
        #expect(first.view.superview == nil && second.view.superview != nil)
    }

    @Test func aTransitioningDelegateAnimatesAFullScreenPresentationAndItsDismissal() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        host.settle()
        let m = JournalingViewController("M", journal: journal)
        m.modalPresentationStyle = .fullScreen
        let delegate = PresentationAnimatorDelegate(present: JournalingAnimator(journal: journal),
                                                    dismiss: JournalingAnimator(journal: journal, reverse: true))
        m.transitioningDelegate = delegate
        journal.removeAll()
        var completed = false
        a.present(m, animated: true) { completed = true }
        host.settle()
        #expect(completed)
        #expect(journal.withoutLayout == [
            "M.viewDidLoad", "A.viewWillDisappear(true)", "M.viewWillAppear(true)", "M.viewIsAppearing(true)",
            "animator.animateTransition(interactive: false)",
            "animator.completion(finished: true, cancelled: false)",
            "M.viewDidAppear(true)", "A.viewDidDisappear(true)",
            "animator.animationEnded(true)",
        ])
        #expect(a.view.window == nil)
        journal.removeAll()
        a.dismiss(animated: true)
        host.settle()
        #expect(a.presentedViewController == nil)
        #expect(a.view.window != nil && m.view.window == nil)
        #expect(journal.withoutLayout.contains("animator.animationEnded(true)"))
        #expect(journal.appearance == [
            "M.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
            "A.viewDidAppear(true)", "M.viewDidDisappear(true)",
        ])
    }

    @Test func aCustomPresentationKeepsThePresenterAndUsesThePresentationController() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        host.settle()
        let m = JournalingViewController("M", journal: journal)
        m.modalPresentationStyle = .custom
        let delegate = PresentationAnimatorDelegate(present: JournalingAnimator(journal: journal),
                                                    dismiss: JournalingAnimator(journal: journal, reverse: true))
        delegate.makesHalfScreenPresentationController = true
        m.transitioningDelegate = delegate
        journal.removeAll()
        a.present(m, animated: true)
        host.advance(by: 1.0 / 60)
        let presentation = try! #require(m.presentationController as? HalfScreenPresentationController)
        let dimming = try! #require(presentation.dimmingView)
        host.advance(by: 0.25)
        let midAlpha = dimming.layer.presentation()!.opacity
        #expect(midAlpha > 0.3 && midAlpha < 0.7)     // alongside the 0.5 s animation
        host.settle()
        #expect(dimming.alpha == 1)
        #expect(m.view.frame == presentation.frameOfPresentedViewInContainerView)
        #expect(a.view.window != nil)                // the presenter's view stays
        #expect(!journal.appearance.contains { $0.hasPrefix("A.") })
        #expect(presentation.log == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
        a.dismiss(animated: true)
        host.settle()
        #expect(presentation.log.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(dimming.superview == nil || dimming.window == nil)
        #expect(!journal.appearance.contains { $0.hasPrefix("A.") })
    }

    /// After a custom, interactive presentation and its dismissal, nothing the transitions made
    /// outlives them: the presented controller and its view, the presentation controller with its
    /// dimming view, the coordinator, the interaction.
    @Test func aCustomInteractivePresentationFreesEverythingItMade() {
        let host = UITestHost()
        let a = UIViewController()
        host.show(a)
        host.settle()
        let delegate = PresentationAnimatorDelegate(present: JournalingAnimator(journal: journal),
                                                    dismiss: JournalingAnimator(journal: journal, reverse: true))
        delegate.makesHalfScreenPresentationController = true
        weak var presented: UIViewController?
        weak var presentedView: UIView?
        weak var presentation: UIPresentationController?
        weak var dimming: UIView?
        weak var coordinator: AnyObject?
        weak var interaction: UIPercentDrivenInteractiveTransition?
        do {
            let m = UIViewController()
            m.modalPresentationStyle = .custom
            m.transitioningDelegate = delegate
            let driver = UIPercentDrivenInteractiveTransition()
            delegate.presentationInteraction = driver
            a.present(m, animated: true)
            host.advance(by: 1.0 / 60)
            coordinator = m.transitionCoordinator
            driver.update(0.5)
            driver.finish()
            host.settle()
            delegate.presentationInteraction = nil
            presented = m
            presentedView = m.view
            presentation = m.presentationController
            dimming = (m.presentationController as? HalfScreenPresentationController)?.dimmingView
            interaction = driver
            a.dismiss(animated: true)
            host.settle()
        }
        #expect(coordinator == nil && interaction == nil)
        #expect(presented == nil && presentedView == nil)
        #expect(presentation == nil && dimming == nil)
    }

    @Test func aCancelledInteractivePresentationPresentsNothing() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        host.settle()
        let m = JournalingViewController("M", journal: journal)
        m.modalPresentationStyle = .fullScreen
        let delegate = PresentationAnimatorDelegate(present: JournalingAnimator(journal: journal),
                                                    dismiss: JournalingAnimator(journal: journal, reverse: true))
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction
        m.transitioningDelegate = delegate
        a.present(m, animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.2)
        interaction.cancel()
        host.settle()
        #expect(a.presentedViewController == nil)
        #expect(m.presentingViewController == nil)
        #expect(m.view.window == nil)
        #expect(a.view.window != nil)
        #expect(journal.appearance.suffix(4) == [
            "M.viewWillDisappear(true)", "M.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
        ])
        // Presenting again works.
        delegate.presentationInteraction = nil
        a.present(m, animated: true)
        host.settle()
        #expect(a.presentedViewController === m)
    }

    @Test func aCancelledInteractiveDismissalKeepsThePresentation() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        host.settle()
        let m = JournalingViewController("M", journal: journal)
        m.modalPresentationStyle = .fullScreen
        let delegate = PresentationAnimatorDelegate(present: JournalingAnimator(journal: journal),
                                                    dismiss: JournalingAnimator(journal: journal, reverse: true))
        m.transitioningDelegate = delegate
        a.present(m, animated: false)
        host.settle()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        journal.removeAll()
        m.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.6)
        interaction.cancel()
        host.settle()
        #expect(a.presentedViewController === m)
        #expect(m.view.window != nil)
        #expect(a.view.window == nil)
        #expect(journal.appearance == [
            "M.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "M.viewWillAppear(true)", "M.viewDidAppear(true)",
        ])
        delegate.dismissalInteraction = nil
        m.dismiss(animated: true)
        host.settle()
        #expect(a.presentedViewController == nil)
        #expect(a.view.window != nil)
    }
}

/// A tab bar delegate supplying one animator.
@MainActor
final class TabAnimatorDelegate: UITabBarControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

/// A transitioning delegate supplying animators, interaction controllers and (optionally) a
/// half-screen presentation controller with a dimming view.
@MainActor
final class PresentationAnimatorDelegate: UIViewControllerTransitioningDelegate {
    let present: any UIViewControllerAnimatedTransitioning
    let dismiss: any UIViewControllerAnimatedTransitioning
    var presentationInteraction: (any UIViewControllerInteractiveTransitioning)?
    var dismissalInteraction: (any UIViewControllerInteractiveTransitioning)?
    var makesHalfScreenPresentationController = false

    init(present: any UIViewControllerAnimatedTransitioning, dismiss: any UIViewControllerAnimatedTransitioning) {
        self.present = present
        self.dismiss = dismiss
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { present }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        presentationInteraction
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        dismissalInteraction
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        makesHalfScreenPresentationController
            ? HalfScreenPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
}

/// The dimming-view presentation controller as tutorials write it: a black view fading in
/// alongside the transition, the presented view on the lower half.
@MainActor
final class HalfScreenPresentationController: UIPresentationController {
    var dimmingView: UIView?
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let b = container.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log.append("presentationTransitionWillBegin")
        guard let containerView else { return }
        let dimming = UIView(frame: containerView.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        dimmingView = dimming
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.append("presentationTransitionDidEnd(\(completed))")
    }

    override func dismissalTransitionWillBegin() {
        log.append("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView?.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalTransitionDidEnd(\(completed))")
    }
}
