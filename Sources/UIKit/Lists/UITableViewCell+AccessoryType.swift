import Foundation

extension UITableViewCell {
    /// The standard views at a cell's trailing edge ([A] `UITableViewCell.AccessoryType`; raw
    /// values [H] UITableViewCell.h). An `accessoryView` replaces them.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A grey chevron: tapping the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron; the button calls the delegate's
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button (iOS 7).
        case detailButton = 4
    }
}
