import Foundation

extension UIWindow {
    /// The scene the window belongs to: the one it was made in (`init(windowScene:)`), or, in an
    /// app without a scene delegate, the app's scene once it connected (windows made with
    /// `init(frame:)` join it). Setting it moves the window to another scene. Held weakly.
    public var windowScene: UIWindowScene? {
        get { _windowScene }
        set { _windowScene = newValue }
    }
}
