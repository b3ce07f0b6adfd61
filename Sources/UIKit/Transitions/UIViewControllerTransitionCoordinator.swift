import Foundation

/// The running transition as the controllers taking part see it (`transitionCoordinator`, from
/// `viewWillAppear` until the transition ends): animations to run alongside it (scrubbed with it
/// when interactive), blocks to run when it completes, and a handler for when the interaction
/// ends or resumes.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (its duration and curve; views inside the
    /// container are scrubbed with an interactive transition) and `completion` after the
    /// transition completed. Returns true when the blocks were accepted.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of `view`, which may lie
    /// outside the container: its layer is scrubbed with the transition too.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// iOS 7–9: `handler` runs when the interaction ends (finish or cancel).
    @available(*, deprecated, message: "Use notifyWhenInteractionChanges(_:)")
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// `handler` runs each time the transition stops or starts being interactive; it runs before
    /// the callbacks of a cancellation.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
