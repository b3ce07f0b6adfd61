import Foundation

/// Manages a view hierarchy: loads its view lazily, hears when it appears and disappears, holds
/// child controllers and presents others modally.
///
/// Loading: the first read of `view` calls `loadView()` (default: a plain `UIView` the size of the
/// screen), then `viewDidLoad()`. `isViewLoaded` and `viewIfLoaded` never load.
///
/// Appearance (`UIViewController+Appearance.swift`): a controller appears when its view enters a
/// visible window — `viewWillAppear` then, and in the next frame's layout pass `viewIsAppearing`,
/// the layout (`viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`) and
/// `viewDidAppear`; it disappears the same way when the view leaves. Containers (navigation, tab
/// bar, presentation) drive their children's callbacks themselves, in the orders of
/// `_UIViewControllerTransition` and the reference; children of other controllers get them
/// forwarded while `shouldAutomaticallyForwardAppearanceMethods` is true.
///
/// The class body declares what subclasses can override; the work lives in the extensions
/// (`+Appearance`, `+Containment`, `+Presentation`, `+SafeArea`, `+StatusBar`).
@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    private let _nibName: String?
    private let _nibBundle: Bundle?

    // MARK: Stored state of the extensions

    /// The appearance state machine of Apple's documentation.
    enum _AppearanceState { case disappeared, appearing, appeared, disappearing }
    var _appearanceState: _AppearanceState = .disappeared
    var _appearanceAnimated = false
    /// Nonzero while a container transition drives this controller's appearance callbacks, so the
    /// view entering or leaving the window does not drive them too.
    var _managedAppearanceDepth = 0

    weak var _parent: UIViewController?
    var _children: [UIViewController] = []
    var _isMovingToParent = false
    var _isMovingFromParent = false

    /// The controller this one presents (held strongly, as UIKit does) and the one presenting it.
    var _presented: UIViewController?
    weak var _presenting: UIViewController?
    var _isBeingPresented = false
    var _isBeingDismissed = false
    /// The presentation that shows this controller, while it is presented.
    var _presentationController: UIPresentationController?

    /// Insets a container adds to this controller's safe area (the bars over its view), in the
    /// view's own coordinates.
    var _containerOverlayInsets: UIEdgeInsets = .zero
    var _lastNotifiedSafeAreaInsets: UIEdgeInsets?
    /// The safe area the view keeps while a push slides it aside (`_UINavigationParallaxAnimator`),
    /// so its content does not reflow as it moves partly off screen; nil otherwise.
    var _frozenSafeAreaInsets: UIEdgeInsets?

    var _navigationItem: UINavigationItem?
    /// The transition this controller takes part in (or whose container it is) while it runs.
    weak var _transitionInProgress: _UIViewControllerTransition?
    var _tabBarItem: UITabBarItem?

    /// Trait change handlers registered with `registerForTraitChanges` (released with the
    /// controller).
    public var _traitChangeRegistrations: [_UITraitChangeRegistration] = []

    /// The controller's traits: those of its view's window, else its parent's or presenter's,
    /// else the screen's.
    open var traitCollection: UITraitCollection {
        if let window = _view?._window { return window.traitCollection }
        if let parent = _parent { return parent.traitCollection }
        if let presenting = _presenting { return presenting.traitCollection }
        return UIApplication.shared._screen.traitCollection
    }

    /// Called after the controller's traits changed (just before its view is told), with the old
    /// traits. Default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the size of the controller's view changes (the window is resized, the
    /// device rotates), with the new size and a coordinator to animate alongside the change.
    /// The default forwards the message to each child with the same size: call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Called before the controller's size classes change, before `viewWillTransition(to:with:)`,
    /// with the traits it will have. The default forwards the message to each child: call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// Creates a controller. Rockhopper builds views in code: with a non-nil `nibName`,
    /// `loadView()` stops the program saying nibs are not supported.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        _nibBundle = nibBundleOrNil
        super.init()
    }

    /// `UIViewController()` is `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nibs are not supported; calling this stops the program saying so.
    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIViewController.init(coder:): storyboards and nibs are not supported by Rockhopper; create \(Self.self) in code")
    }

    /// The nib name given at init (never loaded).
    open var nibName: String? { _nibName }

    /// The bundle given at init.
    open var nibBundle: Bundle? { _nibBundle }

    /// A localized title, shown by containers. Setting it also sets the navigation item's title
    /// and the tab bar item's title, as UIKit does. Default nil.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }

    // MARK: - Editing

    /// Whether the controller is in editing mode. Setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false
    private var _editButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode; the `editButtonItem` shows Done while editing and Edit
    /// otherwise. Subclasses update their views (a `UITableViewController` its table) and call
    /// `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        if let item = _editButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A bar button item that toggles editing mode: "Edit" (plain), "Done" (bold) while editing
    /// ([A] `UIViewController.editButtonItem`).
    open var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: _isEditing ? "Done" : "Edit", style: _isEditing ? .done : .plain,
                                   target: self, action: UIViewController._toggleEditing)
        _editButtonItem = item
        return item
    }

    private func _toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    // MARK: - The view

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`). Setting it replaces
    /// the root view; setting nil unloads it, so the next access loads again.
    open var view: UIView! {
        get {
            if _view == nil { _loadViewNow() }
            return _view
        }
        set {
            if let old = _view, old._viewController === self {
                old._viewController = nil
                old._markLayoutMarginsStale()
            }
            if let newView = newValue {
                _rockhopperPrecondition(newView._viewController == nil || newView._viewController === self,
                    "\(type(of: newView)) is already the root view of \(type(of: newView._viewController!)); a view can be the view of only one view controller")
                newView._viewController = self
                newView._markLayoutMarginsStale()
            }
            _view = newValue
        }
    }

    /// The view if loaded, else nil; never loads.
    open var viewIfLoaded: UIView? { _view }

    /// Whether the view is loaded; never loads.
    open var isViewLoaded: Bool { _view != nil }

    /// Creates the root view and assigns it to `view`. The default makes a plain `UIView` with the
    /// screen's bounds. Override to build your own (without calling `super`); never call it
    /// directly.
    open func loadView() {
        _rockhopperPrecondition(_nibName == nil,
            "\(type(of: self)): loading the nib \"\(_nibName ?? "")\" is not supported by Rockhopper; override loadView() or build the view in viewDidLoad()")
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded. Default does nothing.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        if _view == nil { _loadViewNow() }
    }

    private func _loadViewNow() {
        loadView()
        viewDidLoad()
    }

    /// Memory is low. UIKit sends it to every controller; since iOS 6 the default keeps the view.
    open func didReceiveMemoryWarning() {}

    // MARK: - Appearance

    /// The view is about to be added to a view hierarchy. Call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is in the hierarchy and laid out by its superview; its geometry is valid.
    open func viewIsAppearing(_ animated: Bool) {}

    /// The view is on screen.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to leave the screen.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Right before the root view's `layoutSubviews`. Default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called in the update-constraints pass when the root view's constraints need updating
    /// (`view.setNeedsUpdateConstraints()`). The default updates the root view's own
    /// constraints (`view.updateConstraints()`); call `super` last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Right after the root view's `layoutSubviews`. Default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance (`isAppearing` true: `viewWillAppear`) or disappearance
    /// (`viewWillDisappear`) transition; containers call it for their children, and it reaches
    /// this controller's children in turn while `shouldAutomaticallyForwardAppearanceMethods`.
    /// A transition going the other way is reversed, as UIKit's state machine allows for
    /// cancelled transitions; one already going the same way logs UIKit's warning.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearance(isAppearing, animated: animated, warnsWhenUnbalanced: true)
    }

    /// Ends the transition begun by `beginAppearanceTransition`: `viewDidAppear` or
    /// `viewDidDisappear`. Without a transition in progress, logs UIKit's warning and does nothing.
    open func endAppearanceTransition() {
        _endAppearance(warnsWhenUnbalanced: true)
    }

    /// Whether appearance callbacks reach the children by themselves. Default true; a container
    /// returning false calls `beginAppearanceTransition`/`endAppearanceTransition` on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// True inside the appearance callbacks while the controller is being presented.
    open var isBeingPresented: Bool { _isBeingPresented }

    /// True inside the appearance callbacks while the controller is being dismissed.
    open var isBeingDismissed: Bool { _isBeingDismissed }

    /// True while the controller is being added to a container (from `willMove(toParent:)` until
    /// `didMove(toParent:)`).
    open var isMovingToParent: Bool { _isMovingToParent }

    /// True while the controller is being removed from its container.
    open var isMovingFromParent: Bool { _isMovingFromParent }

    // MARK: - Containment

    /// The container this controller is a child of. Held weakly.
    open var parent: UIViewController? { _parent }

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { _children }

    /// Makes `childController` a child: removes it from another parent first, calls its
    /// `willMove(toParent: self)`, then adds it. The caller adds its view and calls
    /// `didMove(toParent:)` when done. Overrides must call `super`.
    open func addChild(_ childController: UIViewController) {
        _addChild(childController)
    }

    /// Removes this controller from its parent, then calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first. Overrides must call `super`.
    open func removeFromParent() {
        _removeFromParent()
    }

    /// Called before the controller is added to or removed from a container. Call `super`.
    open func willMove(toParent parent: UIViewController?) {
        if parent != nil { _isMovingToParent = true } else if _parent != nil { _isMovingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container. Call `super`.
    open func didMove(toParent parent: UIViewController?) {
        _isMovingToParent = false
        _isMovingFromParent = false
    }

    /// Swaps two children with an animation: adds `toViewController.view` beside the old one,
    /// runs `animations` (or the transition in `options`), removes the old view when done, and
    /// sends both their appearance callbacks. Both must be children of this controller.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _transitionBetweenChildren(from: fromViewController, to: toViewController, duration: duration,
                                   options: options, animations: animations, completion: completion)
    }

    /// Shows `vc` the way this controller's context wants: its navigation controller pushes it,
    /// otherwise it is presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }

    /// The item a navigation bar shows for this controller, made on first use with `title`.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        _navigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller, made on first use with `title` and no image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            tabBarController?._tabBarItemsDidChange(animated: false)
        }
    }

    /// When true, pushing this controller on a navigation controller inside a tab bar controller
    /// hides the tab bar until it is popped. Default false.
    open var hidesBottomBarWhenPushed: Bool = false

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?._toolbarItemsDidChange(of: self, animated: false) }
    }

    /// Sets `toolbarItems`, animating the change in a visible toolbar.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    // MARK: - Presentation

    /// How the controller is shown when presented. Default `.automatic` (a card on phones).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation used when the controller is presented. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether a `.currentContext` presentation from this controller or its descendants covers
    /// this controller's view. Default false (a navigation controller: true).
    open var definesPresentationContext: Bool = false

    /// Whether the context controller's `modalTransitionStyle` replaces the presented one's.
    /// Default false.
    open var providesPresentationContextTransitionStyle: Bool = false

    /// When true, a sheet cannot be pulled down to dismiss. Default false.
    open var isModalInPresentation: Bool = false

    /// Whether a presented controller that does not cover the screen decides the status bar.
    /// Default false.
    open var modalPresentationCapturesStatusBarAppearance: Bool = false

    /// Supplies the animator, interaction controller and (for `.custom`) presentation controller
    /// of this controller's presentation and dismissal. Held weakly, as UIKit does.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The running transition this controller (or its nearest ancestor) takes part in: a push,
    /// pop, presentation, dismissal or tab switch, from the `will` callbacks until it ends; nil
    /// otherwise.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let vc = current {
            if let transition = vc._transitionInProgress, !transition.isComplete { return transition }
            current = vc._parent
        }
        return nil
    }

    /// Presents `viewControllerToPresent` modally; `completion` runs after its `viewDidAppear`.
    /// Presenting while already presenting, or from a view outside a window, logs UIKit's warning
    /// and does nothing.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or its nearest ancestor) presents and everything above
    /// it; called on a presented controller, dismisses that controller. `completion` runs after
    /// the dismissed controller's `viewDidDisappear`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    /// The controller presented by this controller or its nearest ancestor.
    open var presentedViewController: UIViewController? { _presented ?? _parent?.presentedViewController }

    /// The controller that presented this controller or its nearest presented ancestor.
    open var presentingViewController: UIViewController? { _presenting ?? _parent?.presentingViewController }

    /// The object managing the presentation of this controller (or its nearest presented
    /// ancestor), nil when it is not presented.
    open var presentationController: UIPresentationController? {
        _presentationController ?? _parent?.presentationController
    }

    /// The animation of this controller's own presentation and dismissal (the alert controller
    /// has one); nil (the default) uses its style's.
    func _customPresentationAnimator(presenting: Bool) -> (any _UITransitionAnimator)? { nil }

    /// Called before the appearance callbacks are forwarded to the children, so a container can
    /// put its visible child's view in place first (loading it). Default does nothing.
    func _prepareChildrenForAppearance() {}

    /// Called before the root view's layout (before `viewWillLayoutSubviews`): containers start
    /// their deferred transitions and place their bars here. Default does nothing.
    func _layoutContainerIfNeeded() {}

    // MARK: - Safe area and layout

    /// Extra insets added to the safe area of the view and its subviews. Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { _safeAreaMayHaveChanged() } }
    }

    /// The view's safe area changed (bars, the status bar, `additionalSafeAreaInsets`).
    open func viewSafeAreaInsetsDidChange() {}

    /// The least margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`: 0 at
    /// the top and bottom, 16 pt leading and trailing in a narrow window, 20 pt in a wide one.
    /// Don't override.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { _systemMinimumLayoutMargins }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`. Default true.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { _viewRespectsSystemMinimumLayoutMarginsDidChange() } }
    }

    /// The root view's layout margins changed (after its `layoutMarginsDidChange()`). Default does
    /// nothing.
    open func viewLayoutMarginsDidChange() {}

    /// The edges a container lets the view extend under its bars. Default `.all`.
    open var edgesForExtendedLayout: UIRectEdge = .all

    /// Whether the view also extends under opaque bars. Default false.
    open var extendedLayoutIncludesOpaqueBars: Bool = false

    /// iOS 7–10: scroll views in the view get the bars' insets. Since iOS 11 a scroll view with
    /// `contentInsetAdjustmentBehavior == .automatic` reads it. Default true.
    @available(*, deprecated, message: "Use UIScrollView.contentInsetAdjustmentBehavior")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { _automaticallyAdjustsScrollViewInsets }
        set { _automaticallyAdjustsScrollViewInsets = newValue; _safeAreaMayHaveChanged() }
    }
    var _automaticallyAdjustsScrollViewInsets = true

    // MARK: - Status bar

    /// Whether this controller wants the status bar hidden. Default false.
    open var prefersStatusBarHidden: Bool { false }

    /// The style of status bar this controller wants. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// How hiding or showing the status bar animates. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `prefersStatusBarHidden` wins; nil (default) means this controller.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The child whose `preferredStatusBarStyle` wins; nil (default) means this controller.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// Asks the window again which status bar to show; inside an animation block the change
    /// animates with it.
    open func setNeedsStatusBarAppearanceUpdate() {
        _updateStatusBarAppearance()
    }

    // MARK: - Responder chain

    /// The view's superview (for a window's root controller, the window); nil when the view is not
    /// loaded or not in a hierarchy. A presented controller's view sits in a transition view, so
    /// its next responder is its presenter, as in UIKit.
    open override var next: UIResponder? {
        if _presenting != nil, let presenter = _presenting { return presenter }
        return _view?._superview
    }

    override var _windowForFirstResponder: UIWindow? { _view?._window }

    // MARK: - Key commands

    /// The commands added with `addKeyCommand(_:)`, in order.
    private var _addedKeyCommands: [UIKeyCommand] = []

    /// The controller's keyboard shortcuts: those added with `addKeyCommand(_:)` (nil when none).
    /// Override to offer others (include `super.keyCommands` to keep the added ones).
    open override var keyCommands: [UIKeyCommand]? {
        _addedKeyCommands.isEmpty ? nil : _addedKeyCommands
    }

    /// Adds a keyboard shortcut to the controller (iOS 9): while the controller is in the key
    /// window's responder chain, pressing its keys performs its action.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !_addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        _addedKeyCommands.append(keyCommand)
    }

    /// Removes a shortcut added with `addKeyCommand(_:)`.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        _addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// Internal view access without loading.
    var _loadedView: UIView? { _view }
}
