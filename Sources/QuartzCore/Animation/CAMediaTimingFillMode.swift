/// What an animation shows outside its active time (`CAMediaTiming.fillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing: before its start and after its end the animation has no effect. The default.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end the last value stays (while the animation is on the layer, so together
    /// with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the start (during a `beginTime` in the future) the first value is shown.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `.forwards` and `.backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
