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
    /// it after the last one; see docs/DEVIATIONS-drawing.md). Default 0.
    public static let kern = NSAttributedString.Key("NSKern")
}
