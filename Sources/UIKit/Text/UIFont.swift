import Foundation
#if SnapshotTesting
@_implementationOnly import CPangoCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CPangoCairo
#endif

/// A font at a size, with its line metrics. Immutable, so `Sendable`.
///
/// The system font (`systemFont(ofSize:)`) stands in for iOS's San Francisco with DejaVu Sans
/// (and WenQuanYi Micro Hei for Chinese), so it reports UIKit's names (`familyName`
/// ".AppleSystemUIFont", `fontName` ".SFUI-Regular"…) but its metrics and glyph widths are
/// DejaVu's. `UIFont(name:size:)` finds any installed (fontconfig) family by its family name
/// ("DejaVu Serif") or PostScript-style name ("DejaVuSerif-Bold"). Sizes are UIKit points.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The font's name: ".SFUI-<Weight>" for system fonts, the name passed to `init(name:size:)`
    /// otherwise.
    public let fontName: String
    /// The family: ".AppleSystemUIFont" for system fonts, the installed family's name otherwise.
    public let familyName: String
    /// Size in points.
    public let pointSize: CGFloat

    /// The Pango family list, weight class (100...900) and italic flag behind the font.
    let _pangoFamily: String
    let _pangoWeight: Int32
    let _italic: Bool

    /// Top of the tallest glyphs above the baseline, points (positive).
    public let ascender: CGFloat
    /// Bottom of the lowest glyphs relative to the baseline, points (negative, as UIKit's).
    public let descender: CGFloat
    /// Height of capital letters (the ink of "H") above the baseline, points.
    public let capHeight: CGFloat
    /// Height of lower-case letters (the ink of "x") above the baseline, points.
    public let xHeight: CGFloat
    /// Extra space between lines recommended by the font: 0 (as for iOS's system font).
    public let leading: CGFloat

    /// Baseline-to-baseline distance of single-spaced lines: `ascender − descender + leading`,
    /// exactly the height of one line of text in this font.
    public var lineHeight: CGFloat { ascender - descender + leading }

    package init(fontName: String, familyName: String, pointSize: CGFloat, pangoFamily: String, weight: Int32, italic: Bool) {
        _requireFinite(pointSize, "UIFont size")
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        _pangoFamily = pangoFamily
        _pangoWeight = weight
        _italic = italic
        let metrics = UIFont._measure(family: pangoFamily, weight: weight, italic: italic, size: pointSize)
        ascender = metrics.ascender
        descender = metrics.descender
        capHeight = metrics.capHeight
        xHeight = metrics.xHeight
        leading = 0
    }

    // MARK: - System fonts

    /// The system font at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight` (the nearest named weight).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let entry = weight.nearest
        return UIFont(fontName: ".SFUI-\(entry.name)", familyName: TextConstants.systemFamilyName, pointSize: fontSize,
                      pangoFamily: TextConstants.systemFamilies, weight: entry.cssWeight, italic: false)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points (DejaVu Sans Oblique here).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: TextConstants.systemFamilyName, pointSize: fontSize,
               pangoFamily: TextConstants.systemFamilies, weight: 400, italic: true)
    }

    /// 14: the standard system font size, points.
    open class var systemFontSize: CGFloat { 14 }
    /// 12: the small system font size, points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// 17: the size of label text, points.
    open class var labelFontSize: CGFloat { TextConstants.labelFontSize }
    /// 18: the size of button text, points.
    open class var buttonFontSize: CGFloat { 18 }

    // MARK: - Named fonts

    /// An installed font by family name ("DejaVu Serif", case-insensitive) or by PostScript-style
    /// name: the family without spaces, a hyphen and a style ("DejaVuSerif-BoldItalic"; styles
    /// Regular, Book, Roman, Ultralight, Thin, Light, Medium, Semibold/Demibold, Bold, Heavy,
    /// Black, each optionally followed by Italic or Oblique, or Italic/Oblique alone). Names
    /// starting with "." are the system font's. Nil when no such font is installed — as on iOS, so
    /// iOS-only families such as "Helvetica" or "PingFangSC-Regular" give nil here.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if fontName.hasPrefix(".") {
            let italic = fontName.hasSuffix("Italic")
            let styleName = fontName.split(separator: "-").last.map(String.init) ?? "Regular"
            let weightName = italic ? String(styleName.dropLast("Italic".count)) : styleName
            let weight = UIFont._cssWeight(forStyle: weightName) ?? 400
            self.init(fontName: fontName, familyName: TextConstants.systemFamilyName, pointSize: fontSize,
                      pangoFamily: TextConstants.systemFamilies, weight: weight, italic: italic)
            return
        }
        if let family = _Pango.shared.installedFamily(named: fontName) {
            self.init(fontName: fontName, familyName: family, pointSize: fontSize, pangoFamily: family, weight: 400, italic: false)
            return
        }
        guard let dash = fontName.lastIndex(of: "-"),
              let family = _Pango.shared.installedFamily(named: String(fontName[..<dash])) else { return nil }
        var style = String(fontName[fontName.index(after: dash)...])
        var italic = false
        for suffix in ["Italic", "Oblique"] where style.hasSuffix(suffix) {
            italic = true
            style = String(style.dropLast(suffix.count))
        }
        guard let weight = style.isEmpty ? 400 : UIFont._cssWeight(forStyle: style) else { return nil }
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, pangoFamily: family, weight: weight, italic: italic)
    }

    /// The weight class for a face style name, or nil for an unknown style.
    static func _cssWeight(forStyle style: String) -> Int32? {
        switch style.lowercased() {
        case "regular", "book", "roman", "normal": 400
        case "ultralight", "extralight": 100
        case "thin": 200
        case "light": 300
        case "medium": 500
        case "semibold", "demibold": 600
        case "bold": 700
        case "heavy", "extrabold": 800
        case "black": 900
        default: nil
        }
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, pangoFamily: _pangoFamily,
               weight: _pangoWeight, italic: _italic)
    }

    // MARK: - Pango

    /// A new Pango font description for this font (the caller frees it with
    /// `pango_font_description_free`).
    func _makeDescription() -> OpaquePointer {
        UIFont._description(family: _pangoFamily, weight: _pangoWeight, italic: _italic, size: pointSize)
    }

    static func _description(family: String, weight: Int32, italic: Bool, size: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(_Pango.units(max(0, size))))
        return description
    }

    /// Ascender and descender from the font's metrics; cap and x heights from the ink of "H"
    /// and "x" laid out alone.
    /// Results are cached per face and size (fonts are made often: every `UILabel` has one).
    private static func _measure(family: String, weight: Int32, italic: Bool, size: CGFloat)
        -> (ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        let pango = _Pango.shared
        return pango.locked {
            let key = "\(family)|\(weight)|\(italic)|\(size)"
            if let cached = pango.fontMetricsCache[key] { return cached }
            let metrics = _measureUncached(pango, family: family, weight: weight, italic: italic, size: size)
            pango.fontMetricsCache[key] = metrics
            return metrics
        }
    }

    private static func _measureUncached(_ pango: _Pango, family: String, weight: Int32, italic: Bool, size: CGFloat)
        -> (ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        let description = _description(family: family, weight: weight, italic: italic, size: size)
        defer { pango_font_description_free(description) }
        var ascender: CGFloat = 0, descender: CGFloat = 0
        if let font = pango_context_load_font(pango.context, description) {
            if let metrics = pango_font_get_metrics(font, nil) {
                ascender = _Pango.points(pango_font_metrics_get_ascent(metrics))
                descender = -_Pango.points(pango_font_metrics_get_descent(metrics))
                pango_font_metrics_unref(metrics)
            }
            g_object_unref(UnsafeMutableRawPointer(font))
        }
        func inkHeight(_ text: String) -> CGFloat {
            let layout = pango_layout_new(pango.context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return _Pango.points(pango_layout_get_baseline(layout) - ink.y)
        }
        return (ascender, descender, inkHeight("H"), inkHeight("x"))
    }

    // MARK: - Equality

    /// Equal when name, size and face are equal.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs._pangoFamily == rhs._pangoFamily
            && lhs._pangoWeight == rhs._pangoWeight && lhs._italic == rhs._italic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// `<UIFont: …> font-family: "…"; font-weight: …; font-style: …; font-size: …pt`, UIKit's form.
    public var description: String {
        "<UIFont: \(ObjectIdentifier(self))> font-family: \"\(fontName)\"; font-weight: \(_pangoWeight >= 600 ? "bold" : "normal"); font-style: \(_italic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
