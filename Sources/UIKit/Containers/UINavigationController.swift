import Foundation

/// A stack of view controllers under a navigation bar: push shows a controller sliding in from
/// the right, pop goes back.
///
/// The stack (`viewControllers`) changes at once; the transition on screen follows in the
/// navigation controller's next layout pass (as UIKit's deferred transition does), so code right
/// after `pushViewController` runs before any appearance callback. Orders (reference §1.3 b, c):
///   push A→B: B.willMove(toParent: nav) inside the call; later A.viewWillDisappear,
///             B.viewWillAppear, B.viewIsAppearing, the slide, A.viewDidDisappear,
///             B.viewDidAppear, B.didMove(toParent: nav), delegate didShow.
///   pop B→A:  B.willMove(toParent: nil) inside the call; later B.viewWillDisappear,
///             A.viewWillAppear, …, B.viewDidDisappear, A.viewDidAppear, B.didMove(toParent: nil),
///             then B is released by the stack.
/// Changes made while a transition runs are shown by one more transition when it ends.
/// While the navigation controller is not in a visible window, changes apply at once without
/// appearance callbacks.
@MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate {
    var _viewControllers: [UIViewController] = []
    /// Controllers added since the last transition ended (they get `didMove(toParent:)` then).
    var _pendingAdditions: [UIViewController] = []
    /// Controllers removed from the stack still waiting for `removeFromParent()`.
    var _pendingRemovals: [UIViewController] = []
    /// The controller whose view is on screen, and the stack as it was when it got there.
    var _shown: UIViewController?
    var _shownStack: [UIViewController] = []
    var _needsTransition = false
    var _nextTransitionAnimated = false
    var _transition: _UIViewControllerTransition?
    var _isNavigationBarHidden = false
    var _isToolbarHidden = true
    lazy var _transitionView: _UINavigationTransitionView = {
        let view = _UINavigationTransitionView()
        view.navigationController = self
        return view
    }()
    var _popGesture: UIScreenEdgePanGestureRecognizer?
    var _popGestureDelegate: _UINavigationPopGestureDelegate?
    /// The edge-swipe pop's interaction while the finger drives it.
    var _popInteraction: _UINavigationInteractiveTransition?

    /// The bar at the top, managed by this controller (don't set its frame or items).
    public private(set) lazy var navigationBar: UINavigationBar = _makeNavigationBar()

    /// The toolbar at the bottom (hidden by default), showing the top controller's `toolbarItems`.
    public private(set) lazy var toolbar: UIToolbar! = _makeToolbar()

    /// Hears the controllers shown. Held weakly.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Makes a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UINavigationController.init(coder:): storyboards and nibs are not supported by Rockhopper; create \(Self.self) in code")
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { _viewControllers.last }

    /// The controller presented by the top one if any, else the top one.
    open var visibleViewController: UIViewController? {
        if let presented = presentedViewController {
            var top = presented
            while let next = top._presented { top = next }
            return top
        }
        return topViewController
    }

    /// Pushes `viewController` on the stack; the slide follows in the next layout pass.
    /// Pushing a controller already on the stack or a navigation controller stops the program.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _push(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; at the root, does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        _pop(animated: animated)
    }

    /// Pops every controller above `viewController` and returns them (nil when none).
    /// `viewController` not on the stack stops the program.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        _popTo(viewController, animated: animated)
    }

    /// Pops every controller above the root and returns them (nil when none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _viewControllers.first else { return nil }
        return _popTo(root, animated: animated)
    }

    /// Replaces the stack. Animated, one transition runs: a push when the new top was not on the
    /// stack, a pop when it was, none when the top stays.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _setStack(viewControllers, animated: animated)
    }

    /// Pushes (a navigation controller's `show` is a push).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Bars

    /// Whether the navigation bar is hidden. Default false.
    open var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it over `UINavigationControllerHideShowBarDuration`
    /// when animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _setNavigationBarHidden(hidden, animated: animated)
    }

    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        _setToolbarHidden(hidden, animated: animated)
    }

    /// The left-edge swipe that pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return _popGesture
    }

    // MARK: The bar's delegate

    /// The navigation bar sits right under the status bar: its background extends up behind it.
    open func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }

    /// Asked before the back button pops the top controller; return false to keep it (the
    /// navigation controller is its bar's delegate, as in UIKit). Default true.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }

    // MARK: Overrides

    open override func loadView() {
        let container = _UILayoutContainerView(frame: UIScreen.main.bounds)
        view = container
        _transitionView.frame = container.bounds
        _transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(_transitionView)
        container.addSubview(navigationBar)
        _installPopGesture(on: container)
    }

    /// The black bar style asks for light content, as UIKit's navigation controller does; with
    /// the bar hidden, the top controller decides.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    open override var childForStatusBarStyle: UIViewController? {
        _isNavigationBarHidden ? topViewController : nil
    }

    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// In a tab bar controller, a navigation controller without its own item shows its root
    /// controller's (Apple: it "uses the title and toolbar attributes of the bottom view
    /// controller").
    open override var tabBarItem: UITabBarItem! {
        get { _tabBarItem ?? _viewControllers.first?.tabBarItem ?? super.tabBarItem }
        set { super.tabBarItem = newValue }
    }

    override func _prepareChildrenForAppearance() {
        _installShownViewIfNeeded()
    }

    override func _layoutContainerIfNeeded() {
        _layoutBars()
        if _needsTransition, _transition == nil { _startTransition() }
        _layoutShownView()
    }
}

/// The root view of containers (UIKit's `UILayoutContainerView`).
@MainActor
final class _UILayoutContainerView: UIView {}

/// The view the navigation controller's children are shown in (UIKit's
/// `UINavigationTransitionView`); it clips the sliding views.
@MainActor
final class _UINavigationTransitionView: UIView {
    weak var navigationController: UINavigationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Leaving the window (covered by a full-screen presentation, say) with a stack change still
    /// waiting for the layout pass: the change applies at once, without a transition, so
    /// controllers popped meanwhile are released now rather than when the view comes back.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, let nav = navigationController, nav._needsTransition, nav._transition == nil else { return }
        nav._applyStackWithoutTransition()
    }

    required init?(coder: NSCoder) { _rockhopperFailure("_UINavigationTransitionView.init(coder:) is not supported") }
}
