// TEMPORARY scaffolding: minimal declarations of the tab bar types another helper is building in
// parallel. Deleted when that branch is merged.
import Foundation

@MainActor open class UITabBarItem: UIBarItem {
    public init(title: String?, image: UIImage?, tag: Int) { super.init(); self.title = title; self.image = image; self.tag = tag }
    open var badgeValue: String?
}
@MainActor public protocol UITabBarDelegate: AnyObject {}
@MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]? = []
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    open var selectedItem: UITabBarItem?
    open weak var delegate: (any UITabBarDelegate)?
    var _shouldSelectItem: (@MainActor (UITabBarItem) -> Bool)?
    open var isTranslucent = true
}
