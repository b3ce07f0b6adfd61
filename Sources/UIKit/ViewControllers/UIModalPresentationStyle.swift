import Foundation

/// How a presented view controller covers the screen. Raw values as in UIKit's header.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's views are removed once the presentation ends.
    case fullScreen = 0
    /// A card over a dimmed presenter on phones (the presenter stays).
    case pageSheet = 1
    /// Like `.pageSheet` on phones.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context.
    case currentContext = 3
    /// The presented controller's transitioning delegate decides (the transitions issue).
    case custom = 4
    /// Covers the screen; the presenter's views stay underneath.
    case overFullScreen = 5
    /// Covers the context controller's view; the views underneath stay.
    case overCurrentContext = 6
    /// A popover on iPad; adapts to full screen on phones.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: `.pageSheet` for plain controllers (iOS 13–17).
    case automatic = -2
}
