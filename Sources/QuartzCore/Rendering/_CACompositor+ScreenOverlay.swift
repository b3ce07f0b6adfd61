import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// The pixels under the screen overlay (the status bar, `_CALayerRenderingState.isScreenOverlay`,
/// the last sublayer of the window's layer): a snapshot of the app's full-screen view must show
/// the view there without the bar (on iOS the bar is another window), and those pixels are kept as
/// the compositor draws them rather than drawn again for each snapshot
/// (`_CACompositor+OnScreenImage.swift`).
///
/// A redraw of a rectangle that meets the overlay draws the root without the overlay, copies
/// those of its pixels under the overlay into the `Underlay`, then draws the overlay over them:
/// the same pixels as drawing them in one go, since the root draws nothing after its sublayers
/// and nothing around them (`screenOverlay(of:)`'s conditions) and the overlay is drawn last. The
/// copy is a few rows of the framebuffer (the status bar's 20 points) and only in frames that
/// redraw there.
///
/// The underlay is whole (`isValid`) from a redraw that covers all of the overlay's rectangle
/// (the first frame, a full redraw) on; redraws of parts of it keep it so. It is not whole again
/// until then when the overlay's rectangle changes, or a scroll moves pixels under it (they moved
/// in the framebuffer, not in the underlay), or a frame draws the root in one go (the conditions
/// failed).
extension _CACompositor {
    /// The pixels of `rect` (rows packed) as drawn without the screen overlay.
    struct Underlay {
        var rect: _PixelRect
        var words: [UInt32]
        var isValid = false

        init(rect: _PixelRect) {
            self.rect = rect
            words = [UInt32](repeating: 0, count: rect.area)
        }

        /// Where pixel (`r.x0`, `r.y0`) of `r` (inside `rect`) is in `words`, in bytes.
        private func offset(of r: _PixelRect) -> Int { ((r.y0 - rect.y0) * rect.width + r.x0 - rect.x0) * 4 }

        /// Copies `memory`'s pixels of `r` (inside `rect`) into the underlay.
        mutating func keep(_ r: _PixelRect, of memory: _PixelBuffer) {
            let start = offset(of: r), stride = rect.width * 4
            words.withUnsafeMutableBytes { memory.copyRows(of: r, to: $0.baseAddress! + start, stride: stride) }
        }

        /// Writes the underlay's pixels of `r` (inside `rect`) into `memory`.
        func write(_ r: _PixelRect, into memory: _PixelBuffer) {
            let start = offset(of: r), stride = rect.width * 4
            words.withUnsafeBytes { memory.copyRows(into: r, from: $0.baseAddress! + start, stride: stride) }
        }
    }

    /// The screen overlay of a frame: its layer, the pixels it covers, and the matrix of the
    /// root's sublayers (the overlay's `parent` as the root's drawing reaches it).
    struct ScreenOverlay {
        var layer: CALayer
        var rect: _PixelRect
        var parent: CGAffineTransform
    }

    /// How many redraws drew the root and the screen overlay apart, keeping the pixels under it
    /// (for tests).
    package static var underlayKeepCount = 0

    /// The screen overlay of `root` (its last sublayer, marked, drawn in this frame) and the
    /// pixels it covers, when the root draws nothing after its sublayers or around them: full
    /// opacity, no border, shadow, clip or transition, fewer sublayers than an index needs (whose
    /// drawing order starts where it finds an opaque cover). Nil otherwise.
    func screenOverlay(of root: CALayer, base: CGAffineTransform, pass: UInt64) -> ScreenOverlay? {
        guard let overlay = root._storedSublayers.last, overlay._storedRendering.isScreenOverlay,
              root._storedSublayers.count < RenderingConstants.sublayerIndexThreshold else { return nil }
        let record = overlay._storedRendering.record
        guard record.owner == ObjectIdentifier(self) else { return nil }
        let rect = record.subtree.union(record.drawn).intersection(fullRect)
        guard !rect.isEmpty else { return nil }
        // The values this pass's walk read for the root, or its presented values.
        let rootRecord = root._storedRendering.record
        let v = (rootRecord.valuesPass == pass ? rootRecord.values : nil) ?? root._valuesToDraw(presentation: true)
        guard !v.isHidden, v.opacity >= 1, !v.masksToBounds, v.borderWidth <= 0 || v.border == nil,
              v.shadow == nil, v.transition == nil else { return nil }
        return ScreenOverlay(layer: overlay, rect: rect, parent: v.localToParent.concatenating(base))
    }

    /// Before a frame's redraws: the underlay for `overlay`'s rectangle, not whole when it changed
    /// or this frame moved pixels under it; none without an overlay.
    func prepareUnderlay(for overlay: ScreenOverlay?, moved: [_PixelRect]) {
        guard let overlay else {
            underlay = nil
            return
        }
        if underlay?.rect != overlay.rect { underlay = Underlay(rect: overlay.rect) }
        if moved.contains(where: { $0.intersects(overlay.rect) }) { underlay!.isValid = false }
    }

    /// Draws the overlay over the redrawn rectangle `r` (clipped to it on `cr`), whose pixels
    /// without it are drawn: first keeps those under it.
    func drawOverlay(_ overlay: ScreenOverlay, in r: _PixelRect, cr: OpaquePointer, pass: UInt64) {
        let under = r.intersection(overlay.rect)
        cairo_surface_flush(framebufferMemory.surface)
        underlay!.keep(under, of: framebufferMemory)
        if under == overlay.rect { underlay!.isValid = true }
        _CACompositor.underlayKeepCount += 1
        var renderer = _LayerRenderer(cr: cr, presentation: true, cull: r, pass: pass, owner: ObjectIdentifier(self))
        renderer.indexLimit = fullRect
        renderer.direct = direct
        renderer.render(overlay.layer, parent: overlay.parent)
    }
}
