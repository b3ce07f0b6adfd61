import Foundation

/// The `verticalSizeClass` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitVerticalSizeClass" }
    public static var affectsColorAppearance: Bool { false }
}
