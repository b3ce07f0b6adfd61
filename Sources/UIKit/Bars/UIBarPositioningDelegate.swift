import Foundation

/// The delegate of a positioned bar, asked where the bar is.
@MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits. Return `.topAttached` for a bar right under the status bar, so its
    /// background extends up behind it. The default answer, `.any`, leaves the bar's default.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
