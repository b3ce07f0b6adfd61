import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// What a layer's blurred shadow mask depends on: everything but where the layer is. The colour,
/// opacity and offset of the shadow are applied when the mask is composited, and a translation of
/// the layer moves the mask, so neither is part of the key.
package struct _CAShadowMaskKey: Equatable {
    /// The linear part of the layer's device transform (scale, rotation, shear).
    package var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
    package var radius: CGFloat
    /// `shadowPath`, compared by identity, else by its elements (a `layoutSubviews` that assigns a
    /// new but equal path each time does not re-blur), with a hash of its elements when it is
    /// mutable (a path changed in place re-blurs).
    package var path: CGPath?
    var pathElements: Int
    /// Without `shadowPath`: a hash of everything that shapes the alpha the layer and its sublayers
    /// draw (bounds, corner radius, alphas, content identity and version, sublayer geometry and
    /// shadows), see `_LayerRenderer.drawingHash` (`alphaOnly`).
    package var source: Int

    package static func == (l: _CAShadowMaskKey, r: _CAShadowMaskKey) -> Bool {
        l.a == r.a && l.b == r.b && l.c == r.c && l.d == r.d && l.radius == r.radius && _samePath(l.path, r.path)
            && l.pathElements == r.pathElements && l.source == r.source
    }

    private static func _samePath(_ l: CGPath?, _ r: CGPath?) -> Bool {
        if l === r { return true }
        guard let l, let r else { return false }
        return l == r
    }
}

/// A layer's shadow, blurred once and kept with the layer (`_storedRendering.shadowMask`): an `A8`
/// surface of the shadow's coverage, drawn with the device transform's translation rounded to whole
/// pixels. Composited at the layer's current translation (and `shadowOffset`), tinted with the
/// shadow colour, it is re-blurred only when its key changes — a moving layer reuses it. Freed with
/// the layer.
@MainActor
package final class _CAShadowMask {
    package let surface: OpaquePointer
    package let key: _CAShadowMaskKey
    /// Device pixel of the mask's top-left corner, relative to the rounded translation of the
    /// device transform it was drawn under.
    let originX: Int, originY: Int
    /// The content objects whose identity the key hashed, kept alive so no new object can reuse
    /// their addresses while the mask exists.
    private let owners: [AnyObject]

    /// Masks rasterized and blurred since launch (tests count re-blurs with it).
    static var renderCount = 0
    /// Masks alive now (tests check that a freed layer frees its mask).
    static var liveCount = 0

    package init?(width: Int, height: Int, key: _CAShadowMaskKey, originX: Int, originY: Int, owners: [AnyObject]) {
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15,
              let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        surface = s
        self.key = key
        self.originX = originX
        self.originY = originY
        self.owners = owners
        _CAShadowMask.liveCount += 1
    }

    isolated deinit {
        cairo_surface_destroy(surface)
        _CAShadowMask.liveCount -= 1
    }
}
