import Foundation

// Foundation on Linux has `NSAttributedString.Key` but none of UIKit's keys: these are UIKit's,
// with Apple's raw values.
extension NSAttributedString.Key {
    /// A `UIFont`. Default (no attribute): the system font at 12 points (iOS: Helvetica 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs. Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filling the area behind the glyphs. Default none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`. Default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number (`CGFloat`, `Double` or `NSNumber`): extra points between characters (iOS also adds
    /// it after the last one; see docs/DEVIATIONS.md, "Drawing, text, images, labels"). Default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` (or its raw value): a line under the glyphs. Default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline. Default: the foreground colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` (or its raw value): a line through the glyphs. Default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough line. Default: the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number: points to raise the glyphs above the baseline (negative: lower). Default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
