import Foundation

/// Controllers side by side, one shown at a time, chosen with the tab bar at the bottom.
///
/// All of `viewControllers` stay alive; a tab's view loads when the tab is first selected and
/// stays loaded. Switching (reference §1.3 e): T2.viewWillAppear, A.viewWillDisappear inside the
/// selection (the setter or the tap), then in the next layout pass A.viewDidDisappear,
/// T2.viewDidAppear. The delegate hears only taps: `shouldSelect` first (false: nothing happens),
/// `didSelect` after the selection (also when the selected tab is tapped again, which pops a
/// navigation controller in it to its root).
@MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var _viewControllers: [UIViewController]?
    var _selectedIndex = NSNotFound
    var _shownTab: UIViewController?
    lazy var _transitionView = _UINavigationTransitionView()

    /// The bar at the bottom. Its items are managed here: don't change them directly.
    public private(set) lazy var tabBar: UITabBar = _makeTabBar()

    /// Hears the user's tab selections. Held weakly.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The controllers the user may reorder on the More screen (stored; the More screen is not
    /// implemented, see docs/COMPATIBILITY.md).
    open var customizableViewControllers: [UIViewController]?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UITabBarController.init(coder:): storyboards and nibs are not supported by Rockhopper; create \(Self.self) in code")
    }

    /// The tabs, left to right. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: the old children go, the new ones come; the selection stays on the
    /// same controller if it is still there, else on the same index, else on the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        _setTabs(viewControllers, animated: animated)
    }

    /// The index of the selected tab (`NSNotFound` with no tabs). Setting it selects that tab.
    open var selectedIndex: Int {
        get { _selectedIndex }
        set { _select(index: newValue, byUser: false) }
    }

    /// The selected tab's controller. Setting it selects its tab; it must be one of
    /// `viewControllers`.
    open var selectedViewController: UIViewController? {
        get {
            guard let vcs = _viewControllers, vcs.indices.contains(_selectedIndex) else { return nil }
            return vcs[_selectedIndex]
        }
        set {
            guard let newValue else { return }
            guard let index = _viewControllers?.firstIndex(where: { $0 === newValue }) else {
                _rockhopperFailure("UITabBarController.selectedViewController: \(type(of: newValue)) is not one of the tab bar controller's viewControllers")
            }
            _select(index: index, byUser: false)
        }
    }

    /// The tab bar tells its controller about a tap (the tab bar controller is its delegate).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabBar.items?.firstIndex(where: { $0 === item }) else { return }
        _userDidTap(index: index)
    }

    // MARK: Overrides

    open override func loadView() {
        let container = _UILayoutContainerView(frame: UIScreen.main.bounds)
        view = container
        _transitionView.frame = container.bounds
        _transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(_transitionView)
        container.addSubview(tabBar)
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    override func _prepareChildrenForAppearance() {
        _installSelectedViewIfNeeded()
    }

    override func _layoutContainerIfNeeded() {
        _layoutTabBar()
        _layoutSelectedView()
    }
}
