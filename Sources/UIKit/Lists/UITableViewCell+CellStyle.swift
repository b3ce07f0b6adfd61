import Foundation

extension UITableViewCell {
    /// The built-in layouts of a cell's `textLabel`, `detailTextLabel` and `imageView`
    /// ([A] `UITableViewCell.CellStyle`; raw values [H] UITableViewCell.h). Metrics:
    /// `ListConstants+TableView.swift`.
    public enum CellStyle: Int, Sendable {
        /// An image and a left-aligned label; no `detailTextLabel`.
        case `default` = 0
        /// A label on the left and a grey, right-aligned detail label on the right (Settings).
        case value1 = 1
        /// A small, right-aligned blue label and a left-aligned detail label beside it
        /// (Contacts); no image.
        case value2 = 2
        /// A label with a smaller detail label below it.
        case subtitle = 3
    }
}
