import Foundation

/// Constants of navigation bars, toolbars and bar button items (iPhone, portrait, iOS 11–17).
///
/// Source tags: see docs/API.md. Apple documents almost none of these numbers; most are what
/// iOS is commonly measured to draw, and the rest are our closest choice, said as such.
enum BarConstants {
    // MARK: Geometry

    /// Height of a navigation bar, points: 44. [M] iPhone portrait, iOS 7–17 (Geoff Hackworth,
    /// "iPad Navigation Bar and Toolbar Height Changes in iOS 12", hacknicity.medium.com; every
    /// `sizeThatFits` log of UINavigationBar on an iPhone shows 44).
    static let navigationBarHeight: CGFloat = 44

    /// Height of a toolbar, points: 44. [M] same source as `navigationBarHeight`.
    static let toolbarHeight: CGFloat = 44

    /// Leading and trailing margin of bar items on bars narrower than `wideBarWidth`, points: 16.
    /// [N] iOS 11+ bars lay their items out in their layout margins, which follow the system
    /// minimum margins (Apple's `systemMinimumLayoutMargins`, whose documentation gives no
    /// number); 16 pt on compact-width iPhones is the widely cited value.
    static let compactLayoutMargin: CGFloat = 16

    /// Leading and trailing margin on bars at least `wideBarWidth` wide, points: 20. [N] the
    /// widely cited system minimum margins of the 414-pt "Plus/Max" phones.
    static let wideLayoutMargin: CGFloat = 20

    /// Bar width from which `wideLayoutMargin` applies, points: 414. [N] the width of the
    /// narrowest phones said to have 20-pt margins (iPhone 6 Plus and later Plus/Max models).
    static let wideBarWidth: CGFloat = 414

    /// Leading edge of the back button (where the chevron starts), points: 8. [N] matches iOS
    /// 11–17 screenshots, where the chevron sits about 8 pt from the bar's leading edge; not
    /// documented.
    static let backButtonLeadingMargin: CGFloat = 8

    /// Space between neighbouring bar button items, points: 8. [M] iOS 11 lays bar items out in
    /// a stack with 8-pt spacing (matrixprojects.net, "UIBarButtonItem changes in iOS 11": fixed
    /// spaces "now have a minimum width of 8 points").
    static let interitemSpacing: CGFloat = 8

    /// Least space between the title and the items beside it, points: 8. [N] the item spacing;
    /// iOS's value is not documented.
    static let titleSpacing: CGFloat = 8

    /// Size of the back chevron image, points: 13 × 21. [N] the size iOS 7–12's back indicator
    /// artwork (`UINavigationBarBackIndicatorDefault`) is commonly reported to have; iOS 13+'s
    /// `chevron.backward` symbol at the bar's size looks the same.
    static let backIndicatorSize = CGSize(width: 13, height: 21)

    /// Stroke width of the drawn back chevron, points: 3. [N] matched by eye to the 13 × 21 image.
    static let backIndicatorLineWidth: CGFloat = 3

    /// Space between the chevron and the back button's text, points: 6. [N] puts the back title
    /// about 27 pt from the bar's leading edge (8 + 13 + 6), where iOS screenshots show it.
    static let backIndicatorTitleSpacing: CGFloat = 6

    /// Size of the box system item glyphs (`.add`, `.trash`, …) are drawn in, points: 22 × 22.
    /// [N] close to the SF Symbols iOS 13+ uses for them at the bar's 17-pt text size.
    static let systemGlyphSize = CGSize(width: 22, height: 22)

    /// Width of a system glyph's strokes, points: 2. [N] the regular weight of those symbols at 22 pt.
    static let systemGlyphLineWidth: CGFloat = 2

    /// Thickness of the hairline under a navigation bar (over a toolbar), points: 0.5 (one pixel
    /// at scale 2). [M] `_UIBarBackground`'s shadow view is one pixel high (1 / scale).
    static let hairlineThickness: CGFloat = 0.5

    // MARK: Text

    /// Size of the title of a navigation bar, points: 17, weight semibold. [A] HIG "Typography",
    /// iOS Dynamic Type sizes: Headline is 17 pt semibold (the navigation bar title's style).
    static let titleFontSize: CGFloat = 17

