import Foundation

/// Gives a table its sections, rows and cells ([A] `UITableViewDataSource`). Only the two row
/// methods are required; the others have UIKit's defaults.
///
/// The table asks for counts when it (re)loads — at its first layout in a window, after
/// `reloadData()`, at the end of a batch of updates — and for cells only for rows on screen, as
/// they come on screen.
///
/// Swift has no optional protocol requirements here, so the table cannot tell whether
/// `tableView(_:commit:forRowAt:)` or `tableView(_:moveRowAt:to:)` are implemented, which UIKit
/// checks before offering swipe-to-delete and reorder controls. It offers them when the data
/// source answers `tableView(_:canEditRowAt:)` (or `tableView(_:canMoveRowAt:)`) itself with true
/// (docs/DEVIATIONS.md).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Required: the number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Required: the cell of the row at `indexPath`, usually from
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A section header's title, drawn in UIKit's header view. Default nil (no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A section footer's title. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (editing controls, swipe actions). Default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode. Default true.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index on the right edge (e.g. "A"…"Z"). Default nil (no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section to jump to for the index title at `index`. Default: section `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user committed a deletion (swipe or editing mode) or an insertion: update the model,
    /// then call `deleteRows(at:with:)` or `insertRows(at:with:)`. Default does nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user dragged a row to a new place: the table has moved it already; mirror it in the
    /// model (do not call `moveRow`). Default does nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView._defaultAnswerReached = true
        return true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView._defaultAnswerReached = true
        return true
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
