import Foundation

extension UITableView {
    /// What a custom `separatorInset` is measured from ([A] `UITableView.SeparatorInsetReference`,
    /// iOS 11; raw values [H] UITableView.h).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// Added to the automatic inset (the cell's content margin).
        case fromAutomaticInsets = 1
    }
}
