/// How the status bar goes away or comes back when it is hidden or shown
/// (`UIApplication.setStatusBarHidden(_:with:)`,
/// `UIViewController.preferredStatusBarUpdateAnimation`). Raw values as UIKit's.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    /// It disappears or appears at once.
    case none = 0
    /// It fades out or in.
    case fade = 1
    /// It slides up off the top of the screen, or down back onto it.
    case slide = 2
}
