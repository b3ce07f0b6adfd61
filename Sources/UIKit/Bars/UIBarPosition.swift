import Foundation

/// Where a bar sits, which decides where its background and hairline go; raw values of
/// `UIBarCommon.h`.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: the bar's own default (`.top` for navigation bars, `.bottom` for toolbars).
    case any = 0
    /// At the bottom of its container; the hairline is on its top edge.
    case bottom = 1
    /// At the top of its container; the hairline is on its bottom edge.
    case top = 2
    /// At the top of the screen, under the status bar: the background extends up behind it.
    case topAttached = 3
}
