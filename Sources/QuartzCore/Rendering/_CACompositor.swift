import CoreGraphics
@_implementationOnly import CCairo

/// What a compositor remembers of a layer from the frame it last composited it in. Stored in the
/// layer (`_rendering.record`), so a frame walks the tree without allocating.
package struct _CompositeRecord {
    /// The compositor that wrote the record.
    package var owner: ObjectIdentifier?
    /// The compositor pass that wrote it.
    var pass: UInt64 = 0
    /// Pixels this layer's own drawing (and shadow) covered, grown by its ancestors' shadow margins
    /// and clipped to the framebuffer: what must be redrawn when it changes or goes away.
    package var drawn = _PixelRect.empty
    /// Pixels the layer and everything below it can touch (for culling the redraw walk).
    var subtree = _PixelRect.empty
    var signature = _LayerSignature()
    /// Keeps the content object alive while its identity is recorded, so a new image can't reuse
    /// the address of the old one.
    var retainedContent: AnyObject?

    package init() {}

    /// Replaces the record with this pass's values in one access and says which pixels to damage:
    /// nothing when the layer was composited by `owner` in `lastPass` with the same signature, its
    /// old and new pixels when the signature changed, its new pixels when it is new to the owner.
    mutating func commit(owner: ObjectIdentifier, pass: UInt64, lastPass: UInt64, drawn: _PixelRect,
                                 subtree: _PixelRect, signature: _LayerSignature, content: AnyObject?,
                                 damage: inout _DamageRegion) {
        if self.owner == owner && self.pass == lastPass {
            if self.signature != signature {
                damage.add(self.drawn)
                damage.add(drawn)
                self.signature = signature
            }
        } else {
            damage.add(drawn)
            self.owner = owner
            self.signature = signature
        }
        self.pass = pass
        self.drawn = drawn
        self.subtree = subtree
        if retainedContent !== content { retainedContent = content }
    }
}

/// Everything about a layer that changes its pixels, as composited: when two frames' signatures
/// differ, the layer's old and new pixels are damaged.
package struct _LayerSignature: Equatable {
    var matrix = CGAffineTransform.identity
    package var bounds = CGRect.zero
    package var opacity: Float = 1
    var inheritedOpacity: Float = 1
    package var clip = _PixelRect.empty
    package var masksToBounds = false
    var background: _RGBA?
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    var border: _RGBA?
    package var content: ObjectIdentifier?
    var contentVersion: UInt64 = 0
    package var contentsGravity = CALayerContentsGravity.resize
    var contentsRect = CGRect.zero
    var contentScale: CGFloat = 1
    package var shadow: _ShadowValues?
    /// The sibling drawn just before this layer and the superlayer: a reorder or a move changes them.
    var previousSibling: ObjectIdentifier?
    package var parent: ObjectIdentifier?
    /// The eased progress of a transition playing on the layer: changes every frame while it
    /// plays, so the layer's pixels (its whole subtree's, see `walk`) are redrawn every frame.
    var transitionProgress: Double?

    package init() {}
}

