import Foundation
@_implementationOnly import CCairo
@_implementationOnly import CJPEG

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

    /// The image encoded as JPEG with libjpeg, or nil when encoding fails. `compressionQuality` 0...1
    /// (clamped) maps linearly to libjpeg's quality 1...100 (`max(1, round(q · 100))`). JPEG has no
    /// alpha: the premultiplied colour is written, so transparent areas come out black.
    /// `UIImage.jpegData(compressionQuality:)` calls this.
    package func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int32(max(1, (max(0, min(1, compressionQuality)) * 100).rounded()))
        cairo_surface_flush(cairoSurface)
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        guard rh_jpeg_encode(cairo_image_surface_get_data(cairoSurface), Int32(width), Int32(height),
                             cairo_image_surface_get_stride(cairoSurface), quality, &output, &size) == 0,
              let output else { return nil }
        return Data(bytesNoCopy: output, count: size, deallocator: .free)
    }
}
