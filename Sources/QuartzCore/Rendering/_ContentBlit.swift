import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Composites a layer's contents whose pixels land on device pixels one to one (no scale, a
/// whole-pixel offset) straight into the compositor's framebuffer, producing the bytes Cairo 1.16's
/// image backend produces for what `_LayerRenderer.drawContents` asks of it there — a surface
/// source with `CAIRO_FILTER_NEAREST` under an integer translation, a whole-pixel rectangle, and
/// `cairo_fill` (opacity 1) or `cairo_clip` + `cairo_paint_with_alpha` — without the two
/// allocations each such call makes in Cairo (its image source and the pixman image wrapping the
/// surface's pixels): the pixman images are kept in the framebuffer's `_SolidRectFill.Target`.
///
/// Cairo's steps, repeated (`_ContentBlitTests` compares the two on thousands of random blits):
/// 1. The opacity as Cairo's 16-bit alpha (`d × 65535 + ½`, truncated): below 0x0100 the mask is
///    clear and nothing is drawn (`_cairo_gstate_mask`); at or above 0xff00 it is opaque and the
///    source is painted without a mask.
/// 2. The box: the source rectangle moved to the device, cut by the clip (whole pixels: Cairo
///    takes both for boxes, `composite_aligned_boxes`).
/// 3. One `pixman_image_composite32` with OVER from the source's pixels (ARGB32 as a8r8g8b8,
///    RGB24 as x8r8g8b8) through a solid mask of the opacity's top 8 bits, or none
///    (`composite_boxes` in `cairo-image-compositor.c`). An opaque source that Cairo would copy
///    with SOURCE gives the same bytes under OVER.
enum _ContentBlit {
    /// How many content surfaces' pixman images a framebuffer keeps.
    static let keptSourceImages = 8

    /// A kept pixman image of a content surface's pixels, and the layout it was made for.
    struct SourceImage {
        var pixels: UnsafeMutableRawPointer
        var width: Int32
        var height: Int32
        var stride: Int32
        var format: cairo_format_t
        var image: OpaquePointer
    }

    /// Draws the pixels `source` (whole image pixels, inside the image) of `surface` moved by
    /// (`dx`, `dy`) device pixels at `alpha`, clipped to `clip` (whole device pixels), into
    /// `target`. False, having drawn nothing, when Cairo must: the surface is not a 32-bit image
    /// with its pixels at hand, or has a device offset or scale, or `alpha` is not finite.
    ///
    /// `operation` is how the pixels meet the framebuffer's: `.over` (what `drawContents` asks
    /// for) or `.add` (Cairo's `CAIRO_OPERATOR_ADD` through the same mask: each channel of the
    /// source at `alpha` added to the framebuffer's, saturating; onto transparent pixels, the
    /// bytes OVER writes there).
    static func blit(_ surface: OpaquePointer, source: _PixelRect, dx: Int, dy: Int, alpha: Double,
                     clip: _PixelRect, into target: _SolidRectFill.Target, operation: Operation = .over) -> Bool {
        guard alpha.isFinite, let image = sourceImage(of: surface, in: target) else { return false }
        let alphaShort = _SolidRectFill.Color.short(_SolidRectFill.Color.clamp(alpha))
        if alphaShort < 0x0100 { return true }
        let box = _PixelRect(x0: source.x0 + dx, y0: source.y0 + dy, x1: source.x1 + dx, y1: source.y1 + dy)
            .intersection(clip).intersection(target.bounds)
        guard box.x1 > box.x0, box.y1 > box.y0 else { return true }
        var mask: OpaquePointer? = nil
        if alphaShort < 0xff00 {
            target.opacityPixel.pointee = (alphaShort >> 8) << 24
            mask = target.opacityMask
        }
        pixman_image_composite32(operation == .add ? PIXMAN_OP_ADD : PIXMAN_OP_OVER, image, mask, target.destination,
                                 Int32(box.x0 - dx), Int32(box.y0 - dy), 0, 0,
                                 Int32(box.x0), Int32(box.y0), Int32(box.width), Int32(box.height))
        target.wrotePixels = true
        return true
    }

    /// How a blit's pixels meet the framebuffer's (see `blit`).
    enum Operation {
        case over, add
    }

    /// Whether every pixel of `surface` (a 32-bit image) is opaque: RGB24, or ARGB32 with every
    /// alpha 0xff. False for any other surface. Reads every pixel: callers keep the answer.
    static func isOpaque(_ surface: OpaquePointer) -> Bool {
        let format = cairo_image_surface_get_format(surface)
        if format == CAIRO_FORMAT_RGB24 { return true }
        guard format == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(surface) else { return false }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeBufferPointer(start: UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self),
                                          count: width)
            // The alpha bytes ANDed together: 0xff only when every one is.
            var all: UInt32 = 0xffff_ffff
            for pixel in row { all &= pixel }
            if all >> 24 != 0xff { return false }
        }
        return true
    }

    /// Whether `blit` can draw `surface`'s pixels into `target` (it makes and keeps their pixman
    /// image).
    static func canBlit(_ surface: OpaquePointer, into target: _SolidRectFill.Target) -> Bool {
        sourceImage(of: surface, in: target) != nil
    }

    /// The pixels of a 32-bit image surface as pixman reads them (`blit`, `dissolve`): rows of
    /// `stride` pixels, and the alpha an RGB24 pixel is read with (pixman's x8r8g8b8 reads its
    /// unused byte as 0xff). Nil for any other surface, or one with a device offset or scale.
    struct Pixels {
        var base: UnsafeMutablePointer<UInt32>
        var stride: Int
        var format: cairo_format_t
        var alphaFill: UInt32 { format == CAIRO_FORMAT_RGB24 ? 0xff00_0000 : 0 }

        init?(_ surface: OpaquePointer) {
            format = cairo_image_surface_get_format(surface)
            guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
                  let data = cairo_image_surface_get_data(surface) else { return nil }
            var ox = 0.0, oy = 0.0, sx = 1.0, sy = 1.0
            cairo_surface_get_device_offset(surface, &ox, &oy)
            cairo_surface_get_device_scale(surface, &sx, &sy)
            guard ox == 0, oy == 0, sx == 1, sy == 1 else { return nil }
            base = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
            stride = Int(cairo_image_surface_get_stride(surface)) / 4
        }
    }

    /// The kept pixman image of `surface`'s pixels, made (replacing the oldest) when none matches
    /// their address and layout. Nil when pixman cannot wrap them.
    private static func sourceImage(of surface: OpaquePointer, in target: _SolidRectFill.Target) -> OpaquePointer? {
        guard let pixels = Pixels(surface) else { return nil }
        let format = pixels.format
        let pixmanFormat = format == CAIRO_FORMAT_RGB24 ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8
        let raw = UnsafeMutableRawPointer(pixels.base)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        for kept in target.sourceImages
        where kept.pixels == raw && kept.width == width && kept.height == height && kept.stride == stride
            && kept.format == format {
            return kept.image
        }
        guard let image = pixman_image_create_bits(pixmanFormat, width, height,
                                                   raw.assumingMemoryBound(to: UInt32.self), stride) else { return nil }
        let made = SourceImage(pixels: raw, width: width, height: height, stride: stride, format: format, image: image)
        if target.sourceImages.count < keptSourceImages {
            target.sourceImages.append(made)
        } else {
            pixman_image_unref(target.sourceImages[target.nextSourceImage].image)
            target.sourceImages[target.nextSourceImage] = made
            target.nextSourceImage = (target.nextSourceImage + 1) % keptSourceImages
        }
        return image
    }
}
