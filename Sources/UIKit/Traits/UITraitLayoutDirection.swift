import Foundation

/// The `layoutDirection` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var identifier: String { "UITraitLayoutDirection" }
    public static var affectsColorAppearance: Bool { false }
}
