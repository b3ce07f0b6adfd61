import Foundation

/// A bar that has a position (navigation bars, toolbars, search bars).
@MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is: its delegate's answer to `position(for:)`, else the bar's default.
    var barPosition: UIBarPosition { get }
}
