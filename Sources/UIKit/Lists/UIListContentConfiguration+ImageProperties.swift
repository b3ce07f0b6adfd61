import Foundation

extension UIListContentConfiguration {
    /// How the image looks ([A] `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Equatable {
        /// The tint of a template image; nil uses the view's tint.
        public var tintColor: UIColor?
        /// The image's corner radius. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero: no limit). Default zero.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image, so texts line up across rows (zero: the image's size).
        public var reservedLayoutSize: CGSize = .zero

        /// The tint a template image is drawn in.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }
}
