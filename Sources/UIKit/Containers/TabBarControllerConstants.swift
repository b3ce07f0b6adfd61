import Foundation

/// The numbers of UITabBarController. Each says where it comes from.
enum TabBarControllerConstants {
    /// Height of the tab bar on a phone without a home indicator, points. 49. [W] reference §4
    /// (365DOS, UYL-X); on devices with a home indicator the bar grows by the bottom safe area.
    static let tabBarHeight: CGFloat = 49
}
