import Foundation

extension UIFont {
    /// A Dynamic Type text style (Apple's raw values). There is no content-size setting here:
    /// every style has its size at the default ("Large") setting.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size (points) and weight at the default "Large" content size, from Apple's Human
        /// Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" (Large column).
        var defaultFont: (size: CGFloat, weight: UIFont.Weight)? {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: nil
            }
        }
    }

    /// The system font for `style` at the default content size (body: 17 points regular;
    /// headline: 17 semibold…). An unknown style gives the body font.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let spec = style.defaultFont ?? (17, .regular)
        return systemFont(ofSize: spec.size, weight: spec.weight)
    }
}