/// Turns a layer tree into pixels in a framebuffer, redrawing only what changed.
///
/// Each `composite(_:)` walks the visible tree once, computing every layer's device transform and
/// comparing what it draws with the record of the previous frame (`_CompositeRecord`). A layer
/// that changed (geometry, opacity, colours, content, clip, order), appeared or went away damages
/// its old and new pixels. The damage (a few rectangles, `_DamageRegion`) is then cleared to the
/// backdrop and redrawn, each rectangle with a clip and a tree walk that skips subtrees outside it.
/// Layer content comes from the layers' backing stores and `contents`, never redrawn here.
/// Layers outside the visible area, with nothing below them that could show, are culled from the
/// walk: a scroll view's offscreen subviews cost a bounds check each. A frame in which nothing
/// changed (`CALayer._renderGeneration` unchanged, no animation running) does not walk at all.
@MainActor
package final class _CACompositor {
    /// The framebuffer: a Cairo `ARGB32` image surface of the screen at `scale`.
    package let framebuffer: OpaquePointer
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Device pixels per point.
    package let scale: CGFloat
    private let cr: OpaquePointer
    /// What one pass's tree walk reads and fills. The walk takes it as one `inout` access to this
    /// stored property, so its many updates pay no per-access exclusivity checks.
    private struct WalkState {
        var me: ObjectIdentifier
        var pass: UInt64 = 0
        var lastPass: UInt64 = 0
        var full: _PixelRect
        /// Layers visited in this pass, with the pixels they covered.
        var visited: [(layer: CALayer, drawn: _PixelRect)] = []
        var damage: _DamageRegion
        /// The walk's explicit stack (kept between passes so a frame allocates nothing).
        var stack: [WalkFrame] = []
    }

    /// A layer being walked: what `enter` found, and the sublayers still to walk.
    private struct WalkFrame {
        var layer: CALayer
        var id: ObjectIdentifier
        var v: _CALayerDrawValues
        var m: CGAffineTransform
        var clip: _PixelRect
        var inheritedOpacity: Float
        var pad: _DamagePad
        var previousSibling: ObjectIdentifier?
        var parentID: ObjectIdentifier?
        var own: _PixelRect
        var childClip: _PixelRect
        var childPad: _DamagePad
        var childOpacity: Float
        var shadowMargin: Int
        var shadowOffset: CGSize
        var subtree: _PixelRect
        var subs: [CALayer]
        var next = 0
        /// The visible area in this layer's space, when still sublayers outside it may be skipped.
        var localClip: CGRect?
        var prev: ObjectIdentifier?
    }
    private var state: WalkState
    /// The layers visited in the previous pass.
    private var previous: [(layer: CALayer, drawn: _PixelRect)] = []
    /// The damage of the last `composite(_:)`.
    var damage: _DamageRegion { state.damage }
    private var needsFullRedraw = true
    /// Pixels redrawn by the last `composite(_:)`.
    private(set) var lastRedrawnArea = 0

    /// Calls `body` with the framebuffer's pixels (32-bit premultiplied ARGB in native byte order,
    /// rows top to bottom) and the bytes per row, for a host to show them.
    package func withFramebufferPixels<R>(_ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) -> R) -> R {
        cairo_surface_flush(framebuffer)
        return body(UnsafeRawPointer(cairo_image_surface_get_data(framebuffer)!),
                    Int(cairo_image_surface_get_stride(framebuffer)))
    }

    /// Passes of all compositors, so records of different compositors never look current.
    private static var passCounter: UInt64 = 0

    /// A compositor with a framebuffer of `pixelWidth × pixelHeight` pixels showing points at
    /// `scale`. Nil when Cairo cannot allocate it.
    package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth < 1 << 15, pixelHeight < 1 << 15,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        framebuffer = surface
        cr = cairo_create(surface)!
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        let full = _PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        // `me` is set to this compositor's identity once `self` exists.
        state = WalkState(me: ObjectIdentifier(_CACompositor.self), full: full, damage: _DamageRegion(limit: full))
        state.me = ObjectIdentifier(self)
        state.visited.reserveCapacity(256)
        previous.reserveCapacity(256)
    }

    isolated deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(framebuffer)
    }

    /// `CALayer._renderGeneration` when the last walk began, the root it walked, and whether
    /// animations ran then (the frame after the last one animated walks once more, to draw the
    /// final values).
    private var compositedGeneration: UInt64 = .max
    private weak var compositedRoot: CALayer?
    private var animatedLastFrame = false

    /// How many layers the last `composite(_:)` walked (culled layers are not counted).
    var visitedLayerCount: Int { previous.count }

    /// The whole framebuffer.
    var fullRect: _PixelRect { state.full }

    /// Makes the next `composite(_:)` redraw every pixel.
    package func invalidateAll() { needsFullRedraw = true }

    /// Brings the framebuffer up to date with the tree under `root` (whose superlayer space is the
    /// screen, in points) and returns the number of pixels redrawn.
    @discardableResult
    package func composite(_ root: CALayer) -> Int {
        // Nothing changed since the last frame and nothing is animating: the framebuffer is current.
        let generation = CALayer._renderGeneration
        let animating = root._runtime.animationEngine.animatingLayerCount > 0
        if !needsFullRedraw && !animating && !animatedLastFrame && generation == compositedGeneration
            && root === compositedRoot {
            state.damage.removeAll()
            lastRedrawnArea = 0
            return 0
        }
        compositedGeneration = generation
        compositedRoot = root
        animatedLastFrame = animating
        Self.passCounter += 1
        let pass = Self.passCounter
        state.damage.removeAll()
        if needsFullRedraw {
            state.damage.add(state.full)
            needsFullRedraw = false
        }
        state.visited.removeAll(keepingCapacity: true)
        state.lastPass = state.pass
        state.pass = pass
        let base = CGAffineTransform(scaleX: scale, y: scale)
        Self.walk(root, parent: base, state: &state)
        // Layers composited last time but not now (removed, hidden): their old pixels.
        let me = state.me
        for entry in previous {
            let layer = entry.layer
            if layer._rendering.record.owner != me || layer._rendering.record.pass != pass { state.damage.add(entry.drawn) }
        }
        swap(&state.visited, &previous)
        // The list from two passes ago holds layers that may have left the tree: let them go now.
        state.visited.removeAll(keepingCapacity: true)
        let damage = state.damage
        lastRedrawnArea = damage.area
        for r in damage.rects { redraw(r, root: root, base: base, pass: pass) }
        if !damage.isEmpty {
            cairo_surface_flush(framebuffer)
            redrawCount += 1
        }
        return lastRedrawnArea
    }

    /// How many composites redrew pixels: a window host that uploads only the damaged rectangles
    /// uploads everything when it missed one (its count moved by more than one).
    package private(set) var redrawCount: UInt64 = 0

    /// Calls `body` with each rectangle of pixels the last `composite(_:)` redrew.
    package func forEachDamagedRect(_ body: (_PixelRect) -> Void) {
        for r in state.damage.rects { body(r) }
    }

    private func redraw(_ r: _PixelRect, root: CALayer, base: CGAffineTransform, pass: UInt64) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, CGFloat(r.x0), CGFloat(r.y0), CGFloat(r.width), CGFloat(r.height))
        cairo_clip(cr)
        let g = RenderingConstants.backdropGray
        cairo_set_source_rgba(cr, g, g, g, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        _LayerRenderer(cr: cr, presentation: true, cull: r, pass: pass).render(root, parent: base)
        cairo_restore(cr)
    }

    /// `clip` in the space that `m` maps to device pixels, when `m` only scales and translates.
    private static func localRect(of clip: _PixelRect, under m: CGAffineTransform) -> CGRect? {
        guard m.b == 0, m.c == 0, m.a != 0, m.d != 0 else { return nil }
        return CGRect(x: (CGFloat(clip.x0) - m.tx) / m.a, y: (CGFloat(clip.y0) - m.ty) / m.d,
                      width: CGFloat(clip.x1 - clip.x0) / m.a, height: CGFloat(clip.y1 - clip.y0) / m.d).standardized
    }

    /// Whether `layer` (untransformed, not animating, without a shadow, its sublayers unable to
    /// show outside it) lies wholly outside `localClip`, given in its superlayer's space.
    private static func isStillLeafOutside(_ layer: CALayer, _ localClip: CGRect) -> Bool {
        guard layer._hasIdentityTransform, !layer._hasAnimationsInFlight,
              layer.masksToBounds || layer._sublayers.isEmpty, layer.shadowOpacity <= 0 else { return false }
        let b = layer._bounds, p = layer._position, a = layer._anchorPoint
        let frame = CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
        return !frame.intersects(localClip)
    }

    /// Records `root` and its visible subtree for this pass, damaging what changed. Iterative (an
    /// explicit stack of `WalkFrame`s): trees of any depth, parents entered before their
    /// sublayers, each layer finished (recorded) after them.
    private static func walk(_ root: CALayer, parent base: CGAffineTransform, state: inout WalkState) {
        state.stack.removeAll(keepingCapacity: true)
        guard let first = enter(root, parent: base, clip: state.full, inheritedOpacity: 1, pad: _DamagePad(),
                                previousSibling: nil, parentID: nil) else { return }
        state.stack.append(first)
        while !state.stack.isEmpty {
            let top = state.stack.count - 1
            if state.stack[top].next < state.stack[top].subs.count {
                let sub = state.stack[top].subs[state.stack[top].next]
                state.stack[top].next += 1
                let prev = state.stack[top].prev
                state.stack[top].prev = ObjectIdentifier(sub)
                if let localClip = state.stack[top].localClip, isStillLeafOutside(sub, localClip) {
                    sub._hasBeenCommitted = true
                    continue
                }
                if let child = enter(sub, parent: state.stack[top].m, clip: state.stack[top].childClip,
                                     inheritedOpacity: state.stack[top].childOpacity, pad: state.stack[top].childPad,
                                     previousSibling: prev, parentID: state.stack[top].id) {
                    state.stack.append(child)
                }
            } else {
                let frame = state.stack.removeLast()
                let subtree = finish(frame, state: &state)
                if let parent = state.stack.indices.last {
                    state.stack[parent].subtree = state.stack[parent].subtree.union(subtree)
                }
            }
        }
    }

    /// The first half of walking `layer`: culling, what it draws and where, and the values its
    /// sublayers inherit. Nil when the layer and its subtree cannot show (nothing recorded).
    private static func enter(_ layer: CALayer, parent: CGAffineTransform, clip: _PixelRect, inheritedOpacity: Float,
                              pad: _DamagePad, previousSibling: ObjectIdentifier?,
                              parentID: ObjectIdentifier?) -> WalkFrame? {
        // The layer is part of a rendered tree now: its later changes may animate implicitly.
        layer._hasBeenCommitted = true
        // Culling on the model geometry first, before gathering everything the layer draws: a
        // still layer (no animation) outside the visible area with nothing below it that could
        // show costs one bounds check.
        if !layer._hasAnimationsInFlight && layer.shadowOpacity <= 0
            && (layer.masksToBounds || layer._sublayers.isEmpty)
            && _LayerRenderer.deviceBox(layer._bounds, layer._ownToSuperlayerTransform.concatenating(parent)).intersection(clip).isEmpty {
            return nil
        }
        let v = layer._valuesToDraw(presentation: true)
        // A shadow turned off lets go of its cached mask.
        if v.shadow == nil && layer._rendering.shadowMask != nil { layer._rendering.shadowMask = nil }
        if v.isHidden || v.opacity <= 0 { return nil }
        var m = v.localToParent.concatenating(parent)
        // A flip draws the layer and its sublayers scaled about its centre: record them as drawn.
        if let t = v.transition { m = t.transform(in: v.bounds).concatenating(m) }
        if !_LayerRenderer.isDrawable(m) { return nil }   // scaled to nothing: not recorded, not drawn
        let own = _LayerRenderer.deviceBox(v.bounds, m)
        let ownClipped = own.intersection(clip)
        // Culling: a layer outside the visible area (off screen, or outside a masking ancestor)
        // whose sublayers can't show either costs nothing more. It is not recorded for this pass,
        // so if it was drawn last frame its old pixels are damaged like a removed layer's.
        if ownClipped.isEmpty && v.shadow == nil && (v.masksToBounds || layer._sublayers.isEmpty) {
            return nil
        }
        let childClip = v.masksToBounds ? clip.intersection(own) : clip
        var childPad = pad
        var shadowMargin = 0
        var shadowOffset = CGSize.zero
        if let shadow = v.shadow {
            let deviceScale = abs(m.a * m.d - m.b * m.c).squareRoot()
            shadowMargin = ShadowBlur.margin(sigma: shadow.radius * RenderingConstants.shadowSigmaPerRadius * deviceScale) + 1
            shadowOffset = CGSize(width: m.a * shadow.offset.width + m.c * shadow.offset.height,
                                  height: m.b * shadow.offset.width + m.d * shadow.offset.height)
            childPad = pad.adding(margin: shadowMargin, offset: shadowOffset)
        }
        var subs = layer._sublayers
        var localClip: CGRect? = nil
        if !subs.isEmpty {
            if _LayerRenderer.sameZPosition(subs) {
                // Under a scale-and-translate matrix (a scroll view's content), the visible area maps
                // back to one rect of this layer's space, and a still sublayer outside it is skipped
                // with one rect test — thousands of offscreen rows cost almost nothing.
                localClip = localRect(of: childClip, under: m)
            } else {
                subs = _LayerRenderer.sortedByZPosition(subs)
            }
        }
        return WalkFrame(layer: layer, id: ObjectIdentifier(layer), v: v, m: m, clip: clip,
                         inheritedOpacity: inheritedOpacity, pad: pad, previousSibling: previousSibling,
                         parentID: parentID, own: own, childClip: childClip, childPad: childPad,
                         childOpacity: inheritedOpacity * v.opacity, shadowMargin: shadowMargin,
                         shadowOffset: shadowOffset, subtree: ownClipped, subs: subs, localClip: localClip)
    }

    /// The second half of walking a layer, after its sublayers: records it for this pass, damaging
    /// what changed; returns the pixels its subtree can touch.
    private static func finish(_ f: WalkFrame, state: inout WalkState) -> _PixelRect {
        let v = f.v, m = f.m
        var subtree = f.subtree
        var drawn = f.own.intersection(f.clip)
        // A transition redraws the whole subtree each frame (a cross dissolve changes the pixels
        // of sublayers whose own records stay the same).
        if v.transition != nil { drawn = drawn.union(subtree) }
        if let shadow = v.shadow {
            let source = shadow.path.map { _LayerRenderer.deviceBox($0.boundingBox, m) } ?? subtree.union(f.own)
            let shadowBox = _DamagePad().adding(margin: f.shadowMargin, offset: f.shadowOffset).apply(to: source).intersection(f.clip)
            drawn = drawn.union(shadowBox)
            subtree = subtree.union(shadowBox)
        }
        let damageRect = f.pad.apply(to: drawn).intersection(state.full)
        var signature = _LayerSignature()
        signature.matrix = m
        signature.bounds = v.bounds
        signature.opacity = v.opacity
        signature.inheritedOpacity = f.inheritedOpacity
        signature.clip = f.clip
        signature.masksToBounds = v.masksToBounds
        signature.background = v.background
        signature.cornerRadius = v.cornerRadius
        signature.borderWidth = v.borderWidth
        signature.border = v.border
        signature.content = v.contentOwner.map { ObjectIdentifier($0) }
        signature.contentVersion = v.contentVersion
        signature.contentsGravity = v.contentsGravity
        signature.contentsRect = v.contentsRect
        signature.contentScale = v.contentScale
        signature.shadow = v.shadow
        signature.previousSibling = f.previousSibling
        signature.parent = f.parentID
        signature.transitionProgress = v.transition?.progress
        f.layer._rendering.record.commit(owner: state.me, pass: state.pass, lastPass: state.lastPass, drawn: damageRect,
                                         subtree: subtree, signature: signature, content: v.contentOwner,
                                         damage: &state.damage)
        state.visited.append((f.layer, damageRect))
        return subtree
    }
}
