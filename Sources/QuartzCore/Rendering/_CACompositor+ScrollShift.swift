import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// A scroll of a masking layer by whole device pixels, found by the compositor's walk: the
/// layer's visible area (`clip`, exact at whole pixels) moved its content by `dx`, `dy`.
struct _ScrollShift {
    var dx: Int
    var dy: Int
    /// The masking layer's visible area (device pixels): what its sublayers are clipped to.
    var clip: _PixelRect
    /// The clip its sublayers' records hold (`_CompositeRecord.childClip`): `clip`, or one pixel
    /// more on a side where floating-point error put the bounds' exact edge a hair outside a whole
    /// pixel (`_PixelRect(covering:)` rounds outward without tolerance). Records compare with it.
    var recordedClip: _PixelRect
}

/// What the scroll shifts of one compositor pass remember: the moved areas (changed on screen
/// without being redrawn: a window host uploads them with the damage), and emptied scratch
/// storage, so a pass allocates nothing once the capacities are reached.
struct _ScrollShiftState {
    /// Areas whose pixels were moved this pass (the destination rectangles).
    var moved: [_PixelRect] = []
    /// The damage before a shift, copied while it is shifted.
    var scratchRects: [_PixelRect] = []
    var scratchLayers: [CALayer] = []

    init() {
        moved.reserveCapacity(RenderingConstants.maximumScrollShiftsPerPass)
        scratchRects.reserveCapacity(RenderingConstants.maximumDamageRects + 1)
    }
}

