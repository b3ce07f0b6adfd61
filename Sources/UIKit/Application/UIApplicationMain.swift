import Foundation

/// Starts the app, as on iOS: makes the application (`UIApplication`, or the subclass
/// `principalClassName` names) and its delegate (the class `delegateClassName` names), runs the
/// launch (`UIApplication+Lifecycle.swift`), then the app's run loop in a window. It never
/// returns: when the window closes, the app terminates (`applicationWillTerminate`) and the
/// process exits with status 0.
///
/// Class names are module-qualified, as `NSStringFromClass` gives them on Linux
/// (`"MyApp.AppDelegate"`); the classes must be top-level. The device the window shows is chosen
/// with `--device NAME` in `argv` or `ROCKHOPPER_DEVICE` (iphone-se, the default: 375 × 667 pt
/// @2x; iphone-15: 393 × 852 pt @3x; ipad-air: 820 × 1180 pt @2x). Without a display (neither
/// `DISPLAY` nor `WAYLAND_DISPLAY` set), or with `ROCKHOPPER_HEADLESS=1`, it says so in one line
/// and runs the app on SDL's offscreen driver: launched, running, drawing, with no input.
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (0..<Int(max(0, argc))).map { argv[$0].map { String(cString: $0) } ?? "" }
    let (applicationClass, delegateClass) = _UIApplicationClasses(principalClassName: principalClassName,
                                                                   delegateClassName: delegateClassName)
    _UIApplicationMain(applicationClass: applicationClass, delegateClass: delegateClass, arguments: arguments)
}

/// The application and delegate classes `UIApplicationMain` makes for these names (stops, as
/// UIKit raises, when a name finds no class or the wrong kind). Not API.
@MainActor
package func _UIApplicationClasses(principalClassName: String?, delegateClassName: String?)
    -> (UIApplication.Type, (any UIApplicationDelegate.Type)?) {
    var applicationClass: UIApplication.Type = UIApplication.self
    if let name = principalClassName {
        guard let found = NSClassFromString(name) else {
            _rockhopperFailure("Unable to instantiate the UIApplication subclass instance. No class named \(name) is loaded.")
        }
        guard let subclass = found as? UIApplication.Type else {
            _rockhopperFailure("UIApplicationMain: the principal class \(name) is not UIApplication or a subclass of it")
        }
        applicationClass = subclass
    }
    var delegateClass: (any UIApplicationDelegate.Type)?
    if let name = delegateClassName {
        guard let found = NSClassFromString(name) else {
            _rockhopperFailure("Unable to instantiate the UIApplication delegate instance. No class named \(name) is loaded.")
        }
        guard let adopting = found as? any UIApplicationDelegate.Type else {
            _rockhopperFailure("UIApplicationMain: the delegate class \(name) does not adopt UIApplicationDelegate")
        }
        delegateClass = adopting
    }
    return (applicationClass, delegateClass)
}

/// Whether the process can open a window: a display is set (`DISPLAY` or `WAYLAND_DISPLAY`) and
/// `ROCKHOPPER_HEADLESS` is not 1. Not API (the Catalog asks it).
package func _UIDisplayIsAvailable(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    if environment["ROCKHOPPER_HEADLESS"] == "1" { return false }
    let display = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
    return !display.isEmpty || !wayland.isEmpty
}

/// The app's name: the main bundle's display name or name, else the process's.
package func _UIApplicationName() -> String {
    let info = Bundle.main.infoDictionary
    if let name = info?["CFBundleDisplayName"] as? String, !name.isEmpty { return name }
    if let name = info?["CFBundleName"] as? String, !name.isEmpty { return name }
    return ProcessInfo.processInfo.processName
}

/// `UIApplicationMain` and `@main`'s shared body. Not API.
@MainActor
package func _UIApplicationMain(applicationClass: UIApplication.Type, delegateClass: (any UIApplicationDelegate.Type)?,
                                arguments: [String]) -> Never {
    // The app's sandbox: `$XDG_DATA_HOME/Rockhopper/<bundle id>/`, the process started again in
    // it the first time (Storage/_AppContainer.swift), before the app prints anything.
    _AppContainer.enterForWindowApp()
    // What the app prints shows as it happens, also when its output goes to a pipe or a file.
    _makeStandardOutputLineBuffered()
    let environment = ProcessInfo.processInfo.environment
    let device: _UIDeviceProfile
    switch _UIDeviceProfile.chosen(arguments: arguments, environment: environment) {
    case let .success(profile): device = profile
    case let .failure(error):
        FileHandle.standardError.write(Data("Rockhopper: \(error)\n".utf8))
        exit(2)
    }
    let name = _UIApplicationName()
    if !_UIDisplayIsAvailable(environment: environment) {
        let why = environment["ROCKHOPPER_HEADLESS"] == "1" ? "ROCKHOPPER_HEADLESS=1" : "no display (DISPLAY and WAYLAND_DISPLAY are not set)"
        print("Rockhopper: \(why): \(name) runs without a window.")
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: device.size), scale: device.scale,
                          statusBarHeight: device.statusBarHeight, safeAreaInsets: device.safeAreaInsets,
                          userInterfaceIdiom: device.idiom)
    let host: _SDLHost
    do {
        host = try _SDLHost(screen: screen, title: name)
    } catch {
        FileHandle.standardError.write(Data("Rockhopper: \(error)\n".utf8))
        exit(1)
    }
    host.launch(applicationClass, delegateClass: delegateClass)
    host.run()
    exit(0)
}
