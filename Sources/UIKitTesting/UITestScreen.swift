@_exported import UIKit

/// The screen a `UITestHost` simulates.
public struct UITestScreen: Sendable, Equatable {
    /// Size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Height of the status bar in points; it is the window's top safe-area inset.
    public var statusBarHeight: CGFloat
    /// Unsafe edges of the display (a notch, a home indicator).
    public var safeAreaInsets: UIEdgeInsets

    public init(size: CGSize, scale: CGFloat, statusBarHeight: CGFloat = 20, safeAreaInsets: UIEdgeInsets = .zero) {
        self.size = size
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
    }

    /// A classic 4.7-inch phone: 375×667 pt at scale 2, with a 20 pt status bar.
    public static let phone = UITestScreen(size: CGSize(width: 375, height: 667), scale: 2)
}