extension _PixelRect {
    /// Moved by `dx`, `dy` pixels (an empty rect stays empty).
    func offsetBy(dx: Int, dy: Int) -> _PixelRect {
        isEmpty ? self : _PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}

/// Scrolling shifts pixels (issue 17).
///
/// A scroll view scrolls by moving its layer's `bounds.origin`: every sublayer keeps its own
/// geometry and moves on screen by the same amount. When, in a frame, a masking layer changed
/// nothing but `bounds.origin`, by whole device pixels, the compositor moves the framebuffer's
/// pixels inside the layer's visible area (`memmove` of rows) instead of redrawing them, and
/// damages only what the move cannot supply:
///
/// - the strip the content enters through (pixels that were outside the visible area);
/// - whatever is drawn above the layer over its visible area (later siblings of it and of its
///   ancestors, an ancestor's border: a translucent bar over a list) — their pixels stay where
///   they are, so their old place and the place their pixels were moved to are redrawn;
/// - damage already found this pass inside the area, at its old and its moved place;
/// - and, through the ordinary walk, everything under the layer that changed this frame (the
///   scroll indicators): their records are shifted first, so they are compared with where their
///   old pixels are now.
///
/// The records (`_CompositeRecord`) of the layer's live subtree are shifted with the pixels
/// (`drawn`, `subtree`, `opaque`, clips, matrices), so an unchanged row is skipped by the walk
/// as if nothing had happened. A record whose pixels were clipped on the side the content enters
/// from, or with a sublayer that was not drawn (culled, hidden), is marked stale
/// (`inputs.parent = nil`): the walk enters it again, records what it draws now, and its new
/// pixels there fall in the entering strip, which is redrawn.
///
/// Conditions (else the frame damages the old and new pixels as before, which is always right):
/// the layer was composited last frame with the same inputs (transform, clip, opacity, order);
/// it masks to bounds with square corners at whole device pixels under a scale-and-translate
/// matrix; it is fully opaque (opacity 1 down from the root, an opaque background, so nothing
/// below it shows through), has no contents, border, shadow or transition, and no ancestor
/// shadow pads its damage; everything else in its signature is unchanged; the move is smaller
/// than the visible area. Pixels are the same as a full redraw: drawing with Cairo at a
/// translation by whole device pixels gives the same pixels (tests compare with a full redraw).
extension _CACompositor {
    /// Whether `layer` (live, its inputs unchanged) only scrolled by whole device pixels since its
    /// record: if so, moves its visible pixels, damages what the move can't supply, updates its
    /// record's signature (so `finish` finds it unchanged) and returns the shift for the walk to
    /// apply to the records of its sublayers as it reaches them.
    static func scrollShift(_ layer: CALayer, _ v: _CALayerDrawValues, m: CGAffineTransform, own: _PixelRect,
                            childClip s: _PixelRect, childClipIsExact: Bool, inputs: _WalkInputs,
                            state: inout WalkState) -> _ScrollShift? {
        guard v.masksToBounds, childClipIsExact, !s.isEmpty, inputs.pad == _DamagePad(), inputs.inheritedOpacity >= 1,
              v.opacity >= 1, v.transition == nil, v.shadow == nil, v.contentOwner == nil,
              let bg = v.background, bg.alpha >= 1, v.effectiveCornerRadius == 0,
              v.borderWidth <= 0 || v.border == nil || v.border!.alpha <= 0,
              m.b == 0, m.c == 0, m.a > 0, m.d > 0,
              state.shift.moved.count < RenderingConstants.maximumScrollShiftsPerPass,
              // Pixels an on-screen image holds are not moved: the area is redrawn (in a copy).
              !state.framebufferHeld else { return nil }
        let record = layer._storedRendering.record
        let new = _LayerSignature(v, matrix: m, inputs: inputs)
        var old = record.signature
        guard old.transitionProgress == nil, old.matrix.a == m.a, old.matrix.d == m.d else { return nil }
        let fx = m.tx - old.matrix.tx, fy = m.ty - old.matrix.ty
        let tol = RenderingConstants.pixelAlignmentTolerance
        guard abs(fx - fx.rounded()) < tol, abs(fy - fy.rounded()) < tol, abs(fx) < 1e6, abs(fy) < 1e6 else { return nil }
        let dx = Int(fx.rounded()), dy = Int(fy.rounded())
        guard dx != 0 || dy != 0, abs(dx) < s.width, abs(dy) < s.height else { return nil }
        // Nothing but the scroll: the rest of the signature, and the pixels the layer itself covers.
        old.matrix.tx = m.tx
        old.matrix.ty = m.ty
        old.bounds.origin = v.bounds.origin
        guard old == new, record.drawn == own.intersection(inputs.clip).intersection(state.full),
              record.childClip == s, record.childClipIsExact else { return nil }
        // Already damaged whole (a full redraw): moving pixels would be wasted.
        for r in state.damage.rects where r.contains(s) { return nil }

        // The pixels the layer really clips to: `s` is rounded outward without tolerance, so at a
        // fractional scroll offset whose edges land on whole pixels only up to rounding error it
        // may hold a row of pixels outside the clip, which must not move (they are not the layer's).
        let exact = s.intersection(innerPixels(v.bounds, m))
        guard !exact.isEmpty, abs(dx) < exact.width, abs(dy) < exact.height else { return nil }
        let shift = _ScrollShift(dx: dx, dy: dy, clip: exact, recordedClip: s)
        // Damage found so far inside the area: its stale pixels move with the rest.
        var pending = state.shift.scratchRects
        state.shift.scratchRects = []
        pending.removeAll(keepingCapacity: true)
        pending.append(contentsOf: state.damage.rects)
        for r in pending { state.damage.add(r.intersection(shift.clip).offsetBy(dx: dx, dy: dy).intersection(shift.clip)) }
        state.shift.scratchRects = pending
        damageOverlays(of: layer, shift, state: &state)
        movePixels(state.framebuffer, shift)
        let c = shift.clip
        state.shift.moved.append(c.intersection(c.offsetBy(dx: dx, dy: dy)))
        // The strip the content enters through.
        if dy > 0 { state.damage.add(_PixelRect(x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y0 + dy)) }
        if dy < 0 { state.damage.add(_PixelRect(x0: c.x0, y0: c.y1 + dy, x1: c.x1, y1: c.y1)) }
        if dx > 0 { state.damage.add(_PixelRect(x0: c.x0, y0: c.y0, x1: c.x0 + dx, y1: c.y1)) }
        if dx < 0 { state.damage.add(_PixelRect(x0: c.x1 + dx, y0: c.y0, x1: c.x1, y1: c.y1)) }
        // The layer's own pixels stay: `finish` finds its signature unchanged.
        layer._storedRendering.record.signature = new
        return shift
    }

