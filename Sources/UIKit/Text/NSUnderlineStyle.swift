/// The line style of `.underlineStyle` and `.strikethroughStyle` (Apple's raw values). Pass it as
/// `NSUnderlineStyle.single.rawValue` (as on iOS) or as the option set itself.
///
/// Dot/dash patterns and `byWord` are not available (Pango draws solid lines under all the text);
/// `thick` draws like `single` (see docs/DEVIATIONS.md, "Drawing, text, images, labels").
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One heavy line (drawn as `single` here).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)

    /// A style value from an attribute: an `NSUnderlineStyle`, or its raw value as a number.
    static func from(_ value: Any?) -> NSUnderlineStyle? {
        if let style = value as? NSUnderlineStyle { return style }
        if let number = _TextLayout.number(value) { return NSUnderlineStyle(rawValue: Int(number)) }
        return nil
    }
}
