import CoreGraphics

/// How the compositor draws a whole-layer transition (UIKit's `transition(with:…)` options).
/// Not API.
package enum _CATransitionStyle: Equatable, Sendable {
    /// The old look fades out while the new fades in: a linear mix of the two images.
    case crossDissolve
    /// The layer turns about its vertical centre line (flips from the left or right): drawn in 2-D
    /// as its width scaled by |cos(π·progress)|, the old look for the first half, the new after.
    case flipAboutVerticalAxis
    /// The layer turns about its horizontal centre line (flips from the top or bottom): its height
    /// scaled by |cos(π·progress)|.
    case flipAboutHorizontalAxis
}
