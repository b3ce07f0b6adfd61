import Foundation

/// What an animator is told about a transition, and how it reports the end: the container view
/// all animation happens in, the two controllers and their views, their frames at the start and
/// the end, and whether the transition is animated, interactive or was cancelled.
///
/// UIKit makes one for every push, pop, presentation, dismissal and tab switch; a custom
/// container may implement the protocol itself and hand it to any animator (seed 003's last part,
/// objc.io issue 12). `UIPercentDrivenInteractiveTransition` drives UIKit's own contexts; a
/// container with its own context drives its own interaction, as on iOS.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The superview of every view taking part; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition animates (a `.custom` presentation calls the animator either way).
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the interaction cancelled the transition; animators end with
    /// `completeTransition(!transitionWasCancelled)`.
    var transitionWasCancelled: Bool { get }
    /// The modal style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }

    /// The interaction's progress (0…1), called by the interaction controller.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will go back.
    func cancelInteractiveTransition()
    /// The interaction takes over a running transition again (iOS 10).
    func pauseInteractiveTransition()
    /// Ends the transition: the animator calls it once, when its animations are done.
    func completeTransition(_ didComplete: Bool)

    /// The controller for `.from` or `.to`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the animator moves for `.from` or `.to`; nil means "leave that view alone".
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation applied during the transition (identity: Rockhopper's screens do not rotate).
    var targetTransform: CGAffineTransform { get }
    /// The frame of `vc`'s view at the start; `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end; `.zero` when the view is removed.
    func finalFrame(for vc: UIViewController) -> CGRect
}

extension UIViewControllerContextTransitioning {
    /// Default for contexts written before iOS 8: the controller's own view.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        viewController(forKey: key == .from ? .from : .to)?.view
    }
    /// Default: no rotation.
    public var targetTransform: CGAffineTransform { .identity }
    /// Default for contexts written before iOS 10: nothing to pause.
    public func pauseInteractiveTransition() {}
}