    /// Damages what is drawn above `layer` over the shifted area: the later siblings (in drawing
    /// order) of the layer and of each ancestor on the walk's stack, and the ancestors' borders,
    /// at their recorded pixels and where the move put those pixels.
    private static func damageOverlays(of layer: CALayer, _ shift: _ScrollShift, state: inout WalkState) {
        var child = layer
        var k = state.stack.count - 1
        while k >= 0 {
            let ancestor = state.stack[k].layer
            var subs = ancestor._storedSublayers
            if !_LayerRenderer.sameZPosition(subs) { subs = _LayerRenderer.sortedByZPosition(subs) }
            var after = false
            for sub in subs {
                if after {
                    if sub._storedRendering.record.owner == state.me {
                        damageOverlay(sub._storedRendering.record.subtree, shift, state: &state)
                    }
                } else if sub === child {
                    after = true
                }
            }
            let sig = ancestor._storedRendering.record.signature
            if ancestor._storedRendering.record.owner == state.me, sig.borderWidth > 0, let border = sig.border, border.alpha > 0 {
                damageOverlay(ancestor._storedRendering.record.drawn, shift, state: &state)
            }
            child = ancestor
            k -= 1
        }
    }

    @inline(__always)
    private static func damageOverlay(_ r: _PixelRect, _ shift: _ScrollShift, state: inout WalkState) {
        let inside = r.intersection(shift.clip)
        guard !inside.isEmpty else { return }
        state.damage.add(inside)
        state.damage.add(inside.offsetBy(dx: shift.dx, dy: shift.dy).intersection(shift.clip))
    }

