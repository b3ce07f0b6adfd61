import Foundation

extension UITableView {
    /// The look of a table, fixed when it is made ([A] `UITableView.Style`; raw values [H]
    /// UITableView.h `UITableViewStyle`).
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers and footers float while their section is on screen;
        /// separators continue below the last row.
        case plain = 0
        /// Sections separated by space on a grouped background; headers and footers scroll with
        /// the rows.
        case grouped = 1
        /// Grouped, with each section drawn as a card with rounded corners, inset from the edges
        /// (iOS 13).
        case insetGrouped = 2
    }
}
