import Foundation
#if SnapshotTesting
@_implementationOnly import CPangoCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CPangoCairo
#endif

/// Attributed text laid out with Pango: the one engine behind string measuring and drawing and
/// `UILabel`. A value describing *what* to lay out; `measure()` and `draw(in:at:)` build the Pango
/// layout under the Pango lock each time (nothing Pango-owned outlives a call), unless the layout
/// has a `cache` (a text view's), which keeps the last layout while its inputs stay the same.
///
/// Line breaking (`mode` is `lineBreakMode` if set, else the first character's paragraph style's):
/// - `.string` semantics (NSString drawing): wrapping modes wrap at `width`; truncating modes lay
///   out each paragraph as one line with "…" (as iOS string drawing does); `byClipping` wraps.
/// - `.label` semantics (UILabel, or `.truncatesLastVisibleLine`): every mode but single-line
///   clipping wraps; when more lines exist than `maxLines` (0 = no limit) or than fit `height`,
///   the truncating modes put "…" into the last visible line.
/// A single line in `byClipping` mode (label with `maxLines == 1`) is not wrapped: it is cut at
/// the width.
/// Lines beyond the visible ones are not drawn. Sizes are logical (line boxes), not ink, unless
/// `usesDeviceMetrics`.
struct _TextLayout {
    enum Semantics { case string, label }

    var text: _AttributedText
    /// The container width in points; nil: unlimited (no wrapping, no alignment).
    var width: CGFloat?
    /// The container height in points; nil: unlimited.
    var height: CGFloat?
    /// Maximum number of lines; 0: unlimited.
    var maxLines: Int = 0
    var lineBreakMode: NSLineBreakMode?
    var semantics: Semantics = .string
    var usesDeviceMetrics = false
    /// The font of text without a `.font` attribute and of empty lines (the caret's height in
    /// empty text); nil: the system font at 12 points (`NSAttributedString`'s default).
    var baseFont: UIFont?
    /// Where an owner that asks again and again about the same text (a text view: its size, the
    /// caret, the selection, drawing) keeps the last Pango layout; nil: built for each call.
    var cache: _TextLayoutCache?

    init(text: _AttributedText, width: CGFloat? = nil, height: CGFloat? = nil, maxLines: Int = 0,
                 lineBreakMode: NSLineBreakMode? = nil, semantics: Semantics = .string) {
        self.text = text
        self.width = width.flatMap { $0 > 0 && $0 < 1e7 ? $0 : nil }
        self.height = height.flatMap { $0 > 0 && $0 < 1e7 ? $0 : nil }
        self.maxLines = max(0, maxLines)
        self.lineBreakMode = lineBreakMode
        self.semantics = semantics
    }

    /// An app's attributed string, read into runs.
    init(text: NSAttributedString, width: CGFloat? = nil, height: CGFloat? = nil, maxLines: Int = 0,
         lineBreakMode: NSLineBreakMode? = nil, semantics: Semantics = .string) {
        self.init(text: _AttributedText(text), width: width, height: height, maxLines: maxLines,
                  lineBreakMode: lineBreakMode, semantics: semantics)
    }

    /// What a built layout looks like.
    struct Metrics: Equatable {
        /// Size of the visible lines: widest line × (top of the first to bottom of the last).
        var size: CGSize
        /// Lines shown.
        var visibleLines: Int
        /// Lines the text has before truncation.
        var totalLines: Int
        /// Baseline of the first line below the top, points.
        var firstBaseline: CGFloat
        /// Baseline of the last visible line below the top, points (the first's for one line or
        /// none).
        var lastBaseline: CGFloat
        /// The ink rectangle of the visible text, relative to the top-left of the layout.
        var inkRect: CGRect
    }

    /// Lays out and measures.
    func measure() -> Metrics {
        let pango = _Pango.shared
        return pango.locked {
            let built = build(pango.context)
            defer { g_object_unref(UnsafeMutableRawPointer(built.layout)) }
            return built.metrics
        }
    }

