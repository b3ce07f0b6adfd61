import Foundation

/// The look of a navigation bar or toolbar: light (`.default`) or dark (`.black`); raw values of
/// `UIInterface.h`.
public enum UIBarStyle: Int, Sendable {
    /// Light background, dark title.
    case `default` = 0
    /// Dark background, white title.
    case black = 1
    /// Deprecated on iOS: draws as `.black` with `isTranslucent` true.
    case blackTranslucent = 2
}
