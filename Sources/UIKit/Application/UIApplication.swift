import Foundation

/// The running app: its windows, its event queue and its frame pipeline.
///
/// Each application has its runtime (`_UIRuntime`: its clock, animations, display links, screen),
/// made by the host that runs it. `UIApplication.shared` is the application running now: under
/// `UITestHost` the host's (with several hosts, the one used last). Events go one way only (ARCHITECTURE.md): platform input → the event queue →
/// `sendEvent(_:)` → `UIWindow.sendEvent(_:)` → the touched views and their responder chains.
///
/// Each frame (see `UIApplication+Frame.swift`) delivers queued input, fires display links, runs
/// the layout pass and finishes appearance transitions, in that order.
@MainActor
open class UIApplication: UIResponder {
    /// The running application. Outside a host or app, a default one is made on first use.
    public static var shared: UIApplication { _UIRuntime.current.application }

    /// The runtime this application runs in (which owns it).
    package unowned let _runtime: _UIRuntime

    /// The app's delegate; the end of the responder chain when it is a plain `UIResponder`.
    /// Held weakly.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the status bar is hidden: the key window's (see `UIWindow+StatusBar.swift`); while
    /// it shows, the window's top safe-area inset is at least its height. Setting it hides or
    /// shows the key window's status bar at once, without animation, as Apple documents, and
    /// becomes the starting value of windows made later. Default false.
    open var isStatusBarHidden: Bool {
        get { _keyWindow?._statusBarHidden ?? _statusBarHiddenDefault }
        set { _setStatusBarHidden(newValue, animation: .none) }
    }

    /// What the deprecated application-wide status bar API last set (see
    /// `UIApplication+StatusBar.swift`): the values windows start with, and the answers while
    /// there is no key window.
    var _statusBarHiddenDefault = false
    /// Whether view controllers decide the status bar (`prefersStatusBarHidden`, …): Info.plist's
    /// `UIViewControllerBasedStatusBarAppearance` (default YES). An app that calls the
    /// application-wide setters is one whose Info.plist says NO (those setters do nothing
    /// otherwise on iOS), so using them turns it off (docs/DEVIATIONS.md).
    var _statusBarFollowsViewControllers: Bool =
        (Bundle.main.object(forInfoDictionaryKey: "UIViewControllerBasedStatusBarAppearance") as? Bool) ?? true
    var _statusBarStyleDefault: UIStatusBarStyle = .default

    var _screen: UIScreen { _runtime.screen }
    private var _windowRefs: [_WeakWindow] = []
    weak var _keyWindow: UIWindow?

    /// The single touches event, reused for the whole life of the app, as UIKit does.
    let _touchesEvent = UIEvent(type: .touches)
    /// The state of touch input between events (fingers down, the last tap).
    var _touchTracker = _TouchTracker()
    /// Raw input waiting for the next delivery; reused, so steady input allocates nothing.
    var _inputQueue: [_TouchInput] = []
    /// Hardware keyboard input waiting for the next delivery (`UIApplication+Presses.swift`).
    var _keyInputQueue: [_KeyInput] = []
    /// The single presses event, reused for the whole life of the app.
    let _pressesEvent = UIPressesEvent()
    /// The keys down, each with its press and whether its press was delivered to a responder.
    var _heldKeys: [_HeldKey] = []
    /// The software keyboard: when it comes up and goes down, its panel and notifications.
    let _softwareKeyboard = _UISoftwareKeyboard()
    /// The arbiter of gesture recognizers.
    private(set) lazy var _gestureEnvironment = _UIGestureEnvironment(application: self)
    /// Framework timers (gesture deadlines, delayed content touches), fired each frame.
    let _timers = _FrameworkTimers()
    /// Scroll physics and other per-frame motion, ticked after display links.
    let _frameTickers = _FrameTickers()
    /// The main run loop's mode: `.tracking` while a scroll view scrolls under the user's fingers.
    let _runLoopModes = _RunLoopModeTracker()
    /// `_CADisplayRequests.generation` at the last display pass.
    var _seenDisplayGeneration: UInt64 = .max
    /// View controllers whose appearance transition ends after the next layout pass.
    var _pendingAppearances: [(controller: UIViewController, appearing: Bool)] = []
    /// Container transitions whose animation starts in the next layout pass (presentations,
    /// dismissals: their `will` callbacks ran when they were asked for).
    var _pendingTransitionStarts: [_UIViewControllerTransition] = []
    /// Snapshots taken "after screen updates", captured again in the next display pass.
    var _pendingSnapshotCaptures: [_UIPendingSnapshotCapture] = []

