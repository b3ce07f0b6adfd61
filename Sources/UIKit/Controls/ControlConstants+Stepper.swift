import Foundation

/// UIStepper's numbers as iOS 13–17 draw and repeat it, with their sources (tags: docs/API.md).
extension ControlConstants {
    /// The stepper's size, points: 94 × 32 whatever frame it is given. [W] Interface Builder's
    /// stepper is 94 × 32 from Xcode 11 (iOS 13, the filled grey look) — 94 × 29 before; the
    /// reference note (uikit-controls-text.md §3.3) gives 94 × 32 without the version.
    static let stepperSize = CGSize(width: 94, height: 32)

    /// The corner radius of the grey background, points: 8. [W] the rounded rectangle of iOS 13–17
    /// steppers and segmented controls (about 8–9 pt in screenshots); [N] the exact value is ours.
    static let stepperCornerRadius: CGFloat = 8

    /// The background of each half: `UIColor.tertiarySystemFill` (118, 118, 128, 0.12), the light
    /// grey of iOS 13–17. [W] screenshots; [N] the semantic colour's name is ours.
    static var stepperBackgroundColor: UIColor { .tertiarySystemFill }

    /// The background of a half while a finger presses it: the same grey at twice the opacity
    /// (0.24). [N] matched to iOS 13–17 by eye.
    static var stepperHighlightedBackgroundColor: UIColor {
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
    }

    /// The divider between the halves: 1 pt wide, 18 pt tall, centred, `UIColor.separator`.
    /// [N] matched to iOS 13–17 by eye.
    static let stepperDividerSize = CGSize(width: 1, height: 18)
    static var stepperDividerColor: UIColor { .separator }

    /// The default − and + glyphs: 14 pt across, 2 pt strokes with round caps, in `UIColor.label`
    /// (iOS 13 stopped tinting them; a disabled half's glyph is `UIColor.tertiaryLabel`).
    /// [W] iOS 13–17 steppers show black glyphs (the SF Symbols `minus` and `plus`), grey when a
    /// half is disabled; [N] the drawing is ours (there are no SF Symbols here).
    static let stepperGlyphSize: CGFloat = 14
    static let stepperGlyphLineWidth: CGFloat = 2
    static var stepperGlyphColor: UIColor { .label }
    static var stepperDisabledGlyphColor: UIColor { .tertiaryLabel }

    /// A custom glyph image of a disabled half that has no `.disabled` image of its own is drawn at
    /// this opacity: 0.35. [N] UIKit dims it; the amount is ours.
    static let stepperDisabledCustomGlyphAlpha: CGFloat = 0.35

    /// Holding a half: the first repeat comes 0.5 s after the touch-down change, then one every
    /// 0.1 s. [A] AppKit's `NSStepper.autorepeat` documentation (the same behaviour on the Mac:
    /// "after a delay of 0.5 seconds, increments … at a rate of ten times per second"); UIKit
    /// documents only that "the rate of change depends on how long the user continues pressing".
    static let stepperAutorepeatDelay: TimeInterval = 0.5
    static let stepperAutorepeatInterval: TimeInterval = 0.1

    /// The acceleration: after this many repeats (1 s of repeating) the interval drops to
    /// `stepperAutorepeatFastInterval` (0.05 s, twenty changes a second). [N] iOS "smoothly
    /// accelerates the longer you press" ([M] useyourloaf.com "UIStepper control", 2012); the
    /// numbers are ours.
    static let stepperAutorepeatAccelerationCount = 10
    static let stepperAutorepeatFastInterval: TimeInterval = 0.05
}
