import Foundation

extension UITableViewCell {
    /// The control a row shows in editing mode ([A] `UITableViewCell.EditingStyle`; raw values [H]
    /// UITableViewCell.h).
    public enum EditingStyle: Int, Sendable {
        case none = 0
        /// A red circle with a minus: tapping it shows the Delete button.
        case delete = 1
        /// A green circle with a plus: tapping it commits an insertion.
        case insert = 2
    }
}
