import Foundation

/// Every number of the tab bar's look and feel, with its unit and source, for an iPhone in
/// portrait (the "stacked" item layout of iOS 13–17: image above title).
///
/// Source tags: see docs/API.md. The [M] geometry comes from `recursiveDescription`-style dumps of
/// iOS's private tab bar views (`UITabBarButton`, `UITabBarSwappableImageView`,
/// `UITabBarButtonLabel`, `_UIBadgeView`) that developers printed and published; they were made on
/// iOS 9–10, and the iOS 13–17 stacked layout looks the same at this size. [O] values come from
/// Flutter's `CupertinoTabBar`, which copies iOS's tab bar. The [N] ones are to be listed in
/// docs/DEVIATIONS.md.
enum TabBarConstants {
    // MARK: Bar

    /// Height of the bar's item area, in points: 49. [A] HIG "Tab bars" (49 pt on devices
    /// without a home indicator; the bar grows by the bottom safe-area inset on the others).
    static let barHeight: CGFloat = 49

    // MARK: Item buttons

    /// Gap between a button and the edge of its equal share of the bar's width, on each side,
    /// in points: 2. [M] `UITabBarButton` frames `(2 1; 76 48)`, `(82 1; 76 48)` on a 320-pt bar
    /// with four items (80-pt shares).
    static let buttonHorizontalInset: CGFloat = 2

    /// Top of each button below the bar's top, in points: 1. [M] as `buttonHorizontalInset`.
    static let buttonTop: CGFloat = 1

    /// Where the centre of the item's image lies below the button's top, in points: 18. [M]
    /// `UITabBarSwappableImageView` frames `(32 5.5; 25 25)`, `(23 3; 30 30)`, `(33 6; 24 24)`:
    /// images of any size share the centre line.
    static let imageCenterY: CGFloat = 18

    /// Top of the title label below the button's top, in points: 35. [M] `UITabBarButtonLabel`
    /// frames `(29.5 35; 30 12)`, `(21.5 35; 33 12)`.
    static let titleTop: CGFloat = 35

    /// Height of the title label, in points: 12. [M] as `titleTop`.
    static let titleHeight: CGFloat = 12

    /// Title font size, in points: 10, weight medium. [M] iOS 11–17 tab bar titles
    /// (`UITabBarItem.appearance()` default font `.systemFont(ofSize: 10, weight: .medium)` as
    /// widely reported); [O] Flutter `CupertinoTabBar` label style (10 pt, weight 500).
    static let titleFontSize: CGFloat = 10

    /// How far a finger may wander outside a button while the tap still counts, in points: 15.
    /// [R] UIKitCore `UITabBarButton` tunes UIControl's "mostly inside" rectangle to 15 pt (iOS
    /// 26 pseudo-source).
    static let touchSlop: CGFloat = 15

    /// Opacity multiplied into a disabled item's colour: 0.4. [N] iOS dims disabled items; the
    /// exact rendering (a lighter grey) was not measured.
    static let disabledAlpha: CGFloat = 0.4

    // MARK: Badge

    /// Badge height and smallest width (a circle for one character), in points: 18. [M]
    /// `_UIBadgeView` frames `(52 2; 18 18)`, `(36 2; 18 18)`, `(36 2; 24 18)`.
    static let badgeHeight: CGFloat = 18

    /// Space between the badge's text and each end of the capsule, in points: 4. [D] the 24-pt
    /// badge of a two-digit value (`(36 2; 24 18)`) less two 13-pt digits (~8 pt each), halved.
    static let badgeHorizontalPadding: CGFloat = 4

    /// Badge top below the button's top, in points: 2. [M] the `_UIBadgeView` frames above.
    static let badgeTop: CGFloat = 2

    /// Badge left edge right of the image's centre, in points: 7. [M] `_UIBadgeView` at x 52 for
    /// an image centred at x 45 (`(33 6; 24 24)`).
    static let badgeOffsetFromImageCenter: CGFloat = 7

    /// Badge text size, in points: 13 (system font, regular, white). [M] the badge text of iOS
    /// 7–17 tab bars as measured in screenshots (13-pt digits fill the 18-pt circle).
    static let badgeFontSize: CGFloat = 13

    // MARK: Colours

    /// Unselected items' colour when `unselectedItemTintColor` is nil: the light system grey,
    /// sRGB (142, 142, 147). [M] iOS prints an unselected item's image view tint as grey
    /// 0.572549 (146/255); [O] Flutter uses (153, 153, 153). `UIColor.systemGray` is the iOS
    /// 13+ grey closest to the measurement.
    static var unselectedItemColor: UIColor { .systemGray }

    /// The translucent light bar background (barStyle `.default`): grey 249/255 at alpha 0.94.
    /// [O] Flutter `CupertinoThemeData.barBackgroundColor` light `0xF0F9F9F9`, its copy of iOS
    /// 13's chrome material over white. iOS blurs what is behind; Rockhopper does not blur ([N]).
    static var lightTranslucentBackground: UIColor { UIColor(white: 249.0 / 255, alpha: 0.94) }

    /// The translucent dark bar background (barStyle `.black`): grey 29/255 at alpha 0.94. [O]
    /// Flutter `barBackgroundColor` dark `0xF01D1D1D`.
    static var darkTranslucentBackground: UIColor { UIColor(white: 29.0 / 255, alpha: 0.94) }

    /// Opaque backgrounds (`isTranslucent == false`, no `barTintColor`): white for `.default`,
    /// black for `.black`. [H] UITabBar.h `translucent` ("white for UIBarStyleDefault", "black for
    /// UIBarStyleBlack").
    static var lightOpaqueBackground: UIColor { UIColor(white: 1, alpha: 1) }
    static var darkOpaqueBackground: UIColor { UIColor(white: 0, alpha: 1) }

    /// The hairline along the bar's top edge: black at alpha 0.3 (light bars). [O] Flutter
    /// `_kDefaultTabBarBorderColor` `0x4D000000`; iOS 13's `UIBarAppearance` default shadow colour
    /// looks the same.
    static var lightShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// The hairline of dark bars: white at alpha 0.15. [N] Flutter's dark border (black 0.16)
    /// disappears on a dark bar; iOS's dark bars show a faint light line.
    static var darkShadowColor: UIColor { UIColor(white: 1, alpha: 0.15) }

    // MARK: Centered positioning (iPad style)

    /// Item width when `itemPositioning` is `.centered` and `itemWidth` is 0, in points: 76. [N]
    /// the width of a phone button above; iOS's iPad value is not known.
    static let defaultCenteredItemWidth: CGFloat = 76

    /// Space between centered items when `itemSpacing` is 0, in points: 34. [N] not measured.
    static let defaultCenteredItemSpacing: CGFloat = 34

    // MARK: Animation

    /// Duration of `setItems(_:animated: true)` (items fade in and out, the others slide), in
    /// seconds: 0.3. [N] not documented.
    static let itemsAnimationDuration: TimeInterval = 0.3

    // MARK: System items

    /// Side of the square in which system items' glyphs are drawn, in points: 25. [A] HIG
    /// "Custom icons" (tab bar glyphs: about 25 × 25 pt in portrait).
    static let systemGlyphSize: CGFloat = 25
}
