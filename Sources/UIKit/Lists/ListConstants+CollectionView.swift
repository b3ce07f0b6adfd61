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

    /// `UICollectionViewFlowLayout.automaticSize`: a sentinel that turns self-sizing on when given
    /// as `estimatedItemSize`, with no estimate of its own. [A] `automaticSize` (iOS 10) exists;
    /// [N] Apple does not publish its value: here −1 × −1, as `UITableView.automaticDimension`,
    /// never a real size. Items are estimated at `itemSize` until measured. DEVIATIONS 172.
    static let flowAutomaticSize = CGSize(width: -1, height: -1)
}