    /// Draws the text with its top-left corner at `origin` (in `context`'s current user space,
    /// y down for UIKit contexts), then returns the metrics. Text without a foreground colour is
    /// black. The context's state is unchanged; its global alpha does not apply to text.
    @discardableResult
    func draw(in context: CGContext, at origin: CGPoint) -> Metrics {
        let pango = _Pango.shared
        return pango.locked {
            let cr = context.cairoContext
            pango_cairo_update_context(cr, pango.context)
            defer { pango_context_set_matrix(pango.context, nil) }
            let built = build(pango.context)
            defer { g_object_unref(UnsafeMutableRawPointer(built.layout)) }
            let m = built.metrics
            guard m.visibleLines > 0 else { return m }
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            if m.visibleLines < m.totalLines || built.clipsWidth {
                let clipWidth = built.clipsWidth ? (width ?? m.size.width) : 1e6
                let clipX = built.clipsWidth ? origin.x : origin.x - 5e5
                cairo_rectangle(cr, clipX, origin.y, clipWidth, m.size.height)
                cairo_clip(cr)
            }
            cairo_move_to(cr, origin.x + built.xOffset, origin.y)
            pango_cairo_show_layout(cr, built.layout)
            cairo_restore(cr)
            context.synchronize()
            return m
        }
    }

    /// Runs `body` under the Pango lock with the built Pango layout (valid only inside `body`),
    /// its metrics and the horizontal offset it is drawn at (for an aligned single clipped line).
    /// For the editing geometry (`_TextLayout+Editing.swift`).
    func withPangoLayout<T>(_ body: (OpaquePointer, Metrics, CGFloat) -> T) -> T {
        let pango = _Pango.shared
        return pango.locked {
            let built = build(pango.context)
            defer { g_object_unref(UnsafeMutableRawPointer(built.layout)) }
            return body(built.layout, built.metrics, built.xOffset)
        }
    }

    // MARK: - Building

    struct Built {
        var layout: OpaquePointer
        var metrics: Metrics
        /// Horizontal offset for alignment of an unwrapped single line in a width.
        var xOffset: CGFloat
        var clipsWidth: Bool
    }

    private var paragraphStyle: NSParagraphStyle { text.paragraphStyle }

    /// Builds the layout. A long label text whose shown lines are limited (by `maxLines` or
    /// `height`) is laid out only as far as it is shown: Pango gets a prefix of the text, grown
    /// fourfold until its layout has two lines more than are shown (the shown lines, and the
    /// truncation of the last one, then depend only on text inside the prefix: breaking is greedy
    /// and a truncated tail shows the start of what follows), or the whole text. The metrics and
    /// pixels of the shown lines are those of the whole text; `totalLines` counts only the lines
    /// of the prefix.
    private func build(_ pangoContext: OpaquePointer) -> Built {
        guard let cache else { return buildUncached(pangoContext) }
        if let built = cache.built, let inputs = cache.inputs, hasSameInputs(as: inputs) {
            g_object_ref(UnsafeMutableRawPointer(built.layout))
            return built
        }
        let built = buildUncached(pangoContext)
        cache.builds += 1
        cache.release()
        g_object_ref(UnsafeMutableRawPointer(built.layout))
        var inputs = self
        inputs.cache = nil
        cache.inputs = inputs
        cache.built = built
        return built
    }

    /// Whether `other` describes the same layout (the same text and attributes, sizes, modes and
    /// base font).
    func hasSameInputs(as other: _TextLayout) -> Bool {
        width == other.width && height == other.height && maxLines == other.maxLines
            && lineBreakMode == other.lineBreakMode && semantics == other.semantics
            && usesDeviceMetrics == other.usesDeviceMetrics && baseFont == other.baseFont
            && text.hasSameContent(as: other.text)
    }

    private func buildUncached(_ pangoContext: OpaquePointer) -> Built {
        let length = text.length
        guard semantics == .label, maxLines > 0 || height != nil, length > TextConstants.lazyLayoutMinimumLength else {
            return build(pangoContext, requiringHiddenLines: false)!
        }
        let mode = lineBreakMode ?? paragraphStyle.lineBreakMode
        // A single unwrapped line is as wide as its whole paragraph.
        if mode == .byClipping && maxLines == 1 { return build(pangoContext, requiringHiddenLines: false)! }
        let nsString = text.string as NSString
        var prefix = TextConstants.lazyLayoutInitialPrefix
        while prefix < length {
            var end = prefix
            if width == nil || mode == .byTruncatingHead || mode == .byTruncatingMiddle {
                // An unwrapped line is a whole paragraph, and a truncated last line shows the end of
                // its paragraph: cut only between paragraphs.
                let next = nsString.rangeOfCharacter(from: .newlines, options: [], range: NSRange(location: end, length: length - end))
                end = next.location == NSNotFound ? length : next.location + next.length
            } else if end > 0, UTF16.isLeadSurrogate(nsString.character(at: end - 1)) {
                end -= 1
            }
            if end >= length { break }
            var part = self
            part.text = text.prefix(end)
            if let built = part.build(pangoContext, requiringHiddenLines: true) { return built }
            prefix = end * 4
        }
        return build(pangoContext, requiringHiddenLines: false)!
    }

