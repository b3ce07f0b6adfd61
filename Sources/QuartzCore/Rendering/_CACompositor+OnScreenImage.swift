import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Reusing what is on screen (issue 17, goal 4b): `snapshotView(afterScreenUpdates: false)` of a
/// view the framebuffer shows as it is takes its pixels instead of rendering its layer tree.
///
/// The copy is taken only when it is pixel-identical to the render
/// (`CALayer.render(in:)` of the layer at the framebuffer's scale, clipped to its bounds):
/// - the framebuffer is current for `root` (`isCurrent(for:)`): nothing changed since the last
///   composite, nothing animates, no removed layer waits to be redrawn;
/// - the layer and every ancestor up to `root` are drawn by this compositor (live records), not
///   hidden, at opacity 1, with identity transforms (so only translations place it);
/// - the layer's rectangle in device pixels has whole-pixel edges, lies inside the framebuffer and
///   inside the bounds of every ancestor that masks to bounds (none of which is rounded);
/// - the layer paints every pixel of that rectangle itself at full opacity: an opaque background
///   (alpha 1), square corners, no shadow and no border — so what lies below it does not show;
/// - what is drawn after it (a later sibling of it or of any ancestor: its subtree's recorded
///   pixels, shadows included) covers at most `RenderingConstants.onScreenImageMaxRenderedRects`
///   rectangles of it; those are drawn over the copy as the compositor's redraw of them draws
///   the layer (its device matrices, culled by this frame's records: only the layers there are
///   drawn) without what comes after it, the rest is copied.
/// Otherwise `onScreenImage(of:root:)` returns nil and the caller renders.
///
/// When nothing is drawn over it, the image does not copy the pixels: it shares the framebuffer's
/// memory (`_PixelBuffer.sharedSurface(of:)`), and the first frame after it that writes pixels
/// while the image lives goes on in a copy (`ownFramebuffer()`). With something on top, the
/// rectangle's rows are copied and the covered parts drawn over them.
extension _CACompositor {
    /// How many images `onScreenImage(of:root:)` took from the framebuffer (for tests).
    package static var onScreenImageCount = 0
    /// How many of them share the framebuffer's memory rather than copy it (for tests).
    package static var sharedOnScreenImageCount = 0
    /// How many took the pixels under the status bar from the compositor's underlay rather than
    /// drawing them (for tests).
    package static var underlayUseCount = 0

    /// The key under which an on-screen image's surface holds the memory it frees with it.
    nonisolated(unsafe) private static var onScreenMemoryKey = cairo_user_data_key_t()

    /// False makes `onScreenImage(of:root:)` always return nil (tests compare against the render).
    package static var reusesOnScreenPixels = true

    /// Whether the framebuffer shows the tree under `root` as it is now: the last composite walked
    /// `root` at the current `CALayer._renderGeneration`, did not animate, and the next one would
    /// draw nothing.
    ///
    /// "Nothing changed" is read from `root`'s own marks, not from the global
    /// `CALayer._renderGeneration`: every change that can alter pixels marks its layer and lists it
    /// up to the root (`_noteOwnRenderChange`, `_noteSublayersChanged`), and a root with no mark
    /// and no listed sublayer is one the next `composite(_:)` would skip whole. The generation also
    /// moves for layers in no window (the snapshot view this makes, say), which do not change
    /// this framebuffer.
    package func isCurrent(for root: CALayer) -> Bool {
        let me = ObjectIdentifier(self)
        return !needsFullRedraw && !animatedLastFrame && root === compositedRoot
            && !root._renderDirty && !root._sublayersChanged && root._dirtySublayers.isEmpty
            && root._storedRendering.record.owner == me
            && root._runtime.animationEngine.animatingLayerCount == 0
            && !_CACompositor.removedDamage.contains { $0.owner == me }
    }

