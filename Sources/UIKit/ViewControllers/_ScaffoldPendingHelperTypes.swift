// TEMPORARY scaffolding: minimal declarations of types other helpers are building in parallel
// (bars, tab bar, status bar). Deleted as each helper's branch is merged.
import Foundation

@MainActor open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
}
@MainActor open class UIBarButtonItem: UIBarItem {}
@MainActor open class UINavigationItem: NSObject {
    public init(title: String) { self.title = title }
    open var title: String?
    open var titleView: UIView?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var backButtonTitle: String?
}
@MainActor public protocol UINavigationBarDelegate: AnyObject {}
@MainActor open class UINavigationBar: UIView {
    open var items: [UINavigationItem]? = []
    open var topItem: UINavigationItem? { items?.last }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    var _backButtonAction: (@MainActor () -> Void)?
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
}
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
@MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? = []
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    open var isTranslucent = true
}
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