    /// Size of bar button item titles (and the back button's), points: 17 regular; `.done` items
    /// semibold (bold before iOS 13). [A] HIG: Body is 17 pt regular (bar buttons use it).
    static let itemFontSize: CGFloat = 17

    // MARK: Colours

    /// The default translucent background of a light bar: white 0.976 (sRGB 249, 249, 249), alpha
    /// 0.94. [N] iOS 13+ draws the `systemChromeMaterial` blur (Apple Developer Forums thread
    /// 707084: "it uses a blur – the UIBlurEffectStyleSystemChromeMaterial blur style"), which
    /// over white content looks #F9F9F9; there is no blur here, so content under the bar shows
    /// through this colour's 6 % instead.
    static let defaultLightBackground = UIColor(white: 249.0 / 255.0, alpha: 0.94)

    /// The default translucent background of a `.black` bar: white 0.11 (sRGB 28, 28, 30), alpha
    /// 0.94. [N] close to the `systemChromeMaterialDark` blur over black as screenshots show it.
    static let defaultDarkBackground = UIColor(red: 28.0 / 255.0, green: 28.0 / 255.0, blue: 30.0 / 255.0, alpha: 0.94)

    /// The background of an opaque light bar (`isTranslucent` false, `configureWithOpaqueBackground`):
    /// white. [A] `configureWithOpaqueBackground` uses "opaque colors appropriate for the current
    /// theme": `UIColor.systemBackground` (white in light mode).
    static let opaqueLightBackground = UIColor(white: 1, alpha: 1)

    /// The background of an opaque `.black` bar: black. [N] `systemBackground` in dark mode.
    static let opaqueDarkBackground = UIColor(white: 0, alpha: 1)

    /// The default hairline colour: black at alpha 0.3. [N] the value iOS 13+ is reported to
    /// give `UIBarAppearance().shadowColor` ("UIExtendedGrayColorSpace 0 0.3"); Apple documents
    /// only "a system-defined color".
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// The hairline colour of a `.black` bar: white at alpha 0.15. [N] the dark-mode separator look.
    static let darkShadowColor = UIColor(white: 1, alpha: 0.15)

    /// Alpha of a bar button's content while a finger is down on it: 0.2. [N] matched by eye to
    /// iOS's dimmed pressed bar buttons (the system button's highlight).
    static let highlightedAlpha: CGFloat = 0.2

    /// Colour of a disabled bar button's title and glyph on a light bar: `UIColor.tertiaryLabel`
    /// (sRGB 60, 60, 67 at alpha 0.3). [N] iOS draws disabled bar buttons in a light grey; this
    /// semantic colour is the closest documented one.
    static let disabledLightColor = UIColor(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.3)

    /// Colour of a disabled bar button on a `.black` bar: white at alpha 0.3. [N]
    static let disabledDarkColor = UIColor(white: 1, alpha: 0.3)

    /// How far outside its bounds a finger may move and still count as inside a bar button
    /// (lifting there taps it), points: 70. [M] UIControl's tracking slop as measured in Stack
    /// Overflow answers on touch-up-inside (about 70 pt beyond the bounds; Apple's private
    /// `_UIControlMostlyInsideEdgeInsets` is not published).
    static let trackingSlop: CGFloat = 70

    // MARK: Animation

    /// Duration of an animated push or pop of navigation items (and an animated `setItems` of a
    /// toolbar), seconds: 0.35. [M] the commonly quoted UINavigationController transition length;
    /// UIKit does not document it (some report 0.5 s with a private curve).
    static let transitionDuration: TimeInterval = 0.35

    /// Duration of the cross-fade of an animated item change (`setRightBarButton(_:animated:)`,
    /// `setHidesBackButton(_:animated:)`), seconds: 0.25. [N] by eye; not documented.
    static let itemFadeDuration: TimeInterval = 0.25

    /// How far the title slides during an animated push or pop, as a fraction of the bar's width:
    /// 0.5. [N] the incoming title starts half a bar to the trailing side, the outgoing one ends
    /// half a bar to the leading side (iOS slides the old title towards the back button).
    static let titleSlideFraction: CGFloat = 0.5
}
