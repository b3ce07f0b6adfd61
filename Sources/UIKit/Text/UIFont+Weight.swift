import Foundation

extension UIFont {
    /// A font weight, −1 (lightest) to 1 (heaviest), with Apple's values for the named weights
    /// (UIFontDescriptor.h, iOS SDK). Each maps to the OpenType weight class used with Pango:
    /// ultraLight 100, thin 200, light 300, regular 400, medium 500, semibold 600, bold 700,
    /// heavy 800, black 900; other values map to the nearest named weight.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The named weights with their OpenType weight classes and SF face names, lightest first.
        static let table: [(weight: Weight, cssWeight: Int32, name: String)] = [
            (.ultraLight, 100, "Ultralight"), (.thin, 200, "Thin"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
            (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
        ]

        /// The nearest named weight's entry of `table`.
        var nearest: (weight: Weight, cssWeight: Int32, name: String) {
            Weight.table.min(by: { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) })!
        }
    }
}
