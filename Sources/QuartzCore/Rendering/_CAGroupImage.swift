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
    /// `_LayerRenderer.drawingHash` of the layer's body and subtree.
    var content: Int
}

/// The pixels of a layer drawn as a group — its background, contents, sublayers and border,
/// without its own shadow and opacity — kept with the layer (`_storedRendering.groupImage`) while
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

    /// Whether every pixel of the kept image is opaque, once asked (`isOpaque`); nil: not known.
    private var knownOpaque: Bool?

    /// Whether every pixel of the kept image is opaque (false without one): read from its pixels
    /// the first time it is asked for an image, then kept with it.
    var isOpaque: Bool {
        guard let surface else { return false }
        if let knownOpaque { return knownOpaque }
        let opaque = _ContentBlit.isOpaque(surface)
        knownOpaque = opaque
        return opaque
    }

    /// Group images drawn since launch (tests count redraws with it).
    static var renderCount = 0
    /// Groups composited from a kept image since launch (tests count hits with it).
    static var compositeCount = 0
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
        knownOpaque = nil
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
}
