import Foundation

/// What a view's content means for its layout direction (`UIView.semanticContentAttribute`):
/// whether it flips in a right-to-left interface. `UIView.userInterfaceLayoutDirection(for:)`
/// gives the direction each case implies.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content: it follows the interface's layout direction. The default.
    case unspecified = 0
    /// Playback controls (play, rewind, fast-forward, a scrubber): always laid out left to right.
    case playback = 1
    /// Controls that stand for a spatial direction (text alignment, a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
