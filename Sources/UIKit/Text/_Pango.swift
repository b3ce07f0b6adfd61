import Foundation
#if SnapshotTesting
@_implementationOnly import CPangoCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CPangoCairo
#endif

/// The one Pango font map and context all UIKit text uses, behind one lock (Pango is not
/// thread-safe; iOS allows measuring strings on any thread).
///
/// Text is laid out in points: fonts get absolute sizes (device units = points), so Pango's
/// 96-dpi point conversion never applies. Hinting and glyph-position rounding are off, so a
/// layout measures the same at every scale and draws the same at 1x, 2x and 3x.
final class _Pango: @unchecked Sendable {
    static let shared = _Pango()

    private let lock = NSRecursiveLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context of every layout. Its matrix is identity except while a layout is drawn.
    let context: OpaquePointer
    private var familyNames: [String: String]?
    /// UTF-16 units of text given to Pango layouts since launch (tests check that a long label is
    /// laid out only as far as it is shown); written only under the lock.
    var laidOutLength = 0
    /// `UIFont` metrics by face and size; read and written only under the lock.
    var fontMetricsCache: [String: (ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, xHeight: CGFloat)] = [:]

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Runs `body` holding the Pango lock.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Installed font families, keyed by lowercased name (and by the name without spaces, the
    /// PostScript form), to their real names.
    func installedFamily(named name: String) -> String? {
        locked {
            if familyNames == nil {
                var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>? = nil
                var count: Int32 = 0
                pango_font_map_list_families(fontMap, &families, &count)
                var names: [String: String] = [:]
                for i in 0..<Int(count) {
                    guard let family = families?[i], let cName = pango_font_family_get_name(family) else { continue }
                    let familyName = String(cString: cName)
                    names[familyName.lowercased()] = familyName
                    names[familyName.replacingOccurrences(of: " ", with: "").lowercased()] = familyName
                }
                g_free(families)
                familyNames = names
            }
            return familyNames?[name.lowercased()]
        }
    }

    /// Converts points to Pango units.
    static func units(_ points: CGFloat) -> Int32 {
        Int32(clamping: Int((points * TextConstants.pangoScale).rounded()))
    }

    /// Converts Pango units to points.
    static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / TextConstants.pangoScale
    }
}
