import Foundation

// The application's layout direction.
extension UIApplication {
    /// The direction the app's interface flows in: always `.leftToRight` here.
    ///
    /// iOS takes it from the localization the app runs in (right to left for Arabic or Hebrew
    /// when the app has such a localization). Rockhopper apps run in their development
    /// localization, and none of the languages it lays out text for by default is written right
    /// to left; a view opts into right to left with `semanticContentAttribute`
    /// (`.forceRightToLeft`).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIApplication._userInterfaceLayoutDirection
    }

    /// The app's layout direction, for code that has no application at hand.
    static let _userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
}
