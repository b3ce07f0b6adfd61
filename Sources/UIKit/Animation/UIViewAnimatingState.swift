/// The life of an animator (`UIViewAnimating.state`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations have been applied or not yet added.
    case inactive = 0
    /// Started or paused: animations are on the views.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
