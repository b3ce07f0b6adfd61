/// Horizontal alignment of text lines in their container (Apple's iOS raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush; the last line of a paragraph is flush left.
    case justified = 3
    /// The script's natural alignment: left here (right-to-left text is laid out by Pango in its
    /// own direction but aligned left).
    case natural = 4
}
