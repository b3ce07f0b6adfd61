import Foundation

extension UICollectionView {
    /// What an element of a collection view is ([A] `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
}
