import Foundation

/// A paragraph style whose attributes can be set:
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Horizontal alignment of the lines. Default `.natural`.
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }

    /// How lines that do not fit are broken or truncated. Default `.byWordWrapping`.
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }

    /// Extra points between lines; negative values are taken as 0, as on iOS. Default 0.
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = max(0, newValue) }
    }

    /// Copies every attribute of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        _take(other)
    }
}
