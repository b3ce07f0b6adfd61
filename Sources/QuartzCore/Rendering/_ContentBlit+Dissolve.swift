import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
@_implementationOnly import CPixelOps
#else
internal import CCairo
internal import CPixelOps
#endif

/// A cross-dissolve of two looks placed one to one, summed and composited over the framebuffer in
/// one pass: the bytes Cairo 1.16's image backend produces for what `_LayerRenderer.sumDissolve`
/// asks of it in a new group — the old look painted at 1 − p, the new look's kept image added at
/// p — and the group then painted over the framebuffer, without the group (or the scratch
/// surface standing for it): its clear, its two passes and the final one.
///
/// Pixman's steps, per pixel, with its `MUL_UN8` and bytewise saturating sums (`rh_dissolve_over`,
/// four pixels at a time with SSE2); `m₁` and `m₂` are the top 8 bits of Cairo's
/// 16-bit alphas of 1 − p and p (0 below 0x0100, where Cairo draws nothing, and 255 at or above
/// 0xff00, where it draws without a mask: `MUL_UN8` by 0 and 255 gives the same bytes):
/// 1. OVER of the old look through m₁ onto the cleared group: o × m₁ (`sumDissolve`'s first draw).
/// 2. ADD of the new look through m₂: g = o × m₁ + n × m₂, saturating.
/// 3. OVER of the group onto the framebuffer: d = g + d × (255 − alpha(g)), saturating.
///
/// `_ContentBlit+DissolveTests` compares the two on random looks and framebuffers.
extension _ContentBlit {
    /// Whether `dissolve` can read `surface`.
    static func canDissolve(_ surface: OpaquePointer) -> Bool {
        Pixels(surface) != nil
    }

    /// Composites over `region` of `target` (inside its bounds) the sum of `before` at
    /// `beforeAlpha` and `after` at `afterAlpha`, each surface's top-left pixel at the device pixel
    /// given, and each holding the whole region (see the type's comment). False, having drawn
    /// nothing, when a surface cannot be read (`canDissolve`), an alpha is not finite or a surface
    /// does not hold the region.
    static func dissolve(before: OpaquePointer, at beforeOrigin: (x: Int, y: Int), alpha beforeAlpha: Double,
                         after: OpaquePointer, at afterOrigin: (x: Int, y: Int), alpha afterAlpha: Double,
                         region: _PixelRect, into target: _SolidRectFill.Target) -> Bool {
        guard beforeAlpha.isFinite, afterAlpha.isFinite else { return false }
        if region.isEmpty { return true }
        guard target.bounds.contains(region), let old = Pixels(before), let new = Pixels(after),
              holds(before, beforeOrigin, region), holds(after, afterOrigin, region) else { return false }
        cairo_surface_flush(before)
        cairo_surface_flush(after)
        let m1 = _SolidRectFill.Color.maskByte(beforeAlpha), m2 = _SolidRectFill.Color.maskByte(afterAlpha)
        rh_dissolve_over(old.base + (region.y0 - beforeOrigin.y) * old.stride + (region.x0 - beforeOrigin.x),
                         old.stride, old.alphaFill, m1,
                         new.base + (region.y0 - afterOrigin.y) * new.stride + (region.x0 - afterOrigin.x),
                         new.stride, new.alphaFill, m2,
                         target.pixels + region.y0 * target.stride + region.x0, target.stride,
                         Int32(region.width), Int32(region.height))
        target.wrotePixels = true
        return true
    }

    /// Whether `surface` with its top-left pixel at `origin` holds `region`.
    private static func holds(_ surface: OpaquePointer, _ origin: (x: Int, y: Int), _ region: _PixelRect) -> Bool {
        _PixelRect(x0: origin.x, y0: origin.y, x1: origin.x + Int(cairo_image_surface_get_width(surface)),
                   y1: origin.y + Int(cairo_image_surface_get_height(surface))).contains(region)
    }
}
