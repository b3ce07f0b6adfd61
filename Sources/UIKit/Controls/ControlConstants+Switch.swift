import Foundation

/// UISwitch's numbers as iOS 13–17 draws and moves it (before the iOS 26 redesign), with their
/// sources (tags: docs/API.md).
extension ControlConstants {
    /// The switch's size, points: 51 × 31, whatever frame it is given.
    /// [A] UISwitch.h `initWithFrame:` ("this class enforces a size appropriate for the control, and
    /// so the frame size is ignored"); [M] 51 × 31 is what `sizeThatFits`/`intrinsicContentSize`
    /// report on iOS 7–17 (c4ios.com "Hacking UISwitch" measures the internal view at 51 × 31).
    static let switchSize = CGSize(width: 51, height: 31)

    /// The gap between the thumb and the track's edge, points: 2. [M] the 27 pt thumb inside the
    /// 31 pt track seen in every iOS 7–17 screenshot; [D] (31 − 27) / 2.
    static let switchThumbInset: CGFloat = 2

    /// The thumb's diameter at rest, points: 27. [D] `switchSize.height` − 2 × `switchThumbInset`.
    static let switchThumbDiameter: CGFloat = switchSize.height - 2 * switchThumbInset

    /// How much wider the thumb grows while a finger is on the switch, points: 7 (27 → 34), the
    /// growth towards the other side that iOS shows on touch-down. [N] read off screen recordings of
    /// iOS 13–17 by eye; UIKit's value (`_UISwitchInternalViewNeueStyle1`) was not found.
    static let switchThumbPressedGrowth: CGFloat = 7

    /// The track's colour when off and no `tintColor` is set: `UIColor.secondarySystemFill`
    /// (120, 120, 128, 0.16), over white the (233, 233, 235) grey of iOS 13–17's off switch.
    /// [M] the colour of screenshots of iOS 13+ switches; [N] the name of the semantic colour is ours.
    static var switchOffTrackColor: UIColor { .secondarySystemFill }

    /// The on track's colour when `onTintColor` is nil: `UIColor.systemGreen` (52, 199, 89).
    /// [M] the green of every iOS 13–17 screenshot of a switch that is on.
    static var switchDefaultOnTintColor: UIColor { .systemGreen }

    /// The thumb's shadow: black at 0.15 opacity, 3 pt down, 4 pt blur radius, plus a hairline
    /// (0.5 pt, black at 0.04) around the thumb. [N] chosen to match iOS 13–17 screenshots by eye
    /// (iOS draws two shadows on `_UISwitchInternalViewNeueStyle1`'s knob).
    static let switchThumbShadowOpacity: Float = 0.15
    static let switchThumbShadowOffset = CGSize(width: 0, height: 3)
    static let switchThumbShadowRadius: CGFloat = 4
    static let switchThumbBorderWidth: CGFloat = 0.5
    static let switchThumbBorderAlpha: CGFloat = 0.04

    /// The thumb's travel and the green fill's fade when the switch changes: a spring of 0.35 s
    /// with damping ratio 0.8 (a hint of overshoot). [N] iOS 13–17 animate the knob with a spring;
    /// the numbers are matched to screen recordings by eye (UIKit's were not found).
    static let switchAnimationDuration: TimeInterval = 0.35
    static let switchAnimationDamping: CGFloat = 0.8

    /// The thumb's growth and shrink as a finger lands and lifts: 0.2 s ease-out. [N] as above.
    static let switchPressAnimationDuration: TimeInterval = 0.2

    /// How far a finger may move from where it landed and still toggle the switch as a tap,
    /// points: 10 (beyond it, the finger drags the thumb and the side it ends on decides).
    /// [D] `GestureConstants.panHysteresis`: iOS 7+'s switch drags its knob with a pan recognizer
    /// ([W] the `UIPanGestureRecognizer` on the switch's internal view in view-hierarchy dumps),
    /// which begins after that movement; [N] the switch here tracks the touch itself.
    static let switchTapSlop: CGFloat = GestureConstants.panHysteresis

    /// A disabled switch is drawn at this opacity: 0.5. [W] the dimmed look of disabled iOS 13–17
    /// switches.
    static let switchDisabledAlpha: CGFloat = 0.5
}
