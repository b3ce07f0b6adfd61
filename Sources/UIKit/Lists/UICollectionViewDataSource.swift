import Foundation

/// Gives a collection view its sections, items, cells and supplementary views ([A]
/// `UICollectionViewDataSource`). The item count and cell methods are required.
///
/// The collection view asks for counts when it (re)loads — at its first layout, after
/// `reloadData()`, at the end of a batch of updates — and for cells and supplementary views only
/// for what the layout puts on screen, as it comes on screen.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// Required: the number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Required: the cell of the item at `indexPath`, from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a header or footer of a flow layout) at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default stops the
    /// program: a layout that asks for supplementary views needs this method (UIKit raises too).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        _rockhopperFailure("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil: the layout shows a \(kind) but the data source gives none")
    }
}
