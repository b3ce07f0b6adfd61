import Foundation

extension UICollectionView {
    /// The direction a flow layout's content scrolls ([A] `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }
}
