import UIKit

// Seed 003's animators, ported from Objective-C: the push animator (`MTHCustomAnimator`), the
// modal animator shrinking the screen into a corner button (`PDTransitionAnimator`), the spring
// animator of the custom container (`FTMthTransitionAnimator`), and the transition context that
// container builds for itself (`FTMthTransitionContext`). The animators know nothing of who runs
// them: UIKit's contexts and the container's own drive them the same way.

/// The push animator: the incoming screen fades in (alpha 0 → 1) while the outgoing one slides
/// left by the container's width, over 1 s (UIView's default ease-in-out). The completion puts the
/// outgoing view's transform back and ends the transition, as every animator must.
final class MTHCustomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The length of the push (the seed's 1.0 s).
    static let duration: TimeInterval = 1.0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        // The seed adds the controller's view before iOS 8 and the context's view (iOS 8's
        // `viewForKey:`) after; the context's view is the one to move when there is one.
        let toView = transitionContext.view(forKey: .to) ?? toViewController.view!
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.alpha = 0
        // The seed moves by 320 pt, the width of the iPhone 5's screen: the container's width is
        // what it meant on any screen.
        let distance = container.bounds.width
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromViewController.view.transform = CGAffineTransform(translationX: -distance, y: 0)
            toView.alpha = 1
        }, completion: { _ in
            fromViewController.view.transform = .identity
            // Never forget: the transition ends only when the animator says so.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The modal animator modelled on 飞兔云传's "send" screen: presenting, a snapshot of the
/// presenting screen shrinks into the 50-pt square of the button in the bottom-right corner over
/// 1.2 s, uncovering a snapshot of the presented screen, then (after a further 0.5 s animation
/// that animates nothing, as the seed leaves it) the real presented view replaces the snapshots.
/// Dismissing, a snapshot of the presenting screen grows out of that square to the whole screen
/// over 1.2 s, then the presenting view is put in the container while the snapshot fades over
/// 0.5 s.
///
/// Snapshots are taken with `snapshotView(afterScreenUpdates: true)`: the presented view has never
/// been on screen, and only a snapshot after the screen updates can show it.
final class PDTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum AnimationType { case present, dismiss }

    /// The seed's `#define`s.
    enum Metrics {
        /// `Switch_Time`: the length of the main animation.
        static let switchTime: TimeInterval = 1.2
        /// The second, nested animation after the main one.
        static let fadeTime: TimeInterval = 0.5
        /// `Button_Width`: the side of the corner button's square.
        static let buttonWidth: CGFloat = 50
        /// `Button_Space`: its distance from the bottom and right edges of the screen.
        static let buttonSpace: CGFloat = 10
    }

    /// Which way the next transition goes; the transitioning delegate sets it before returning
    /// the animator.
    var animationType = AnimationType.present

    /// The corner button's square in `bounds` (the screen's, as the seed uses
    /// `UIScreen.main.bounds`; a full-screen presentation's container covers the screen).
    static func buttonFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.width - Metrics.buttonWidth - Metrics.buttonSpace,
               y: bounds.height - Metrics.buttonWidth - Metrics.buttonSpace,
               width: Metrics.buttonWidth, height: Metrics.buttonWidth)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Metrics.switchTime
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let toView = toViewController.view!
        let fromView = fromViewController.view!
        let container = transitionContext.containerView
        let screen = container.bounds
        let button = Self.buttonFrame(in: screen)
        let duration = transitionDuration(using: transitionContext)

        if animationType == .dismiss {
            let snap = toView.snapshotView(afterScreenUpdates: true) ?? UIView()
            container.addSubview(snap)
            snap.frame = button
            UIView.animate(withDuration: duration, animations: {
                snap.frame = screen
            }, completion: { _ in
                // Beyond the seed (its dismissal was never interactive): a cancelled dismissal
                // ends here, without putting the presenting view over the presentation it keeps.
                if transitionContext.transitionWasCancelled {
                    snap.removeFromSuperview()
                    transitionContext.completeTransition(false)
                    return
                }
                UIView.animate(withDuration: Metrics.fadeTime, animations: {
                    container.addSubview(toView)
                    snap.alpha = 0
                }, completion: { _ in
                    snap.removeFromSuperview()
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            })
        } else {
            let snap2 = toView.snapshotView(afterScreenUpdates: true) ?? UIView()
            container.addSubview(snap2)
            let snap = fromView.snapshotView(afterScreenUpdates: true) ?? UIView()
            container.addSubview(snap)
            UIView.animate(withDuration: duration, animations: {
                snap.frame = CGRect(x: button.minX + Metrics.buttonWidth / 2, y: button.minY + Metrics.buttonWidth / 2,
                                    width: 0, height: 0)
            }, completion: { _ in
                if transitionContext.transitionWasCancelled {
                    // A cancelled interactive presentation: the snapshots go, nothing is presented.
                    snap.removeFromSuperview()
                    snap2.removeFromSuperview()
                    transitionContext.completeTransition(false)
                    return
                }
                UIView.animate(withDuration: Metrics.fadeTime, animations: {
                    // snap.alpha = 0 (left out in the seed)
                }, completion: { _ in
                    snap.removeFromSuperview()
                    snap2.removeFromSuperview()
                    container.addSubview(toView)
                    // Don't forget this one.
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            })
        }
    }
}

/// The custom container's animator: the incoming child springs in from one side while the
/// outgoing one springs out the other and fades, over 1 s with damping 0.5 and initial velocity
/// 0.5. It learns the direction from the context's frames alone (the incoming view's initial frame
/// left of its final one: the motion goes right), so it works with any context that sets them.
final class FTMthTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's constants.
    enum Metrics {
        /// Extra distance beyond the container's width (`kChildViewPadding`).
        static let childViewPadding: CGFloat = 16
        /// `kDamping`: closer to 0, more bounce; 1 stops without oscillating.
        static let damping: CGFloat = 0.5
        /// `kInitialSpringVelocity`, in distances per second.
        static let initialSpringVelocity: CGFloat = 0.5
        static let duration: TimeInterval = 1.0
    }

    /// `animationEnded(_:)` calls, for the scenario's log.
    private(set) var endedCalls: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Metrics.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0
        let goingRight = transitionContext.initialFrame(for: toViewController).origin.x
            < transitionContext.finalFrame(for: toViewController).origin.x
        let distance = transitionContext.containerView.bounds.width + Metrics.childViewPadding
        let transform = CGAffineTransform(translationX: goingRight ? distance : -distance, y: 0)
        toViewController.view.transform = transform.inverted()
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: Metrics.damping, initialSpringVelocity: Metrics.initialSpringVelocity,
                       options: [], animations: {
            fromViewController.view.transform = transform
            fromViewController.view.alpha = 0
            toViewController.view.transform = .identity
            toViewController.view.alpha = 1
        }, completion: { _ in
            fromViewController.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedCalls.append(transitionCompleted)
    }
}

/// The transition context the custom container makes for itself, since UIKit makes contexts only
/// for its own containers: the two children, the container view (the outgoing view's superview),
/// and frames that tell an animator the direction — the outgoing view leaves to one side by the
/// container's width and the incoming one comes from the other. Not interactive and never
/// cancelled; `completeTransition(_:)` hands over to `completionBlock`, where the container
/// finishes the containment calls.
final class FTMthTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Run by `completeTransition(_:)`.
    var completionBlock: ((Bool) -> Void)?
    var isAnimated = false
    /// Whether a gesture drives the transition (never, here).
    var isInteractive = false

    private let privateViewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private let privateDisappearingFromRect: CGRect
    private let privateAppearingFromRect: CGRect
    private let privateDisappearingToRect: CGRect
    private let privateAppearingToRect: CGRect
    /// The seed holds it weakly; the context lives only as long as the animation, so the
    /// reference makes no cycle, and the protocol wants a view.
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle

    /// `goingRight`: the incoming controller follows the outgoing one in the container's order,
    /// so the outgoing view leaves to the left and the incoming one comes from the right.
    init(fromViewController: UIViewController, toViewController: UIViewController, goingRight: Bool) {
        guard let container = fromViewController.view.superview else {
            preconditionFailure("FTMthTransitionContext: the outgoing view must be in its container's view")
        }
        presentationStyle = .custom
        containerView = container
        privateViewControllers = [.from: fromViewController, .to: toViewController]
        // The views leave to and come from the sides, so an animator can tell the direction from
        // the frames alone.
        let travelDistance = goingRight ? -container.bounds.width : container.bounds.width
        privateDisappearingFromRect = container.bounds
        privateAppearingToRect = container.bounds
        privateDisappearingToRect = container.bounds.offsetBy(dx: travelDistance, dy: 0)
        privateAppearingFromRect = container.bounds.offsetBy(dx: -travelDistance, dy: 0)
        super.init()
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === viewController(forKey: .from) ? privateDisappearingFromRect : privateAppearingFromRect
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === viewController(forKey: .from) ? privateDisappearingToRect : privateAppearingToRect
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        privateViewControllers[key]
    }

    func completeTransition(_ didComplete: Bool) {
        completionBlock?(didComplete)
    }

    /// Not interactive: never cancelled.
    var transitionWasCancelled: Bool { false }

    // Only an interactive transition reports progress; these do nothing here (compare
    // UIPercentDrivenInteractiveTransition, the interaction controller UIKit's contexts have).
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
}
