import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif
#if SnapshotTesting
@_implementationOnly import CJPEG  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CJPEG
#endif

extension CGImage {
    /// Decodes a baseline or progressive JPEG held by `source` with libjpeg. Gray and YCbCr images
    /// become opaque RGB: `noneSkipFirst | byteOrder32Little` (Cairo's layout), sRGB. Nil for data that
    /// is not a JPEG libjpeg can read (including CMYK JPEGs). `decode` is ignored.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, !data.isEmpty else { return nil }
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var width: Int32 = 0, height: Int32 = 0
        let status = data.withUnsafeBytes { raw in
            rh_jpeg_decode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &pixels, &width, &height, nil, 0)
        }
        guard status == 0, let pixels else { return nil }
        defer { free(pixels) }
        guard let surface = CGImage.makeSurface(width: Int(width), height: Int(height)) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let destination = cairo_image_surface_get_data(surface)!
        for row in 0..<Int(height) {
            (destination + row * stride).update(from: pixels + row * Int(width) * 4, count: Int(width) * 4)
        }
        cairo_surface_mark_dirty(surface)
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue).union(.byteOrder32Host)
        self.init(adopting: surface, space: CGColorSpace.sRGBSpace, bitmapInfo: info, providerData: nil,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

}
