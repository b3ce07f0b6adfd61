import Foundation

/// UISegmentedControl's numbers as iOS 13–17 draw and move it (the restyled control: a white
/// rounded selection sliding over a grey track), with their sources (tags: docs/API.md).
extension ControlConstants {
    /// The control's intrinsic height, points: 32. [W] Interface Builder's segmented control is
    /// 32 pt high from Xcode 11 (iOS 13; 28–29 pt before).
    static let segmentedHeight: CGFloat = 32

    /// The track: `UIColor.tertiarySystemFill` (118, 118, 128, 0.12), corner radius 9 pt.
    /// [W] the light grey of iOS 13–17 screenshots; [N] the radius (8–9 pt by eye) and the semantic
    /// colour's name are ours.
    static var segmentedTrackColor: UIColor { .tertiarySystemFill }
    static let segmentedTrackCornerRadius: CGFloat = 9

    /// The selection: inset 2 pt from the track, corner radius 7 pt, white when
    /// `selectedSegmentTintColor` is nil, with a soft shadow (black, 0.12, 3 pt down, 4 pt blur) and
    /// a 0.5 pt hairline at 0.04. [W] the look of iOS 13–17; [N] the numbers are matched by eye.
    static let segmentedSelectionInset: CGFloat = 2
    static let segmentedSelectionCornerRadius: CGFloat = 7
    static var segmentedDefaultSelectionColor: UIColor { .white }
    static let segmentedSelectionShadowOpacity: Float = 0.12
    static let segmentedSelectionShadowOffset = CGSize(width: 0, height: 3)
    static let segmentedSelectionShadowRadius: CGFloat = 4
    static let segmentedSelectionBorderWidth: CGFloat = 0.5
    static let segmentedSelectionBorderAlpha: CGFloat = 0.04

    /// While a finger presses the selected segment the selection shrinks to 95 %. [W] the "squeeze"
    /// of iOS 13–17's selection when it is grabbed; [N] the amount is by eye.
    static let segmentedPressedSelectionScale: CGFloat = 0.95

    /// The separators between unselected segments: 1 pt wide, 16 pt tall, centred,
    /// `UIColor.opaqueSeparator` (198, 198, 200); hidden on both sides of the selection.
    /// [W] iOS 13–17; [N] the numbers by eye.
    static let segmentedSeparatorSize = CGSize(width: 1, height: 16)
    static var segmentedSeparatorColor: UIColor { .opaqueSeparator }

    /// Titles: the system font at 13 pt, regular, semibold in the selected segment, in
    /// `UIColor.label`; a disabled segment's in `UIColor.tertiaryLabel`. [W] iOS 13–17 draw the
    /// selected title bolder (13 pt system); [N] the disabled colour's name is ours.
    static let segmentedFontSize: CGFloat = 13
    static var segmentedTitleColor: UIColor { .label }
    static var segmentedDisabledTitleColor: UIColor { .tertiaryLabel }

    /// The title (or image) of an unselected segment under a finger fades to this opacity: 0.4.
    /// [N] by eye from iOS 13–17 recordings.
    static let segmentedHighlightedContentAlpha: CGFloat = 0.4

    /// The space on each side of a segment's title or image in its natural width, points: 7.
    /// [N] chosen so that a two-segment "First"/"Second" control comes to about 121 pt, the frame
    /// Interface Builder gives a new one (with San Francisco's widths: "Second" in 13 pt semibold is
    /// about 47 pt); UIKit's margins were not found.
    static let segmentedContentPadding: CGFloat = 7

    /// The selection slides to a new segment with a spring of 0.3 s, damping ratio 1; inserted and
    /// removed segments animate over 0.25 s. [N] iOS 13–17 slide the selection with a spring; the
    /// numbers are matched by eye.
    static let segmentedSelectionAnimationDuration: TimeInterval = 0.3
    static let segmentedSelectionAnimationDamping: CGFloat = 1
    static let segmentedSegmentAnimationDuration: TimeInterval = 0.25
}