    /// Moves the framebuffer's pixels inside `shift.clip` by `dx`, `dy` (those moved outside are
    /// dropped; the entering strip keeps stale pixels, damaged by the caller).
    private static func movePixels(_ surface: OpaquePointer, _ shift: _ScrollShift) {
        let s = shift.clip
        let dst = s.intersection(s.offsetBy(dx: shift.dx, dy: shift.dy))
        guard !dst.isEmpty else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        let count = dst.width * 4
        let srcX = (dst.x0 - shift.dx) * 4, dstX = dst.x0 * 4
        if shift.dy > 0 {
            var y = dst.y1 - 1
            while y >= dst.y0 {
                memmove(data + y * rowBytes + dstX, data + (y - shift.dy) * rowBytes + srcX, count)
                y -= 1
            }
        } else {
            for y in dst.y0..<dst.y1 {
                memmove(data + y * rowBytes + dstX, data + (y - shift.dy) * rowBytes + srcX, count)
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(dst.x0), Int32(dst.y0), Int32(dst.width), Int32(dst.height))
    }

    /// Shifts the records of `top` (a live sublayer of a shifted layer) and of its live subtree
    /// with the pixels. A record that can't be shifted exactly is marked stale for the walk.
    static func shiftRecords(under top: CALayer, _ shift: _ScrollShift, state: inout WalkState) {
        var stack = state.shift.scratchLayers
        state.shift.scratchLayers = []
        stack.removeAll(keepingCapacity: true)
        stack.append(top)
        let me = state.me
        while let x = stack.popLast() {
            var allLive = true
            for sub in x._storedSublayers {
                if sub._storedRendering.record.owner == me { stack.append(sub) } else { allLive = false }
            }
            let redraw = x._storedRendering.record.shift(shift, stale: !allLive)
            if !redraw.isEmpty { state.damage.add(redraw) }
            // A superlayer's spatial index for the redraw files the record where it moved to.
            fileInSuperlayerIndex(x, x._storedRendering.record.subtree)
            // The walk reaches a stale record only through its superlayers: they are stale too.
            if x._storedRendering.record.inputs.parent == nil && x !== top {
                var up = x._superlayer
                while let a = up, a._storedRendering.record.inputs.parent != nil {
                    a._storedRendering.record.inputs.parent = nil
                    if a === top { break }
                    up = a._superlayer
                }
            }
        }
        state.shift.scratchLayers = stack
    }
}

extension _CompositeRecord {
    /// Moves the record with its pixels (see `_CACompositor.scrollShift`). Marked stale (its
    /// `inputs.parent` cleared, so the walk enters it again) when `stale` or when its pixels were
    /// clipped on the side the content enters from: the moved record would miss what it draws now.
    /// Returns what must be redrawn: the pixels of a translucent layer (drawn as a group) clipped
    /// differently by the visible area than before, since Cairo rounds a clipped group's blend
    /// differently.
    mutating func shift(_ shift: _ScrollShift, stale: Bool) -> _PixelRect {
        let s = shift.clip, dx = shift.dx, dy = shift.dy
        // A live record with no pixels (clipped away wholly, by the visible area or a masking
        // ancestor) says nothing of where its layer is: the move may bring it into view.
        let reachesStrip = subtree.isEmpty || (dy < 0 && subtree.y1 >= s.y1) || (dy > 0 && subtree.y0 <= s.y0)
            || (dx < 0 && subtree.x1 >= s.x1) || (dx > 0 && subtree.x0 <= s.x0)
        let moved = subtree.offsetBy(dx: dx, dy: dy)
        let interior = !subtree.isEmpty && subtree.x0 > s.x0 && subtree.x1 < s.x1 && subtree.y0 > s.y0 && subtree.y1 < s.y1
            && moved.x0 > s.x0 && moved.x1 < s.x1 && moved.y0 > s.y0 && moved.y1 < s.y1
        let regroup = signature.opacity < 1 && !interior
        drawn = drawn.offsetBy(dx: dx, dy: dy).intersection(s)
        subtree = subtree.offsetBy(dx: dx, dy: dy).intersection(s)
        opaque = opaque.offsetBy(dx: dx, dy: dy).intersection(s)
        let fx = CGFloat(dx), fy = CGFloat(dy)
        signature.matrix.tx += fx
        signature.matrix.ty += fy
        inputs.parentMatrix.tx += fx
        inputs.parentMatrix.ty += fy
        // Clips of masking layers below the shifted one move; the shifted layer's own stays.
        let r = shift.recordedClip
        if inputs.clip != r { inputs.clip = inputs.clip.offsetBy(dx: dx, dy: dy).intersection(s) }
        if signature.clip != r { signature.clip = signature.clip.offsetBy(dx: dx, dy: dy).intersection(s) }
        if childClip != r { childClip = childClip.offsetBy(dx: dx, dy: dy).intersection(s) }
        if stale || reachesStrip || regroup { inputs.parent = nil }
        return regroup ? subtree : .empty
    }
}

extension _CACompositor {
    /// The framebuffer's pixels (rows of `pixelWidth` premultiplied ARGB words), for tests.
    func _framebufferWords() -> [UInt32] {
        withFramebufferPixels { pixels, bytesPerRow in
            var words = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
            words.withUnsafeMutableBytes { out in
                for y in 0..<pixelHeight {
                    memcpy(out.baseAddress! + y * pixelWidth * 4, pixels + y * bytesPerRow, pixelWidth * 4)
                }
            }
            return words
        }
    }

    /// What a full redraw of `root` gives, drawn into a scratch surface without touching this
    /// compositor's records or framebuffer (the pixels a damage-tracked frame must equal), for tests.
    func _fullRedrawWords(of root: CALayer) -> [UInt32] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cr = cairo_create(surface)!
        let g = RenderingConstants.backdropGray
        cairo_set_source_rgba(cr, g, g, g, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        _LayerRenderer(cr: cr, presentation: true).render(root, parent: CGAffineTransform(scaleX: scale, y: scale))
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        var words = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        words.withUnsafeMutableBytes { out in
            for y in 0..<pixelHeight {
                memcpy(out.baseAddress! + y * pixelWidth * 4, data + y * rowBytes, pixelWidth * 4)
            }
        }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return words
    }
}
