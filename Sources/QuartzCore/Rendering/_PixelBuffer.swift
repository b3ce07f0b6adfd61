import Foundation
import Synchronization
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// The memory of a compositor's framebuffer: 32-bit premultiplied ARGB rows, shared
/// copy-on-write with the images that `snapshotView(afterScreenUpdates: false)` takes of what is
/// on screen (issue 17, goal 4b: a snapshot reuses the screen's pixels, it does not copy them).
///
/// - The compositor draws into `surface`, a Cairo surface over the whole buffer.
/// - `sharedSurface(of:)` makes a surface over a rectangle of the pixels, for an image that keeps
///   them: it holds a reference to the buffer and counts as a sharer until Cairo destroys it
///   (whichever thread releases the image last).
/// - Before the compositor next writes, it asks `isShared`; a shared buffer is left to its images
///   and the compositor copies its pixels into a new one (`_CACompositor.ownFramebuffer()`), so
///   an image's pixels never change. The copy is paid once, by the first frame that writes after a
///   snapshot, and only while a snapshot still holds the pixels.
///
/// One row more than the height is allocated: an image over a rectangle not starting at column 0
/// reports `height` rows of the framebuffer's stride (`CGImage.dataProvider`), whose last one ends
/// past the framebuffer's last row by up to a row.
final class _PixelBuffer: Sendable {
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// `stride × (height + 1)` bytes, freed with the buffer.
    nonisolated(unsafe) let bytes: UnsafeMutableRawPointer
    /// The compositor's surface over every pixel (it does not count as a sharer).
    nonisolated(unsafe) let surface: OpaquePointer
    /// Surfaces made by `sharedSurface(of:)` and not yet destroyed.
    private let sharers = Atomic<Int>(0)

    /// The key under which a shared surface holds its reference to the buffer.
    nonisolated(unsafe) private static var sharerKey = cairo_user_data_key_t()

    /// A buffer of `width × height` pixels, their contents undefined; nil when the size is not
    /// positive or the memory cannot be had.
    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0, let bytes = malloc(stride * (height + 1)) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(bytes.assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            free(bytes)
            return nil
        }
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
        free(bytes)
    }

    /// Whether an image still holds these pixels (a surface from `sharedSurface(of:)` is alive).
    var isShared: Bool { sharers.load(ordering: .acquiring) > 0 }

    /// A Cairo `ARGB32` surface over the pixels of `r` (inside the buffer, not empty), with the
    /// buffer's stride, that keeps the buffer alive and counts as a sharer until it is destroyed;
    /// nil when Cairo cannot make it. The caller must not draw into it, nor into `surface` while
    /// it lives.
    func sharedSurface(of r: _PixelRect) -> OpaquePointer? {
        guard !r.isEmpty, r.x0 >= 0, r.y0 >= 0, r.x1 <= width, r.y1 <= height else { return nil }
        let start = (bytes + r.y0 * stride + r.x0 * 4).assumingMemoryBound(to: UInt8.self)
        guard let shared = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(r.width),
                                                               Int32(r.height), Int32(stride)) else { return nil }
        guard cairo_surface_status(shared) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(shared)
            return nil
        }
        sharers.add(1, ordering: .relaxed)
        let reference = Unmanaged.passRetained(self).toOpaque()
        guard cairo_surface_set_user_data(shared, &_PixelBuffer.sharerKey, reference, { reference in
            let buffer = Unmanaged<_PixelBuffer>.fromOpaque(reference!)
            buffer.takeUnretainedValue().sharers.subtract(1, ordering: .releasing)
            buffer.release()
        }) == CAIRO_STATUS_SUCCESS else {
            // Not attached: undo by hand.
            sharers.subtract(1, ordering: .relaxed)
            Unmanaged<_PixelBuffer>.fromOpaque(reference).release()
            cairo_surface_destroy(shared)
            return nil
        }
        return shared
    }

    /// Copies the pixels of `r` (inside the buffer) to `destination`, whose rows are
    /// `destinationStride` bytes apart.
    func copyRows(of r: _PixelRect, to destination: UnsafeMutableRawPointer, stride destinationStride: Int) {
        for y in 0..<r.height {
            (destination + y * destinationStride)
                .copyMemory(from: bytes + (r.y0 + y) * stride + r.x0 * 4, byteCount: r.width * 4)
        }
    }

    /// Copies pixels from `source`, whose rows are `sourceStride` bytes apart, into `r` (inside
    /// the buffer).
    func copyRows(into r: _PixelRect, from source: UnsafeRawPointer, stride sourceStride: Int) {
        for y in 0..<r.height {
            (bytes + (r.y0 + y) * stride + r.x0 * 4).copyMemory(from: source + y * sourceStride, byteCount: r.width * 4)
        }
    }

    /// Copies every pixel of `other` (the same size) into this buffer.
    func copyPixels(of other: _PixelBuffer) {
        guard other.width == width, other.height == height, other.stride == stride else {
            fatalError("_PixelBuffer.copyPixels(of:): \(other.width) × \(other.height) pixels into \(width) × \(height)")
        }
        cairo_surface_flush(other.surface)
        bytes.copyMemory(from: other.bytes, byteCount: stride * height)
        cairo_surface_mark_dirty(surface)
    }
}
