import Foundation

/// A scene that shows windows: Rockhopper's only kind, one per platform window.
/// `UIWindow(windowScene:)` puts a window in it.
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, back to front (as `UIApplication.windows` orders them).
    open var windows: [UIWindow] { _application.windows.filter { $0.windowScene === self } }

    /// The scene's key window: the application's key window when it is one of the scene's.
    open var keyWindow: UIWindow? {
        guard let key = _application.keyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// The screen the scene shows on.
    open var screen: UIScreen { _application._screen }
}
