import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Draws a layer tree with Cairo: for each layer its shadow, background, contents, sublayers
/// (clipped to the rounded bounds with `masksToBounds`) and border, in that order, the whole
/// composited as one group when `opacity` < 1. Transforms of any kind are applied as Cairo
/// matrices, so rotated and scaled layers, and clips under rotation, are exact. Contents at whole
/// device pixels with unit scale are copied without resampling.
///
/// With `pass` set, the renderer belongs to a compositor frame: it skips subtrees whose recorded
/// pixels (`_CompositeRecord.subtree`) miss `cull`; with `indexLimit` set too, the sublayers of a
/// layer with many are looked up in its `_SublayerIndex` instead of looked at one by one.
@MainActor
struct _LayerRenderer {
    let cr: OpaquePointer
    /// Draw what is on screen (animated values), or the model (`render(in:)`).
    let presentation: Bool
    var cull: _PixelRect?
    var pass: UInt64?
    /// The compositor whose records (`_CompositeRecord`) say what was walked this frame.
    var owner: ObjectIdentifier?
    /// The compositor's framebuffer, over which a layer with many sublayers keeps a spatial index
    /// of them (`_SublayerIndex`) for culling; nil: no index.
    var indexLimit: _PixelRect?
    /// In a compositor's redraw (whose clip is `cull`), its framebuffer: square backgrounds under
    /// a matrix that neither rotates nor skews are filled there directly (`_SolidRectFill`, the
    /// bytes Cairo would write), when nothing but `cull` clips them and no group is pushed.
    var direct: _SolidRectFill.Target?
    /// A layer left out, with its subtree (the screen overlay, drawn after the pixels under it are
    /// kept: `_CACompositor+ScreenOverlay.swift`).
    var skipping: CALayer?

    init(cr: OpaquePointer, presentation: Bool, cull: _PixelRect? = nil, pass: UInt64? = nil,
         owner: ObjectIdentifier? = nil) {
        self.cr = cr
        self.presentation = presentation
        self.cull = cull
        self.pass = pass
        self.owner = owner
    }

    /// Whether a layer mapped to device space by `m` can show anything: `m` is finite and
    /// invertible (Cairo's own test). Setters reject non-finite geometry, but products of many
    /// tiny or huge scales, and zero scales, still reach here.
    @inline(__always)
    static func isDrawable(_ m: CGAffineTransform) -> Bool {
        m._isFiniteAndInvertible
    }

    /// Renders `layer` in its own bounds coordinates, mapped to device space by `matrix` (its
    /// position and transform are not applied, as `render(in:)` defines). Without `ownEffects`
    /// the layer's own opacity and shadow are left out (its sublayers keep theirs); a layer at
    /// opacity 0 still draws nothing.
    func renderRoot(_ layer: CALayer, matrix: CGAffineTransform, ownEffects: Bool = true) {
        var v = layer._valuesToDraw(presentation: presentation)
        if v.isHidden { return }
        if !ownEffects {
            if v.opacity <= 0 { return }
            v.opacity = 1
            v.shadow = nil
        }
        withSteps { steps in
            beginLayer(layer, v, matrix, steps: &steps)
            run(&steps)
        }
    }

    /// Renders `layer` placed in its superlayer, whose coordinates map to device space by `parent`.
    func render(_ layer: CALayer, parent: CGAffineTransform) {
        withSteps { steps in
            steps.append(.visit(layer, parent))
            run(&steps)
        }
    }

    /// A compositor's redraw of the rectangle `cull` (set): clears it to the backdrop (`gray`,
    /// opaque) and renders `layer` over it — without the clear when the first thing drawn there is
    /// an opaque background covering all of it, which would paint over the backdrop anyway.
    ///
    /// The clear waits (`pendingBackdrop`) until the walk is about to draw. A layer whose recorded
    /// opaque pixels (`_CompositeRecord.opaque`: full opacity, square corners, exact clip) hold the
    /// rectangle drops it; anything else drawn first — a shadow, a group, a transition, a border, a
    /// background or contents not holding the rectangle — paints it, in device space under the
    /// rectangle's clip alone. Nothing is drawn into a group before it is settled (a group is
    /// drawn), so the clear never lands in one. Pixels are those of clearing first: an opaque fill
    /// holding every pixel of the rectangle replaces each of them whatever was under it.
    func redraw(_ layer: CALayer, parent: CGAffineTransform, backdrop gray: Double) {
        _LayerRenderer.pendingBackdrop = (cr, gray)
        render(layer, parent: parent)
        paintPendingBackdrop()
    }

    /// The redraw whose backdrop is not painted yet: its Cairo context and gray (see `redraw`).
    private static var pendingBackdrop: (cr: OpaquePointer, gray: Double)?

    /// Forgets the pending backdrop (if it is this renderer's): what is drawn next replaces every
    /// pixel of `cull`.
    private func dropPendingBackdrop() {
        if let pending = _LayerRenderer.pendingBackdrop, pending.cr == cr { _LayerRenderer.pendingBackdrop = nil }
    }

    /// Paints the pending backdrop (if it is this renderer's) over all of `cull`.
    @inline(__always)
    private func paintPendingBackdrop() {
        guard let pending = _LayerRenderer.pendingBackdrop else { return }
        paintBackdrop(pending)
    }

