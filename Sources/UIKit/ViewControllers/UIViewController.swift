import Foundation

/// Manages a view hierarchy: loads its view lazily and hears when it appears and disappears.
///
/// Loading: the first read of `view` calls `loadView()` (default: a plain `UIView` the size of the
/// screen), then `viewDidLoad()`. `isViewLoaded` and `viewIfLoaded` never load.
///
/// Appearing as a window's root: `viewWillAppear` when the window shows (or the controller becomes
/// root of a visible window), then in the next frame `viewIsAppearing`, the layout
/// (`viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`) and
/// `viewDidAppear`. Containers (navigation, tab bar, presentation) come in their own issue.
@MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?
    private let _nibName: String?
    private let _nibBundle: Bundle?

    /// The appearance state machine of Apple's documentation.
    enum _AppearanceState { case disappeared, appearing, appeared, disappearing }
    private(set) var _appearanceState: _AppearanceState = .disappeared
    private var _appearanceAnimated = false

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

    /// A localized title, shown by containers. Default nil.
    open var title: String?

    // MARK: - The view

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`). Setting it replaces
    /// the root view; setting nil unloads it, so the next access loads again.
    open var view: UIView! {
        get {
            if _view == nil { _loadViewNow() }
            return _view
        }
        set {
            if let old = _view, old._viewController === self { old._viewController = nil }
            if let newView = newValue {
                _rockhopperPrecondition(newView._viewController == nil || newView._viewController === self,
                    "\(type(of: newView)) is already the root view of \(type(of: newView._viewController!)); a view can be the view of only one view controller")
                newView._viewController = self
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

    /// Right after the root view's `layoutSubviews`. Default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance (`isAppearing` true: `viewWillAppear`) or disappearance
    /// (`viewWillDisappear`) transition; containers call it for their children. A transition
    /// already going the same way is left alone; one going the other way is reversed, as UIKit's
    /// state machine allows for cancelled transitions.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _appearanceAnimated = animated
        switch (_appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            _appearanceState = .appearing
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            _appearanceState = .disappearing
            viewWillDisappear(animated)
        case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
            _logUnbalancedAppearance()
        }
    }

    /// Ends the transition begun by `beginAppearanceTransition`: `viewDidAppear` or
    /// `viewDidDisappear`. Without a transition in progress, logs UIKit's warning and does nothing.
    open func endAppearanceTransition() {
        switch _appearanceState {
        case .appearing:
            _appearanceState = .appeared
            viewDidAppear(_appearanceAnimated)
        case .disappearing:
            _appearanceState = .disappeared
            viewDidDisappear(_appearanceAnimated)
        case .appeared, .disappeared:
            _logUnbalancedAppearance()
        }
    }

    private func _logUnbalancedAppearance() {
        _UIKitLog.warning("Unbalanced calls to begin/end appearance transitions for <\(type(of: self))>.")
    }

    // MARK: - Responder chain

    /// The view's superview (for a window's root controller, the window); nil when the view is not
    /// loaded or not in a hierarchy.
    open override var next: UIResponder? {
        _view?._superview
    }

    override var _windowForFirstResponder: UIWindow? { _view?._window }
}
