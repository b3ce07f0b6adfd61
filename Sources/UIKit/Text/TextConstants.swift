import Foundation

/// Constants of text drawing.
///
/// Source tags: see docs/API.md.
enum TextConstants {
    /// Pango families standing in for iOS's San Francisco system font: DejaVu Sans for Latin,
    /// Greek and Cyrillic, WenQuanYi Micro Hei for Chinese (fonts-wqy-microhei; fontconfig falls
    /// back to it per character anyway), then whatever `sans-serif` is. [N] San Francisco is not
    /// available on Linux; these are common, freely licensed sans-serif families.
    static let systemFamilies = "DejaVu Sans,WenQuanYi Micro Hei,sans-serif"

    /// The family name iOS reports for the system font: ".AppleSystemUIFont" (iOS 13+). [M]
    /// `UIFont.systemFont(ofSize:weight:).familyName` as printed on iOS (xamarin/Xamarin.Forms
    /// issue 8035).
    static let systemFamilyName = ".AppleSystemUIFont"

    /// Size of text with no `.font` attribute, in points: 12 (iOS draws such text in Helvetica 12).
    /// [H] UIKit's NSAttributedString.h, `NSFontAttributeName` ("default Helvetica(Neue) 12").
    static let defaultAttributedFontSize: CGFloat = 12

    /// `UILabel`'s default font size, points: 17 (`UIFont.labelFontSize`). [A] `UILabel.font` docs
    /// ("the system font at a size of 17 points").
    static let labelFontSize: CGFloat = 17

    /// The ellipsis of truncated text: U+2026 HORIZONTAL ELLIPSIS (Pango inserts it). [A]
    /// `NSLineBreakMode.byTruncatingTail` docs ("an ellipsis glyph indicates the missing text").
    static let ellipsis = "\u{2026}"

    /// Pango's fixed-point unit: 1024 per device unit (`PANGO_SCALE`). [N] fixed by Pango
    /// (pango-types.h), the text engine Rockhopper draws with. With the font size set as an
    /// absolute size, one device unit is one UIKit point, so Pango's 96-dpi convention never applies.
    static let pangoScale: CGFloat = 1024

    /// Label texts longer than this (UTF-16 units) with a limited number of shown lines are laid
    /// out lazily, a prefix at a time (`_TextLayout`): 8 192. [N] about 200 lines of a phone-wide
    /// label at 17 pt; shorter texts are laid out whole, as a prefix would save nothing.
    static let lazyLayoutMinimumLength = 8192

    /// The first prefix of a lazily laid-out label text, UTF-16 units: 2 048; each further try is
    /// four times longer. [N] about 50 lines of 17-pt text 375 pt wide (a line holds about 40
    /// characters).
    static let lazyLayoutInitialPrefix = 2048
}
