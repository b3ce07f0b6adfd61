import Foundation

// The app's launch and lifecycle, as `UIApplicationMain` runs it (and `UITestHost(launching:)`,
// the same way). Facts: ../shared/reference/uikit-app-window-storage.md §1.
//
// Launch (`_launch`):
//   1. the application (`UIApplication` or the subclass named) and the delegate are made; the
//      application is `.inactive`;
//   2. `application(_:willFinishLaunchingWithOptions:)`, then
//      `application(_:didFinishLaunchingWithOptions:)` (an app without scenes makes its window
//      here), then `didFinishLaunchingNotification`;
//   3. the scene connects: `application(_:configurationForConnecting:options:)` gives its
//      configuration; the scene (`sceneClass`, default `UIWindowScene`) and its delegate
//      (`delegateClass`) are made; `UIScene.willConnectNotification`, then
//      `scene(_:willConnectTo:options:)` (a scene-based app makes its window here). Without a
//      delegate class the windows made so far join the scene;
//   4. with a scene delegate: `sceneWillEnterForeground`, `UIScene.willEnterForegroundNotification`
//      and `UIApplication.willEnterForegroundNotification` (iOS 13+ posts it at a scene-based
//      app's launch [W]);
//   5. the app becomes active (below). The first frame follows: the root view controller's
//      `viewIsAppearing`, layout and `viewDidAppear`.
//
// State changes, each with the scene delegate's method when the scene has a delegate, else the
// app delegate's; the delegate method first, then the notifications (scene's, then app's) [W]:
//   - become active: state `.active`; `sceneDidBecomeActive` / `applicationDidBecomeActive`;
//     `UIScene.didActivateNotification`, `UIApplication.didBecomeActiveNotification`;
//   - resign active: `sceneWillResignActive` / `applicationWillResignActive`;
//     `UIScene.willDeactivateNotification`, `UIApplication.willResignActiveNotification`; state
//     `.inactive`;
//   - enter background (resigns first when active): state `.background`;
//     `sceneDidEnterBackground` / `applicationDidEnterBackground`; the notifications;
//   - enter foreground: `sceneWillEnterForeground` / `applicationWillEnterForeground`; the
//     notifications; state `.inactive` (becoming active is the next step);
//   - terminate (the window closed): to the background first, then each scene disconnects
//     (`sceneDidDisconnect`, `UIScene.didDisconnectNotification`), then
//     `applicationWillTerminate` and `willTerminateNotification` (docs/DEVIATIONS.md 192);
//   - memory warning: `applicationDidReceiveMemoryWarning`, `didReceiveMemoryWarningNotification`,
//     then `didReceiveMemoryWarning()` of every view controller of the windows (root, children,
//     presented).
extension UIApplication {
    /// The app's state.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// Keys of the launch options dictionary. Rockhopper launches apps only by starting them, so
    /// the options are always nil and no key is defined.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Whether the app is active, inactive or in the background. An application that was not
    /// launched (a plain `UITestHost`) is active.
    public var applicationState: State { _applicationState }

