import Foundation

/// The numbers of `UIActivityIndicatorView` and `UIProgressView`, with unit, value and source
/// (tags: docs/API.md).
extension ControlConstants {
    // MARK: UIActivityIndicatorView

    /// Side of the small styles (`.medium`, and the deprecated `.white` and `.gray`), points: 20.
    /// [H] UIActivityIndicatorView.h: `init(style:)` "sizes the view according to the style";
    /// [W] 20 × 20 everywhere it is measured.
    static let activityIndicatorSmallSide: CGFloat = 20
    /// Side of the large styles (`.large`, the deprecated `.whiteLarge`), points: 37. [W] idem.
    static let activityIndicatorLargeSide: CGFloat = 37

    /// Spokes of the indicator: 8, the iOS 13+ look (iOS 7–12 drew 12 thin ones). [M] iOS 13–17
    /// screenshots; every style draws the iOS 13 look here.
    static let activityIndicatorSpokeCount = 8
    /// A spoke's width, length and outer end, as fractions of the indicator's side: 0.125, 0.27,
    /// 0.5 (2.5 × 5.4 pt in the 20-pt style). [M] measured on iOS 13–17 screenshots.
    static let activityIndicatorSpokeWidth: CGFloat = 0.125
    static let activityIndicatorSpokeLength: CGFloat = 0.27
    static let activityIndicatorSpokeOuterRadius: CGFloat = 0.5
    /// Opacity of the leading spoke and of the faintest, the others evenly between: 1 and 0.3.
    /// [M] idem.
    static let activityIndicatorHeadOpacity: Float = 1
    static let activityIndicatorTailOpacity: Float = 0.3
    /// One turn of the spokes, seconds: 1 (eight steps of 0.125 s, clockwise). [N] iOS's turn
    /// looks about this long; Apple documents none.
    static let activityIndicatorPeriod: TimeInterval = 1

    /// Default colour of the deprecated `.white` and `.whiteLarge` styles: white; of `.gray`: grey
    /// (`UIColor.gray`). [H] UIActivityIndicatorView.h style names. Of `.medium` and `.large`:
    /// `UIColor.secondaryLabel` (60, 60, 67, 0.6). [W] the iOS 13 spinner's grey, which follows the
    /// interface style.
    static var activityIndicatorDefaultColor: UIColor { .secondaryLabel }

    // MARK: UIProgressView

    /// Height of a `.default` progress view, points: 4, with rounded ends (iOS 13+; iOS 7–12 drew
    /// 2 pt square ones). [M] iOS 13–17 view dumps (`intrinsicContentSize` height 4).
    static let progressDefaultHeight: CGFloat = 4
    /// Height of a `.bar` progress view, points: 2.5 (square ends). [M] iOS 13–17 view dumps.
    static let progressBarHeight: CGFloat = 2.5
    /// Track colour when `trackTintColor` is nil: `UIColor.systemFill` (120, 120, 128, 0.2) for
    /// `.default`; clear for `.bar`. [M] colour-picked from iOS 13–17 screenshots.
    static var progressDefaultTrackColor: UIColor { .systemFill }
    /// How long `setProgress(_:animated: true)` moves the bar, seconds: 0.25, ease-in-out. [N]
    /// Apple documents none; it looks about as long as UIKit's short animations.
    static let progressAnimationDuration: TimeInterval = 0.25
}
