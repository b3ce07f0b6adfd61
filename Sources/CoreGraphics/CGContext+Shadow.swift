import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

extension CGContext {
    /// Gives everything drawn afterwards a shadow of `color` (nil turns shadows off), offset by `offset`
    /// and blurred by `blur`. As on Apple's platforms, offset and blur are in base (device) space and
    /// not affected by the CTM: `offset.height > 0` moves the shadow **up** on screen, also in UIKit's
    /// flipped contexts. The blur is a Gaussian with σ = blur / 2 device pixels (see `ShadowBlur`).
    /// The shadow is part of the graphics state. The global alpha applies to it as to the shape.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color.rgba)
    }

    /// `setShadow(offset:blur:color:)` with Apple's default colour: black at 1/3 alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Runs `body` into a group, paints the group's shadow, then the group. Called by `performDrawing`
    /// when a shadow is set.
    func drawWithShadow(_ shadow: Shadow, _ body: () -> Void) {
        // The device rectangle the drawing can reach: the clip's bounding box within the surface.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (ux, uy) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var dx = ux, dy = uy
            cairo_user_to_device(cr, &dx, &dy)
            minX = min(minX, dx); minY = min(minY, dy); maxX = max(maxX, dx); maxY = max(maxY, dy)
        }
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        let w = Int(maxX.rounded(.up)) - left, h = Int(maxY.rounded(.up)) - top
        guard w > 0, h > 0, w < 1 << 15, h < 1 << 15 else { body(); return }

        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        body()
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }

        // The group's coverage, blurred, in an A8 surface with room for the blur around it.
        let sigma = ShadowBlur.sigma(forBlur: shadow.blur)
        let margin = ShadowBlur.margin(sigma: sigma)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w + 2 * margin), Int32(h + 2 * margin))!
        defer { cairo_surface_destroy(mask) }
        var groupSurface: OpaquePointer? = nil
        if cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface {
            let painter = cairo_create(mask)!
            cairo_set_source_surface(painter, groupSurface, Double(margin - left), Double(margin - top))
            cairo_paint(painter)
            cairo_destroy(painter)
            cairo_surface_flush(mask)
            ShadowBlur.blur(cairo_image_surface_get_data(mask), width: w + 2 * margin, height: h + 2 * margin,
                            stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
            // Device space, y down: Apple's y-up offset height moves the shadow towards smaller y.
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, Double(max(0, min(1, shadow.color.red))), Double(max(0, min(1, shadow.color.green))),
                                  Double(max(0, min(1, shadow.color.blue))), Double(max(0, min(1, shadow.color.alpha))))
            cairo_mask_surface(cr, mask, Double(left - margin) + shadow.offset.width, Double(top - margin) - shadow.offset.height)
            cairo_restore(cr)
        }
        cairo_set_source(cr, group)
        cairo_paint(cr)
    }
}
