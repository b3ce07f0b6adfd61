import Foundation

/// The look of a bar's background: light (`.default`) or dark (`.black`). Apple's raw values.
public enum UIBarStyle: Int, Sendable {
    /// The light, translucent near-white bar of iOS.
    case `default` = 0
    /// The dark bar (light content on a near-black background).
    case black = 1
}
