import Foundation

/// UIPageControl's numbers, with their sources (tags: docs/API.md). The geometry is the classic
/// one (iOS 7–13); iOS 14's redesign (scrolling indicators, a background capsule while scrubbing)
/// is not drawn.
extension ControlConstants {
    /// The diameter of a page indicator, points: 7. [W] UIPageControl's dots on iOS 7–17 (the
    /// re-implementations that copy it, e.g. the `7.0` dot of the "move UIPageControl dots" recipes).
    static let pageIndicatorDiameter: CGFloat = 7

    /// The distance from one indicator's centre to the next, points: 16 (a 9 pt gap).
    /// [W] the classic page control's spacing; [D] `size(forNumberOfPages:)` is then
    /// 16 · (n − 1) + 7 wide.
    static let pageIndicatorPitch: CGFloat = 16

    /// The control's height, points: 37. [W] the height `size(forNumberOfPages:)` and Interface
    /// Builder give a page control on iOS 7–13.
    static let pageControlHeight: CGFloat = 37

    /// The other pages' indicators when `pageIndicatorTintColor` is nil: white at 0.3 opacity; the
    /// current page's when `currentPageIndicatorTintColor` is nil: white. Page controls are made
    /// for dark content ([W] the common "dots invisible on a white background" Q&As). [N] the
    /// opacity is ours.
    static var pageIndicatorDefaultColor: UIColor { UIColor(white: 1, alpha: 0.3) }
    static var currentPageIndicatorDefaultColor: UIColor { .white }
}
