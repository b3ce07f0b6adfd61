import Foundation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an
    /// item ([A] `UICollectionView.ScrollPosition`): one vertical and one horizontal position may
    /// be combined; `[]` scrolls nothing.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
