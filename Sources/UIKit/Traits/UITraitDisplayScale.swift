import Foundation

/// The `displayScale` trait, for `registerForTraitChanges(_:handler:)` (iOS 17).
public enum UITraitDisplayScale: UITraitDefinition {
    public static var identifier: String { "UITraitDisplayScale" }
    public static var affectsColorAppearance: Bool { true }
}
