import Foundation

/// The `userInterfaceIdiom` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
    public static var affectsColorAppearance: Bool { true }
}
