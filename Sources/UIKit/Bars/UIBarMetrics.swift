import Foundation

/// Which bar height a customization (a background image, a title offset) applies to; raw
/// values of `UIBarButtonItem.h`.
public enum UIBarMetrics: Int, Sendable {
    /// The usual bar height (44 pt on a phone in portrait).
    case `default` = 0
    /// The compact height of a phone in landscape (32 pt).
    case compact = 1
    /// The usual height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