    /// The framebuffer's pixels of `layer` (a layer in `root`'s tree, `root` being the tree this
    /// compositor draws) when they are exactly what rendering the layer would give (see the
    /// extension's comment); nil otherwise.
    package func onScreenImage(of layer: CALayer, root: CALayer) -> CGImage? {
        guard _CACompositor.reusesOnScreenPixels, isCurrent(for: root) else { return nil }
        let me = ObjectIdentifier(self)
        // The layer paints its whole rectangle opaquely.
        guard let background = layer._storedBackgroundColor, background.alpha == 1, layer._storedCornerRadius == 0,
              layer._storedBorderWidth == 0, layer._storedShadowOpacity == 0 || layer._storedShadowColor == nil else { return nil }
        // Its rectangle in screen points, through translations only, inside every masking clip.
        var rect = CGRect(origin: .zero, size: layer.bounds.size)
        var current: CALayer = layer
        while true {
            guard !current.isHidden, current.opacity == 1, CATransform3DIsIdentity(current.transform),
                  current._storedRendering.record.owner == me else { return nil }
            if current !== layer && current.masksToBounds {
                guard current.cornerRadius == 0, current.bounds.contains(rect) else { return nil }
            }
            let frame = current.frame, b = current.bounds
            rect = rect.offsetBy(dx: frame.minX - b.minX, dy: frame.minY - b.minY)
            if current === root { break }
            guard let superlayer = current.superlayer else { return nil }
            current = superlayer
        }
        let device = CGRect(x: rect.minX * scale, y: rect.minY * scale,
                            width: rect.width * scale, height: rect.height * scale)
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite,
              device.minX == device.minX.rounded(), device.minY == device.minY.rounded(),
              device.maxX == device.maxX.rounded(), device.maxY == device.maxY.rounded(),
              device.minX >= 0, device.minY >= 0,
              device.maxX <= CGFloat(pixelWidth), device.maxY <= CGFloat(pixelHeight),
              device.width >= 1, device.height >= 1 else { return nil }
        let pixels = _PixelRect(x0: Int(device.minX), y0: Int(device.minY),
                                x1: Int(device.maxX), y1: Int(device.maxY))
        // What is drawn later over it (a status bar over a full-screen view, say): those
        // rectangles are rendered rather than copied.
        var later: [CALayer] = []
        current = layer
        while current !== root {
            guard let superlayer = current.superlayer, let siblings = superlayer.sublayers,
                  let index = siblings.firstIndex(where: { $0 === current }) else { return nil }
            later.append(contentsOf: siblings[(index + 1)...])
            current = superlayer
        }
        guard let (covered, overlayOnly) = coveredRects(of: pixels, by: later, root: root) else { return nil }
        // The same image again (nothing changed since): the framebuffer still holds its pixels.
        if let patch = screenPatch, patch.layer === layer, patch.area == pixels, patch.rects == covered,
           let shared = framebufferMemory.sharedSurface(of: pixels) {
            return sharedImage(shared)
        }
        // The framebuffer shows the screen again first (in a copy if an image holds it, before
        // drawing into it).
        if screenPatch != nil || (!covered.isEmpty && framebufferMemory.isShared) { ownFramebuffer() }
        let buffer = framebufferMemory
        cairo_surface_flush(buffer.surface)
        if !covered.isEmpty {
            // What lies on top is replaced, in the framebuffer itself, by the layer drawn there,
            // and the screen's pixels kept to be put back before the framebuffer is next written
            // or shown (`ownFramebuffer()`).
            screenPatch = ScreenPatch(layer: layer, area: pixels, rects: covered, saving: buffer)
            if overlayOnly, let underlay, underlay.isValid, covered.allSatisfy({ underlay.rect.contains($0) }) {
                // Only the status bar lies on top: the pixels under it are kept.
                for r in covered { underlay.write(r, into: buffer) }
                cairo_surface_mark_dirty(buffer.surface)
                _CACompositor.underlayUseCount += 1
            } else {
                renderCovered(covered, of: layer, root: root, into: buffer.surface, at: fullRect)
            }
        }
        if let shared = buffer.sharedSurface(of: pixels) { return sharedImage(shared) }
        // Copy the rows into memory the image takes over (not cleared first: every byte is copied),
        // and draw what lies on top over them.
        let w = pixels.width, h = pixels.height
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        guard stride > 0, let memory = malloc(stride * h) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, &_CACompositor.onScreenMemoryKey, memory, { free($0) })
                == CAIRO_STATUS_SUCCESS else {
            free(memory)
            return nil
        }
        buffer.copyRows(of: pixels, to: memory, stride: stride)
        cairo_surface_mark_dirty(surface)
        if !covered.isEmpty { renderCovered(covered, of: layer, root: root, into: surface, at: pixels) }
        _CACompositor.onScreenImageCount += 1
        return CGImage.adoptingARGBSurface(surface)
    }

    /// The rectangles of `area` that the `later` layers (drawn after the one whose pixels they are)
    /// and their subtrees draw over, one for each later layer's subtree, and whether the only one
    /// is the screen overlay of `root` (the status bar, whose underlay holds what is under it);
    /// nil when more than `RenderingConstants.onScreenImageMaxRenderedRects`. (The pixels of each
    /// layer that draws itself — a status bar's labels and icons rather than the bar's width — were
    /// tried: the reference scene's snapshot then drew the views under the bar once a rectangle,
    /// 1.97M instructions against 1.71M.)
    private func coveredRects(of area: _PixelRect, by later: [CALayer],
                              root: CALayer) -> (rects: [_PixelRect], overlayOnly: Bool)? {
        let me = ObjectIdentifier(self)
        var covered: [_PixelRect] = []
        var overlayOnly = true
        for l in later {
            let record = l._storedRendering.record
            guard record.owner == me else { continue }
            let r = record.subtree.union(record.drawn).intersection(area)
            if !r.isEmpty {
                guard covered.count < RenderingConstants.onScreenImageMaxRenderedRects else { return nil }
                covered.append(r)
                if !(l._storedRendering.isScreenOverlay && l === root._storedSublayers.last) { overlayOnly = false }
            }
        }
        return (covered, overlayOnly)
    }

    /// An image over `surface` (shared framebuffer pixels), counted.
    private func sharedImage(_ surface: OpaquePointer) -> CGImage {
        _CACompositor.onScreenImageCount += 1
        _CACompositor.sharedOnScreenImageCount += 1
        return CGImage.adoptingARGBSurface(surface)
    }

    /// Rectangles of the framebuffer that hold an on-screen image's pixels (the layer drawn
    /// without what lies on top of it there) and the screen's own pixels of them.
    struct ScreenPatch {
        /// The layer whose image the framebuffer holds, and its pixels there.
        weak var layer: CALayer?
        var area: _PixelRect
        var rects: [_PixelRect]
        /// The screen's pixels of each rectangle, rows packed.
        var saved: [[UInt32]]

        /// Keeps `memory`'s pixels of `rects`.
        init(layer: CALayer, area: _PixelRect, rects: [_PixelRect], saving memory: _PixelBuffer) {
            self.layer = layer
            self.area = area
            self.rects = rects
            saved = rects.map { r in
                [UInt32](unsafeUninitializedCapacity: r.area) { words, count in
                    memory.copyRows(of: r, to: UnsafeMutableRawPointer(words.baseAddress!), stride: r.width * 4)
                    count = r.area
                }
            }
        }

        /// Puts the kept pixels back into `memory` (which holds no image's pixels).
        func restore(in memory: _PixelBuffer) {
            cairo_surface_flush(memory.surface)
            for (r, words) in zip(rects, saved) {
                words.withUnsafeBytes { memory.copyRows(into: r, from: $0.baseAddress!, stride: r.width * 4) }
                cairo_surface_mark_dirty_rectangle(memory.surface, Int32(r.x0), Int32(r.y0), Int32(r.width), Int32(r.height))
            }
        }
    }

    /// Draws `layer` over the `covered` rectangles (framebuffer pixels) of `surface`, which holds
    /// the framebuffer's pixels from `origin` on: as a redraw of those rectangles draws it —
    /// the same device matrices, folded from `root` down, and the same culling by this frame's
    /// records, so only the layers there are drawn — but without what is drawn after it. Its
    /// opaque background paints every pixel of them first.
    private func renderCovered(_ covered: [_PixelRect], of layer: CALayer, root: CALayer,
                               into surface: OpaquePointer, at origin: _PixelRect) {
        var chain: [CALayer] = []
        var current = layer.superlayer
        while let ancestor = current {
            chain.append(ancestor)
            if ancestor === root { break }
            current = ancestor.superlayer
        }
        var parent = CGAffineTransform(scaleX: scale, y: scale)
        for ancestor in chain.reversed() {
            parent = ancestor._valuesToDraw(presentation: true).localToParent.concatenating(parent)
        }
        // Device space is the framebuffer's: pixel (x0, y0) is the surface's first.
        cairo_surface_set_device_offset(surface, -Double(origin.x0), -Double(origin.y0))
        defer { cairo_surface_set_device_offset(surface, 0, 0) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        for r in covered {
            cairo_save(cr)
            cairo_rectangle(cr, CGFloat(r.x0), CGFloat(r.y0), CGFloat(r.width), CGFloat(r.height))
            cairo_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            var renderer = _LayerRenderer(cr: cr, presentation: true, cull: r, owner: ObjectIdentifier(self))
            if surface == framebufferMemory.surface {
                // In the framebuffer, nothing changed since the last frame: drawn as its redraw
                // draws, with that frame's values and kept shapes, straight into the pixels.
                renderer.pass = lastPass
                renderer.indexLimit = fullRect
                renderer.direct = direct
            }
            renderer.render(layer, parent: parent)
            cairo_restore(cr)
            if let direct, direct.wrotePixels {
                direct.wrotePixels = false
                cairo_surface_mark_dirty_rectangle(surface, Int32(r.x0), Int32(r.y0), Int32(r.width), Int32(r.height))
            }
        }
        cairo_surface_flush(surface)
    }
}
