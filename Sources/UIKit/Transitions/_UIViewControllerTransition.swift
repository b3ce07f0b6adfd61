import Foundation

/// One container transition from one controller to another — a push or pop, a presentation or
/// dismissal, a tab switch, `transition(from:to:…)` — and UIKit's context and coordinator for it
/// (`UIViewControllerContextTransitioning`, `UIViewControllerTransitionCoordinator`; UIKit uses
/// two objects, one serves here). It sends the appearance callbacks in UIKit's order for its
/// operation, lets an animator (UIKit's own or an app's) move the views inside `containerView`,
/// possibly driven by an interaction controller, and finishes the bookkeeping when the animator
/// calls `completeTransition(_:)`.
///
/// Phases, in order (each one call):
///   `init`       — the participants' `transitionCoordinator` is this object from here on (the
///                  container calls `presentationTransitionWillBegin` and the delegates then).
///   `begin()`    — the `will` callbacks: push/pop/present/dismiss/`transition(from:to:)`:
///                  from.willDisappear, then to.willAppear; tab switch: to.willAppear, then
///                  from.willDisappear.
///   `start()`    — for UIKit's own animators the incoming view goes into the container at its
///                  initial frame (an app's animator adds it itself; it gets its final frame),
///                  `viewIsAppearing`, then either the interaction controller's
///                  `startInteractiveTransition(_:)` or the animator's `animateTransition(using:)`,
///                  with the coordinator's alongside animations inside the animator's first
///                  UIView animation block (or, when it makes none, in one of their own).
///   `cancelInteractiveTransition()` — `transitionWasCancelled` becomes true, the interaction
///                  handlers run, then the container's cancellation hooks (a navigation controller
///                  puts the popped controller back on its stack).
///   `completeTransition(true)` — the outgoing view leaves the container (when the operation
///                  removes it), the coordinator's completions run, then the `did` callbacks:
///                  push/pop/tab switch/`transition(from:to:)`: from.did, to.did;
///                  present/dismiss: to.did, from.did; then the container's completions, then
///                  the animator's `animationEnded(_:)`.
///   `completeTransition(false)` (a cancelled interactive transition) — the incoming view leaves
///                  the container, the coordinator's completions run, then the reversal of
///                  Apple's header: to.willDisappear, to.didDisappear, from.willAppear,
///                  from.didAppear; the container's completions put its state back.
///
/// A controller takes part in the callbacks only while the container is in a visible window and
/// (for presentations that keep the presenter's view) only when its view comes or goes.
@MainActor
final class _UIViewControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    enum Operation { case push, pop, present, dismiss, tabSwitch, swapChildren }

    let operation: Operation
    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    let containerView: UIView
    let isAnimated: Bool
    /// Whether `from` gets disappearance callbacks and its view leaves the container at the end.
    let removesFromView: Bool
    /// Whether `to` gets appearance callbacks (false when its view is already showing, as a
    /// presenter under an over-full-screen presentation when it is dismissed).
    let toAppears: Bool
    private let sendsCallbacks: Bool
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The presentation of a presentation or dismissal.
    weak var presentation: UIPresentationController?
    /// The container controller running the transition (its `transitionCoordinator` is this too).
    private weak var owner: UIViewController?

    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var isComplete = false
    private(set) var percentComplete: CGFloat = 0
    private var animatorHasRun = false
    private var completions: [(Bool) -> Void] = []
    private var cancellationHooks: [() -> Void] = []

    typealias CoordinatorBlock = (any UIViewControllerTransitionCoordinatorContext) -> Void
    /// Alongside animations registered before the animator ran.
    private var alongside: [CoordinatorBlock] = []
    private var alongsideCompletions: [CoordinatorBlock] = []
    private var interactionHandlers: [CoordinatorBlock] = []
    /// Views outside the container whose animations the interaction scrubs too.
    private(set) var alongsideViews: [UIView] = []
    /// The animator's interruptible animator once asked for (nil: it has none).
    private(set) var interruptibleAnimator: (any UIViewImplicitlyAnimating)?
    private var askedForInterruptibleAnimator = false

    var initialFrameOfToView: CGRect
    var finalFrameOfToView: CGRect
    var finalFrameOfFromView: CGRect
    private var initialFrameOfFromView: CGRect

    init(operation: Operation, from: UIViewController?, to: UIViewController?, container: UIView,
         animated: Bool, removesFromView: Bool = true, toAppears: Bool = true,
         animator: any UIViewControllerAnimatedTransitioning,
         interactionController: (any UIViewControllerInteractiveTransitioning)? = nil,
         owner: UIViewController? = nil) {
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.containerView = container
        self.isAnimated = animated
        self.removesFromView = removesFromView
        self.toAppears = toAppears
        self.animator = animator
        self.interactionController = interactionController
        self.owner = owner
        self.sendsCallbacks = container.window.map { !$0.isHidden } ?? false
        let bounds = container.bounds
        initialFrameOfToView = bounds
        finalFrameOfToView = bounds
        initialFrameOfFromView = from?._loadedView?.frame ?? .zero
        finalFrameOfFromView = removesFromView ? .zero : (from?._loadedView?.frame ?? .zero)
        for vc in [from, to, owner] { vc?._transitionInProgress = self }
        // A transition that starts interactively is interactive from its `will` callbacks on, so
        // `viewWillAppear` can ask `transitionCoordinator?.isInteractive` (and register
        // `notifyWhenInteractionChanges`) as UIKit code does during an edge-swipe pop.
        isInteractive = interactionController?.wantsInteractiveStart ?? false
        initiallyInteractive = isInteractive
    }

    /// Whether the animator is one of UIKit's own (it expects the incoming view in place).
    private var isBuiltInAnimator: Bool { animator is any _UITransitionAnimator }

    /// Runs `body` after the callbacks of the end (with whether the transition completed).
    func addCompletion(_ body: @escaping (Bool) -> Void) { completions.append(body) }

    /// Runs `body` when the interaction cancels the transition, before any cancellation callback.
    func addCancellationHook(_ body: @escaping () -> Void) { cancellationHooks.append(body) }

    private var fromParticipates: Bool { sendsCallbacks && removesFromView && fromViewController != nil }
    private var toParticipates: Bool { sendsCallbacks && toAppears && toViewController != nil }

    // MARK: Phases

    /// The `will` callbacks (the incoming controller's view loads first, as UIKit needs it).
    func begin() {
        if operation != .dismiss { toViewController?.loadViewIfNeeded() }
        initialFrameOfFromView = fromViewController?._loadedView?.frame ?? .zero
        fromViewController?._managedAppearanceDepth += 1
        toViewController?._managedAppearanceDepth += 1
        let animated = isAnimated
        switch operation {
        case .tabSwitch:
            if toParticipates { toViewController?._beginAppearance(true, animated: animated, warnsWhenUnbalanced: false) }
            if fromParticipates { fromViewController?._beginAppearance(false, animated: animated, warnsWhenUnbalanced: false) }
        default:
            if fromParticipates { fromViewController?._beginAppearance(false, animated: animated, warnsWhenUnbalanced: false) }
            if toParticipates { toViewController?._beginAppearance(true, animated: animated, warnsWhenUnbalanced: false) }
        }
    }

    /// Places the incoming view, calls `viewIsAppearing`, and hands the transition to the
    /// interaction controller or the animator.
    func start() {
        if operation != .dismiss, let toView = view(forKey: .to), toView.superview !== containerView {
            if isBuiltInAnimator {
                toView.frame = initialFrameOfToView
                containerView.addSubview(toView)
            } else {
                toView.frame = finalFrameOfToView
            }
        }
        if toParticipates { toViewController?._viewIsAppearing() }
        if let interactionController {
            isInteractive = interactionController.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interactionController.startInteractiveTransition(self)
        } else {
            runAnimator()
        }
    }

    /// Calls the animator's `animateTransition(using:)` once, with the alongside animations
    /// registered so far run inside its first UIView animation block — or, when it makes none, in
    /// a block of the transition's duration right after it returns (Apple's header).
    func runAnimator() {
        guard !animatorHasRun else { return }
        animatorHasRun = true
        let pending = alongside
        alongside.removeAll()
        guard !pending.isEmpty else {
            animator.animateTransition(using: self)
            return
        }
        var injected = false
        let inject = { [self] in
            injected = true
            for animation in pending { animation(self) }
        }
        if let interruptible = providedInterruptibleAnimator() {
            interruptible.addAnimations(inject)
            animator.animateTransition(using: self)
            return
        }
        UIView._withAlongsideInjection(inject) {
            animator.animateTransition(using: self)
        }
        if !injected { runInOwnAnimation(inject, remaining: 1) }
    }

    /// The animator's interruptible animator (asked once; the same object for the whole transition).
    func providedInterruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
        if !askedForInterruptibleAnimator {
            askedForInterruptibleAnimator = true
            interruptibleAnimator = animator._providedInterruptibleAnimator(using: self)
        }
        return interruptibleAnimator
    }

    private func runInOwnAnimation(_ body: @escaping () -> Void, remaining: CGFloat) {
        let seconds = duration * TimeInterval(max(0, remaining))
        let curve = (interactionController?.completionCurve ?? .easeInOut)
        UIView.animate(withDuration: seconds, delay: 0, options: UIView.AnimationOptions(curve: curve),
                       animations: body, completion: nil)
    }

    /// The animator's `transitionDuration`.
    var duration: TimeInterval { animator.transitionDuration(using: self) }

    // MARK: UIViewControllerContextTransitioning

    var presentationStyle: UIModalPresentationStyle {
        switch operation {
        case .present, .dismiss: return presentation?.presentationStyle ?? .fullScreen
        default: return .none
        }
    }

    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from:
            if operation == .present && !removesFromView { return nil }
            if operation == .dismiss, let view = presentation?.presentedView { return view }
            return fromViewController?._loadedView
        case .to:
            if operation == .dismiss && !toAppears { return nil }
            if operation == .present, let view = presentation?.presentedView { return view }
            return toViewController?._loadedView
        default:
            return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return initialFrameOfFromView }
        if vc === toViewController, operation == .dismiss { return finalFrameOfToView }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return removesFromView ? .zero : finalFrameOfFromView }
        if vc === toViewController { return finalFrameOfToView }
        return .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isComplete else { return }
        self.percentComplete = max(0, min(1, percentComplete.isFinite ? percentComplete : 0))
    }

    func finishInteractiveTransition() {
        guard !isComplete else { return }
        setInteractive(false)
    }

    func cancelInteractiveTransition() {
        guard !isComplete, !transitionWasCancelled else { return }
        transitionWasCancelled = true
        setInteractive(false)
        runCancellationHooks()
    }

    /// The container's hooks that put its state back, once.
    private func runCancellationHooks() {
        let hooks = cancellationHooks
        cancellationHooks.removeAll()
        for hook in hooks { hook() }
    }

    func pauseInteractiveTransition() {
        guard !isComplete else { return }
        setInteractive(true)
    }

    private func setInteractive(_ interactive: Bool) {
        guard isInteractive != interactive else { return }
        isInteractive = interactive
        for handler in interactionHandlers { handler(self) }
    }

    /// Ends the transition (called by the animator once its animations are done).
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if !didComplete && !transitionWasCancelled {
            transitionWasCancelled = true
            runCancellationHooks()
        }
        isInteractive = false
        (interactionController as? UIPercentDrivenInteractiveTransition)?._transitionDidComplete()
        let from = fromViewController, to = toViewController
        if didComplete {
            if removesFromView, let fromView = view(forKey: .from), fromView.superview === containerView {
                fromView.removeFromSuperview()
            }
            runAlongsideCompletions()
            switch operation {
            case .present, .dismiss:
                if toParticipates { to?._endAppearance(warnsWhenUnbalanced: false) }
                if fromParticipates { from?._endAppearance(warnsWhenUnbalanced: false) }
            default:
                if fromParticipates { from?._endAppearance(warnsWhenUnbalanced: false) }
                if toParticipates { to?._endAppearance(warnsWhenUnbalanced: false) }
            }
        } else {
            if toAppears, operation != .dismiss, let toView = view(forKey: .to), toView.superview === containerView {
                toView.removeFromSuperview()
            }
            runAlongsideCompletions()
            if toParticipates {
                to?._beginAppearance(false, animated: isAnimated, warnsWhenUnbalanced: false)
                to?._endAppearance(warnsWhenUnbalanced: false)
            }
            if fromParticipates {
                from?._beginAppearance(true, animated: isAnimated, warnsWhenUnbalanced: false)
                from?._endAppearance(warnsWhenUnbalanced: false)
            }
        }
        from?._managedAppearanceDepth -= 1
        to?._managedAppearanceDepth -= 1
        reconcileChildrenWithContainer(shown: didComplete ? to : from, hidden: didComplete ? from : to)
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(didComplete) }
        animator.animationEnded(didComplete)
        for vc in [from, to, owner] where vc?._transitionInProgress === self { vc?._transitionInProgress = nil }
        interactionHandlers.removeAll()
        alongsideViews.removeAll()
    }

    /// A container's own appearance may have changed while its children's transition ran (a
    /// navigation controller covered or uncovered by a presentation mid-push): the child now shown
    /// follows the container's state, the one hidden ends disappeared, so calls stay balanced.
    private func reconcileChildrenWithContainer(shown: UIViewController?, hidden: UIViewController?) {
        guard let owner, operation != .present, operation != .dismiss else { return }
        if let shown, shown._parent === owner, shown._managedAppearanceDepth == 0 {
            shown._driveAppearance(to: owner._appearanceState, animated: isAnimated)
        }
        if let hidden, hidden !== shown, hidden._managedAppearanceDepth == 0 {
            hidden._driveAppearance(to: .disappeared, animated: isAnimated)
        }
    }

    private func runAlongsideCompletions() {
        let pending = alongsideCompletions
        alongsideCompletions.removeAll()
        for completion in pending { completion(self) }
    }

    // MARK: UIViewControllerTransitionCoordinator

    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { providedInterruptibleAnimator() != nil }
    var transitionDuration: TimeInterval { duration }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: CoordinatorBlock?, completion: CoordinatorBlock?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: CoordinatorBlock?, completion: CoordinatorBlock?) -> Bool {
        guard !isComplete else { return false }
        if let completion { alongsideCompletions.append(completion) }
        if let view, !view.isDescendant(of: containerView), !alongsideViews.contains(where: { $0 === view }) {
            alongsideViews.append(view)
            (interactionController as? UIPercentDrivenInteractiveTransition)?._alongsideViewAdded(view)
        }
        guard let animation else { return true }
        if !animatorHasRun {
            alongside.append(animation)
        } else if let interruptible = interruptibleAnimator {
            interruptible.addAnimations { animation(self) }
        } else {
            runInOwnAnimation({ animation(self) }, remaining: 1 - percentComplete)
        }
        return true
    }

    func notifyWhenInteractionEnds(_ handler: @escaping CoordinatorBlock) {
        interactionHandlers.append { context in
            if !context.isInteractive { handler(context) }
        }
    }

    func notifyWhenInteractionChanges(_ handler: @escaping CoordinatorBlock) {
        interactionHandlers.append(handler)
    }
}

/// UIKit's own animators (the navigation slide, the modal styles, alerts, child swaps): they
/// work on the transition object itself and expect the incoming view already in the container.
@MainActor
protocol _UITransitionAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval
    func animateTransition(using transition: _UIViewControllerTransition)
}

extension _UITransitionAnimator {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard let transition = transitionContext as? _UIViewControllerTransition else { return 0 }
        return transitionDuration(using: transition)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? _UIViewControllerTransition else {
            transitionContext.completeTransition(true)
            return
        }
        animateTransition(using: transition)
    }
}

/// No animation: the views take their final frames and the transition completes at once.
@MainActor
final class _UIImmediateAnimator: _UITransitionAnimator {
    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval { 0 }
    func animateTransition(using transition: _UIViewControllerTransition) {
        transition.toViewController?._loadedView?.frame = transition.finalFrameOfToView
        transition.completeTransition(true)
    }
}

extension UIView.AnimationOptions {
    /// The option for `curve`.
    init(curve: UIView.AnimationCurve) {
        self.init(rawValue: UInt(curve.rawValue) << 16)
    }
}
