import Foundation

/// What the blocks registered with a transition coordinator learn about the transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive (never changes).
    var initiallyInteractive: Bool { get }
    /// Whether the animator is a property animator that can be grabbed again (iOS 10).
    var isInterruptible: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the interaction cancelled the transition.
    var isCancelled: Bool { get }
    /// The animator's full, non-interactive duration.
    var transitionDuration: TimeInterval { get }
    /// The progress when the interaction last reported (0…1).
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed`.
    var completionVelocity: CGFloat { get }
    /// The interaction controller's `completionCurve`.
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}
