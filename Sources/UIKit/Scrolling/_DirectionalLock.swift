import Foundation

/// The axis a drag is locked to when `isDirectionalLockEnabled` is true, decided once from the drag's
/// first movement and kept until the finger lifts ([R] iOS 18.2 UIKitCore
/// `UIScrollViewPanGestureRecognizer`): within 20° of horizontal → `.horizontal`; 70° or more from
/// horizontal → `.vertical`; in between → `.free` (diagonal starts scroll both axes).
///
/// The scroll view only consults it when the lock is enabled and both axes can scroll; otherwise every
/// drag is `.free`.
enum _DirectionalLock: Equatable, Sendable {
    case horizontal
    case vertical
    case free

    /// The lock for a drag whose first movement is `translation` (points; the pan's translation when it
    /// began, either sign). The angle is measured from the horizontal, `atan2(|dy|, |dx|)`, so all four
    /// quadrants behave alike. No movement at all gives `.free`.
    init(initialTranslation translation: CGPoint) {
        guard translation.x != 0 || translation.y != 0 else { self = .free; return }
        let angle = atan2(abs(translation.y), abs(translation.x))
        if angle <= ScrollConstants.directionalLockHorizontalAngle { self = .horizontal }
        else if angle >= ScrollConstants.directionalLockVerticalAngle { self = .vertical }
        else { self = .free }
    }

    /// `translation` with the movement along the locked-out axis removed.
    func constrain(_ translation: CGPoint) -> CGPoint {
        switch self {
        case .horizontal: CGPoint(x: translation.x, y: 0)
        case .vertical: CGPoint(x: 0, y: translation.y)
        case .free: translation
        }
    }
}
