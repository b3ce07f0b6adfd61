import Foundation

/// Paragraph attributes of attributed text (the `.paragraphStyle` attribute): alignment, line
/// break mode and extra space between lines. Immutable; `NSMutableParagraphStyle` is the mutable
/// subclass. Text laid out here takes the paragraph style of its first character for the whole
/// text (see docs/DEVIATIONS.md, "Drawing, text, images, labels").
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0

    /// The style text has without a `.paragraphStyle` attribute: natural alignment, word wrapping,
    /// no extra line spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() { super.init() }

    /// Horizontal alignment of the lines. Default `.natural`.
    open var alignment: NSTextAlignment { _alignment }
    /// How lines that do not fit are broken or truncated. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// Extra space between the bottom of one line and the top of the next, in points (added to
    /// the fonts' line height). Default 0.
    open var lineSpacing: CGFloat { _lineSpacing }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy._take(self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy._take(self)
        return copy
    }

    func _take(_ other: NSParagraphStyle) {
        _alignment = other._alignment
        _lineBreakMode = other._lineBreakMode
        _lineSpacing = other._lineSpacing
    }

    /// Equal when alignment, line break mode and line spacing are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return _alignment == other._alignment && _lineBreakMode == other._lineBreakMode && _lineSpacing == other._lineSpacing
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_alignment); hasher.combine(_lineBreakMode); hasher.combine(_lineSpacing)
        return hasher.finalize()
    }
}
