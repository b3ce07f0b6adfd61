/// An animator to which animation blocks and completions can be added, and whose timing can be
/// changed when it resumes. (Apple's members are optional; here they are required.)
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds property changes that start after `delayFactor` of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds property changes that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to call, with the final position, when the animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing (nil keeps the current one) over
    /// `durationFactor` times the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
