import Foundation

/// Hears a navigation controller show controllers. The animator hooks
/// (`animationControllerFor`, `interactionControllerFor`) come with the transitions issue.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the transition to `viewController` (push, pop, `setViewControllers`); not called
    /// again when an interactive pop is cancelled.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the transition to `viewController` ended.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
