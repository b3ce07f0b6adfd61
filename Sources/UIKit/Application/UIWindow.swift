import Foundation

/// The root of a view hierarchy on screen, and the dispatcher of its touches.
///
/// A window starts hidden: `makeKeyAndVisible()` shows it and makes it the key window. Setting
/// `rootViewController` loads the controller's view at once and installs it filling the window;
/// while the window is visible the controller gets its appearance callbacks
/// (`viewWillAppear`, then in the next frame `viewIsAppearing`, layout, `viewDidAppear`).
@MainActor
open class UIWindow: UIView {
    /// A window's stacking level: higher levels are in front. `.normal` is 0.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The responder that gets keyboard and other non-touch events.
    weak var _firstResponder: UIResponder?
    /// The window's undo manager, made on first use.
    private var _windowUndoManager: UndoManager?

    /// The window's own undo manager, shared by every responder in it (`UIResponder.undoManager`
    /// asks up the chain to here).
    open override var undoManager: UndoManager? {
        if let manager = _windowUndoManager { return manager }
        let manager = UndoManager()
        _windowUndoManager = manager
        return manager
    }

    /// The window's framebuffer and its compositor (made at the first composite; see
    /// `UIWindow+Rendering.swift`).
    package var _compositor: _CACompositor?

    /// The application the window belongs to (`_application`): the one running when it was made.
    /// Held weakly (the application holds its windows weakly too).
    fileprivate weak var _owningApplication: UIApplication?

    /// The status bar drawn over the window's top (see `UIWindow+StatusBar.swift`): made when the
    /// window first shows on a screen that has one; nil before and on screens without one.
    var _statusBar: _UIStatusBar?

    /// Whether the window's status bar is hidden: what it draws and what its safe area follows.
    /// Starts as the application's `isStatusBarHidden`; changed by `_updateStatusBar`.
    var _statusBarHidden = false

    /// The style of the window's status bar. Starts as the application's `statusBarStyle`.
    var _statusBarStyle: UIStatusBarStyle = .default

    /// The window's traits as last computed (nil before the first ask): see `UIWindow+Traits.swift`.
    var _traitCollectionCache: UITraitCollection?

    /// The window's traits: the size classes of its bounds' size on its screen's device
    /// (`TraitConstants`), the screen's idiom and scale. They are brought up to date when the
    /// window is resized and at its layout; see `UITraitEnvironment` for who is told.
    open override var traitCollection: UITraitCollection { _windowTraitCollection() }

    /// Creates a window with `frame` (usually `UIScreen.main.bounds`), hidden, registered with the
    /// application running now; its layer tree's animations run in that application's runtime.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpWindow()
    }

    /// Creates a window in `windowScene`, the size of its screen, hidden.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        _setUpWindow()
        _windowScene = windowScene
    }

    private func _setUpWindow() {
        layer.isHidden = true
        _window = self
        let app = UIApplication.shared
        _owningApplication = app
        layer._hostRuntime = app._runtime.core
        _statusBarHidden = app._statusBarHiddenDefault
        _statusBarStyle = app._statusBarStyleDefault
        app._register(self)
        _ = _windowTraitCollection()
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIWindow.init(coder:): nibs and storyboards are not supported by Rockhopper; create the window with init(frame:)")
    }

    /// The window's stacking level. Default `.normal`.
    open var windowLevel: Level = .normal

    /// The screen the window is on.
    open var screen: UIScreen { _application._screen }

    /// Showing a window makes its root view controller (and the controllers it presents) appear;
    /// hiding it, disappear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            super.isHidden = newValue
            if !newValue { _installStatusBarIfNeeded() }
            guard wasHidden != newValue else { return }
            let app = _application
            if _firstResponder != nil { app._softwareKeyboard.firstResponderDidChange(in: self) }
            for controller in _controllersFollowingSubtree() {
                controller._beginWindowDrivenAppearance(!newValue, in: app)
            }
        }
    }

    private var _rootViewController: UIViewController?

    /// The controller whose view fills the window. Setting it loads the controller's view now,
    /// installs it with a flexible width and height (below any presented controllers' views);
    /// what the old root presented is taken down without animation (DEVIATIONS 93),
    /// and, while the window is visible, makes the old controller disappear and the new one
    /// appear (the views moving in and out of the window drive that).
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            let old = _rootViewController
            guard old !== newValue else { return }
            if let old {
                old._tearDownPresentationsForRemoval()
                if let oldView = old.viewIfLoaded, oldView._superview === self { oldView.removeFromSuperview() }
            }
            _rootViewController = newValue
            if let new = newValue {
                let view: UIView = new.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if let firstPresentation = subviews.first(where: { $0 is _UITransitionView }) {
                    insertSubview(view, belowSubview: firstPresentation)
                } else {
                    addSubview(view)
                }
            }
            _statusBarAppearanceMayHaveChanged()
        }
    }

    /// True while this is the application's key window.
    open var isKeyWindow: Bool { _application._keyWindow === self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key (the previous key window resigns) without changing its visibility.
    open func makeKey() {
        let app = _application
        guard app._keyWindow !== self else { return }
        let old = app._keyWindow
        app._keyWindow = self
        old?.resignKey()
        becomeKey()
    }

    /// Called when the window became key. Default does nothing.
    open func becomeKey() {}

    /// Called when the window stopped being key. Default does nothing.
    open func resignKey() {}

    /// Delivers an event's touches that belong to this window: to their views' `touches…` methods
    /// (grouped per view and phase: began, moved, ended, cancelled) and from there up the
    /// responder chain. Override to observe (call `super`).
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        // Gesture recognizers of the hit views and their ancestors see the touches first; their
        // actions are sent once the views have the event too (one dispatch around both).
        let environment = _application._gestureEnvironment
        environment.dispatch {
            environment.deliver(event, in: self)
            _deliverTouchesToViews(of: event)
        }
    }

    /// The window's scene, else the application.
    open override var next: UIResponder? { _windowScene ?? _application }

    /// The scene the window belongs to (see `UIWindow+Scene.swift`).
    weak var _windowScene: UIWindowScene?

    /// The window's safe-area insets: the screen's, with the top at least the status bar's
    /// height while the window's status bar shows.
    var _windowSafeAreaInsets: UIEdgeInsets {
        _windowSafeAreaInsets(statusBarHidden: _statusBarHidden)
    }

    /// The window's safe-area insets with its status bar hidden or shown.
    func _windowSafeAreaInsets(statusBarHidden: Bool) -> UIEdgeInsets {
        let screen = self.screen
        var insets = screen._safeAreaInsets
        if !statusBarHidden {
            insets.top = max(insets.top, screen._statusBarHeight)
        }
        return insets
    }

    /// The window's layout, then its status bar's: across the top of the bounds and the topmost
    /// sublayer (see `UIWindow+StatusBar.swift`). Apps cannot override this (it is not `open`),
    /// so a subclass's `layoutSubviews` without `super` still gets its status bar placed.
    public override func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { _updateTraitCollection() }
        super.layoutSublayers(of: layer)
        if layer === self.layer {
            _layoutKeyboard()
            _layoutStatusBar()
        }
    }
}

extension UIView {
    /// The application of the view's window, else the one running now. Framework code reaches the
    /// application (its timers, tickers, gesture environment) through this, so a view in one test
    /// host's window never uses another host's application.
    /// For a window, the application it belongs to.
    var _application: UIApplication { _window?._owningApplication ?? UIApplication.shared }

    /// The time on the clock of the view's application (`CACurrentMediaTime()` while it runs).
    package var _now: TimeInterval { _application._runtime.clock.now() }
}
