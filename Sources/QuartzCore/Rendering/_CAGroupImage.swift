import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// What a group image depends on besides the subtree's drawing: the linear part of the layer's
/// device transform, the fraction of a device pixel its translation falls at, and the device
/// pixels the group covers relative to the translation's whole-pixel part.
struct _CAGroupImageKey: Equatable {
    var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
    var fx: CGFloat, fy: CGFloat
    var x0: Int, y0: Int, x1: Int, y1: Int
    /// `_CAGroupImage.contentHash` of the layer's body and subtree.
    var content: Int
}

/// The pixels of a layer drawn as a group — its background, contents, sublayers and border,
/// without its own shadow and opacity — kept with the layer (`_rendering.groupImage`) while
/// nothing in the subtree changes, and composited with the layer's opacity each frame: a fading
/// subtree (an opacity animation) or the new look of a cross-dissolve composites one image
/// instead of drawing the subtree again.
///
/// **Pixels are exactly those of drawing the group.** Today's group is drawn into a pushed group
/// (`cairo_push_group`, a cleared ARGB surface covering the clip) and composited with
/// `cairo_paint_with_alpha`; the kept image is the same drawing into a cleared ARGB surface
/// covering the whole group (`_LayerRenderer.subtreeDeviceBox`), under the same device transform
/// moved by whole pixels only, and is composited with the same call. Drawing is per pixel, so the
/// pixels inside the clip are the same (tests compare with drawing directly).
///
/// **When it is still valid.** The image is keyed by a hash of everything the subtree draws, read
/// as the compositor would draw it (presentation values): bounds, transforms, opacity, z order,
/// colours, borders, radii, contents (identity and version, kept alive by the image), shadows,
/// transitions, hidden layers. The hash is computed whenever the group is drawn (a walk of the
/// subtree, no allocation); a change anywhere makes a new image. Like Flutter's raster cache, an
/// image is made only once the same key is asked for in two compositor passes in a row, so a group whose inside
/// changes every frame is drawn directly each frame and not copied besides.
@MainActor
final class _CAGroupImage: _CARasterCacheEntry {
    private(set) var key: _CAGroupImageKey?
    /// The key last asked for that did not match, and in which compositor pass.
    private var pendingKey: _CAGroupImageKey?
    private var pendingPass: UInt64 = 0
    /// The content objects the key hashed by identity, kept alive with the image so no new object
    /// reuses their addresses.
    private var owners: [AnyObject] = []

    /// Group images drawn since launch (tests count redraws with it).
    static var renderCount = 0
    /// Whether groups use kept images (tests draw with and without to compare pixels).
    static var isEnabled = true

    /// Whether the image holds `key`; otherwise, whether to draw it now (the key was also asked
    /// for in an earlier pass) — else the caller draws the group directly.
    func isReady(for key: _CAGroupImageKey, pass: UInt64) -> Bool {
        if surface != nil && self.key == key { return true }
        if pendingKey == key && pendingPass != pass { return true }
        pendingKey = key
        pendingPass = pass
        return false
    }

    /// The image for `key`: the kept one, or a new one drawn by `draw` (given a context whose
    /// device space is shifted so the image's top-left pixel is the origin). Nil when too big.
    func image(for key: _CAGroupImageKey, owners: () -> [AnyObject], draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        if let surface, self.key == key {
            linkAsNewest()
            return surface
        }
        pendingKey = nil
        self.key = nil
        self.owners = []
        guard let s = makeSurface(CAIRO_FORMAT_ARGB32, width: key.x1 - key.x0, height: key.y1 - key.y0,
                                  maximumBytes: RenderingConstants.rasterCacheMaximumGroupBytes) else { return nil }
        let gcr = cairo_create(s)!
        draw(gcr)
        cairo_destroy(gcr)
        cairo_surface_flush(s)
        self.key = key
        self.owners = owners()
        _CAGroupImage.renderCount += 1
        return s
    }

    // MARK: - The content hash

    /// Layers waiting in `contentHash`'s walk, kept between calls so the walk allocates nothing
    /// once grown.
    private static var walkStack: [CALayer] = []

    /// A hash of everything `layer` draws as a group — its body (`v`: bounds, clipping, radius,
    /// colours, border, contents) and every sublayer's transform, opacity, z position, shadow,
    /// transition and body — but not the layer's own opacity, shadow, transition or place. With
    /// `owners` non-nil, appends each object hashed by identity.
    static func contentHash(_ layer: CALayer, _ v: _CALayerDrawValues, presentation: Bool,
                            owners: inout [AnyObject]?) -> Int {
        var h = Hasher()
        hashBody(v, into: &h, owners: &owners)
        var stack = walkStack
        walkStack = []
        defer { stack.removeAll(keepingCapacity: true); walkStack = stack }
        h.combine(layer._sublayers.count)
        for sub in layer._sublayers.reversed() { stack.append(sub) }
        while let sub = stack.popLast() {
            let sv = sub._valuesToDraw(presentation: presentation)
            if sv.isHidden || sv.opacity <= 0 {
                h.combine(-1)
                continue
            }
            let t = sv.localToParent
            h.combine(t.a); h.combine(t.b); h.combine(t.c); h.combine(t.d); h.combine(t.tx); h.combine(t.ty)
            h.combine(sv.opacity)
            h.combine(sub.zPosition)
            if let shadow = sv.shadow {
                hash(shadow.color, into: &h)
                h.combine(shadow.offset.width); h.combine(shadow.offset.height)
                h.combine(shadow.radius)
                if let path = shadow.path {
                    h.combine(ObjectIdentifier(path))
                    if path is CGMutablePath { h.combine(path._elementsHash) }
                    owners?.append(path)
                }
            } else {
                h.combine(0)
            }
            if let t = sv.transition {
                h.combine(t.style == .crossDissolve ? 1 : t.style == .flipAboutVerticalAxis ? 2 : 3)
                h.combine(t.progress)
                h.combine(ObjectIdentifier(t.before))
                owners?.append(t.before)
            } else {
                h.combine(0)
            }
            hashBody(sv, into: &h, owners: &owners)
            let subs = sub._sublayers
            h.combine(subs.count)
            for s in subs.reversed() { stack.append(s) }
        }
        return h.finalize()
    }

    private static func hash(_ c: _RGBA?, into h: inout Hasher) {
        guard let c else { h.combine(-1); return }
        h.combine(c.red); h.combine(c.green); h.combine(c.blue); h.combine(c.alpha)
    }

    /// The part of `contentHash` for one layer's own drawing.
    private static func hashBody(_ v: _CALayerDrawValues, into h: inout Hasher, owners: inout [AnyObject]?) {
        h.combine(v.bounds.origin.x); h.combine(v.bounds.origin.y)
        h.combine(v.bounds.size.width); h.combine(v.bounds.size.height)
        h.combine(v.masksToBounds)
        h.combine(v.cornerRadius)
        hash(v.background, into: &h)
        h.combine(v.borderWidth)
        hash(v.borderWidth > 0 ? v.border : nil, into: &h)
        if let owner = v.contentOwner {
            h.combine(ObjectIdentifier(owner))
            h.combine(v.contentVersion)
            h.combine(v.contentPixelSize.width); h.combine(v.contentPixelSize.height)
            h.combine(v.contentScale)
            h.combine(v.contentsGravity)
            h.combine(v.contentsRect.origin.x); h.combine(v.contentsRect.origin.y)
            h.combine(v.contentsRect.size.width); h.combine(v.contentsRect.size.height)
            owners?.append(owner)
        } else {
            h.combine(0)
        }
    }
}
