import Foundation

// Measuring and drawing attributed strings (UIKit's NSStringDrawing additions), in UIKit points.
// Text without a `.font` is the system font at 12 points, without `.foregroundColor` black.
// Drawing goes to the current UIKit context (`UIGraphicsGetCurrentContext()`); outside drawing
// nothing happens.

extension NSAttributedString {
    /// The size of the text laid out without a width limit: the widest line by the lines'
    /// total height (each newline starts a line). Not rounded; round up for view sizes.
    public func size() -> CGSize {
        _AttributedText(self).size()
    }

    /// Draws the text with the top-left of its first line at `point`, without wrapping.
    public func draw(at point: CGPoint) {
        _AttributedText(self).draw(at: point)
    }

    /// Draws the text wrapped to `rect`'s width, from its top-left corner, aligned per the
    /// paragraph style; lines that do not fit the height entirely are not drawn. Truncating line
    /// break modes make each paragraph one truncated line, as on iOS.
    public func draw(in rect: CGRect) {
        _AttributedText(self).draw(in: rect)
    }

    /// Draws as `boundingRect(with: rect.size, options: options, context: context)` measures:
    /// with `.usesLineFragmentOrigin`, wrapped in `rect` from its top-left; without it, one line
    /// whose baseline starts at `rect.origin`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        _AttributedText(self).draw(with: rect, options: options, context: context)
    }

    /// The rectangle the text would cover when drawn in a box of `size`:
    /// - with `.usesLineFragmentOrigin`: wrapped to `size.width` (0 or `.greatestFiniteMagnitude`:
    ///   no limit), origin (0, 0); the height is of all lines, unless `.truncatesLastVisibleLine`
    ///   limits them to `size.height`;
    /// - without it: one unwrapped line, origin (0, −ascent): relative to the baseline.
    /// With `.usesDeviceMetrics`, the glyphs' ink instead of their line boxes. Not rounded (use
    /// `ceil` for view sizes, as with UIKit).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        _AttributedText(self).boundingRect(with: size, options: options, context: context)
    }
}

// The same on Swift storage, which string drawing (`NSString+Drawing.swift`) uses without making
// an `NSAttributedString` (see `_AttributedText`).
extension _AttributedText {
    func size() -> CGSize {
        _TextLayout(text: self).measure().size
    }

    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _TextLayout(text: self).draw(in: context, at: point)
    }

    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _TextLayout(text: self, width: rect.width, height: rect.height).draw(in: context, at: rect.origin)
    }

    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        let layout = _TextLayout.forOptions(self, size: rect.size, options: options)
        let metrics = layout.measure()
        let top = options.contains(.usesLineFragmentOrigin) ? rect.minY : rect.minY - metrics.firstBaseline
        layout.draw(in: cgContext, at: CGPoint(x: rect.minX, y: top))
        context?.totalBounds = _TextLayout.bounds(of: metrics, options: options).offsetBy(dx: rect.minX, dy: rect.minY)
    }

    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let metrics = _TextLayout.forOptions(self, size: size, options: options).measure()
        let rect = _TextLayout.bounds(of: metrics, options: options)
        context?.totalBounds = rect
        return rect
    }
}

extension _TextLayout {
    /// The layout `boundingRect`/`draw(with:)` use for `options`.
    static func forOptions(_ text: _AttributedText, size: CGSize, options: NSStringDrawingOptions) -> _TextLayout {
        var layout: _TextLayout
        if options.contains(.usesLineFragmentOrigin) {
            let truncate = options.contains(.truncatesLastVisibleLine)
            layout = _TextLayout(text: text, width: size.width, height: truncate ? size.height : nil,
                                 semantics: truncate ? .label : .string)
        } else {
            layout = _TextLayout(text: text, maxLines: 1)
        }
        layout.usesDeviceMetrics = options.contains(.usesDeviceMetrics)
        return layout
    }

    /// The measured rectangle: the line boxes (or ink) from the top-left, or from the baseline
    /// without `.usesLineFragmentOrigin`.
    static func bounds(of metrics: Metrics, options: NSStringDrawingOptions) -> CGRect {
        let rect = options.contains(.usesDeviceMetrics) ? metrics.inkRect : CGRect(origin: .zero, size: metrics.size)
        return options.contains(.usesLineFragmentOrigin) ? rect : rect.offsetBy(dx: 0, dy: -metrics.firstBaseline)
    }
}