    private func paintBackdrop(_ pending: (cr: OpaquePointer, gray: Double)) {
        guard pending.cr == cr, let r = cull else { return }
        _LayerRenderer.pendingBackdrop = nil
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_rectangle(cr, CGFloat(r.x0), CGFloat(r.y0), CGFloat(r.width), CGFloat(r.height))
        cairo_clip(cr)
        cairo_set_source_rgba(cr, pending.gray, pending.gray, pending.gray, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Before `layer` draws its own background (or what lies under it): drops the pending backdrop
    /// when the layer's opaque pixels hold all of `cull`, else paints it.
    @inline(__always)
    private func settleBackdrop(before layer: CALayer) {
        guard let pending = _LayerRenderer.pendingBackdrop else { return }
        if covers(layer) {
            _LayerRenderer.pendingBackdrop = nil
        } else {
            paintBackdrop(pending)
        }
    }

    /// Whether `layer`'s recorded opaque pixels this frame hold all of `cull` (never outside a
    /// compositor redraw).
    @inline(__always)
    private func covers(_ layer: CALayer) -> Bool {
        guard _LayerRenderer.skipsCoveredDrawing, let cull, let owner else { return false }
        return layer._storedRendering.record.opaqueHolds(cull, for: owner)
    }

    /// Whether a redraw leaves out the backdrop and the layer bodies an opaque background drawn
    /// later covers (`redraw`); off only in tests, to compare with drawing everything.
    package static var skipsCoveredDrawing = true

    /// Layer bodies left undrawn because their first drawn sublayer covered the redrawn rectangle
    /// (`beginBody`): for tests.
    package private(set) static var coveredBodyCount = 0

    /// The tree walk's work items. Drawing is iterative (an explicit stack) so trees of any depth
    /// draw: a layer's first half (group, shadow, background, contents, clip) runs when it is
    /// visited, its second half (border, group composite) after its sublayers. Only layers drawn
    /// apart from the main walk — a shadow's mask, a transition's looks — start a nested walk.
    private enum Step {
        /// Draw `layer`, placed in its superlayer, whose coordinates map to device space by the matrix.
        case visit(CALayer, CGAffineTransform)
        /// Draw `layers[next...]` in order, placed in a superlayer mapped to device space by the
        /// matrix: one entry per level of the walk, not one per sublayer, so a layer with thousands
        /// of culled sublayers costs a loop, not a stack of them.
        case children([CALayer], next: Int, CGAffineTransform)
        /// Draw the sublayers listed in `candidateLists[level]` from `next` on, as `.children`
        /// does: those a layer's `_SublayerIndex` found where the redraw draws.
        case listedChildren(level: Int, next: Int, CGAffineTransform)
        /// Finish a layer's body after its sublayers; `groupOpacity`: composite the group with it.
        case finish(BorderValues, CGAffineTransform, alpha: Double, clipped: Bool, hadSublayers: Bool,
                    groupOpacity: Double?)
    }

    /// Emptied step stacks kept for the next walk, so a frame's drawing allocates none (nested
    /// walks — shadow masks, transitions — each take their own).
    private static var stepPool: [[Step]] = []

    private func withSteps(_ body: (inout [Step]) -> Void) {
        var steps = _LayerRenderer.stepPool.popLast() ?? []
        body(&steps)
        steps.removeAll(keepingCapacity: true)
        _LayerRenderer.stepPool.append(steps)
    }

    private func run(_ steps: inout [Step]) {
        while let step = steps.popLast() {
            switch step {
            case let .visit(layer, parent):
                visit(layer, parent, steps: &steps)
            case let .children(layers, next, parent):
                // Skip culled sublayers here; the first one to draw leaves the rest for later.
                var i = next
                while i < layers.count {
                    let layer = layers[i]
                    i += 1
                    if isCulled(layer) { continue }
                    if i < layers.count { steps.append(.children(layers, next: i, parent)) }
                    visit(layer, parent, steps: &steps)
                    break
                }
            case let .listedChildren(level, next, parent):
                var i = next
                let count = _LayerRenderer.candidateLists[level].count
                var visited = false
                while i < count {
                    let layer = _LayerRenderer.candidateLists[level][i]
                    i += 1
                    if isCulled(layer) { continue }
                    if i < count {
                        steps.append(.listedChildren(level: level, next: i, parent))
                    } else {
                        _LayerRenderer.releaseCandidateList(level)
                    }
                    visited = true
                    visit(layer, parent, steps: &steps)
                    break
                }
                if !visited { _LayerRenderer.releaseCandidateList(level) }
            case let .finish(v, m, alpha, clipped, hadSublayers, groupOpacity):
                paintPendingBackdrop()
                finishBody(v, m, alpha: alpha, clipped: clipped, hadSublayers: hadSublayers)
                if let opacity = groupOpacity {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, opacity)
                    cairo_restore(cr)
                }
            }
        }
    }

    /// In a compositor frame every layer that can show has a live record of its compositor; one
    /// that has not (culled as invisible) or whose pixels miss `cull` draws nothing.
    @inline(__always)
    private func isCulled(_ layer: CALayer) -> Bool {
        if let skipping, layer === skipping { return true }
        guard let cull, let owner else { return false }
        return layer._storedRendering.record.owner != owner || !layer._storedRendering.record.subtree.intersects(cull)
    }

    /// How many sublayers, from the top, a compositor redraw looks through for one whose opaque
    /// background covers the whole redrawn rectangle.
    private static let coverSearchLimit = 64

    /// In a compositor frame, the index in `subs` (drawing order) to start drawing from: that of
    /// the topmost sublayer among the last `coverSearchLimit` whose opaque background covers all of
    /// `cull` (`_CompositeRecord.opaque`), since it paints over every sublayer before it there;
    /// else 0.
    private func firstUncovered(_ subs: [CALayer]) -> Int {
        guard let cull, let owner, subs.count > 1 else { return 0 }
        var i = subs.count
        let stop = max(0, subs.count - _LayerRenderer.coverSearchLimit)
        while i > stop {
            i -= 1
            if subs[i] !== skipping && subs[i]._storedRendering.record.opaqueHolds(cull, for: owner) { return i }
        }
        return 0
    }

    private func visit(_ layer: CALayer, _ parent: CGAffineTransform, steps: inout [Step]) {
        if isCulled(layer) { return }
        // In a compositor frame, the values its walk read for a layer it recorded (pass numbers
        // are unique across compositors).
        let v: _CALayerDrawValues
        if presentation, let pass, layer._storedRendering.record.valuesPass == pass,
           let kept = layer._storedRendering.record.values {
            v = kept
        } else {
            v = layer._valuesToDraw(presentation: presentation)
        }
        if v.isHidden || v.opacity <= 0 { return }
        beginLayer(layer, v, v.localToParent.concatenating(parent), steps: &steps)
    }

    /// The compositor's framebuffer and the redrawn rectangle, when drawing may go straight into
    /// its pixels (`_SolidRectFill`, `_ContentBlit`): in a compositor redraw, with only the redrawn
    /// rectangle clipping (no `masksToBounds` clip in effect) and no group pushed; nil: draw with
    /// Cairo.
    @inline(__always)
    private func directTarget() -> (target: _SolidRectFill.Target, clip: _PixelRect)? {
        guard _LayerRenderer.fillsDirectly, let direct, let cull, direct.maskClipDepth == 0,
              cairo_get_group_target(cr) == direct.surface else { return nil }
        return (direct, cull)
    }

    /// Fills `rect` under `m` with `color` at `alpha` straight into the compositor's framebuffer
    /// (`directTarget()`); false: fill with Cairo.
    @inline(__always)
    private func fillsDirectly(_ rect: CGRect, _ m: CGAffineTransform, _ color: _RGBA, alpha: Double) -> Bool {
        guard let (target, clip) = directTarget(),
              _SolidRectFill.fill(rect, matrix: m, red: color.red, green: color.green, blue: color.blue,
                                  alpha: color.alpha * alpha, clip: clip, into: target) else {
            return false
        }
        _LayerRenderer.directFillCount &+= 1
        return true
    }

    /// Fills the layer's rounded `bounds` (`borderWidth` 0) or its border ring under `m` with
    /// `color` at `alpha` straight into the compositor's framebuffer (`directTarget()`) through
    /// the shape's kept coverage (`_ShapeCoverage`), rasterizing it when its shape changed and has
    /// held for two passes; false: fill with Cairo.
    private func fillsShapeDirectly(_ layer: CALayer, _ bounds: CGRect, radius: CGFloat, borderWidth: CGFloat,
                                    _ m: CGAffineTransform, _ color: _RGBA, alpha: Double) -> Bool {
        guard _ShapeCoverage.isEnabled, let pass, let (target, clip) = directTarget(),
              let c = _SolidRectFill.Color(finiteRed: color.red, green: color.green, blue: color.blue,
                                           alpha: color.alpha * alpha),
              let (key, dx, dy, box) = _ShapeCoverage.place(bounds, radius: radius, borderWidth: borderWidth, m),
              clip.intersection(target.bounds).contains(box) else {
            return false
        }
        let kept: _ShapeCoverage
        if let existing = borderWidth > 0 ? layer._storedRendering.borderCoverage
                                          : layer._storedRendering.backgroundCoverage {
            kept = existing
        } else {
            kept = _ShapeCoverage()
            if borderWidth > 0 {
                layer._storedRendering.borderCoverage = kept
            } else {
                layer._storedRendering.backgroundCoverage = kept
            }
        }
        guard kept.isReady(for: key, pass: pass), kept.prepare(key) else { return false }
        kept.composite(c, dx: dx, dy: dy, clip: clip, into: target)
        return true
    }

    /// Composites the pixels (`x`, `y`, `width`, `height`: whole image pixels) of a content
    /// `surface` moved by (`dx`, `dy`) device pixels (its image is placed one to one) at `alpha`
    /// straight into the compositor's framebuffer (`directTarget()`); false: draw with Cairo.
    private func blitsDirectly(_ surface: OpaquePointer, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat,
                               dx: CGFloat, dy: CGFloat, alpha: Double) -> Bool {
        func isWhole(_ value: CGFloat) -> Bool { abs(value) < _SolidRectFill.coordinateLimit && value == value.rounded() }
        guard isWhole(x), isWhole(y), isWhole(width), isWhole(height), isWhole(dx), isWhole(dy),
              let (target, clip) = directTarget() else { return false }
        let source = _PixelRect(x0: Int(x), y0: Int(y), x1: Int(x + width), y1: Int(y + height))
        guard _ContentBlit.blit(surface, source: source, dx: Int(dx), dy: Int(dy), alpha: alpha,
                                clip: clip, into: target) else { return false }
        _LayerRenderer.directBlitCount &+= 1
        return true
    }

    /// Whether compositor redraws fill square backgrounds and composite pixel-exact contents
    /// directly (`fillsDirectly`, `blitsDirectly`); off only in tests, to compare with Cairo.
    package static var fillsDirectly = true

    /// Backgrounds filled directly: for tests.
    package private(set) static var directFillCount = 0

    /// Contents composited directly: for tests.
    package private(set) static var directBlitCount = 0

    /// A layer's first half; its sublayers and second half are pushed on `steps`.
    private func beginLayer(_ layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform, steps: inout [Step]) {
        // A layer scaled to nothing shows nothing, nor do its sublayers; drawing under its
        // singular matrix would put the Cairo context in an error state and lose the frame.
        guard _LayerRenderer.isDrawable(m) else { return }
        if let transition = v.transition {
            renderTransition(transition, of: layer, v, m)
            return
        }
        let hasSublayers = !layer._storedSublayers.isEmpty
        let opacity = Double(max(0, min(1, v.opacity)))
        let group = opacity < 1 && (hasSublayers || v.drawnElementCount > 1 || v.shadow != nil)
        if group {
            paintPendingBackdrop()
            if v.shadow == nil, paintKeptGroupImage(layer, v, m, alpha: opacity, additive: false) { return }
            cairo_save(cr)
            if v.shadow == nil {
                // Limit the offscreen group to the pixels the subtree can reach.
                let box = _LayerRenderer.subtreeDeviceBox(layer, v, m, presentation: presentation)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, CGFloat(box.x0), CGFloat(box.y0), CGFloat(box.width), CGFloat(box.height))
                cairo_clip(cr)
            }
            cairo_push_group(cr)
        }
        if let shadow = v.shadow {
            settleBackdrop(before: layer)
            drawShadow(shadow, of: layer, v, m)
        }
        beginBody(layer, v, m, alpha: group ? 1 : opacity, groupOpacity: group ? opacity : nil, steps: &steps)
    }

