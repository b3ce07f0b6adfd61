/// Where an animation ended, as passed to an animator's completions.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values (it ran reversed, or was finished at the start).
    case start = 1
    /// Where it was when stopped.
    case current = 2
}
