import Foundation

/// One container transition from one controller to another: a push or pop, a presentation or
/// dismissal, a tab switch. It sends the appearance callbacks in UIKit's order for its operation,
/// lets an animator move the views inside `containerView`, and finishes the bookkeeping when the
/// animator calls `completeTransition(_:)`.
///
/// Phases, in order (each one call):
///   `begin()`    — the `will` callbacks: push/pop/present/dismiss/`transition(from:to:)`:
///                  from.willDisappear, then to.willAppear; tab switch: to.willAppear, then
///                  from.willDisappear.
///   `start()`    — the incoming view goes into the container at its initial frame,
///                  `viewIsAppearing`, then the animator's `animateTransition(using:)`.
///   `completeTransition(true)` — the outgoing view leaves the container (when the operation
///                  removes it), then the `did` callbacks: push/pop/tab switch/`transition(from:to:)`:
///                  from.did, to.did;
///                  present/dismiss: to.did, from.did; then the container's completions.
///   `completeTransition(false)` (a cancelled interactive transition) — the reversal of Apple's
///                  header: to.willDisappear, to.didDisappear, from.willAppear, from.didAppear;
///                  the incoming view leaves the container.
///
/// A controller takes part in the callbacks only while the container is in a visible window and
/// (for presentations that keep the presenter's view) only when its view comes or goes. This is
/// the object the transitions issue turns into UIKit's context
/// (`UIViewControllerContextTransitioning`); its names follow that protocol.
@MainActor
final class _UIViewControllerTransition {
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
    private let animator: any _UITransitionAnimator

    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var isComplete = false
    private var completions: [(Bool) -> Void] = []

    var initialFrameOfToView: CGRect
    var finalFrameOfToView: CGRect
    var finalFrameOfFromView: CGRect

    init(operation: Operation, from: UIViewController?, to: UIViewController?, container: UIView,
         animated: Bool, removesFromView: Bool = true, toAppears: Bool = true,
         animator: any _UITransitionAnimator) {
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.containerView = container
        self.isAnimated = animated
        self.removesFromView = removesFromView
        self.toAppears = toAppears
        self.animator = animator
        self.sendsCallbacks = container.window.map { !$0.isHidden } ?? false
        let bounds = container.bounds
        initialFrameOfToView = bounds
        finalFrameOfToView = bounds
        finalFrameOfFromView = removesFromView ? .zero : (from?._loadedView?.frame ?? .zero)
    }

    /// Runs `body` after the callbacks of the end (with whether the transition completed).
    func addCompletion(_ body: @escaping (Bool) -> Void) { completions.append(body) }

    private var fromParticipates: Bool { sendsCallbacks && removesFromView && fromViewController != nil }
    private var toParticipates: Bool { sendsCallbacks && toAppears && toViewController != nil }

    /// The `will` callbacks (the incoming controller's view loads first, as UIKit needs it).
    func begin() {
        if operation != .dismiss { toViewController?.loadViewIfNeeded() }
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

    /// Puts the incoming view in the container (except for a dismissal: the presenter's view is
    /// back where it was already), calls `viewIsAppearing`, and starts the animator.
    /// `interactive`: the animator is driven by a gesture (`_UIInteractiveAnimator`) and finishes
    /// or cancels when told.
    func start(interactive: Bool = false) {
        isInteractive = interactive
        if operation != .dismiss, let toView = toViewController?.view, toView.superview !== containerView {
            toView.frame = initialFrameOfToView
            containerView.addSubview(toView)
        }
        if toParticipates { toViewController?._viewIsAppearing() }
        animator.animateTransition(using: self)
    }

    /// The animator, for an interaction controller to drive.
    var animatorForInteraction: any _UITransitionAnimator { animator }

    /// The animator's `transitionDuration`.
    var duration: TimeInterval { animator.transitionDuration(using: self) }

    /// Ends the transition (called by the animator once its animations are done).
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        transitionWasCancelled = !didComplete
        let from = fromViewController, to = toViewController
        if didComplete {
            if removesFromView, let fromView = from?._loadedView, fromView.superview === containerView {
                fromView.removeFromSuperview()
            }
            switch operation {
            case .present, .dismiss:
                if toParticipates { to?._endAppearance(warnsWhenUnbalanced: false) }
                if fromParticipates { from?._endAppearance(warnsWhenUnbalanced: false) }
            default:
                if fromParticipates { from?._endAppearance(warnsWhenUnbalanced: false) }
                if toParticipates { to?._endAppearance(warnsWhenUnbalanced: false) }
            }
        } else {
            if let toView = to?._loadedView, toView.superview === containerView, toAppears {
                toView.removeFromSuperview()
            }
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
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(didComplete) }
    }
}

/// What moves the views of a transition: UIKit's `UIViewControllerAnimatedTransitioning`, for the
/// built-in animations (the navigation slide, the modal styles). The transitions issue opens this
/// to apps' animators.
@MainActor
protocol _UITransitionAnimator: AnyObject {
    func transitionDuration(using transition: _UIViewControllerTransition) -> TimeInterval
    func animateTransition(using transition: _UIViewControllerTransition)
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
