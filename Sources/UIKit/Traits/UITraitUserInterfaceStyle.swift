import Foundation

/// The `userInterfaceStyle` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceStyle" }
    public static var affectsColorAppearance: Bool { true }
}