    /// Makes an application for `runtime` (install it with `runtime.install(_:)`; a runtime makes
    /// a plain one itself on first use). Not API: apps get theirs from their host.
    package convenience init(runtime: _UIRuntime) {
        let launching = _UIRuntime._launching
        _UIRuntime._launching = runtime
        defer { _UIRuntime._launching = launching }
        self.init()
    }

    /// Made by `UIApplicationMain` (or `UITestHost(launching:)`), once per app: for the class it
    /// names, a subclass too. Anywhere else it stops, as UIKit raises.
    public required override init() {
        guard let runtime = _UIRuntime._launching else {
            _rockhopperFailure("There can only be one UIApplication instance: UIApplicationMain makes it; use UIApplication.shared")
        }
        _runtime = runtime
        super.init()
    }

    // Lifecycle (UIApplication+Lifecycle.swift).
    var _applicationState: State = .active
    /// The connected scenes, in the order they connected.
    var _scenes: [UIScene] = []
    /// The delegate `UIApplicationMain` made, kept alive (`delegate` is weak).
    var _launchedDelegate: (any UIApplicationDelegate)?
    /// True from the launch on: the app's lifecycle follows the host's window.
    var _isLaunched = false

    /// The app's windows, visible and hidden, back to front: by `windowLevel`, and within a level
    /// in the order they were made (the last made is in front). Apple: "The array orders the
    /// windows from back to front by window level; thus, the last window in the array is on top of
    /// all other app windows."
    open var windows: [UIWindow] {
        let made = _windowRefs.compactMap(\.window)
        return made.indices
            .sorted { i, j in made[i].windowLevel != made[j].windowLevel ? made[i].windowLevel < made[j].windowLevel : i < j }
            .map { made[$0] }
    }

    /// The window that receives keyboard and other non-touch events (the last one made key).
    open var keyWindow: UIWindow? { _keyWindow }

    /// Dispatches an event to the windows of its touches. Override to observe every event (call
    /// `super`).
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        // One call per window involved, in the order their touches appear; no allocation.
        let touches = event._touches
        for (i, touch) in touches.enumerated() {
            guard let window = touch.window else { continue }
            var seen = false
            for j in 0..<i where touches[j].window === window { seen = true; break }
            if !seen { window.sendEvent(event) }
        }
    }

    /// The delegate, when it is a responder that is not a view, view controller or application.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: Windows

    /// Calls `body` with each live window, without building an array.
    /// Whether `layer` is the layer of one of this application's windows.
    func _isWindowLayer(_ layer: CALayer) -> Bool {
        _windowRefs.contains { $0.window?.layer === layer }
    }

    func _forEachWindow(_ body: (UIWindow) -> Void) {
        for ref in _windowRefs {
            if let window = ref.window { body(window) }
        }
    }

    func _register(_ window: UIWindow) {
        _windowRefs.removeAll { $0.window == nil }
        _windowRefs.append(_WeakWindow(window: window))
    }

    /// Visible windows, front-most first (by `windowLevel`, then the most recently made).
    func _windowForTouch(at screenPoint: CGPoint) -> UIWindow? {
        var best: UIWindow?
        for ref in _windowRefs {
            guard let w = ref.window, !w.isHidden, w.isUserInteractionEnabled else { continue }
            let local = w.layer.convert(screenPoint, from: nil)
            guard w.point(inside: local, with: nil) else { continue }
            if best == nil || w.windowLevel >= best!.windowLevel { best = w }
        }
        return best
    }
}

private struct _WeakWindow {
    weak var window: UIWindow?
}
