import Foundation

/// The `horizontalSizeClass` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitHorizontalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}
