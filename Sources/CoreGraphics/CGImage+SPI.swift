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
import Foundation

// `CGImage`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CGImage {
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

    /// The image encoded as PNG (8-bit RGBA, not premultiplied, written by Cairo's libpng writer), or
    /// nil when encoding fails. `UIImage.pngData()` calls this.
    package func pngData() -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(cairoSurface, { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }
}