    /// Builds the layout of all of `text`; with `requiringHiddenLines`, nil when the text has
    /// fewer than two lines beyond those shown.
    private func build(_ pangoContext: OpaquePointer, requiringHiddenLines: Bool) -> Built? {
        let style = paragraphStyle
        let mode = lineBreakMode ?? style.lineBreakMode
        let truncating = mode == .byTruncatingHead || mode == .byTruncatingMiddle || mode == .byTruncatingTail
        let string = text.string
        let layout = pango_layout_new(pangoContext)!
        pango_layout_set_text(layout, string, Int32(string.utf8.count))
        let base = baseFont?._makeDescription()
            ?? UIFont._description(family: TextConstants.systemFamilies, weight: 400, italic: false,
                                   size: TextConstants.defaultAttributedFontSize)
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        let attributes = makeAttributes()
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_spacing(layout, _Pango.units(style.lineSpacing))
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        pango_layout_set_auto_dir(layout, 0)

        let singleClippedLine = mode == .byClipping && (maxLines == 1 || semantics == .string && width == nil)
        if let width, !singleClippedLine {
            pango_layout_set_width(layout, _Pango.units(width))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        let ellipsize: PangoEllipsizeMode = switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
        if truncating && semantics == .string && width != nil {
            // NSString drawing: each paragraph is one truncated line.
            pango_layout_set_ellipsize(layout, ellipsize)
        }

        _Pango.shared.laidOutLength += text.length
        var lines = lineRects(layout)
        let totalLines = lines.count
        var allowed = maxLines > 0 ? maxLines : Int.max
        if let height {
            let fitting = lines.prefix(while: { $0.maxY <= height + 0.01 }).count
            allowed = min(allowed, semantics == .label ? max(1, fitting) : fitting)
        }
        if requiringHiddenLines && lines.count < allowed + 2 {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return nil
        }
        if truncating, semantics == .label, width != nil, allowed < lines.count, allowed > 0 {
            // Let Pango fit the text into the visible lines' height, ellipsizing the last one.
            // (For one line, Pango's height limit adds no ellipsis: ask for one line per paragraph.)
            pango_layout_set_ellipsize(layout, ellipsize)
            pango_layout_set_height(layout, allowed == 1 ? -1 : _Pango.units(lines[allowed - 1].maxY) + 1)
            lines = lineRects(layout)
        }
        let visible = min(allowed, lines.count)
        let shown = lines.prefix(visible)
        let size = CGSize(width: shown.map(\.width).max() ?? 0, height: shown.last?.maxY ?? 0)
        var inkRect = visibleInk(layout, lines: visible)
        inkRect = inkRect.intersection(CGRect(x: -1e6, y: 0, width: 2e6, height: size.height))
        if inkRect.isNull { inkRect = .zero }
        var xOffset: CGFloat = 0
        if singleClippedLine, let width {
            switch style.alignment {
            case .center: xOffset = (width - size.width) / 2
            case .right: xOffset = width - size.width
            default: xOffset = 0
            }
            xOffset = max(0, xOffset)
        }
        let firstBaseline = _Pango.points(pango_layout_get_baseline(layout))
        let metrics = Metrics(size: usesDeviceMetrics ? inkRect.size : size, visibleLines: visible, totalLines: totalLines,
                              firstBaseline: firstBaseline,
                              lastBaseline: visible > 1 ? baseline(layout, line: visible - 1) : firstBaseline,
                              inkRect: inkRect)
        return Built(layout: layout, metrics: metrics, xOffset: xOffset, clipsWidth: singleClippedLine && width != nil)
    }

    /// The union of the ink rectangles of the first `count` lines, relative to the layout's top-left.
    private func visibleInk(_ layout: OpaquePointer, lines count: Int) -> CGRect {
        guard count > 0 else { return .null }
        var union = CGRect.null
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var index = 0
        repeat {
            var ink = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, nil)
            if ink.width > 0 && ink.height > 0 {
                union = union.union(CGRect(x: _Pango.points(ink.x), y: _Pango.points(ink.y),
                                           width: _Pango.points(ink.width), height: _Pango.points(ink.height)))
            }
            index += 1
        } while index < count && pango_layout_iter_next_line(iter) != 0
        return union
    }