    /// A layer during a transition (see `_CATransitionDrawValues`): its shadow, then a cross
    /// dissolve — the old image at 1 − p plus the new look at p, summed in one group so two
    /// opaque looks mix to an opaque blend — or a flip — the old image or the new look, scaled
    /// about the centre by the turn; the whole composited with the layer's opacity.
    ///
    /// Paints the pending backdrop first, unless the dissolve's opaque sum (`directDissolve`)
    /// replaces every pixel of the redrawn rectangle.
    private func renderTransition(_ t: _CATransitionDrawValues, of layer: CALayer, _ v: _CALayerDrawValues,
                                  _ m: CGAffineTransform) {
        if t.isEdgeOn {
            paintPendingBackdrop()
            return
        }
        let opacity = Double(max(0, min(1, v.opacity)))
        let md = t.transform(in: v.bounds).concatenating(m)
        let box = _LayerRenderer.subtreeDeviceBox(layer, v, md, presentation: presentation)
        let outerGroup = opacity < 1
        // Without a shadow: drawing one may make raster cache entries, which could evict the
        // kept image the direct sum holds.
        let directSum = t.style == .crossDissolve && !outerGroup && v.shadow == nil
            ? directDissolve(t, of: layer, v, md, box: box) : nil
        if let directSum, directSum.holdsRedraw {
            dropPendingBackdrop()
        } else {
            paintPendingBackdrop()
        }
        cairo_save(cr)
        if outerGroup {
            if v.shadow == nil { clipToDeviceBox(box) }
            cairo_push_group(cr)
        }
        if let shadow = v.shadow { drawShadow(shadow, of: layer, v, md) }
        switch t.style {
        case .crossDissolve:
            if let directSum, sumDirectDissolve(directSum) { break }
            if dissolvesInScratch(t, of: layer, v, md, box: box) { break }
            cairo_save(cr)
            clipToDeviceBox(box)
            cairo_push_group(cr)
            sumDissolve(t, of: layer, v, md)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        case .flipAboutVerticalAxis, .flipAboutHorizontalAxis:
            if t.showsBefore {
                drawTransitionImage(t.before, in: v.bounds, md, alpha: 1)
            } else {
                renderBody(layer, v, md, alpha: 1)
            }
        }
        if outerGroup {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    /// A cross-dissolve's two looks summed over what `cr` targets (cleared where they go): the old
    /// image at 1 − p, plus the new look at p (its kept group image, or drawn in a group).
    private func sumDissolve(_ t: _CATransitionDrawValues, of layer: CALayer, _ v: _CALayerDrawValues,
                             _ md: CGAffineTransform) {
        drawTransitionImage(t.before, in: v.bounds, md, alpha: 1 - t.progress)
        if !paintKeptGroupImage(layer, v, md, alpha: t.progress, additive: true) {
            cairo_push_group(cr)
            renderBody(layer, v, md, alpha: 1)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(cr, t.progress)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
    }

    /// In a compositor redraw that may draw straight into the framebuffer (`directTarget()`: only
    /// the redrawn rectangle clips), sums the dissolve in the framebuffer target's kept scratch
    /// surface — cleared where it goes, at the same device pixels, so every operation sees the
    /// pixels it sees in a fresh group — and composites that over the framebuffer; false: use a
    /// group. Cairo's group would be a new framebuffer-sized surface each frame (an allocation,
    /// a clear and fresh pages).
    private func dissolvesInScratch(_ t: _CATransitionDrawValues, of layer: CALayer, _ v: _CALayerDrawValues,
                                    _ md: CGAffineTransform, box: _PixelRect) -> Bool {
        guard let (target, clip) = directTarget(), let scratch = target.scratch() else { return false }
        let region = clip.intersection(box).intersection(target.bounds)
        if region.isEmpty { return true }
        // Cleared as Cairo's new group is (transparent), only where this dissolve draws.
        let stride = Int32(cairo_image_surface_get_stride(scratch.surface) / 4)
        cairo_surface_flush(scratch.surface)
        pixman_fill(UnsafeMutableRawPointer(cairo_image_surface_get_data(scratch.surface)!).assumingMemoryBound(to: UInt32.self),
                    stride, 32, Int32(region.x0), Int32(region.y0), Int32(region.width), Int32(region.height), 0)
        cairo_surface_mark_dirty_rectangle(scratch.surface, Int32(region.x0), Int32(region.y0),
                                           Int32(region.width), Int32(region.height))
        var onScratch = _LayerRenderer(cr: scratch.cr, presentation: presentation, cull: cull, pass: pass, owner: owner)
        onScratch.indexLimit = indexLimit
        cairo_save(scratch.cr)
        cairo_reset_clip(scratch.cr)
        onScratch.clipToDeviceBox(region)
        onScratch.sumDissolve(t, of: layer, v, md)
        cairo_restore(scratch.cr)
        cairo_surface_flush(scratch.surface)
        cairo_save(cr)
        clipToDeviceBox(region)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, scratch.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        _LayerRenderer.scratchDissolveCount &+= 1
        return true
    }

    /// Dissolves summed in the scratch surface: for tests.
    package private(set) static var scratchDissolveCount = 0

    /// A cross-dissolve summed straight into the framebuffer (`directDissolve`,
    /// `sumDirectDissolve`).
    private struct DirectDissolve {
        var target: _SolidRectFill.Target
        /// The pixels the dissolve draws: the redrawn rectangle, the subtree's box and the
        /// framebuffer's, intersected.
        var region: _PixelRect
        /// Whether the sum is opaque at every pixel of `region` (see `directDissolve`).
        var isOpaque: Bool
        /// Whether the opaque sum replaces all of the redrawn rectangle (in the framebuffer): the
        /// backdrop under it is not painted.
        var holdsRedraw: Bool
        /// The old look, placed one to one at (`beforeX`, `beforeY`), at 1 − progress.
        var before: CGImage
        var beforeX: Int, beforeY: Int
        /// The new look's kept group image, whose top-left pixel is at (`afterX`, `afterY`), at
        /// progress.
        var after: OpaquePointer
        var afterX: Int, afterY: Int
        var progress: Double
    }

    /// In a compositor redraw that may draw straight into the framebuffer (`directTarget()`), a
    /// cross-dissolve (drawn without an outer group or a shadow) whose old look, placed one to
    /// one, and new look's kept group image both hold the region it draws: the sum is made in the
    /// framebuffer itself (`sumDirectDissolve`), with no scratch surface. Nil: sum in the scratch
    /// surface or a group.
    ///
    /// When both looks are opaque and Cairo's 8-bit masks of 1 − progress and progress sum to at
    /// least 255, the group's sum is opaque there, and compositing it OVER the framebuffer stores
    /// it: the framebuffer's pixels under it do not matter, and no backdrop is painted under it.
    private func directDissolve(_ t: _CATransitionDrawValues, of layer: CALayer, _ v: _CALayerDrawValues,
                                _ md: CGAffineTransform, box: _PixelRect) -> DirectDissolve? {
        guard let (target, clip) = directTarget() else { return nil }
        let region = clip.intersection(box).intersection(target.bounds)
        guard !region.isEmpty else { return nil }
        // The old look as `drawTransitionImage` places it, one to one at whole pixels.
        let image = t.before
        guard let (device, exact) = _LayerRenderer.placement(of: image, in: v.bounds, md), exact,
              abs(device.tx) < _SolidRectFill.coordinateLimit, abs(device.ty) < _SolidRectFill.coordinateLimit
        else { return nil }
        let beforeX = Int(device.tx), beforeY = Int(device.ty)
        let beforeBox = _PixelRect(x0: beforeX, y0: beforeY, x1: beforeX + image.width, y1: beforeY + image.height)
        guard beforeBox.contains(region), _ContentBlit.canDissolve(image.cairoSurface) else { return nil }
        // The new look, last: asking for its kept image may draw it.
        guard let (kept, after, afterBox) = keptGroupImage(layer, v, md), afterBox.contains(region),
              _ContentBlit.canDissolve(after) else { return nil }
        // The opaque sum's blits keep pixman images of both looks: made only for it.
        let isOpaque = _SolidRectFill.Color.maskByte(1 - t.progress) + _SolidRectFill.Color.maskByte(t.progress) >= 255
            && t.beforeIsOpaque && kept.isOpaque
            && _ContentBlit.canBlit(image.cairoSurface, into: target) && _ContentBlit.canBlit(after, into: target)
        return DirectDissolve(target: target, region: region, isOpaque: isOpaque,
                              holdsRedraw: isOpaque && region == clip.intersection(target.bounds),
                              before: image, beforeX: beforeX, beforeY: beforeY,
                              after: after, afterX: afterBox.x0, afterY: afterBox.y0, progress: t.progress)
    }

    /// Sums a dissolve (`directDissolve`) in the framebuffer.
    ///
    /// An opaque one: the region is cleared to transparent, as a new group is; the old look at
    /// 1 − progress is added to it (onto transparent pixels, the bytes `sumDissolve`'s OVER
    /// writes), then the new look's kept image at progress, as `sumDissolve` does in the group.
    /// (Pixman's SRC through a mask, which would save the clear, has no fast path and takes three
    /// times as long; one pass summing both, tried, was no faster than the clear and two adds.)
    ///
    /// Any other: both looks summed and composited over the framebuffer in one pass
    /// (`_ContentBlit.dissolve`), where the group's clear, two draws and composite were four.
    /// False, having drawn nothing, when the one pass cannot (`_ContentBlit.dissolve`).
    private func sumDirectDissolve(_ d: DirectDissolve) -> Bool {
        guard d.isOpaque else {
            let summed = _ContentBlit.dissolve(before: d.before.cairoSurface, at: (d.beforeX, d.beforeY),
                                               alpha: 1 - d.progress, after: d.after, at: (d.afterX, d.afterY),
                                               alpha: d.progress, region: d.region, into: d.target)
            withExtendedLifetime(d.before) {}
            if summed {
                _CAGroupImage.compositeCount += 1
                _LayerRenderer.translucentDissolveCount &+= 1
            }
            return summed
        }
        _CAGroupImage.compositeCount += 1
        let r = d.region
        pixman_fill(d.target.pixels, Int32(d.target.stride), 32, Int32(r.x0), Int32(r.y0), Int32(r.width), Int32(r.height), 0)
        d.target.wrotePixels = true
        let beforeSource = _PixelRect(x0: 0, y0: 0, x1: d.before.width, y1: d.before.height)
        _ = _ContentBlit.blit(d.before.cairoSurface, source: beforeSource, dx: d.beforeX, dy: d.beforeY,
                              alpha: 1 - d.progress, clip: d.region, into: d.target, operation: .add)
        let afterSource = _PixelRect(x0: 0, y0: 0, x1: Int(cairo_image_surface_get_width(d.after)),
                                     y1: Int(cairo_image_surface_get_height(d.after)))
        _ = _ContentBlit.blit(d.after, source: afterSource, dx: d.afterX, dy: d.afterY,
                              alpha: d.progress, clip: d.region, into: d.target, operation: .add)
        withExtendedLifetime(d.before) {}
        _LayerRenderer.opaqueDissolveCount &+= 1
        return true
    }

    /// Dissolves summed straight into the framebuffer (`sumDirectDissolve`), opaque and not: for
    /// tests.
    package private(set) static var opaqueDissolveCount = 0
    package private(set) static var translucentDissolveCount = 0

    /// In a compositor frame, composites the layer's body and sublayers drawn as a group (without
    /// its shadow) from its kept image (`_CAGroupImage`) with `alpha` — over what is there, or
    /// `additive` (a cross-dissolve's new look) — drawing the image first when the subtree changed
    /// and has held for two passes. False when the group is not kept: draw it directly.
    private func paintKeptGroupImage(_ layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform,
                                     alpha: Double, additive: Bool) -> Bool {
        guard let (_, image, box) = keptGroupImage(layer, v, m) else { return false }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, CGFloat(box.x0), CGFloat(box.y0), CGFloat(box.width), CGFloat(box.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, image, CGFloat(box.x0), CGFloat(box.y0))
        if additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        _CAGroupImage.compositeCount += 1
        return true
    }

    /// In a compositor frame, the layer's kept group image (`_CAGroupImage`), its pixels and the
    /// device pixels they cover, drawn first when the subtree changed and has held for two passes;
    /// nil when the group is not kept (see `paintKeptGroupImage`).
    private func keptGroupImage(_ layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform)
        -> (kept: _CAGroupImage, surface: OpaquePointer, box: _PixelRect)? {
        // Under a clip with partly covered pixels (rounded or fractional masking ancestors),
        // drawing directly clips the group's content and then the group: the image, drawn without
        // that clip, would be clipped once.
        guard let pass, _CAGroupImage.isEnabled, layer._storedRendering.record.inputs.clipIsExact else { return nil }
        let limit = CGFloat(1 << 24)
        guard abs(m.tx) < limit, abs(m.ty) < limit else { return nil }
        let ix = m.tx.rounded(.down), iy = m.ty.rounded(.down)
        let box = _LayerRenderer.subtreeDeviceBox(layer, v, m, presentation: presentation)
        // Cut by the ancestors' clip, the direct drawing clips content that a masking layer inside
        // the group clips at a fractional edge twice, and Cairo rounds its coverage differently.
        guard !box.isEmpty, layer._storedRendering.record.inputs.clip.contains(box) else { return nil }
        var noOwners: [AnyObject]? = nil
        let content = _LayerRenderer.drawingHash(layer, v, presentation: presentation, alphaOnly: false, owners: &noOwners)
        let key = _CAGroupImageKey(a: m.a, b: m.b, c: m.c, d: m.d, fx: m.tx - ix, fy: m.ty - iy,
                                   x0: box.x0 - Int(ix), y0: box.y0 - Int(iy), x1: box.x1 - Int(ix),
                                   y1: box.y1 - Int(iy), content: content)
        let kept: _CAGroupImage
        if let image = layer._storedRendering.groupImage {
            kept = image
        } else {
            kept = _CAGroupImage()
            layer._storedRendering.groupImage = kept
        }
        guard kept.isReady(for: key, pass: pass) else { return nil }
        let presentation = self.presentation
        guard let surface = kept.image(for: key, owners: {
            var owners: [AnyObject]? = []
            _ = _LayerRenderer.drawingHash(layer, v, presentation: presentation, alphaOnly: false, owners: &owners)
            return owners ?? []
        }, draw: { gcr in
            let shifted = m.concatenating(CGAffineTransform(translationX: -CGFloat(box.x0), y: -CGFloat(box.y0)))
            // Outside the frame's pass: drawing the image neither culls nor makes cache entries
            // (which could evict this one while it is drawn).
            _LayerRenderer(cr: gcr, presentation: presentation).renderBody(layer, v, shifted, alpha: 1)
        }) else { return nil }
        return (kept, surface, box)
    }

    /// `image` stretched over `bounds` (layer coordinates, mapped to device space by `m`),
    /// copied without resampling when its pixels land on device pixels one to one.
    private func drawTransitionImage(_ image: CGImage, in bounds: CGRect, _ m: CGAffineTransform, alpha: Double) {
        guard alpha > 0, let (device, exact) = _LayerRenderer.placement(of: image, in: bounds, m) else { return }
        let pw = CGFloat(image.width), ph = CGFloat(image.height)
        cairo_save(cr)
        setMatrix(device)
        cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, pw, ph)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        withExtendedLifetime(image) {}
    }

    /// The image-to-device matrix of `image` stretched over `bounds` (layer coordinates, mapped to
    /// device space by `m`), its translation rounded to whole pixels when its pixels land on device
    /// pixels one to one (`exact`); nil when the image or bounds are empty or the scale cannot draw.
    private static func placement(of image: CGImage, in bounds: CGRect,
                                  _ m: CGAffineTransform) -> (device: CGAffineTransform, exact: Bool)? {
        let pw = CGFloat(image.width), ph = CGFloat(image.height)
        guard pw > 0, ph > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let placement = CGAffineTransform(a: bounds.width / pw, b: 0, c: 0, d: bounds.height / ph,
                                          tx: bounds.minX, ty: bounds.minY)
        var device = placement.concatenating(m)
        guard isDrawableImageScale(device) else { return nil }
        let exact = isPixelExact(device)
        if exact { device.tx = device.tx.rounded(); device.ty = device.ty.rounded() }
        return (device, exact)
    }

    /// Intersects the clip with device pixels `box`.
    private func clipToDeviceBox(_ box: _PixelRect) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, CGFloat(box.x0), CGFloat(box.y0), CGFloat(box.width), CGFloat(box.height))
        cairo_restore(cr)
        cairo_clip(cr)
    }

