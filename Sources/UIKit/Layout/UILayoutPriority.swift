import Foundation

/// How strongly the layout engine tries to satisfy a constraint: a `Float` from 1 to 1000.
/// 1000 (`.required`) must hold; below it a constraint is optional and is satisfied as well as it
/// can be, a higher priority always before any amount of a lower one.
///
/// UIKit defines no arithmetic on priorities (apps write `UILayoutPriority(rawValue: 999)` or
/// their own `+`); neither does Rockhopper, so such extensions compile unchanged.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// 750: how strongly a button resists compressing its content (the default compression
    /// resistance).
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    /// 500: the priority at which a scene's window keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    /// 490: a drag that may not resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    /// 250: how strongly a button hugs its content (the default content hugging).
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// 50: the priority at which a view wants to match the target size in
    /// `systemLayoutSizeFitting(_:)`. Don't make constraints at exactly this level.
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
