import Foundation

extension UITableViewCell {
    /// How a selected or highlighted cell looks ([A] `UITableViewCell.SelectionStyle`; raw values
    /// [H] UITableViewCell.h). Since iOS 7 `.blue` draws grey like `.gray` and `.default`.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look (the cell is still selected).
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }
}
