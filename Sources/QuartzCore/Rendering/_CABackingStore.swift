import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// The pixels a layer drew in `display()`: a Cairo image surface of `bounds.size × contentsScale`
/// (rounded up) pixels, reused while the size stays. `ARGB32` normally; `RGB24` for opaque layers.
package final class _CABackingStore {
    package let surface: OpaquePointer
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let isOpaque: Bool
    /// Pixels per point the content was drawn at.
    package var scale: CGFloat
    /// The layer's bounds when the content was drawn (points).
    var drawnBounds: CGRect = .zero
    /// Changes every time the content is redrawn, so the compositor sees new pixels.
    var version: UInt64 = 0

    package init?(pixelWidth: Int, pixelHeight: Int, opaque: Bool, scale: CGFloat) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth < 1 << 15, pixelHeight < 1 << 15,
              let s = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                 Int32(pixelWidth), Int32(pixelHeight)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        surface = s
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.isOpaque = opaque
        self.scale = scale
    }

    deinit { cairo_surface_destroy(surface) }

    /// Sets every pixel to transparent black (opaque black for an opaque store).
    package func clear() {
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// True when no pixel has any coverage (every byte zero); opaque stores never are.
    package var isFullyTransparent: Bool {
        if isOpaque { return false }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return true }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<pixelHeight {
            let p = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth where p[x] != 0 { return false }
        }
        return true
    }
}
