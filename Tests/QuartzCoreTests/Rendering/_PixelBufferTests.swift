import CCairo
import CoreGraphics
import Testing
@testable import QuartzCore
import UIKitTestSupport

/// The framebuffer's memory, shared with on-screen images: a shared surface shows the buffer's
/// pixels of its rectangle, keeps the buffer alive and counts as a sharer until Cairo destroys it,
/// on whichever thread.
@Suite struct _PixelBufferTests {
    /// Fills every pixel of `buffer` with its index.
    func number(_ buffer: _PixelBuffer) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                buffer.bytes.storeBytes(of: UInt32(y * buffer.width + x), toByteOffset: y * buffer.stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(buffer.surface)
    }

    @Test func aSharedSurfaceShowsItsRectangleAndHoldsTheBufferUntilDestroyed() throws {
        weak var weakBuffer: _PixelBuffer?
        var shared: OpaquePointer?
        do {
            let buffer = try #require(_PixelBuffer(width: 30, height: 20))
            weakBuffer = buffer
            number(buffer)
            #expect(!buffer.isShared)
            shared = buffer.sharedSurface(of: _PixelRect(x0: 5, y0: 7, x1: 25, y1: 20))
            #expect(buffer.isShared)
        }
        let surface = try #require(shared)
        #expect(weakBuffer != nil, "held by the surface")
        #expect(cairo_image_surface_get_width(surface) == 20 && cairo_image_surface_get_height(surface) == 13)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var right = true
        for y in 0..<13 {
            for x in 0..<20 {
                let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                right = right && word == UInt32((y + 7) * 30 + x + 5)
            }
        }
        #expect(right, "the buffer's pixels of the rectangle")
        cairo_surface_destroy(surface)
        #expect(weakBuffer == nil, "freed with the last surface")
    }

    @Test func theSharerCountFollowsTheSurfacesAliveAndTheirReleaseOnOtherThreads() async throws {
        let buffer = try #require(_PixelBuffer(width: 8, height: 8))
        let surfaces = (0..<100).map { _ in buffer.sharedSurface(of: _PixelRect(x0: 0, y0: 0, x1: 8, y1: 8))! }
        #expect(buffer.isShared)
        // Images may be released on any thread: each surface on its own task.
        await withTaskGroup(of: Void.self) { group in
            for surface in surfaces {
                let box = SendableSurface(surface: surface)
                group.addTask { cairo_surface_destroy(box.surface) }
            }
        }
        #expect(!buffer.isShared)
    }

    struct SendableSurface: @unchecked Sendable { let surface: OpaquePointer }

    @Test func aRectangleOutsideTheBufferOrEmptyIsRefused() throws {
        let buffer = try #require(_PixelBuffer(width: 10, height: 10))
        for r in [_PixelRect(x0: -1, y0: 0, x1: 5, y1: 5), _PixelRect(x0: 0, y0: 0, x1: 11, y1: 5),
                  _PixelRect(x0: 0, y0: 0, x1: 5, y1: 11), _PixelRect(x0: 3, y0: 3, x1: 3, y1: 8)] {
            #expect(buffer.sharedSurface(of: r) == nil, "\(r)")
        }
        #expect(!buffer.isShared)
        #expect(_PixelBuffer(width: 0, height: 10) == nil)
        #expect(_PixelBuffer(width: 10, height: 1 << 15) == nil)
    }

    @Test func copyingGivesEveryPixel() throws {
        let a = try #require(_PixelBuffer(width: 13, height: 9)), b = try #require(_PixelBuffer(width: 13, height: 9))
        number(a)
        b.copyPixels(of: a)
        #expect(memcmp(a.bytes, b.bytes, a.stride * a.height) == 0)
    }

    /// The last row of a rectangle not starting at column 0 reaches past the buffer's last row by
    /// less than a row: the allocation holds it (`CGImage.dataProvider` reports whole strides).
    @Test func anImageOverTheLastRowsReportsBytesInsideTheAllocation() throws {
        let buffer = try #require(_PixelBuffer(width: 16, height: 4))
        let surface = try #require(buffer.sharedSurface(of: _PixelRect(x0: 8, y0: 2, x1: 16, y1: 4)))
        let image = CGImage.adoptingARGBSurface(surface)
        let data = try #require(image.dataProvider?.data)
        #expect(data.count == image.bytesPerRow * 2)
        let start = cairo_image_surface_get_data(surface)!
        let end = UnsafeRawPointer(start) + data.count
        #expect(end <= UnsafeRawPointer(buffer.bytes) + buffer.stride * (buffer.height + 1))
    }

    /// Sharing and dropping again and again keeps memory flat and frees every buffer.
    @Test func sharingAndDroppingKeepsMemoryFlat() throws {
        weak var weakBuffer: _PixelBuffer?
        func cycle() {
            let buffer = _PixelBuffer(width: 64, height: 64)!
            weakBuffer = buffer
            for _ in 0..<10 {
                let surface = buffer.sharedSurface(of: _PixelRect(x0: 1, y0: 1, x1: 60, y1: 60))!
                cairo_surface_destroy(surface)
            }
        }
        for _ in 0..<100 { cycle() }
        let start = ResidentMemory.kilobytes()
        for _ in 0..<20_000 { cycle() }
        let growth = ResidentMemory.kilobytes() - start
        #expect(weakBuffer == nil)
        // A buffer kept by its surfaces would hold 16 kB each: 320 MB.
        #expect(growth < 32 * 1024, "\(growth) kB")
    }
}
