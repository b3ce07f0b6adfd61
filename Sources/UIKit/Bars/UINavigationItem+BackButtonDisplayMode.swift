import Foundation

extension UINavigationItem {
    /// Which texts the back button may show (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back item's `backButtonTitle`, else its `title`, then "Back", then no text: the
        /// first that fits.
        case `default` = 0
        /// "Back", then no text.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }
}
