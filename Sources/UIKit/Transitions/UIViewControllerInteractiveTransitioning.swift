import Foundation

/// An interaction controller: drives a transition from a gesture. UIKit calls
/// `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`; the
/// interaction controller gets the animation going and reports progress, finish or cancel to the
/// context. `UIPercentDrivenInteractiveTransition` does this for any UIView-animation animator.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the animation runs once the finger lifts (1: the remaining fraction of
    /// the duration). Optional; default 1.
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the animation. Optional; default `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (iOS 10). Optional; default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
