import Foundation

/// The key of an app's own state in a `UIConfigurationState` ([A]
/// `UIConfigurationStateCustomKey`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
