import Foundation

/// UICollectionView's and UICollectionViewFlowLayout's numbers, with unit, value and source
/// (tags: docs/API.md).
extension ListConstants {
    /// A flow layout's default item size, in points: 50 × 50.
    /// [A] `UICollectionViewFlowLayout.itemSize` ("The default size value is (50.0, 50.0)").
    static let flowItemSize = CGSize(width: 50, height: 50)

    /// A flow layout's default spacing between lines and between items in a line, in points: 10.
    /// [A] `minimumLineSpacing`, `minimumInteritemSpacing` ("The default value … is 10.0").
    static let flowMinimumLineSpacing: CGFloat = 10
    static let flowMinimumInteritemSpacing: CGFloat = 10

    /// `UICollectionViewFlowLayout.automaticSize`: (.greatestFiniteMagnitude, .greatestFiniteMagnitude)
    /// in the Objective-C header, a sentinel that turns self-sizing on when given as
    /// `estimatedItemSize`. [A] `UICollectionViewFlowLayout.automaticSize` (iOS 10). Here the
    /// sentinel is (−1, −1) as for `UITableView.automaticDimension`, never a real size
    /// (DEVIATIONS 172).
    static let flowAutomaticSize = CGSize(width: -1, height: -1)

    /// The estimate used for self-sizing items when `estimatedItemSize` is `automaticSize`: the
    /// `itemSize`. [N] UIKit measures the first item and uses its size; using `itemSize` until an
    /// item is measured gives the same content after measuring. DEVIATIONS 172.
}
