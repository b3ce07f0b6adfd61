import Foundation

extension UITableViewCell {
    /// Whether a table draws lines between its rows ([A] `UITableViewCell.SeparatorStyle`; raw
    /// values [H] UITableViewCell.h). `.singleLineEtched` draws like `.singleLine` since iOS 7.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }
}
