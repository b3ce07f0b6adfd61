import Foundation

/// A description of a background: a colour, a corner radius and a stroke, inset from the view's
/// bounds (iOS 14's `UIBackgroundConfiguration`, the part a `UIButton.Configuration` draws with).
///
/// Here it is what a button configuration's `background` holds; cells, visual effects, images
/// and custom views in the background are not implemented (docs/COMPATIBILITY.md).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill. Nil uses the view's tint colour (`resolvedBackgroundColor(for:)`); `clear()`
    /// starts with `.clear`.
    public var backgroundColor: UIColor?
    /// The radius of the corners, points. Default 0.
    public var cornerRadius: CGFloat = 0
    /// The outline's colour. Nil uses the view's tint colour.
    public var strokeColor: UIColor?
    /// The outline's width, points; 0 (default) draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edge, points. Default 0.
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the view's bounds. Default zero.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero

    /// A configuration with no background: a clear colour, no corners, no stroke.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    init() {}

    /// The colour to fill with: `backgroundColor`, or `tintColor` when it is nil.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }

    /// The colour to stroke with: `strokeColor`, or `tintColor` when it is nil.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        strokeColor ?? tintColor
    }
}
