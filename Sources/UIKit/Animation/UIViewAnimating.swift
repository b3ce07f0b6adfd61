/// An object that runs an animation that can be started, paused, scrubbed, reversed and stopped,
/// like `UIViewPropertyAnimator`.
///
/// States: `.inactive` → (`startAnimation`, `pauseAnimation`, setting `fractionComplete`) →
/// `.active` → back to `.inactive` at the natural end, or → `.stopped` with `stopAnimation(false)`
/// and then `.inactive` with `finishAnimation(at:)`.
@MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    /// True while active and not paused.
    var isRunning: Bool { get }
    /// Whether the animation runs toward its start values.
    var isReversed: Bool { get set }
    /// Progress, 0 at the start and 1 at the end; settable while paused (or inactive, which
    /// activates the animator paused).
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
