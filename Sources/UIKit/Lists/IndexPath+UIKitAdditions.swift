import Foundation

/// UIKit's additions to `IndexPath` for tables and collection views: a section and a row (or item)
/// ([A] developer.apple.com/documentation/foundation/indexpath, "Creating an Index Path Object"
/// and `row`, `item`, `section`, which UIKit adds). Reading them from an index path that does not
/// hold exactly two indices stops the program, as on iOS.
extension IndexPath {
    /// An index path for a row of a table view's section.
    public init(row: Int, section: Int) {
        // One index then another: the two-index storage, no array.
        self.init(index: section)
        append(row)
    }

    /// An index path for an item of a collection view's section.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The section: the first index.
    public var section: Int {
        get { self[_twoIndices(0)] }
        set { self[_twoIndices(0)] = newValue }
    }

    /// The row of a table view's index path: the second index.
    public var row: Int {
        get { self[_twoIndices(1)] }
        set { self[_twoIndices(1)] = newValue }
    }

    /// The item of a collection view's index path: the second index.
    public var item: Int {
        get { self[_twoIndices(1)] }
        set { self[_twoIndices(1)] = newValue }
    }

    private func _twoIndices(_ position: Int) -> Int {
        _rockhopperPrecondition(count == 2, "Invalid index path for use with UITableView or UICollectionView. Index paths passed to table and collection views must contain exactly two indices specifying the section and row/item. Index path: \(self)")
        return position
    }
}
