import Foundation

/// The coordinator of a window size change (`viewWillTransition(to:with:)`): the blocks given to
/// `animate(alongsideTransition:completion:)` run once the new size and traits are in place —
/// the animations right before the layout at the new size, the completions after it. A desktop
/// window's resize follows the pointer, so it is not animated (`isAnimated` false, duration 0).
/// Not API.
@MainActor
final class _UIWindowSizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: UIWindow) {
        containerView = window
    }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside animations (in order, once).
    func runAnimations() {
        let blocks = animations
        animations = []
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks (in order, once).
    func complete() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
