import Foundation

extension UIListContentConfiguration {
    /// How a text looks ([A] `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Equatable {
        /// Alignment of the text ([A] `TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        /// A case change applied to the text ([A] `TextProperties.TextTransform`).
        public enum TextTransform: Int, Sendable { case none, uppercase, lowercase, capitalized }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Default 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var transform: TextTransform = .none

        init(size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor) {
            font = .systemFont(ofSize: size, weight: weight)
            self.color = color
        }

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        /// `text` with the transform applied.
        func _transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }
}
