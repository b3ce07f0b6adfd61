import Foundation

/// The animation of a modal presentation, set on the presented controller. Raw values as in
/// UIKit's header.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; down on dismissal. The default.
    case coverVertical = 0
    /// A 3-D flip from right to left; left to right on dismissal.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl in UIKit; a cross-fade in Rockhopper (docs/DEVIATIONS.md).
    case partialCurl = 3
}
