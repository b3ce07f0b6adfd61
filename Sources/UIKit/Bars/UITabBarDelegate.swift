import Foundation

/// Hears the user pick items of a `UITabBar`. Every method has a default implementation that does
/// nothing.
///
/// `tabBar(_:didSelect:)` comes after the bar's `selectedItem` changed, for taps only (setting
/// `selectedItem` in code does not call it), and also when the user taps the item that is already
/// selected (UITabBar.h: "called when a new view is selected by the user (but not
/// programatically)"; UITabBarControllerDelegate's didSelect documents the re-tap).
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item`, which is now `tabBar.selectedItem`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
