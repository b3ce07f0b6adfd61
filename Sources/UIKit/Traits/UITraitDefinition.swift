import Foundation

/// A trait, as a type (iOS 17): what `registerForTraitChanges(_:handler:)` observes.
public protocol UITraitDefinition {
    /// A unique name of the trait.
    static var identifier: String { get }
    /// The trait's name for people.
    static var name: String { get }
    /// Whether a change of the trait may change how colors resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { identifier }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type
