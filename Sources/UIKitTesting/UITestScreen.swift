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
    /// The kind of device: it decides the size classes (`UITraitCollection`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom

    public init(size: CGSize, scale: CGFloat, statusBarHeight: CGFloat = 20, safeAreaInsets: UIEdgeInsets = .zero,
                userInterfaceIdiom: UIUserInterfaceIdiom = .phone) {
        self.size = size
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A classic 4.7-inch phone: 375×667 pt at scale 2, with a 20 pt status bar.
    public static let phone = UITestScreen(size: CGSize(width: 375, height: 667), scale: 2)

    /// An 11-inch-class iPad (iPad Air): 820×1180 pt at scale 2, a 24 pt status bar, 20 pt home
    /// indicator inset; regular width and height. The `--device ipad-air` of the window host.
    public static let pad = UITestScreen(size: CGSize(width: 820, height: 1180), scale: 2, statusBarHeight: 24,
                                         safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                         userInterfaceIdiom: .pad)
}