    /// The baseline of line `index` (0-based) below the layout's top.
    private func baseline(_ layout: OpaquePointer, line index: Int) -> CGFloat {
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        var i = 0
        while i < index && pango_layout_iter_next_line(iter) != 0 { i += 1 }
        return _Pango.points(pango_layout_iter_get_baseline(iter))
    }

    /// Each line's logical rectangle relative to the layout's top-left, top to bottom.
    private func lineRects(_ layout: OpaquePointer) -> [CGRect] {
        guard text.length > 0 else { return [] }
        var rects: [CGRect] = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            rects.append(CGRect(x: _Pango.points(logical.x), y: _Pango.points(logical.y),
                                width: _Pango.points(logical.width), height: _Pango.points(logical.height)))
        } while pango_layout_iter_next_line(iter) != 0
        return rects
    }

    /// Pango attributes for the runs of `text` (fonts, colours, kerning), at UTF-8 byte offsets.
    private func makeAttributes() -> OpaquePointer {
        let list = pango_attr_list_new()!
        let string = text.string
        let utf16Count = text.length
        var byteOffsets = [Int](repeating: 0, count: utf16Count + 1)
        var u16 = 0, u8 = 0
        for scalar in string.unicodeScalars {
            let l16 = scalar.utf16.count
            if u16 < byteOffsets.count { byteOffsets[u16] = u8 }
            if l16 == 2, u16 + 1 < byteOffsets.count { byteOffsets[u16 + 1] = u8 }
            u16 += l16
            u8 += scalar.utf8.count
        }
        byteOffsets[utf16Count] = u8
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: NSRange) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(byteOffsets[range.location])
            attribute.pointee.end_index = guint(byteOffsets[min(utf16Count, range.location + range.length)])
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: CGFloat) -> UInt16 { UInt16((max(0, min(1, v)) * 65535).rounded()) }
        guard utf16Count > 0 else { return list }
        for (range, attributes) in text.enumerated() {
            if let font = attributes.font {
                let description = font._makeDescription()
                insert(pango_attr_font_desc_new(description), range)
                pango_font_description_free(description)
            }
            if let color = attributes.foregroundColor {
                insert(pango_attr_foreground_new(channel(color._red), channel(color._green), channel(color._blue)), range)
                if color._alpha < 1 { insert(pango_attr_foreground_alpha_new(channel(color._alpha)), range) }
            }
            if let color = attributes.backgroundColor, color._alpha > 0 {
                insert(pango_attr_background_new(channel(color._red), channel(color._green), channel(color._blue)), range)
                if color._alpha < 1 { insert(pango_attr_background_alpha_new(channel(color._alpha)), range) }
            }
            if let kern = attributes.kern, kern != 0 {
                insert(pango_attr_letter_spacing_new(_Pango.units(kern)), range)
            }
            if let style = attributes.underlineStyle, !style.isEmpty {
                insert(pango_attr_underline_new(style.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), range)
                if let color = attributes.underlineColor {
                    insert(pango_attr_underline_color_new(channel(color._red), channel(color._green), channel(color._blue)), range)
                }
            }
            if let style = attributes.strikethroughStyle, !style.isEmpty {
                insert(pango_attr_strikethrough_new(1), range)
                if let color = attributes.strikethroughColor {
                    insert(pango_attr_strikethrough_color_new(channel(color._red), channel(color._green), channel(color._blue)), range)
                }
            }
            if let offset = attributes.baselineOffset, offset != 0 {
                insert(pango_attr_rise_new(_Pango.units(offset)), range)
            }
        }
        return list
    }

    /// A number attribute value as points.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}
