import Foundation

/// UISlider's numbers as iOS 13–17 draw and move it, with their sources (tags: docs/API.md).
extension ControlConstants {
    /// The slider's intrinsic height, points: 31 (its width has no intrinsic value).
    /// [W] the height Interface Builder and `sizeToFit()` give a slider on iOS 7–17 (reference
    /// uikit-controls-text.md §3.2).
    static let sliderHeight: CGFloat = 31

    /// The diameter of the default thumb, points: 28. [W] same reference ("thumb 28 pt").
    static let sliderThumbDiameter: CGFloat = 28

    /// The thickness of the default track, points: 4, with fully rounded ends. [W] the track of
    /// Apple's iOS 13–17 design templates (iOS 7–12 drew 2 pt).
    static let sliderTrackThickness: CGFloat = 4

    /// How far inside the value images (or the bounds) the track starts and ends, points: 2. The
    /// thumb travels 2 pt beyond each end of the track, so at either limit it is flush with the
    /// bounds and hides the track's rounded end. [N] what the iOS 7+ track rectangle looks like by
    /// eye; UIKit's `_trackRectForBounds:` numbers were not found.
    static let sliderTrackInset: CGFloat = 2

    /// The gap between a value image and the track, points: 8. [N] matched by eye to iOS 13–17
    /// sliders with speaker images (UIKit's value was not found).
    static let sliderValueImageSpacing: CGFloat = 8

    /// The colour of the track right of the thumb when `maximumTrackTintColor` is nil:
    /// `UIColor.systemFill` (120, 120, 128, 0.2), the light grey of iOS 13–17. [W] the grey of
    /// screenshots; [N] the semantic colour's name is ours.
    static var sliderDefaultMaximumTrackColor: UIColor { .systemFill }

    /// The default thumb's shadow: as the switch's knob (black, 0.15, 3 pt down, 4 pt blur) with a
    /// 0.5 pt hairline at 0.04. [N] matched to iOS 13–17 screenshots by eye.
    static let sliderThumbShadowOpacity: Float = 0.15
    static let sliderThumbShadowOffset = CGSize(width: 0, height: 3)
    static let sliderThumbShadowRadius: CGFloat = 4

    /// A touch begins dragging the thumb when it lands within the thumb's rectangle grown to at least
    /// 44 × 44 points around its centre: the smallest target Apple's Human Interface Guidelines
    /// allow. A touch elsewhere on the track does nothing (no jump: iOS's slider moves only by its
    /// thumb; apps add a tap recognizer for tap-to-seek). [A] HIG "Buttons": 44 × 44 pt minimum
    /// hit target; [W] the track does not respond to taps (the tap-to-seek Q&As of iOS 7–17).
    static let sliderThumbMinimumHitSize: CGFloat = 44

    /// `setValue(_:animated:)` moves the thumb at a fixed speed ("duration depends on distance",
    /// `UISlider.h`): 1000 points per second (a 300 pt track end to end in 0.3 s). [N] the speed is
    /// ours; UIKit's was not found.
    static let sliderAnimationSpeed: CGFloat = 1000

    /// A disabled slider's parts are drawn at this opacity: 0.5. [N] as the switch.
    static let sliderDisabledAlpha: CGFloat = 0.5
}
