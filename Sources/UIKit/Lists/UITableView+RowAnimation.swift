import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows and sections come and go
    /// ([A] `UITableView.RowAnimation`; raw values [H] UITableView.h `UITableViewRowAnimation`).
    /// Rows that stay slide to their new places whatever the animation.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out.
        case fade = 0
        /// The row slides in from the right or out to the right.
        case right = 1
        /// The row slides in from the left or out to the left.
        case left = 2
        /// The row slides in from, or out toward, the row above it.
        case top = 3
        /// The row slides in from, or out toward, the row below it.
        case bottom = 4
        /// The row appears or disappears at once; the others still move.
        case none = 5
        /// The row grows from, or shrinks to, the middle of its place.
        case middle = 6
        /// The table chooses: a fade.
        case automatic = 100
    }
}
