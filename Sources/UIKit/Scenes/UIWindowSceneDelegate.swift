import Foundation

/// The delegate of a window scene; it usually keeps the scene's window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. A requirement with a default (nil, setting ignored): a class that
    /// declares `var window: UIWindow?` provides it.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
