import Foundation

extension UITableView {
    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row
    /// ([A] `UITableView.ScrollPosition`; raw values [H] UITableView.h).
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that makes the row fully visible (none when it already is).
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }
}
