import Foundation

/// The numbers of `UIControl` and its subclasses, with unit, value and source (tags: docs/API.md).
enum ControlConstants {
    /// How far outside its bounds a touch a control tracks still counts as inside, points: 70
    /// on every side (UIKit's private `_UIControlMostlyInsideEdgeInsets`). [M] developers'
    /// measurements agree on about 70 pt; Apple documents none (reference uikit-controls-text.md
    /// §1.2, uikit-controllers-transitions-animation.md §8.2). The bars' buttons use the same.
    static let trackingSlop: CGFloat = 70
}
