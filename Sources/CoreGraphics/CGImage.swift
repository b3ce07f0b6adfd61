import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// An immutable bitmap image, as Apple's `CGImage`.
///
/// Whatever layout an image is created with, its pixels are also kept as a Cairo `ARGB32` image
/// surface (premultiplied, native endian), converted once at creation, so `CGContext.draw(_:in:)` and
/// the QuartzCore compositor use it without conversion. The layout the image was created with is what
/// `bitmapInfo`, `bitsPerPixel`, `bytesPerRow` and `dataProvider` report; for images already in Cairo's
/// layout the provider's bytes and the surface are the same memory.
///
/// Row 0 is the top row (as on Apple's platforms: `cropping(to:)` rects have a top-left origin).
/// Immutable after creation, so `Sendable`: it may be created on one thread and drawn on another.
/// Drawing the *same* image into contexts on two threads at the same moment is not safe, because
/// Cairo/pixman reference-count the source surface without atomics during a composite.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// 8: the only depth Rockhopper supports.
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    /// Bytes from the start of one row to the next in `dataProvider`'s data.
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    public let dataProvider: CGDataProvider?
    /// Whether scaled drawing may interpolate (otherwise nearest neighbour).
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent

    /// The Cairo `ARGB32` image surface holding the pixels; owned by the image (released when the
    /// image is deinitialised). Callers must not draw into it; keep the `CGImage` alive while using it,
    /// or take a reference with `cairo_surface_reference`.
    package let cairoSurface: OpaquePointer

    /// The alpha info part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }
    /// Always false: image masks are not supported.
    public var isMask: Bool { false }

    /// Adopts `surface` (an `ARGB32` image surface holding the pixels, one reference transferred).
    /// `providerData` holds the bytes in the reported layout; nil means the reported layout is
    /// Cairo's and the provider shares the surface's memory.
    init(adopting surface: OpaquePointer, bitsPerComponent: Int = 8, bitsPerPixel: Int = 32, bytesPerRow: Int? = nil,
         space: CGColorSpace?, bitmapInfo: CGBitmapInfo = CGImage.nativeBitmapInfo, providerData: Data?,
         shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        cairo_surface_flush(surface)
        cairoSurface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow ?? stride
        self.colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        if let providerData {
            dataProvider = CGDataProvider(data: providerData)
        } else {
            // Share the surface's memory: the Data keeps its own reference to the surface.
            let owner = SurfaceReference(cairo_surface_reference(surface))
            let bytes = Data(bytesNoCopy: cairo_image_surface_get_data(surface), count: stride * height,
                             deallocator: .custom { _, _ in owner.release() })
            dataProvider = CGDataProvider(data: bytes)
        }
    }

    deinit { cairo_surface_destroy(cairoSurface) }

    /// `premultipliedFirst | byteOrder32Host`: Cairo's ARGB32.
    static let nativeBitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host)

    /// An image from raw pixels. Nil when the combination is not supported (see `PixelLayout`:
    /// 8 bits per component; RGB in 32 or 24 bits, gray in 8 or 16, alpha-only in 8), when the
    /// space's component count does not fit, or when the provider holds fewer than
    /// `bytesPerRow · (height − 1) + width · bitsPerPixel / 8` bytes.
    ///
    /// `decode`, when given, holds a (min, max) pair per colour component that remaps each component
    /// linearly (`min + v · (max − min)`), as Apple's decode arrays do; alpha is not remapped.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        let model: CGColorSpaceModel? = bitmapInfo.alphaInfo == .alphaOnly ? nil : space.model
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       bitmapInfo: bitmapInfo, model: model),
              bytesPerRow >= width * layout.bytesPerPixel,
              let data = provider.data,
              data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel,
              let surface = CGImage.makeSurface(width: width, height: height) else { return nil }
        var tables: [[UInt8]]? = nil
        if let decode {
            let count = layout.kind == .rgb ? 3 : 1
            tables = (0..<count).map { c in
                let lo = decode[2 * c], hi = decode[2 * c + 1]
                return (0..<256).map { v in UInt8(max(0, min(255, ((lo + CGFloat(v) / 255 * (hi - lo)) * 255).rounded()))) }
            }
        }
        data.withUnsafeBytes { raw in
            layout.convertToARGB(from: raw.baseAddress!, sourceStride: bytesPerRow,
                                 to: cairo_image_surface_get_data(surface), destinationStride: Int(cairo_image_surface_get_stride(surface)),
                                 x: 0, y: 0, width: width, height: height, decode: tables)
        }
        cairo_surface_mark_dirty(surface)
        self.init(adopting: surface, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, providerData: data,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// An image that takes over `surface`, a Cairo `ARGB32` image surface (the caller's reference):
    /// what `makeImage()` of a context wrapping that surface gives, without copying its pixels.
    package static func adoptingARGBSurface(_ surface: OpaquePointer) -> CGImage {
        CGImage(adopting: surface, space: CGColorSpace.deviceRGB,
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host),
                providerData: nil)
    }

    /// A new `ARGB32` image surface, or nil when Cairo cannot create one (size too large).
    static func makeSurface(width: Int, height: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// The part of the image inside `rect` (pixels, origin top-left), after rounding `rect` out to
    /// whole pixels and intersecting it with the image; nil when nothing is left. The copy keeps the
    /// image's layout, with rows packed (`bytesPerRow = width · bitsPerPixel / 8`).
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return nil }
        let x = Int(r.minX), y = Int(r.minY), w = Int(r.width), h = Int(r.height)
        guard let surface = CGImage.makeSurface(width: w, height: h) else { return nil }
        let srcStride = Int(cairo_image_surface_get_stride(cairoSurface))
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        let src = cairo_image_surface_get_data(cairoSurface)!, dst = cairo_image_surface_get_data(surface)!
        for row in 0..<h {
            (dst + row * dstStride).update(from: src + (y + row) * srcStride + x * 4, count: w * 4)
        }
        cairo_surface_mark_dirty(surface)
        let bytesPerPixel = bitsPerPixel / 8
        var providerData: Data? = nil
        if let original = dataProvider?.data, !PixelLayout.isNative(bitmapInfo: bitmapInfo, bitsPerPixel: bitsPerPixel) {
            var cropped = Data(count: w * bytesPerPixel * h)
            cropped.withUnsafeMutableBytes { out in
                original.withUnsafeBytes { input in
                    for row in 0..<h {
                        (out.baseAddress! + row * w * bytesPerPixel).copyMemory(
                            from: input.baseAddress! + (y + row) * bytesPerRow + x * bytesPerPixel, byteCount: w * bytesPerPixel)
                    }
                }
            }
            providerData = cropped
        }
        return CGImage(adopting: surface, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: providerData == nil ? nil : w * bytesPerPixel, space: colorSpace,
                       bitmapInfo: bitmapInfo, providerData: providerData,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}

extension PixelLayout {
    /// True when `bitmapInfo` with `bitsPerPixel` is Cairo's ARGB32.
    static func isNative(bitmapInfo: CGBitmapInfo, bitsPerPixel: Int) -> Bool {
        PixelLayout(bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo, model: .rgb)?.isNativeARGB ?? false
    }
}

/// One Cairo surface reference, released once, that a `Data` deallocator may carry across threads.
final class SurfaceReference: @unchecked Sendable {
    private let surface: OpaquePointer
    init(_ surface: OpaquePointer) { self.surface = surface }
    func release() { cairo_surface_destroy(surface) }
}
