import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Bytes being read by Cairo's PNG decoder.
private struct PNGReadCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var offset = 0
}

extension CGImage {
    /// Decodes a PNG file held by `source` (with Cairo's libpng reader). Nil when the bytes are not a
    /// PNG Cairo can read. Images with alpha report `premultipliedFirst | byteOrder32Little` (Cairo's
    /// layout), opaque ones `noneSkipFirst | byteOrder32Little`; the colour space is sRGB.
    /// `decode` is ignored.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, !data.isEmpty else { return nil }
        let decoded: OpaquePointer? = data.withUnsafeBytes { raw -> OpaquePointer? in
            var cursor = PNGReadCursor(base: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: raw.count)
            return withUnsafeMutablePointer(to: &cursor) { cursorPointer in
                cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                    let cursor = closure!.assumingMemoryBound(to: PNGReadCursor.self)
                    let wanted = Int(length)
                    guard cursor.pointee.offset + wanted <= cursor.pointee.count else { return CAIRO_STATUS_READ_ERROR }
                    buffer!.update(from: cursor.pointee.base + cursor.pointee.offset, count: wanted)
                    cursor.pointee.offset += wanted
                    return CAIRO_STATUS_SUCCESS
                }, cursorPointer)
            }
        }
        guard let decoded else { return nil }
        guard cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(decoded)
            return nil
        }
        let format = cairo_image_surface_get_format(decoded)
        let opaque = format == CAIRO_FORMAT_RGB24
        let surface: OpaquePointer
        if format == CAIRO_FORMAT_ARGB32 {
            surface = decoded
        } else {
            // RGB24 (or another format): let Cairo convert it to ARGB32 with alpha 255.
            guard let converted = CGImage.makeSurface(width: Int(cairo_image_surface_get_width(decoded)),
                                                      height: Int(cairo_image_surface_get_height(decoded))) else {
                cairo_surface_destroy(decoded)
                return nil
            }
            let cr = cairo_create(converted)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, decoded, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(decoded)
            surface = converted
        }
        let info = CGBitmapInfo(rawValue: (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue)
            .union(.byteOrder32Host)
        self.init(adopting: surface, space: CGColorSpace.sRGBSpace, bitmapInfo: info, providerData: nil,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

}
