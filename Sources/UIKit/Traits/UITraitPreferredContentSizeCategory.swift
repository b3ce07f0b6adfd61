import Foundation

/// The `preferredContentSizeCategory` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
    public static var affectsColorAppearance: Bool { false }
}
