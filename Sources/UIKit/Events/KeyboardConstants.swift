import Foundation

/// The numbers of hardware keys and the software keyboard, with unit, value and source (tags:
/// docs/API.md).
enum KeyboardConstants {
    // MARK: Presses

    /// `UIPress.type` of a hardware keyboard's key: 2000 + its HID usage. [M] apps test
    /// `press.type.rawValue == 2080` for the left arrow key (usage 80) in `pressesBegan`; Apple
    /// documents none.
    static let keyboardPressTypeBase = 2000

    // MARK: The software keyboard's animation

    /// `UIKeyboardAnimationDurationUserInfoKey` of every keyboard notification, and how long the
    /// keyboard slides here, seconds: 0.25. [M] logged on iOS 7–17 (Stack Overflow 19482573,
    /// 18957476; one iOS 7 simulator log shows 0.4). On a device the panel's own motion lasts about
    /// 0.5 s (Apple Developer Forums 48088); here it lasts the duration it announces, so views
    /// animated as the notification says move with it (docs/DEVIATIONS.md).
    static let animationDuration: TimeInterval = 0.25

    /// `UIKeyboardAnimationCurveUserInfoKey`: 7, a private `UIView.AnimationCurve`. [M] Stack
    /// Overflow 19482573 (and every later log).
    static let animationCurveRawValue = 7

    /// The shape of curve 7, as a cubic Bézier timing function: (0.380, 0.700) (0.125, 1.000).
    /// [M] reverse-engineered from the keyboard's motion, Apple Developer Forums thread 48088
    /// (a later reply there describes a critically over-damped spring, mass 3, stiffness 1000,
    /// damping 500, over 0.5 s). The curve starts fast and eases out long, like the keyboard.
    static let curveControlPoints: (Float, Float, Float, Float) = (0.380, 0.700, 0.125, 1.000)

    // MARK: The software keyboard's size (portrait phones)

    /// Height of the key area, points: 216 on phones narrower than 400 pt, 226 on wider ones.
    /// [M] `UIKeyboardFrameEndUserInfoKey` logs: 216 (320×216 on 3.5–4.7-inch phones without the
    /// suggestion bar), 226 on 5.5-inch phones.
    static let keyAreaHeight: CGFloat = 216
    static let keyAreaHeightWide: CGFloat = 226
    /// The screen width from which the wide sizes apply, points: 400. [D] the narrow phones are 320
    /// and 375 wide, the wide 414 and more.
    static let wideScreenWidth: CGFloat = 400

    /// Height of the suggestion (QuickType) bar above the keys, points: 44, 45 on wide phones.
    /// [M] keyboard heights logged with the bar: 260 = 216 + 44 (4.7-inch, iOS 11+), 271 = 226 + 45
    /// (5.5-inch).
    static let suggestionBarHeight: CGFloat = 44
    static let suggestionBarHeightWide: CGFloat = 45

    /// What the keyboard adds below its keys on phones with a home indicator (a bottom safe-area
    /// inset), points: 75 (the globe and dictation row over the home indicator). [D] logged heights
    /// 335 (375×812: 216 + 44 + 75) and 346 (414×896: 226 + 45 + 75).
    static let homeIndicatorAreaHeight: CGFloat = 75

    // MARK: The panel's drawing

    /// The panel's background: light grey, RGB 209 212 217. [M] colour-picked from iOS 13–17
    /// screenshots of the light keyboard.
    static let backgroundColor = UIColor(red: 209 / 255.0, green: 212 / 255.0, blue: 217 / 255.0, alpha: 1)
    /// The caps of the character keys: white.
    static let keyColor = UIColor.white
    /// The caps of the function keys (shift, delete, 123, return): RGB 171 177 186. [M] idem.
    static let functionKeyColor = UIColor(red: 171 / 255.0, green: 177 / 255.0, blue: 186 / 255.0, alpha: 1)
    /// The line under every cap: RGB 136 138 142, 1 pt. [M] idem.
    static let keyShadowColor = UIColor(red: 136 / 255.0, green: 138 / 255.0, blue: 142 / 255.0, alpha: 1)
    /// Caps' corner radius, points: 5. [M] idem.
    static let keyCornerRadius: CGFloat = 5
    /// Key height, points: 42; space between rows: 12; between keys: 6; margin at the sides: 3;
    /// above the first row: 8. [M] measured on iOS 13–17 screenshots of a 375-pt phone (the rows
    /// fill the 216-pt key area: 8 + 4 × 42 + 3 × 12 + 4).
    static let keyHeight: CGFloat = 42
    static let rowSpacing: CGFloat = 12
    static let keySpacing: CGFloat = 6
    static let sideMargin: CGFloat = 3
    static let topMargin: CGFloat = 8
    /// Letters on the caps: the system font at 22.5 pt. [M] idem.
    static let keyFontSize: CGFloat = 22.5
    /// Labels of function keys ("123", "return"): 16 pt. [M] idem.
    static let functionKeyFontSize: CGFloat = 16
}
