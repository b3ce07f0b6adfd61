import Foundation

/// UIRefreshControl's numbers, with unit, value and source (tags: docs/API.md). The [R] values
/// are read from iOS 17/18 UIKitCore's `UIRefreshControl` and `_UIRefreshControlModernContentView`
/// (the default, "modern" style).
extension ListConstants {
    /// The control's height without a title, points: 60.
    /// [R] `-[UIRefreshControl initWithStyle:]` makes the modern style 320 × 60 (the older styles 58).
    static let refreshControlHeight: CGFloat = 60
    /// The control's width before it is attached to a scroll view, points: 320. [R] idem.
    static let refreshControlInitialWidth: CGFloat = 320

    /// The pull that arms the control, before the limits below: half the scroll view's height,
    /// rounded. [R] `-[UIRefreshControl _updateSnappingHeight]` (`round(scrollView.bounds.height * 0.5)`).
    static let refreshControlSnappingFraction: CGFloat = 0.5
    /// The largest pull that can be asked for: `(titleHeight + base) × factor × scale`, with base
    /// 100 pt and factor 1.125, and scale the scroll view's height ÷ 568 (0.654929577 below 372 pt).
    /// [R] `-[_UIRefreshControlModernContentView maximumSnappingHeight]` and
    /// `_maximumSnappingHeightScalingForScrollViewHeight`. A 667-pt scroll view without a title
    /// arms at 132.1 pt of visible pull.
    static let refreshControlMaximumSnappingBase: CGFloat = 100
    static let refreshControlMaximumSnappingFactor: CGFloat = 1.125
    static let refreshControlSnappingReferenceHeight: CGFloat = 568
    static let refreshControlSnappingSmallHeight: CGFloat = 372
    static let refreshControlSnappingSmallScale: CGFloat = 0.654929577
    /// The smallest pull that arms the control, points: 0 (no floor).
    /// [N] UIKit clamps to the content view's `minimumSnappingHeight`, whose modern value was not
    /// found; it binds only for very short scroll views. DEVIATIONS 181.
    static let refreshControlMinimumSnappingHeight: CGFloat = 0

    /// At or below this visible height the control is hidden, points: 5.
    /// [R] `_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen`
    /// of the modern content view; `-[UIRefreshControl _updateHiddenStateIfNeeded]`.
    static let refreshControlHiddenHeight: CGFloat = 5

    /// Where the spinner's centre sits below the control's top, and the gap between the spinner
    /// and the title, points: 30 and 8. [N] the modern content view lays its "seed" replicator out
    /// in code that was not read; 30 centres it in the 60-pt control, as on screen. DEVIATIONS 181.
    static let refreshControlSpinnerCenterY: CGFloat = 30
    static let refreshControlTitleGap: CGFloat = 8

    /// The spinner's colour unless `tintColor` is set: `UIColor.secondaryLabel`.
    /// [R] `+[UIRefreshControl _defaultColor]` (iOS 13+ SDKs; older ones 149, 156, 166).
    static var refreshControlDefaultColor: UIColor { .secondaryLabel }
}
