import Foundation

/// The name of an action message, as Objective-C's `SEL`: `Selector("paste:")`.
///
/// Swift on Linux has no Objective-C runtime, so `#selector(…)` does not exist and target–action
/// takes method references (`addTarget(self, action: Self.save, for: .touchUpInside)`). The
/// standard edit actions are asked about by name, though — `canPerformAction(_:withSender:)`,
/// `target(forAction:withSender:)` — so they take a `Selector` made from the method's
/// Objective-C name, which is also how Apple's `Selector("paste:")` is written (DEVIATIONS 151).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name: `"paste:"`, `"selectAll:"`.
    let _name: String

    /// The selector named `name` (`"copy:"`).
    public init(_ name: String) { _name = name }

    public init(stringLiteral value: String) { _name = value }

    /// The name.
    public var description: String { _name }
}

/// The name of `aSelector` (`"paste:"`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector._name }

/// The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
