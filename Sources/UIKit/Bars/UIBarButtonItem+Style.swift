import Foundation

extension UIBarButtonItem {
    /// How a bar button item's title is drawn; raw values of `UIBarButtonItem.h`.
    public enum Style: Int, Sendable {
        /// The usual item: regular weight.
        case plain = 0
        /// Deprecated on iOS (7+ draws it as `.plain`).
        case bordered = 1
        /// An item that completes a task ("Done"): semibold (bold before iOS 13).
        case done = 2
    }
}
