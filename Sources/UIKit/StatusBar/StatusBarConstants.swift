import Foundation

/// The numbers of the status bar: its animations and how its content is drawn, each with its
/// unit and source.
///
/// Source tags: see docs/API.md.
enum StatusBarConstants {
    // MARK: Animation

    /// How long hiding or showing the status bar takes, in seconds: 0.35. [R] UIKitCore,
    /// `-[UIStatusBarHideAnimationParameters initWithDefaultParameters]` (sets `_duration` to
    /// 0.35), the parameters `-[UIApplication setStatusBarHidden:withAnimation:]` animates with.
    static let hideShowDuration: TimeInterval = 0.35

    /// How long the cross-fade of a style change takes, in seconds: 0.35. [R] UIKitCore,
    /// `-[UIStatusBarStyleAnimationParameters initWithDefaultParameters]` (`_duration` 0.35).
    static let styleChangeDuration: TimeInterval = 0.35

    /// The curve of both: ease-in-out. [R] UIKitCore,
    /// `-[UIStatusBarAnimationParameters initWithDefaultParameters]` sets `_curve` to 0,
    /// `UIViewAnimationCurveEaseInOut`.
    static let curve: UIView.AnimationOptions = .curveEaseInOut

    // MARK: Content

    /// The time shown: "9:41", fixed, so that screens and snapshots never depend on the clock.
    /// [N] 9:41 is the time Apple's product images of the iPhone show (the time of the iPhone's
    /// introduction at Macworld 2007); iOS 13's 20-point bar adds " AM", left out here to keep the
    /// text short and locale-free.
    static let time = "9:41"

    /// The time's font size, in points: 12, semibold. [N] after the classic 20-point status bar
    /// of iOS 7–16, whose text is San Francisco Text Semibold at about 12 pt.
    static let timeFontSize: CGFloat = 12

    /// Distance of the leftmost glyph (the signal bars) and of the battery's nub from the bar's
    /// sides, in points: 6. [N] as on the 20-point bar of iPhone 8-class phones.
    static let sideMargin: CGFloat = 6

    /// The signal strength: four bars, each 3 × `signalBarHeights[i]` points, 1.5 pt apart,
    /// standing on a common base line. [N] the iOS 11+ "bars" glyph, simplified.
    static let signalBarWidth: CGFloat = 3
    static let signalBarSpacing: CGFloat = 1.5
    static let signalBarHeights: [CGFloat] = [4, 6, 8, 10.5]

    /// The Wi-Fi glyph: a dot and two arcs around a common point, spanning 90° upward; outer
    /// radius 7.5 pt, arc width 1.5 pt, 4.5 pt right of the signal bars. [N] the iOS Wi-Fi fan,
    /// simplified.
    static let wifiRadius: CGFloat = 7.5
    static let wifiArcWidth: CGFloat = 1.5
    static let wifiSpacing: CGFloat = 4.5

    /// The battery glyph: a rounded body of 22 × 11 points (corner radius 3, 1-point outline),
    /// a nub of 1.5 × 4 points 1 point right of the body, and a fill inset 2 points in the body
    /// (corner radius 1.5). [N] after the battery of iOS 13's status bar, drawn to fit a
    /// 20-point bar.
    static let batteryBodySize = CGSize(width: 22, height: 11)
    static let batteryCornerRadius: CGFloat = 3
    static let batteryLineWidth: CGFloat = 1
    static let batteryNubSize = CGSize(width: 1.5, height: 4)
    static let batteryNubGap: CGFloat = 1
    static let batteryFillInset: CGFloat = 2
    static let batteryFillCornerRadius: CGFloat = 1.5

    /// The battery's charge shown: full. [N] a fixed value, like the time, for stable screens.
    static let batteryLevel: CGFloat = 1

    /// Opacity of the battery's outline and of its nub against the content colour: 0.35 and 0.4.
    /// [N] iOS 13's battery draws its outline and nub fainter than its fill.
    static let batteryOutlineOpacity: CGFloat = 0.35
    static let batteryNubOpacity: CGFloat = 0.4
}
