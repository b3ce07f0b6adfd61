import UIKit

// The app's state changes a window would cause (focus, minimizing, closing) and the system's
// memory warnings, for an app launched with `UITestHost(launching:)`: each runs UIKit's sequence
// (`UIApplication+Lifecycle.swift`: the scene delegate's or the app delegate's methods, the
// notifications, `applicationState`) at once, without moving time.
extension UITestHost {
    /// The app stops being active, as when a call comes in or its window loses focus:
    /// `sceneWillResignActive` / `applicationWillResignActive`.
    public func resignActive() {
        makeCurrent()
        application._resignActive()
    }

    /// The app becomes active again (from the background it enters the foreground first).
    public func becomeActive() {
        makeCurrent()
        application._becomeActive()
    }

    /// The app goes to the background, as when its window is minimized: it resigns active,
    /// then `sceneDidEnterBackground` / `applicationDidEnterBackground`.
    public func moveToBackground() {
        makeCurrent()
        application._enterBackground()
    }

    /// The app comes back to the foreground and becomes active, as when its window is restored:
    /// `sceneWillEnterForeground` / `applicationWillEnterForeground`, then the becoming active.
    public func moveToForeground() {
        makeCurrent()
        application._enterForeground()
        application._becomeActive()
    }

    /// The app ends, as when its window is closed: to the background, the scene disconnected,
    /// then `applicationWillTerminate`. (The process goes on: a window host exits here.)
    public func terminate() {
        makeCurrent()
        application._terminate()
    }

    /// The system warns of low memory, as the Simulator's "Simulate Memory Warning":
    /// `applicationDidReceiveMemoryWarning`, the notification, then every view controller's
    /// `didReceiveMemoryWarning()`.
    public func simulateMemoryWarning() {
        makeCurrent()
        application._receiveMemoryWarning()
    }
}
