/// Options for measuring and drawing strings in a rectangle (Apple's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out as many wrapped lines as the width allows, with the rectangle's origin at the top
    /// left of the first line. Without it the text is one line and the origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the fonts' leading for line heights (no effect here: leading is 0, as for iOS's system font).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink instead of their line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// With `usesLineFragmentOrigin`, truncate the last line that fits the rectangle's height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