    /// The connected scenes: after launch, the app's window scene.
    public var connectedScenes: Set<UIScene> { Set(_scenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(_scenes.map(\.session)) }

    /// One scene per window: false.
    public var supportsMultipleScenes: Bool { false }

    // MARK: Launch

    /// Makes the application of `runtime` (an instance of `applicationClass`) and its delegate,
    /// and runs the launch (steps 1–5 above). The runtime becomes current.
    package static func _launch(_ applicationClass: UIApplication.Type,
                                delegateClass: (any UIApplicationDelegate.Type)?,
                                in runtime: _UIRuntime) -> UIApplication {
        runtime.makeCurrent()
        _UIRuntime._launching = runtime
        let application = applicationClass.init()
        _UIRuntime._launching = nil
        runtime.install(application)
        application._isLaunched = true
        application._applicationState = .inactive
        if let delegateClass {
            let delegate = delegateClass.init()
            application._launchedDelegate = delegate
            application.delegate = delegate
        }
        application._finishLaunching()
        return application
    }

    private func _finishLaunching() {
        let delegate = self.delegate
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        _post(UIApplication.didFinishLaunchingNotification)

        // The scene.
        let session = UISceneSession(role: .windowApplication)
        let configuration = delegate?.application(self, configurationForConnecting: session, options: UIScene.ConnectionOptions())
            ?? UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        session.configuration = configuration
        let sceneClass: UIWindowScene.Type
        if let named = configuration.sceneClass {
            guard let windowSceneClass = named as? UIWindowScene.Type else {
                _rockhopperFailure("UISceneConfiguration \(configuration.name.map { "\"\($0)\"" } ?? "(unnamed)"): sceneClass \(named) is not UIWindowScene or a subclass of it")
            }
            sceneClass = windowSceneClass
        } else {
            sceneClass = UIWindowScene.self
        }
        var sceneDelegate: (any UISceneDelegate)?
        if let named = configuration.delegateClass {
            guard let delegateClass = named as? any UISceneDelegate.Type else {
                _rockhopperFailure("UISceneConfiguration \(configuration.name.map { "\"\($0)\"" } ?? "(unnamed)"): delegateClass \(named) does not adopt UISceneDelegate")
            }
            sceneDelegate = delegateClass.init()
        }
        let options = UIScene.ConnectionOptions()
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene._owningApplication = self
        scene.delegate = sceneDelegate
        session.scene = scene
        _scenes.append(scene)
        if sceneDelegate == nil {
            _forEachWindow { if $0._windowScene == nil { $0._windowScene = scene } }
        }
        _post(UIScene.willConnectNotification, object: scene)
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        if let sceneDelegate {
            sceneDelegate.sceneWillEnterForeground(scene)
            _post(UIScene.willEnterForegroundNotification, object: scene)
            _post(UIApplication.willEnterForegroundNotification)
        }
        scene.activationState = .foregroundInactive
        _becomeActive()
    }

    // MARK: State changes

    /// True when the scene has a delegate: the scene delegate gets the state changes, the app
    /// delegate does not.
    private var _sceneDelegates: Bool { _scenes.contains { $0.delegate != nil } }

    /// The app becomes active (from inactive; from the background it enters the foreground first).
    package func _becomeActive() {
        if _applicationState == .background { _enterForeground() }
        guard _applicationState == .inactive else { return }
        _applicationState = .active
        let scenes = _sceneDelegates
        for scene in _scenes {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            _post(UIScene.didActivateNotification, object: scene)
        }
        if !scenes { delegate?.applicationDidBecomeActive(self) }
        _post(UIApplication.didBecomeActiveNotification)
    }

    /// The app stops being active (an interruption, the window losing focus).
    package func _resignActive() {
        guard _applicationState == .active else { return }
        let scenes = _sceneDelegates
        for scene in _scenes {
            scene.delegate?.sceneWillResignActive(scene)
            _post(UIScene.willDeactivateNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
        if !scenes { delegate?.applicationWillResignActive(self) }
        _post(UIApplication.willResignActiveNotification)
        _applicationState = .inactive
    }

    /// The app goes to the background (its window minimized), resigning active first.
    package func _enterBackground() {
        _resignActive()
        guard _applicationState == .inactive else { return }
        _applicationState = .background
        let scenes = _sceneDelegates
        for scene in _scenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            _post(UIScene.didEnterBackgroundNotification, object: scene)
        }
        if !scenes { delegate?.applicationDidEnterBackground(self) }
        _post(UIApplication.didEnterBackgroundNotification)
        // What the app stored in its user defaults reaches its container's plist, as on iOS
        // without `synchronize()` (Storage/_AppContainer.swift).
        _AppContainer.applicationDidSuspend()
    }

    /// The app comes back from the background, inactive (`_becomeActive()` follows).
    package func _enterForeground() {
        guard _applicationState == .background else { return }
        let scenes = _sceneDelegates
        for scene in _scenes {
            scene.delegate?.sceneWillEnterForeground(scene)
            _post(UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
        if !scenes { delegate?.applicationWillEnterForeground(self) }
        _post(UIApplication.willEnterForegroundNotification)
        _applicationState = .inactive
    }

    /// The app ends (its window closed): to the background, scenes disconnected, then
    /// `applicationWillTerminate`. The host exits afterwards.
    package func _terminate() {
        _enterBackground()
        let scenes = _scenes
        _scenes.removeAll()
        for scene in scenes {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            _post(UIScene.didDisconnectNotification, object: scene)
            scene.session.scene = nil
        }
        delegate?.applicationWillTerminate(self)
        _post(UIApplication.willTerminateNotification)
        _AppContainer.applicationDidSuspend()
    }

    /// The system is low on memory.
    package func _receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        _post(UIApplication.didReceiveMemoryWarningNotification)
        var controllers: [UIViewController] = []
        func collect(_ controller: UIViewController) {
            guard !controllers.contains(where: { $0 === controller }) else { return }
            controllers.append(controller)
            for child in controller.children { collect(child) }
            if let presented = controller.presentedViewController { collect(presented) }
        }
        _forEachWindow { if let root = $0.rootViewController { collect(root) } }
        for controller in controllers { controller.didReceiveMemoryWarning() }
    }

    private func _post(_ name: Notification.Name, object: AnyObject? = nil) {
        NotificationCenter.default.post(name: name, object: object ?? self)
    }
}
