import Foundation

/// UIButton's numbers, with unit, value and source (tags: docs/API.md). Numbers Apple does not
/// publish are marked [N] or [W] and listed in docs/DEVIATIONS.md (121–129).
extension ControlConstants {
    // MARK: Legacy (pre-configuration) buttons

    /// Point size of a `.system` or `.custom` button's title font (the system font): 15.
    /// [W] Interface Builder's default button font ("System 15") and the commonly printed
    /// `titleLabel.font` of a button made in code; reference uikit-controls-text.md §2.
    static let buttonTitleFontSize: CGFloat = 15

    /// Space UIKit adds above and below a title when it sizes a button whose `contentEdgeInsets`
    /// are zero, points: 6 (so a 15-pt title, 18 pt tall, makes a 30-pt button). [M] a Stack
    /// Overflow answer measuring a default button in the view debugger ("UIKit insets the title
    /// label by 6-pts on the Top and Bottom": 18-pt font, 21-pt label, 33-pt button); Erica
    /// Sadun, "iOS Auto Layout Demystified" (2013) prints `{78, 30}` for a system button titled
    /// "Hello World". Any non-zero `contentEdgeInsets` replace it (the well-known 0.01-inset
    /// trick to remove it). DEVIATIONS 121.
    static let buttonTitleVerticalPadding: CGFloat = 6

    /// Alpha of a `.system` button's title and image while highlighted: 0.2, set at once on
    /// touch-down. [W] reference uikit-controls-text.md §2 ("~0.2"); the same value the bar
    /// buttons use (`BarConstants.highlightedAlpha`). DEVIATIONS 122.
    static let systemButtonHighlightedAlpha: CGFloat = 0.2

    /// How long a `.system` button's content takes to fade back to full alpha after the
    /// highlight ends, seconds: 0.25 (ease-in-out, UIView's default curve). [N] Apple documents
    /// no number; Flutter's `CupertinoButton` uses an eyeballed 180 ms fade-in [O]; 0.25 s is
    /// UIKit's usual short animation. DEVIATIONS 122.
    static let systemButtonFadeInDuration: TimeInterval = 0.25

    /// Colour of a disabled `.system` button's title and template image: `UIColor.tertiaryLabel`
    /// (sRGB 60, 60, 67 at alpha 0.3). [N] iOS draws them in a light grey; the same choice as the
    /// disabled bar buttons (`BarConstants.disabledLightColor`). DEVIATIONS 122.
    static var systemButtonDisabledColor: UIColor { .tertiaryLabel }

    /// Corner radius of the tint-filled rounded rectangle behind a selected `.system` button's
    /// content, points: 5 (its title turns white). [N] matched by eye to iOS 7–17's selected
    /// system button. DEVIATIONS 122.
    static let systemButtonSelectionCornerRadius: CGFloat = 5

    /// Black drawn over a `.custom` button's image (and background image) while highlighted when
    /// `adjustsImageWhenHighlighted` is true, alpha: 0.4 (source-atop: only the image's pixels
    /// darken). [O] Chameleon's `UIImageView` `_UIImageViewDrawModeHighlighted` (UIKit draws a
    /// darkened copy; its factor is not published). DEVIATIONS 123.
    static let customButtonHighlightDarkening: CGFloat = 0.4

    /// Alpha of a `.custom` button's image while disabled when `adjustsImageWhenDisabled` is
    /// true: 0.5. [O] Chameleon's `_UIImageViewDrawModeDisabled`. DEVIATIONS 123.
    static let customButtonDisabledImageAlpha: CGFloat = 0.5

    /// Diameter of the white glow `showsTouchWhenHighlighted` shows at the button's centre,
    /// points: 40; its centre alpha: 0.9. [N] matched by eye to iOS's touch glow (a radial white
    /// gradient image UIKit ships). DEVIATIONS 123.
    static let touchGlowDiameter: CGFloat = 40
    static let touchGlowAlpha: CGFloat = 0.9

    /// Size of the `.detailDisclosure`, `.infoLight`, `.infoDark` and `.contactAdd` buttons (and
    /// their glyph), points: 22 × 22. [W] the frame `buttonWithType:` gives them on iOS 7–12
    /// (iOS 13+ draws SF Symbols in about the same box). DEVIATIONS 124.
    static let glyphButtonSize: CGFloat = 22

    /// Size of the `.close` button (iOS 13), points: 30 × 30, a filled grey circle with an "×".
    /// [N] matched by eye to iOS 13–17's close button. DEVIATIONS 124.
    static let closeButtonSize: CGFloat = 30

    // MARK: Configurations (iOS 15)

    /// Title fonts and content insets (top, leading, bottom, trailing) per
    /// `UIButton.Configuration.Size`, points. [N] medium: the body style (17 pt) and 7/12 insets,
    /// which give the 34.33-pt height iOS 15–17 shows for a one-line medium button; the others
    /// are scaled from it by eye. DEVIATIONS 125.
    static let configurationInsetsMini = NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
    static let configurationInsetsSmall = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    static let configurationInsetsMedium = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let configurationInsetsLarge = NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)

    /// Corner radii of `.dynamic` per size, and of `.small`, `.medium`, `.large`, points.
    /// [N] matched by eye to iOS 15–17 (Apple names the styles, not the numbers). DEVIATIONS 125.
    static let configurationDynamicRadiusMini: CGFloat = 4
    static let configurationDynamicRadiusSmall: CGFloat = 6
    static let configurationDynamicRadiusMedium: CGFloat = 6
    static let configurationDynamicRadiusLarge: CGFloat = 8
    static let configurationSmallRadius: CGFloat = 4
    static let configurationMediumRadius: CGFloat = 8
    static let configurationLargeRadius: CGFloat = 12

    /// The tinted styles' background: the tint at alpha 0.15. [N] matched by eye to iOS 15–17.
    /// DEVIATIONS 126.
    static let configurationTintedBackgroundAlpha: CGFloat = 0.15

    /// A configuration button's background while highlighted keeps this fraction of its alpha,
    /// and a plain configuration's content the system highlight alpha. [N] iOS 15–17 lighten a
    /// pressed filled button; the factor is not published. DEVIATIONS 126.
    static let configurationHighlightedBackgroundAlphaFactor: CGFloat = 0.7

    /// A disabled configuration button's foreground (`tertiaryLabel`) and background
    /// (`tertiarySystemFill`). [N] the greys iOS 15–17 show. DEVIATIONS 126.
    static var configurationDisabledForeground: UIColor { .tertiaryLabel }
    static var configurationDisabledBackground: UIColor { .tertiarySystemFill }
}