    /// Background, contents, sublayers and border, without the layer's shadow and group opacity.
    private func renderBody(_ layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform, alpha: Double) {
        withSteps { steps in
            beginBody(layer, v, m, alpha: alpha, groupOpacity: nil, steps: &steps)
            run(&steps)
        }
    }

    /// Background and contents now; the sublayers (clipped with `masksToBounds`) and the rest
    /// (`finishBody`) pushed on `steps`.
    private func beginBody(_ layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform, alpha: Double,
                           groupOpacity: Double?, steps: inout [Step]) {
        setMatrix(m)
        let radius = v.effectiveCornerRadius
        let subs = layer._storedSublayers
        // In a redraw, the sublayers to draw: when the first of them has an opaque background
        // holding the whole rectangle, it paints over this layer's background and contents there.
        var sublayers: Step? = nil
        if !subs.isEmpty { sublayers = sublayersStep(of: layer, subs, m) }
        if let first = sublayers.flatMap(firstSublayer), covers(first) {
            _LayerRenderer.coveredBodyCount &+= 1
        } else {
            let drawsBackground = v.background?.isVisible ?? false
            if drawsBackground || v.contentSurface != nil { settleBackdrop(before: layer) }
            if drawsBackground, let bg = v.background,
               !(radius > 0 ? fillsShapeDirectly(layer, v.bounds, radius: radius, borderWidth: 0, m, bg, alpha: alpha)
                            : fillsDirectly(v.bounds, m, bg, alpha: alpha)) {
                addBoundsPath(v.bounds, radius: radius)
                cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha * alpha)
                cairo_fill(cr)
            }
            if v.contentSurface != nil { drawContents(v, m, alpha: alpha) }
        }
        let clipped = !subs.isEmpty && v.masksToBounds
        if clipped {
            cairo_save(cr)
            addBoundsPath(v.bounds, radius: radius)
            cairo_clip(cr)
            direct?.maskClipDepth += 1
        }
        steps.append(.finish(BorderValues(v, of: layer), m, alpha: alpha, clipped: clipped, hadSublayers: !subs.isEmpty,
                             groupOpacity: groupOpacity))
        if let sublayers { steps.append(sublayers) }
    }

    /// The sublayer a `.children` or `.listedChildren` step draws first (culled ones aside, which
    /// a cover never is).
    private func firstSublayer(_ step: Step) -> CALayer? {
        switch step {
        case let .children(layers, next, _): next < layers.count ? layers[next] : nil
        case let .listedChildren(level, next, _):
            next < _LayerRenderer.candidateLists[level].count ? _LayerRenderer.candidateLists[level][next] : nil
        default: nil
        }
    }

    /// The step that draws `subs` (the sublayers of `layer`, drawn under `m`): in a compositor
    /// redraw of a layer with many sublayers, those its `_SublayerIndex` finds in the redrawn
    /// rectangle; else all of them in drawing order from `firstUncovered`. Nil: none to draw.
    private func sublayersStep(of layer: CALayer, _ subs: [CALayer], _ m: CGAffineTransform) -> Step? {
        if let cull, let owner, let limit = indexLimit {
            if subs.count >= RenderingConstants.sublayerIndexThreshold {
                let index = _SublayerIndex.current(for: layer, limit: limit)
                let level = _LayerRenderer.takeCandidateList()
                switch index.collect(cull, owner: owner, parent: layer, into: &_LayerRenderer.candidateLists[level]) {
                case .listed:
                    if _LayerRenderer.candidateLists[level].isEmpty {
                        _LayerRenderer.releaseCandidateList(level)
                        return nil
                    }
                    return .listedChildren(level: level, next: 0, m)
                case let .scan(from: start):
                    _LayerRenderer.releaseCandidateList(level)
                    return .children(index.drawingOrder(of: layer), next: start, m)
                }
            }
            // Fewer sublayers now: the index goes.
            if layer._storedRendering.sublayerIndex != nil { layer._storedRendering.sublayerIndex = nil }
        }
        let ordered = _LayerRenderer.sameZPosition(subs) ? subs : _LayerRenderer.sortedByZPosition(subs)
        return .children(ordered, next: firstUncovered(ordered), m)
    }

    /// Lists of sublayers found by `_SublayerIndex` queries, one per level of the drawing walk that
    /// is still drawing from one (`.listedChildren`), reused so a frame allocates none. Levels are
    /// taken and released in stack order: a list is released when its last sublayer is taken,
    /// before that sublayer (which may take a list) is drawn.
    private static var candidateLists: [[CALayer]] = []
    private static var candidateDepth = 0

    private static func takeCandidateList() -> Int {
        let level = candidateDepth
        candidateDepth += 1
        if candidateLists.count <= level { candidateLists.append([]) }
        return level
    }

    /// Empties the list at `level` (so it holds no layer) and frees it and every level above it.
    private static func releaseCandidateList(_ level: Int) {
        candidateLists[level].removeAll(keepingCapacity: true)
        candidateDepth = level
    }

    /// What a layer's second half draws (its border), kept on the step stack instead of all its
    /// draw values: steps stay small to copy.
    struct BorderValues {
        var bounds: CGRect
        var effectiveCornerRadius: CGFloat
        var borderWidth: CGFloat
        var border: _RGBA?
        /// The layer (alive while its step is: the steps above it hold it), for its kept border
        /// coverage.
        unowned(unsafe) var layer: CALayer

        init(_ v: _CALayerDrawValues, of layer: CALayer) {
            self.layer = layer
            bounds = v.bounds
            effectiveCornerRadius = v.effectiveCornerRadius
            borderWidth = v.borderWidth
            border = v.border
        }
    }

    /// The border, after the sublayers.
    private func finishBody(_ v: BorderValues, _ m: CGAffineTransform, alpha: Double, clipped: Bool,
                            hadSublayers: Bool) {
        if hadSublayers {
            if clipped {
                cairo_restore(cr)
                direct?.maskClipDepth -= 1
            }
            setMatrix(m)
        }
        let radius = v.effectiveCornerRadius
        if v.borderWidth > 0, let border = v.border, border.isVisible {
            let b = v.bounds
            let w = min(v.borderWidth, b.width / 2, b.height / 2)
            if fillsShapeDirectly(v.layer, b, radius: radius, borderWidth: w, m, border, alpha: alpha) { return }
            _ShapeCoverage.addShape(bounds: b, radius: radius, borderWidth: w, to: cr)
            cairo_set_source_rgba(cr, border.red, border.green, border.blue, border.alpha * alpha)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }

    /// The image (backing store or `contents`) placed by `contentsGravity`, clipped to the rounded
    /// bounds with `masksToBounds`.
    private func drawContents(_ v: _CALayerDrawValues, _ m: CGAffineTransform, alpha: Double) {
        guard let surface = v.contentSurface else { return }
        let (pw, ph) = v.contentPixelSize
        guard pw > 0, ph > 0 else { return }
        // The part of the image shown (contentsRect, unit coordinates, clamped to the image).
        let cr0 = v.contentsRect
        let sx0 = max(0, min(CGFloat(pw), cr0.minX * CGFloat(pw))), sx1 = max(sx0, min(CGFloat(pw), cr0.maxX * CGFloat(pw)))
        let sy0 = max(0, min(CGFloat(ph), cr0.minY * CGFloat(ph))), sy1 = max(sy0, min(CGFloat(ph), cr0.maxY * CGFloat(ph)))
        let srcW = sx1 - sx0, srcH = sy1 - sy0
        guard srcW > 0, srcH > 0 else { return }
        let pointSize = CGSize(width: srcW / v.contentScale, height: srcH / v.contentScale)
        let dst = v.contentsGravity._placement(of: pointSize, in: v.bounds)
        guard dst.width > 0, dst.height > 0 else { return }
        // Image pixel → layer point: scale by dst/src, then move to dst.origin.
        let image = CGAffineTransform(a: dst.width / srcW, b: 0, c: 0, d: dst.height / srcH,
                                      tx: dst.minX - sx0 * dst.width / srcW, ty: dst.minY - sy0 * dst.height / srcH)
        var device = image.concatenating(m)
        guard _LayerRenderer.isDrawableImageScale(device) else { return }
        let exact = _LayerRenderer.isPixelExact(device)
        // One to one: exactly so (a size in points that is not a whole number of pixels leaves the
        // scale a rounding error away from 1), so the image is copied, not resampled.
        if exact { device = CGAffineTransform(translationX: device.tx.rounded(), y: device.ty.rounded()) }
        if exact, !v.masksToBounds,
           blitsDirectly(surface, x: sx0, y: sy0, width: srcW, height: srcH, dx: device.tx, dy: device.ty, alpha: alpha) {
            withExtendedLifetime(v.contentOwner) {}
            return
        }
        cairo_save(cr)
        if v.masksToBounds {
            addBoundsPath(v.bounds, radius: v.effectiveCornerRadius)
            cairo_clip(cr)
        }
        setMatrix(device)
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, sx0, sy0, srcW, srcH)
        if alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_fill(cr)
        }
        cairo_restore(cr)
        withExtendedLifetime(v.contentOwner) {}
    }

    /// The shadow: the alpha of `shadowPath` (or of everything the layer draws) blurred with
    /// σ = `shadowRadius` points, offset by `shadowOffset` (both in the layer's coordinates, so
    /// they turn and scale with the layer), tinted with the shadow colour. The blurred alpha is
    /// kept with the layer (`_CAShadowMask`) and re-blurred only when its shape changes; a mask
    /// too big to keep is computed only for the part that can reach the current clip.
    private func drawShadow(_ shadow: _ShadowValues, of layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform) {
        let deviceScale = abs(m.a * m.d - m.b * m.c).squareRoot()
        let sigma = shadow.radius * RenderingConstants.shadowSigmaPerRadius * deviceScale
        let margin = ShadowBlur.margin(sigma: sigma)
        let offX = m.a * shadow.offset.width + m.c * shadow.offset.height
        let offY = m.b * shadow.offset.width + m.d * shadow.offset.height
        if let mask = cachedShadowMask(shadow, of: layer, v, m, sigma: sigma, margin: margin) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
            cairo_mask_surface(cr, mask.surface, m.tx + CGFloat(mask.originX) + offX, m.ty + CGFloat(mask.originY) + offY)
            cairo_restore(cr)
            return
        }
        drawShadowUncached(shadow, of: layer, v, m, sigma: sigma, margin: margin, offX: offX, offY: offY)
    }

    /// The layer's blurred shadow mask for device transform `m`: the kept one when its key still
    /// matches, else a new one drawn under `m` with its translation rounded to whole pixels (so a
    /// layer's shadow looks the same whatever it was drawn at before) and kept. Nil when the mask
    /// would be empty or bigger than `RenderingConstants.shadowMaskCacheMaximumPixels`.
    private func cachedShadowMask(_ shadow: _ShadowValues, of layer: CALayer, _ v: _CALayerDrawValues,
                                  _ m: CGAffineTransform, sigma: CGFloat, margin: Int) -> _CAShadowMask? {
        let limit = CGFloat(1 << 29)
        guard m.tx.isFinite, m.ty.isFinite, abs(m.tx) < limit, abs(m.ty) < limit else { return nil }
        var key = _CAShadowMaskKey(a: m.a, b: m.b, c: m.c, d: m.d, radius: shadow.radius, path: shadow.path,
                                   pathElements: 0, source: 0)
        var noOwners: [AnyObject]? = nil
        if let path = shadow.path {
            if path is CGMutablePath { key.pathElements = path._elementsHash }
        } else {
            key.source = _LayerRenderer.drawingHash(layer, v, presentation: presentation, alphaOnly: true, owners: &noOwners)
        }
        if let mask = layer._storedRendering.shadowMask, mask.key == key { return mask }
        if let pass {
            // A shape that keeps changing each time the layer is drawn (an animating sublayer of a
            // shadowed card, say) is blurred directly, only where it can show, rather than built
            // whole and kept each frame; a mask is kept again once the shape holds between two
            // frames that draw the layer.
            var changedFrames = 0
            if let miss = layer._storedRendering.shadowMaskMiss {
                if miss.pass == pass { changedFrames = miss.changedFrames }
                else if miss.key != key { changedFrames = miss.changedFrames + 1 }
            }
            layer._storedRendering.shadowMaskMiss = (key, pass, changedFrames)
            if changedFrames >= RenderingConstants.shadowMaskChangingFrames {
                layer._storedRendering.shadowMask = nil
                return nil
            }
        }
        let tx0 = m.tx.rounded(), ty0 = m.ty.rounded()
        let m0 = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: tx0, ty: ty0)
        let sourceBox: _PixelRect
        if let path = shadow.path {
            sourceBox = _PixelRect(covering: path.boundingBox.applying(m0))
        } else {
            sourceBox = _LayerRenderer.subtreeDeviceBox(layer, v, m0, presentation: presentation)
        }
        let mw = sourceBox.width + 2 * margin, mh = sourceBox.height + 2 * margin
        guard !sourceBox.isEmpty, mw * mh <= RenderingConstants.shadowMaskCacheMaximumPixels else {
            layer._storedRendering.shadowMask = nil
            return nil
        }
        var owners: [AnyObject]? = []
        if shadow.path == nil { _ = _LayerRenderer.drawingHash(layer, v, presentation: presentation, alphaOnly: true, owners: &owners) }
        let originX = sourceBox.x0 - margin, originY = sourceBox.y0 - margin
        guard let mask = _CAShadowMask(width: mw, height: mh, key: key, originX: originX - Int(tx0),
                                       originY: originY - Int(ty0), owners: owners ?? []) else { return nil }
        let shifted = m0.concatenating(CGAffineTransform(translationX: -CGFloat(originX), y: -CGFloat(originY)))
        fillShadowSource(shadow, of: layer, v, shifted, into: mask.surface, width: mw, height: mh, sigma: sigma)
        _CAShadowMask.renderCount += 1
        layer._storedRendering.shadowMask = mask
        return mask
    }

    /// Draws the shadow's source alpha (the path, or the layer's body) into the `A8` surface
    /// `mask` under `shifted`, then blurs it with `sigma`.
    private func fillShadowSource(_ shadow: _ShadowValues, of layer: CALayer, _ v: _CALayerDrawValues,
                                  _ shifted: CGAffineTransform, into mask: OpaquePointer, width mw: Int, height mh: Int,
                                  sigma: CGFloat) {
        let mcr = cairo_create(mask)!
        if let path = shadow.path {
            var cm = cairo_matrix_t(xx: shifted.a, yx: shifted.b, xy: shifted.c, yy: shifted.d, x0: shifted.tx, y0: shifted.ty)
            cairo_set_matrix(mcr, &cm)
            _LayerRenderer.addPath(path, to: mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
        } else {
            _LayerRenderer(cr: mcr, presentation: presentation).renderBody(layer, v, shifted, alpha: 1)
        }
        cairo_destroy(mcr)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            ShadowBlur.blur(data, width: mw, height: mh, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
    }

    /// The shadow computed for the part of it that can reach the current clip, and not kept. Its
    /// pixels are those of the kept mask (`cachedShadowMask`) where it shows: the source is drawn
    /// under `m` with its translation rounded to whole pixels and the blurred mask composited at
    /// the remainder, and every source pixel within the blur's reach of the clip is in it — so a
    /// shadow drawn partly one way and partly the other (a redraw of part of it, a shape that
    /// stopped changing) shows no seam.
    private func drawShadowUncached(_ shadow: _ShadowValues, of layer: CALayer, _ v: _CALayerDrawValues,
                                    _ m: CGAffineTransform, sigma: CGFloat, margin: Int, offX: CGFloat, offY: CGFloat) {
        let tx0 = m.tx.rounded(), ty0 = m.ty.rounded()
        let m0 = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: tx0, ty: ty0)
        // Where a mask pixel lands: its position under `m0` moved by this.
        let dx = m.tx - tx0 + offX, dy = m.ty - ty0 + offY
        // Mask pixels whose shadow can land in the clip.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let clip = _PixelRect(covering: CGRect(x: x1 - dx, y: y1 - dy, width: x2 - x1, height: y2 - y1))
            .expanded(left: margin + 1, top: margin + 1, right: margin + 1, bottom: margin + 1)
        let sourceBox: _PixelRect
        if let path = shadow.path {
            sourceBox = _PixelRect(covering: path.boundingBox.applying(m0))
        } else {
            sourceBox = _LayerRenderer.subtreeDeviceBox(layer, v, m0, presentation: presentation)
        }
        let area = sourceBox.intersection(clip)
        guard !area.isEmpty else { return }
        let mw = area.width + 2 * margin, mh = area.height + 2 * margin
        guard mw < 1 << 15, mh < 1 << 15, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)) else { return }
        defer { cairo_surface_destroy(mask) }
        let originX = CGFloat(area.x0 - margin), originY = CGFloat(area.y0 - margin)
        let shifted = m0.concatenating(CGAffineTransform(translationX: -originX, y: -originY))
        fillShadowSource(shadow, of: layer, v, shifted, into: mask, width: mw, height: mh, sigma: sigma)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
        cairo_mask_surface(cr, mask, originX + dx, originY + dy)
        cairo_restore(cr)
    }

    // MARK: - Helpers

    /// Whether an image drawn with the image-pixel → device transform `t` can be sampled: the
    /// components of `t`'s inverse stay within `RenderingConstants.maximumContentsReduction`.
    /// Contents reduced further cover a sliver of a pixel; drawing them would fail for good.
    static func isDrawableImageScale(_ t: CGAffineTransform) -> Bool {
        let determinant = abs(t.a * t.d - t.b * t.c)
        let largest = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        return determinant > 0 && largest <= determinant * RenderingConstants.maximumContentsReduction
    }

    @inline(__always)
    private func setMatrix(_ t: CGAffineTransform) {
        var cm = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &cm)
    }

    /// Adds `rect` as a rectangle, or with circular corners of `radius`, to the current path.
    private func addBoundsPath(_ rect: CGRect, radius: CGFloat) {
        _LayerRenderer.addRoundedRect(rect, radius: radius, to: cr)
    }

    static func addRoundedRect(_ rect: CGRect, radius: CGFloat, to cr: OpaquePointer) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        if r <= 0 {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
        cairo_close_path(cr)
    }

    /// Adds a `CGPath` to Cairo's current path.
    static func addPath(_ path: CGPath, to cr: OpaquePointer) {
        var current = CGPoint.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]; cairo_move_to(cr, current.x, current.y)
            case .addLineToPoint:
                current = e.points[0]; cairo_line_to(cr, current.x, current.y)
            case .addQuadCurveToPoint:
                // Quadratic to cubic: control points at 2/3 of the way to the quadratic control.
                let c = e.points[0], end = e.points[1]
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
                current = end
            case .addCurveToPoint:
                cairo_curve_to(cr, e.points[0].x, e.points[0].y, e.points[1].x, e.points[1].y, e.points[2].x, e.points[2].y)
                current = e.points[2]
            case .closeSubpath:
                cairo_close_path(cr)
            @unknown default:
                break
            }
        }
    }

    /// True when `t` maps pixels to pixels: unit scale, no rotation, whole-number offsets.
    static func isPixelExact(_ t: CGAffineTransform) -> Bool {
        let tol = RenderingConstants.pixelAlignmentTolerance
        return abs(t.a - 1) < tol && abs(t.d - 1) < tol && abs(t.b) < tol && abs(t.c) < tol
            && abs(t.tx - t.tx.rounded()) < tol && abs(t.ty - t.ty.rounded()) < tol
    }

    /// Device pixels covered by `rect` (layer coordinates) under `m`.
    static func deviceBox(_ rect: CGRect, _ m: CGAffineTransform) -> _PixelRect {
        if m.b == 0 && m.c == 0 {
            let x0 = m.a * rect.minX + m.tx, x1 = m.a * rect.maxX + m.tx
            let y0 = m.d * rect.minY + m.ty, y1 = m.d * rect.maxY + m.ty
            return _PixelRect(covering: CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)))
        }
        return _PixelRect(covering: rect.applying(m))
    }

    /// Device pixels the layer and its visible sublayers can draw (not counting shadows of
    /// sublayers), with `masksToBounds` limiting sublayers to the bounds.
    static func subtreeDeviceBox(_ layer: CALayer, _ v: _CALayerDrawValues, _ m: CGAffineTransform,
                                         presentation: Bool) -> _PixelRect {
        let own = deviceBox(v.bounds, m)
        if v.masksToBounds || layer._storedSublayers.isEmpty { return own }
        var box = own
        // Iterative (an explicit stack): trees of any depth.
        var stack: [(CALayer, CGAffineTransform)] = [(layer, m)]
        while let (parent, pm) = stack.popLast() {
            for sub in parent._storedSublayers {
                let sv = sub._valuesToDraw(presentation: presentation)
                if sv.isHidden || sv.opacity <= 0 { continue }
                let sm = sv.localToParent.concatenating(pm)
                let subBox = deviceBox(sv.bounds, sm)
                box = box.union(subBox)
                // A sublayer's shadow reaches past its bounds (a disabled control's knob faded
                // with its group keeps its shadow).
                if let shadow = sv.shadow {
                    let scale = (sm.a * sm.a + sm.b * sm.b).squareRoot()
                    let margin = ShadowBlur.margin(sigma: shadow.radius * RenderingConstants.shadowSigmaPerRadius * scale) + 1
                    let offset = CGSize(width: sm.a * shadow.offset.width + sm.c * shadow.offset.height,
                                        height: sm.b * shadow.offset.width + sm.d * shadow.offset.height)
                    box = box.union(_DamagePad().adding(margin: margin, offset: offset).apply(to: subBox))
                }
                if !sv.masksToBounds && !sub._storedSublayers.isEmpty { stack.append((sub, sm)) }
            }
        }
        return box
    }

    /// Layers waiting in `drawingHash`'s walk, kept between calls so the walk allocates nothing
    /// once grown.
    private static var drawingHashStack: [CALayer] = []

    /// A hash of what `layer` and its sublayers draw, relative to the layer: its body (bounds,
    /// clipping, corner radius, background and border, its content's identity and version), and
    /// for every visible sublayer its transform to its superlayer, opacity, z position, shadow
    /// (colour, offset, radius, path), transition (style, progress, old image) and body. The
    /// layer's own position, opacity and shadow leave it unchanged. Walks the subtree without
    /// recursion; with `owners` non-nil, appends each object hashed by identity (so a cache can
    /// keep them alive).
    ///
    /// - `alphaOnly`: only the alpha of each colour counts — what a shadow without `shadowPath`
    ///   is cast from (`_CAShadowMask`), which also changes with the layer's own transition.
    ///   Otherwise every colour component counts and the layer's own transition does not — what
    ///   a group image shows (`_CAGroupImage`).
    static func drawingHash(_ layer: CALayer, _ v: _CALayerDrawValues, presentation: Bool, alphaOnly: Bool,
                            owners: inout [AnyObject]?) -> Int {
        var h = Hasher()
        hashBody(v, alphaOnly: alphaOnly, into: &h, owners: &owners)
        if alphaOnly { hashTransition(v.transition, into: &h, owners: &owners) }
        var stack = drawingHashStack
        drawingHashStack = []
        defer { stack.removeAll(keepingCapacity: true); drawingHashStack = stack }
        h.combine(layer._storedSublayers.count)
        for sub in layer._storedSublayers.reversed() { stack.append(sub) }
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
                hash(shadow.color, alphaOnly: alphaOnly, into: &h)
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
            hashTransition(sv.transition, into: &h, owners: &owners)
            hashBody(sv, alphaOnly: alphaOnly, into: &h, owners: &owners)
            let subs = sub._storedSublayers
            h.combine(subs.count)
            for s in subs.reversed() { stack.append(s) }
        }
        return h.finalize()
    }

    private static func hash(_ c: _RGBA?, alphaOnly: Bool, into h: inout Hasher) {
        guard let c else { h.combine(-1); return }
        if !alphaOnly { h.combine(c.red); h.combine(c.green); h.combine(c.blue) }
        h.combine(c.alpha)
    }

    private static func hashTransition(_ t: _CATransitionDrawValues?, into h: inout Hasher, owners: inout [AnyObject]?) {
        guard let t else { h.combine(0); return }
        h.combine(t.style == .crossDissolve ? 1 : t.style == .flipAboutVerticalAxis ? 2 : 3)
        h.combine(t.progress)
        h.combine(ObjectIdentifier(t.before))
        owners?.append(t.before)
    }

    /// The part of `drawingHash` for one layer's own drawing.
    private static func hashBody(_ v: _CALayerDrawValues, alphaOnly: Bool, into h: inout Hasher,
                                 owners: inout [AnyObject]?) {
        h.combine(v.bounds.origin.x); h.combine(v.bounds.origin.y)
        h.combine(v.bounds.size.width); h.combine(v.bounds.size.height)
        h.combine(v.masksToBounds)
        h.combine(v.cornerRadius)
        hash(v.background, alphaOnly: alphaOnly, into: &h)
        h.combine(v.borderWidth)
        hash(v.borderWidth > 0 ? v.border : nil, alphaOnly: alphaOnly, into: &h)
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

    /// True when no two sublayers differ in `zPosition` (then the array order is the drawing order).
    @inline(__always)
    static func sameZPosition(_ subs: [CALayer]) -> Bool {
        guard let first = subs.first?.zPosition else { return true }
        for s in subs where s.zPosition != first { return false }
        return true
    }

    /// Back to front: ascending `zPosition`, array order among equals.
    static func sortedByZPosition(_ subs: [CALayer]) -> [CALayer] {
        subs.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }
}
