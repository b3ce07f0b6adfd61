import Foundation

/// Hears a navigation controller show controllers, and may supply the animator and interaction
/// controller of its pushes and pops (iOS 7).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the transition to `viewController` (push, pop, `setViewControllers`); not called
    /// again when an interactive pop is cancelled.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the transition to `viewController` ended.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop; nil (the default) uses UIKit's slide. While the
    /// delegate supplies a pop animator, the edge-swipe pop does not begin (there is no
    /// interaction for it unless `interactionControllerFor` gives one).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for `animationController` (asked only for the delegate's own
    /// animators); nil (the default): the transition is not interactive.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
