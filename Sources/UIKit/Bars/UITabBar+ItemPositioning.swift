import Foundation

extension UITabBar {
    /// How the items share the bar's width (Apple's raw values, UITabBar.h
    /// `UITabBarItemPositioning`).
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` on phones (the only idiom here); iPads would centre.
        case automatic = 0
        /// The items share the whole width equally.
        case fill = 1
        /// The items keep `itemWidth` and `itemSpacing` and sit in the middle of the bar.
        case centered = 2
    }
}
