/// A finger of a `UITestHost`, from `touchDown` until `lift` or `cancel`.
public struct UITestFinger: Hashable, Sendable {
    /// Unique within its host.
    public let id: Int
}
