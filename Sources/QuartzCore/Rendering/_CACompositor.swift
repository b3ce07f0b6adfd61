import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// What a layer receives from its superlayer in a compositor walk. When a layer has not changed
/// (`CALayer._renderDirty`), nothing below it changed, and its inputs are those of the last walk,
/// the walk skips its subtree: its records stay as they are.
struct _WalkInputs: Equatable {
    var parentMatrix = CGAffineTransform.identity
    var clip = _PixelRect.empty
    /// Whether `clip` is exact at whole pixels (no rounded or fractional masking ancestor), so a
    /// pixel inside it is wholly inside the clip Cairo draws with.
    var clipIsExact = true
    var inheritedOpacity: Float = 1
    var pad = _DamagePad()
    var previousSibling: ObjectIdentifier?
    var parent: ObjectIdentifier?
}

/// What a compositor remembers of a layer from the frame it last composited it in. Stored in the
/// layer (`_storedRendering.record`), so a frame walks the tree without allocating. A record is live
/// while `owner` is set: the layer was drawn by that compositor's last walk that reached it, and
/// so were its ancestors. Culling, hiding or removing the layer damages the `drawn` pixels of it
/// and its live sublayers and clears their `owner`s; the next walk to reach it records it and
/// everything below it afresh.
package struct _CompositeRecord {
    /// The compositor that wrote the record; nil when the layer is not on its screen.
    package var owner: ObjectIdentifier?
    /// Pixels this layer's own drawing (and shadow) covered, grown by its ancestors' shadow margins
    /// and clipped to the framebuffer: what must be redrawn when it changes or goes away.
    package var drawn = _PixelRect.empty
    /// Pixels the layer and everything below it can touch (for culling the redraw walk).
    var subtree = _PixelRect.empty
    /// Device pixels wholly covered by the layer's opaque background, drawn at full opacity with
    /// square corners, inside an exact clip: what a redraw inside it may skip the sublayers drawn
    /// before this one for (they are painted over).
    var opaque = _PixelRect.empty
    var signature = _LayerSignature()
    /// What the layer received from its superlayer in the walk that wrote the record.
    var inputs = _WalkInputs()
    /// What the layer's sublayers received from it, for a walk that visits only some of them.
    var childClip = _PixelRect.empty
    var childClipIsExact = true
    var childOpacity: Float = 1
    var childPad = _DamagePad()
    /// Keeps the content object alive while its identity is recorded, so a new image can't reuse
    /// the address of the old one.
    var retainedContent: AnyObject?
    /// What the layer draws, as the walk of compositor pass `valuesPass` read it: that pass's
    /// redraw draws these instead of reading the layer again (the values of one frame's clock time
    /// are the same in its walk and its redraw). Not kept for a layer in a transition (its values
    /// hold the image it dissolves from).
    var values: _CALayerDrawValues?
    var valuesPass: UInt64 = 0

    package init() {}

    /// Whether the layer, as `owner` last composited it, paints every pixel of `rect` with its
    /// opaque background: what is drawn before it there is painted over. The one test behind every
    /// "an opaque background covers this" shortcut of a redraw.
    @inline(__always)
    func opaqueHolds(_ rect: _PixelRect, for owner: ObjectIdentifier) -> Bool {
        self.owner == owner && opaque.contains(rect)
    }

    /// Replaces the record with this walk's values in one access and says which pixels to damage:
    /// nothing when the layer was composited by `owner` with the same signature, its old and new
    /// pixels when the signature changed, its new pixels when it is new to the owner (or `isNew`: its
    /// walk records it afresh).
    mutating func commit(owner: ObjectIdentifier, isNew: Bool, drawn: _PixelRect, subtree: _PixelRect,
                         signature: _LayerSignature, content: AnyObject?, damage: inout _DamageRegion) {
        if !isNew && self.owner == owner {
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

    /// What a layer drawing `v` under `matrix` with `inputs` from its superlayer composites as.
    init(_ v: borrowing _CALayerDrawValues, matrix m: CGAffineTransform, inputs: _WalkInputs) {
        matrix = m
        bounds = v.bounds
        opacity = v.opacity
        inheritedOpacity = inputs.inheritedOpacity
        clip = inputs.clip
        masksToBounds = v.masksToBounds
        background = v.background
        cornerRadius = v.cornerRadius
        borderWidth = v.borderWidth
        border = v.border
        content = v.contentOwner.map { ObjectIdentifier($0) }
        contentVersion = v.contentVersion
        contentsGravity = v.contentsGravity
        contentsRect = v.contentsRect
        contentScale = v.contentScale
        shadow = v.shadow
        previousSibling = inputs.previousSibling
        parent = inputs.parent
        transitionProgress = v.transition?.progress
    }
}

/// Turns a layer tree into pixels in a framebuffer, redrawing only what changed.
///
/// Each `composite(_:)` walks the layers that may have changed and the paths down to them: every
/// change to what a layer draws marks it (`CALayer._renderDirty`, `_sublayersChanged`) and lists
/// it in its superlayer's `_dirtySublayers`, up to the root, and layers with animations are
/// marked each frame. A layer whose inputs from its superlayer (device transform, clip, opacity,
/// shadow margins, order) are those of the last walk and with nothing marked in its subtree is
/// skipped whole; a layer that did not change itself but has changed sublayers visits only
/// those (its sublayers' inputs are in its record). A visited layer compares what it draws with
/// its record (`_CompositeRecord`): a layer that changed (geometry, opacity, colours, content,
/// clip, order), appeared or went away damages its old and new pixels. The damage (a few
/// rectangles, `_DamageRegion`) is then cleared to the backdrop and redrawn, each rectangle with
/// a clip and a tree walk that skips subtrees outside it and the sublayers an opaque sibling
/// above them covers (and the clear, and a layer's own background and contents, where the first
/// thing drawn over them is an opaque background holding the whole rectangle:
/// `_LayerRenderer.redraw`); among many sublayers it looks only at those filed where it draws in their
/// superlayer's `_SublayerIndex`, which the walk keeps filed as records move. Layer content comes from the layers' backing stores and `contents`, never
/// redrawn here. Layers outside the visible area, with nothing below them that could show, are
/// culled from the walk. A frame in which nothing changed (`CALayer._renderGeneration`
/// unchanged, no animation running) does not walk at all.
@MainActor
package final class _CACompositor {
    /// The framebuffer: a Cairo `ARGB32` image surface of the screen at `scale`, holding what the
    /// screen shows. Another surface (over new memory) once an on-screen image held the last one's
    /// pixels (`ownFramebuffer()`), so ask for it when needed rather than keeping it.
    package var framebuffer: OpaquePointer {
        ownFramebuffer()
        return framebufferMemory.surface
    }
    /// The framebuffer's memory, shared copy-on-write with on-screen images (`_PixelBuffer`).
    private(set) var framebufferMemory: _PixelBuffer
    /// The framebuffer's own pixels of rectangles where it holds an on-screen image's instead
    /// (`_CACompositor+OnScreenImage.swift`), put back by `ownFramebuffer()`.
    var screenPatch: ScreenPatch?
    /// The pixels under the screen overlay (`_CACompositor+ScreenOverlay.swift`).
    var underlay: Underlay?
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Device pixels per point.
    package let scale: CGFloat
    private var cr: OpaquePointer
    /// The framebuffer's pixels, for fills that write them directly (`_SolidRectFill`); nil when
    /// pixman cannot wrap them (every fill is Cairo's).
    private(set) var direct: _SolidRectFill.Target?
    /// What one pass's tree walk reads and fills. The walk takes it as one `inout` access to this
    /// stored property, so its many updates pay no per-access exclusivity checks.
    struct WalkState {
        var me: ObjectIdentifier
        var full: _PixelRect
        /// The framebuffer, for scroll shifts (`_CACompositor+ScrollShift.swift`).
        var framebuffer: OpaquePointer
        /// Whether an on-screen image holds the framebuffer's pixels (`_PixelBuffer`) or the
        /// framebuffer holds some of an image's (`screenPatch`): the walk moves none (no scroll
        /// shift), and the redraw first makes the framebuffer its own (`ownFramebuffer()`).
        var framebufferHeld = false
        var shift = _ScrollShiftState()
        /// Layers entered by this pass's walk (skipped subtrees are not counted).
        var visitedCount = 0
        /// The pass walking (`_CompositeRecord.valuesPass`).
        var pass: UInt64 = 0
        /// Sublayers the walk looked at (entered, skipped, culled or known offscreen by a test).
        var consideredCount = 0
        var damage: _DamageRegion
        /// The walk's explicit stack (kept between passes so a frame allocates nothing).
        var stack: [WalkFrame] = []
        /// Emptied lists of changed sublayers, traded with the layers' own (so none allocates).
        var spareLists: [[CALayer]] = []
    }

    /// A layer being walked: what `enter` found, and the sublayers still to walk.
    struct WalkFrame {
        var layer: CALayer
        var id: ObjectIdentifier
        var inputs: _WalkInputs
        /// Everything below is recorded afresh (the layer was not on screen in the last walk).
        var force: Bool
        /// Only the listed changed sublayers are walked; the layer itself is unchanged.
        var partial: Bool
        var v: _CALayerDrawValues?
        var m: CGAffineTransform
        var own: _PixelRect
        var childClip: _PixelRect
        var childClipIsExact: Bool
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
        /// The layer scrolled by whole pixels: its sublayers' records move with its pixels.
        var shift: _ScrollShift? = nil
        /// Only the sublayers this index lists (`visit`) are walked: the others are offscreen.
        var visible: _VisibleSublayers? = nil
    }
    private var state: WalkState
    /// The damage of the last `composite(_:)`.
    var damage: _DamageRegion { state.damage }
    var needsFullRedraw = true
    /// Pixels redrawn by the last `composite(_:)`.
    private(set) var lastRedrawnArea = 0

    /// Calls `body` with the framebuffer's pixels (32-bit premultiplied ARGB in native byte order,
    /// rows top to bottom) and the bytes per row, for a host to show them.
    package func withFramebufferPixels<R>(_ body: (_ pixels: UnsafeRawPointer, _ bytesPerRow: Int) -> R) -> R {
        cairo_surface_flush(framebuffer)
        return body(UnsafeRawPointer(cairo_image_surface_get_data(framebuffer)!),
                    Int(cairo_image_surface_get_stride(framebuffer)))
    }

    /// Passes of all compositors (for the shadow cache's frame counting).
    private static var passCounter: UInt64 = 0

    /// Pixels of layers removed from their superlayers while on a compositor's screen, by
    /// compositor: damaged by that compositor's next pass.
    static var removedDamage: [(owner: ObjectIdentifier, rect: _PixelRect)] = []

    /// Called when `layer` leaves its superlayer: the compositor that shows it redraws where it and
    /// its subtree were, and their records are no longer live.
    static func _noteRemoved(_ layer: CALayer) {
        guard let owner = layer._storedRendering.record.owner else { return }
        forEachLiveLayer(under: layer, owner: owner) { removedDamage.append((owner, $0)) }
    }

    /// Emptied stacks of `forEachLiveLayer`, so taking layers off screen allocates nothing.
    private static var liveWalkStack: [CALayer] = []

    /// Calls `body` with the drawn pixels of `layer` and each layer below it that `owner` shows
    /// (below a layer that is not shown, none is), and takes them off its screen (clears `owner`).
    private static func forEachLiveLayer(under layer: CALayer, owner: ObjectIdentifier, _ body: (_PixelRect) -> Void) {
        var stack = liveWalkStack
        liveWalkStack = []
        stack.append(layer)
        while let l = stack.popLast() {
            guard l._storedRendering.record.owner == owner else { continue }
            body(l._storedRendering.record.drawn)
            l._storedRendering.record.owner = nil
            stack.append(contentsOf: l._storedSublayers)
        }
        liveWalkStack = stack
    }

    /// A compositor with a framebuffer of `pixelWidth × pixelHeight` pixels showing points at
    /// `scale`. Nil when Cairo cannot allocate it.
    package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard let buffer = _PixelBuffer(width: pixelWidth, height: pixelHeight) else { return nil }
        let surface = buffer.surface
        framebufferMemory = buffer
        cr = cairo_create(surface)!
        // Drawn once by Cairo, so that Cairo does not take it for clear (and composite with SOURCE)
        // after drawing that went straight to its pixels (`_SolidRectFill`).
        cairo_set_source_rgba(cr, RenderingConstants.backdropGray, RenderingConstants.backdropGray,
                              RenderingConstants.backdropGray, 1)
        cairo_paint(cr)
        cairo_surface_flush(surface)
        direct = _SolidRectFill.Target(surface: surface)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        let full = _PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        // `me` is set to this compositor's identity once `self` exists.
        state = WalkState(me: ObjectIdentifier(_CACompositor.self), full: full, framebuffer: surface, damage: _DamageRegion(limit: full))
        state.me = ObjectIdentifier(self)
    }

    isolated deinit {
        let me = ObjectIdentifier(self)
        _CACompositor.removedDamage.removeAll { $0.owner == me }
        cairo_destroy(cr)
        // `direct` and `framebufferMemory` go after it: the buffer frees its memory once no
        // on-screen image holds it.
    }

    /// How many times a compositor copied its framebuffer into new memory because an on-screen
    /// image held its pixels (for tests).
    package static var framebufferCopyCount = 0

    /// Before the framebuffer's pixels are written or shown: memory an on-screen image holds
    /// (`onScreenImage(of:root:)`) is left to it, and the compositor goes on in a copy, so the
    /// image keeps the pixels it was taken with; then the screen's own pixels of a `screenPatch`
    /// are put back.
    func ownFramebuffer() {
        if framebufferMemory.isShared {
            guard let copy = _PixelBuffer(width: pixelWidth, height: pixelHeight) else {
                fatalError("_CACompositor: no memory for a \(pixelWidth) × \(pixelHeight) framebuffer")
            }
            copy.copyPixels(of: framebufferMemory)
            cairo_destroy(cr)
            framebufferMemory = copy
            cr = cairo_create(copy.surface)!
            direct = _SolidRectFill.Target(surface: copy.surface)
            state.framebuffer = copy.surface
            _CACompositor.framebufferCopyCount += 1
        }
        if let patch = screenPatch {
            screenPatch = nil
            patch.restore(in: framebufferMemory)
        }
        state.framebufferHeld = false
    }

    /// `CALayer._renderGeneration` when the last walk began, the root it walked, and whether
    /// animations ran then (the frame after the last one animated walks once more, to draw the
    /// final values).
    var compositedGeneration: UInt64 = .max
    weak var compositedRoot: CALayer?
    var animatedLastFrame = false

    /// How many layers' pixels the last `composite(_:)` moved instead of redrawing (scroll shifts).
    var scrollShiftCount: Int { state.shift.moved.count }

    /// The last `composite(_:)`'s pass (`_LayerRenderer.pass`).
    var lastPass: UInt64 { state.pass }

    /// How many layers the last `composite(_:)` walked (culled and skipped layers are not counted).
    var visitedLayerCount: Int { state.visitedCount }

    /// How many sublayers the last `composite(_:)` looked at, including those it culled or
    /// skipped (not those an index of visible sublayers left out).
    var consideredSublayerCount: Int { state.consideredCount }

    /// The whole framebuffer.
    var fullRect: _PixelRect { state.full }

    /// Makes the next `composite(_:)` redraw every pixel.
    package func invalidateAll() { needsFullRedraw = true }

    /// Brings the framebuffer up to date with the tree under `root` (whose superlayer space is the
    /// screen, in points) and returns the number of pixels redrawn.
    @discardableResult
    package func composite(_ root: CALayer) -> Int {
        // Nothing changed since the last frame and nothing is animating: the framebuffer is current.
        let engine = root._runtime.animationEngine
        let animating = engine.animatingLayerCount > 0
        if !needsFullRedraw && !animating && !animatedLastFrame && CALayer._renderGeneration == compositedGeneration
            && root === compositedRoot && _CACompositor.removedDamage.isEmpty {
            state.damage.removeAll()
            state.shift.moved.removeAll(keepingCapacity: true)
            lastRedrawnArea = 0
            return 0
        }
        // Presented values move without setters: the animating layers are walked each frame.
        if animating { engine.markAnimatingLayersForRedraw() }
        let newRoot = root !== compositedRoot
        compositedGeneration = CALayer._renderGeneration
        compositedRoot = root
        animatedLastFrame = animating
        Self.passCounter += 1
        let pass = Self.passCounter
        state.pass = pass
        state.damage.removeAll()
        state.shift.moved.removeAll(keepingCapacity: true)
        if needsFullRedraw {
            state.damage.add(state.full)
            needsFullRedraw = false
        }
        let me = state.me
        if !_CACompositor.removedDamage.isEmpty {
            var i = 0
            while i < _CACompositor.removedDamage.count {
                let entry = _CACompositor.removedDamage[i]
                if entry.owner == me {
                    state.damage.add(entry.rect)
                    _CACompositor.removedDamage.swapAt(i, _CACompositor.removedDamage.count - 1)
                    _CACompositor.removedDamage.removeLast()
                } else {
                    i += 1
                }
            }
        }
        state.visitedCount = 0
        state.consideredCount = 0
        state.framebufferHeld = screenPatch != nil || framebufferMemory.isShared
        let base = CGAffineTransform(scaleX: scale, y: scale)
        Self.walk(root, parent: base, force: newRoot, state: &state)
        let damage = state.damage
        lastRedrawnArea = damage.area
        // Before writing pixels directly: Cairo keeps no copy of the framebuffer that shares them,
        // and no on-screen image holds them.
        if !damage.isEmpty {
            if state.framebufferHeld { ownFramebuffer() }
            cairo_surface_flush(framebuffer)
        }
        var overlay: ScreenOverlay? = nil
        if !damage.isEmpty || !state.shift.moved.isEmpty {
            overlay = screenOverlay(of: root, base: base, pass: pass)
            prepareUnderlay(for: overlay, moved: state.shift.moved)
        }
        for r in damage.rects {
            redraw(r, root: root, base: base, pass: pass, overlay: overlay.flatMap { $0.rect.intersects(r) ? $0 : nil })
        }
        if !damage.isEmpty || !state.shift.moved.isEmpty {
            cairo_surface_flush(framebuffer)
            redrawCount += 1
        }
        return lastRedrawnArea
    }

    /// How many composites redrew pixels: a window host that uploads only the damaged rectangles
    /// uploads everything when it missed one (its count moved by more than one).
    package private(set) var redrawCount: UInt64 = 0

    /// Calls `body` with each rectangle of pixels the last `composite(_:)` changed: those it
    /// moved (a scroll shift, see `_CACompositor+ScrollShift.swift`) and those it redrew (the
    /// redrawn ones inside a moved one are not repeated).
    package func forEachDamagedRect(_ body: (_PixelRect) -> Void) {
        for r in state.shift.moved { body(r) }
        for r in state.damage.rects where !state.shift.moved.contains(where: { $0.contains(r) }) { body(r) }
    }

    /// Redraws `r`; with `overlay` (the screen overlay, over `r`), the root without it first,
    /// then it, keeping the pixels under it (`_CACompositor+ScreenOverlay.swift`).
    private func redraw(_ r: _PixelRect, root: CALayer, base: CGAffineTransform, pass: UInt64,
                        overlay: ScreenOverlay?) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, CGFloat(r.x0), CGFloat(r.y0), CGFloat(r.width), CGFloat(r.height))
        cairo_clip(cr)
        var renderer = _LayerRenderer(cr: cr, presentation: true, cull: r, pass: pass, owner: state.me)
        renderer.indexLimit = state.full
        renderer.direct = direct
        renderer.skipping = overlay?.layer
        // Cleared to the backdrop unless an opaque background covering `r` is drawn first.
        renderer.redraw(root, parent: base, backdrop: RenderingConstants.backdropGray)
        if let overlay { drawOverlay(overlay, in: r, cr: cr, pass: pass) }
        cairo_restore(cr)
        // Cairo's record that its pixels changed outside it (direct fills and blits).
        if let direct, direct.wrotePixels {
            direct.wrotePixels = false
            cairo_surface_mark_dirty_rectangle(framebuffer, Int32(r.x0), Int32(r.y0), Int32(r.width), Int32(r.height))
        }
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
              layer._storedMasksToBounds || layer._storedSublayers.isEmpty, layer._storedShadowOpacity <= 0 else { return false }
        let b = layer._storedBounds, p = layer._position, a = layer._anchorPoint
        let frame = CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
        return !frame.intersects(localClip)
    }

    /// A layer that was on screen is no longer (culled, hidden, scaled to nothing): its old pixels
    /// and its subtree's are damaged, and their records are no longer live.
    @inline(__always)
    private static func takeOffScreen(_ layer: CALayer, state: inout WalkState) {
        guard layer._storedRendering.record.owner == state.me else { return }
        forEachLiveLayer(under: layer, owner: state.me) { state.damage.add($0) }
    }

    /// What walking one layer comes to.
    private enum Entry {
        /// Unchanged with its subtree: skipped, its subtree's pixels as recorded.
        case skipped(_PixelRect)
        /// Nothing of it can show: not recorded.
        case culled
        /// Its frame is on top of the walk's stack (put there by `enter`, not returned: a frame is
        /// big, and every copy of it costs).
        case pushed
    }

    /// Records `root` and the changed parts of its visible subtree for this pass, damaging what
    /// changed. Iterative (an explicit stack of `WalkFrame`s): trees of any depth, parents entered
    /// before their sublayers, each layer finished (recorded) after them.
    private static func walk(_ root: CALayer, parent base: CGAffineTransform, force: Bool, state: inout WalkState) {
        state.stack.removeAll(keepingCapacity: true)
        var inputs = _WalkInputs()
        inputs.parentMatrix = base
        inputs.clip = state.full
        // `enter` puts the root's frame on the stack, not in a binding alive to the end of the walk:
        // that would share its list of changed sublayers, which `finish` then empties.
        switch enter(root, inputs, force: force, state: &state) {
        case .pushed: break
        case .skipped, .culled: return
        }
        while !state.stack.isEmpty {
            let top = state.stack.count - 1
            let visible = state.stack[top].visible
            if state.stack[top].next < (visible?.visit.count ?? state.stack[top].subs.count) {
                let next = state.stack[top].next
                let index = visible.map { Int($0.visit[next]) } ?? next
                let sub = state.stack[top].subs[index]
                state.stack[top].next += 1
                state.consideredCount += 1
                let prev: ObjectIdentifier?
                if visible != nil {
                    // Offscreen sublayers are not walked: the one drawn before is the previous in the list.
                    prev = index > 0 ? ObjectIdentifier(state.stack[top].subs[index - 1]) : nil
                } else if state.stack[top].partial {
                    // A changed sublayer's list entry: it may have moved to another superlayer since.
                    guard sub._superlayer === state.stack[top].layer else { continue }
                    sub._queuedInSuperlayer = false
                    prev = sub._storedRendering.record.inputs.previousSibling
                } else {
                    prev = state.stack[top].prev
                    state.stack[top].prev = ObjectIdentifier(sub)
                }
                if let shift = state.stack[top].shift, sub._storedRendering.record.owner == state.me {
                    shiftRecords(under: sub, shift, state: &state)
                }
                if let localClip = state.stack[top].localClip, isStillLeafOutside(sub, localClip) {
                    sub._hasBeenCommitted = true
                    sub._renderDirty = false
                    takeOffScreen(sub, state: &state)
                    continue
                }
                var inputs = _WalkInputs()
                inputs.parentMatrix = state.stack[top].m
                inputs.clip = state.stack[top].childClip
                inputs.clipIsExact = state.stack[top].childClipIsExact
                inputs.inheritedOpacity = state.stack[top].childOpacity
                inputs.pad = state.stack[top].childPad
                inputs.previousSibling = prev
                inputs.parent = state.stack[top].id
                switch enter(sub, inputs, force: state.stack[top].force, state: &state) {
                case let .skipped(subtree):
                    state.stack[top].subtree = state.stack[top].subtree.union(subtree)
                case .culled:
                    break
                case .pushed:
                    if state.stack[top + 1].subs.isEmpty {
                        // A leaf is finished at once, without another turn of the loop.
                        var child = state.stack.removeLast()
                        let subtree = finish(&child, state: &state)
                        state.stack[top].subtree = state.stack[top].subtree.union(subtree)
                    }
                }
            } else {
                var frame = state.stack.removeLast()
                let subtree = finish(&frame, state: &state)
                if let parent = state.stack.indices.last {
                    state.stack[parent].subtree = state.stack[parent].subtree.union(subtree)
                }
            }
        }
    }

    /// The first half of walking `layer`: skipping, culling, what it draws and where, and the
    /// values its sublayers inherit, in a frame pushed on the walk's stack.
    private static func enter(_ layer: CALayer, _ inputs: _WalkInputs, force: Bool, state: inout WalkState) -> Entry {
        let live = !force && layer._storedRendering.record.owner == state.me
        let dirty = layer._renderDirty || layer._sublayersChanged
        if live && !dirty && layer._storedRendering.record.inputs == inputs {
            // Unchanged, and its sublayers receive what they received: only changed sublayers
            // (if any) are walked.
            if layer._dirtySublayers.isEmpty { return .skipped(layer._storedRendering.record.subtree) }
            if layer._storedRendering.record.signature.shadow == nil && layer._storedRendering.record.signature.transitionProgress == nil {
                state.visitedCount += 1
                var subs = state.spareLists.popLast() ?? []
                swap(&subs, &layer._dirtySublayers)
                if let index = layer._storedRendering.visibleSublayers {
                    for sub in subs where sub._superlayer === layer { index.noteListed(sub, in: layer._storedSublayers) }
                }
                let m = layer._storedRendering.record.signature.matrix
                let childClip = layer._storedRendering.record.childClip
                state.stack.append(WalkFrame(
                    layer: layer, id: ObjectIdentifier(layer), inputs: inputs, force: false, partial: true, v: nil, m: m,
                    own: .empty, childClip: childClip,
                    childClipIsExact: layer._storedRendering.record.childClipIsExact,
                    childPad: layer._storedRendering.record.childPad, childOpacity: layer._storedRendering.record.childOpacity,
                    shadowMargin: 0, shadowOffset: .zero, subtree: layer._storedRendering.record.subtree, subs: subs,
                    localClip: localRect(of: childClip, under: m)))
                return .pushed
            }
        }
        // The layer is part of a rendered tree now: its later changes may animate implicitly.
        layer._hasBeenCommitted = true
        layer._renderDirty = false
        let sublayersChanged = layer._sublayersChanged
        layer._sublayersChanged = false
        // Every sublayer is walked (or known offscreen): the list of changed ones is done with.
        if !layer._dirtySublayers.isEmpty {
            let index = sublayersChanged ? nil : layer._storedRendering.visibleSublayers
            for sub in layer._dirtySublayers where sub._superlayer === layer {
                sub._queuedInSuperlayer = false
                index?.noteListed(sub, in: layer._storedSublayers)
            }
            layer._dirtySublayers.removeAll(keepingCapacity: true)
        }
        let force = force || !live
        let parent = inputs.parentMatrix, clip = inputs.clip
        // Culling on the model geometry first, before gathering everything the layer draws: a
        // still layer (no animation) outside the visible area with nothing below it that could
        // show costs one bounds check.
        if !layer._hasAnimationsInFlight && layer._storedShadowOpacity <= 0
            && (layer._storedMasksToBounds || layer._storedSublayers.isEmpty)
            && _LayerRenderer.deviceBox(layer._storedBounds, layer._ownToSuperlayerTransform.concatenating(parent)).intersection(clip).isEmpty {
            takeOffScreen(layer, state: &state)
            return .culled
        }
        let v = layer._valuesToDraw(presentation: true)
        // A shadow turned off lets go of its cached mask.
        if v.shadow == nil && layer._storedRendering.shadowMask != nil { layer._storedRendering.shadowMask = nil }
        if v.isHidden || v.opacity <= 0 {
            takeOffScreen(layer, state: &state)
            return .culled
        }
        var m = v.localToParent.concatenating(parent)
        // A flip draws the layer and its sublayers scaled about its centre: record them as drawn.
        if let t = v.transition { m = t.transform(in: v.bounds).concatenating(m) }
        if !_LayerRenderer.isDrawable(m) {   // scaled to nothing: not recorded, not drawn
            takeOffScreen(layer, state: &state)
            return .culled
        }
        let own = _LayerRenderer.deviceBox(v.bounds, m)
        let ownClipped = own.intersection(clip)
        // Culling: a layer outside the visible area (off screen, or outside a masking ancestor)
        // whose sublayers can't show either costs nothing more. It is not recorded, so if it was
        // drawn last frame its old pixels are damaged like a removed layer's.
        if ownClipped.isEmpty && v.shadow == nil && (v.masksToBounds || layer._storedSublayers.isEmpty) {
            takeOffScreen(layer, state: &state)
            return .culled
        }
        let childClip = v.masksToBounds ? clip.intersection(own) : clip
        // A masking layer keeps the clip exact when it clips to whole device pixels with square corners.
        let childClipIsExact = inputs.clipIsExact
            && (!v.masksToBounds || (v.effectiveCornerRadius == 0 && m.b == 0 && m.c == 0
                                     && _CACompositor.isWholePixels(v.bounds, m)))
        var childPad = inputs.pad
        var shadowMargin = 0
        var shadowOffset = CGSize.zero
        if let shadow = v.shadow {
            let deviceScale = abs(m.a * m.d - m.b * m.c).squareRoot()
            shadowMargin = ShadowBlur.margin(sigma: shadow.radius * RenderingConstants.shadowSigmaPerRadius * deviceScale) + 1
            shadowOffset = CGSize(width: m.a * shadow.offset.width + m.c * shadow.offset.height,
                                  height: m.b * shadow.offset.width + m.d * shadow.offset.height)
            childPad = inputs.pad.adding(margin: shadowMargin, offset: shadowOffset)
        }
        // Scrolled by whole pixels with nothing else changed: its pixels move instead of redrawing.
        let shift = live && layer._storedRendering.record.inputs == inputs
            ? scrollShift(layer, v, m: m, own: own, childClip: childClip, childClipIsExact: childClipIsExact,
                          inputs: inputs, state: &state)
            : nil
        var subs = layer._storedSublayers
        var localClip: CGRect? = nil
        var visible: _VisibleSublayers? = nil
        if !subs.isEmpty {
            let index = layer._storedRendering.visibleSublayers
            if let index, !sublayersChanged, !force, index.isValid, index.owner == state.me,
               let clip = localRect(of: childClip, under: m) {
                // Many sublayers, indexed: only those that can be on screen are walked.
                localClip = clip
                index.prepareVisit(clip)
                visible = index
            } else if _LayerRenderer.sameZPosition(subs) {
                // Under a scale-and-translate matrix (a scroll view's content), the visible area maps
                // back to one rect of this layer's space, and a still sublayer outside it is skipped
                // with one rect test; with many sublayers an index (built by this walk, which
                // visits them all) lets later walks visit only those that can show.
                localClip = localRect(of: childClip, under: m)
                if let clip = localClip, subs.count >= RenderingConstants.visibleSublayersMinimumCount {
                    layer._storedRendering.visibleSublayers = _VisibleSublayers(subs, localClip: clip, owner: state.me)
                } else if index != nil {
                    layer._storedRendering.visibleSublayers = nil
                }
            } else {
                subs = _LayerRenderer.sortedByZPosition(subs)
                if index != nil { layer._storedRendering.visibleSublayers = nil }
            }
        }
        state.visitedCount += 1
        state.stack.append(WalkFrame(layer: layer, id: ObjectIdentifier(layer), inputs: inputs, force: force, partial: false,
                                     v: v, m: m, own: own, childClip: childClip, childClipIsExact: childClipIsExact,
                                     childPad: childPad, childOpacity: inputs.inheritedOpacity * v.opacity,
                                     shadowMargin: shadowMargin, shadowOffset: shadowOffset, subtree: ownClipped,
                                     subs: subs, localClip: localClip, shift: shift, visible: visible))
        return .pushed
    }

    /// Whether `rect` under `m` (scale and translation only) has its edges on whole device pixels.
    private static func isWholePixels(_ rect: CGRect, _ m: CGAffineTransform) -> Bool {
        let tol = RenderingConstants.pixelAlignmentTolerance
        let x0 = m.a * rect.minX + m.tx, x1 = m.a * rect.maxX + m.tx
        let y0 = m.d * rect.minY + m.ty, y1 = m.d * rect.maxY + m.ty
        return abs(x0 - x0.rounded()) < tol && abs(x1 - x1.rounded()) < tol
            && abs(y0 - y0.rounded()) < tol && abs(y1 - y1.rounded()) < tol
    }

    /// Device pixels wholly inside `rect` under `m` (scale and translation only).
    static func innerPixels(_ rect: CGRect, _ m: CGAffineTransform) -> _PixelRect {
        let tol = RenderingConstants.pixelAlignmentTolerance
        let xa = m.a * rect.minX + m.tx, xb = m.a * rect.maxX + m.tx
        let ya = m.d * rect.minY + m.ty, yb = m.d * rect.maxY + m.ty
        let x0 = (min(xa, xb) - tol).rounded(.up), x1 = (max(xa, xb) + tol).rounded(.down)
        let y0 = (min(ya, yb) - tol).rounded(.up), y1 = (max(ya, yb) + tol).rounded(.down)
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x1 > x0, y1 > y0,
              max(abs(x0), abs(x1), abs(y0), abs(y1)) < 536_870_912 else { return .empty }
        return _PixelRect(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
    }

    /// The second half of walking a layer, after its sublayers: records it for this pass, damaging
    /// what changed; returns the pixels its subtree can touch.
    private static func finish(_ f: inout WalkFrame, state: inout WalkState) -> _PixelRect {
        // The draw values are read where they are in the frame (`f.v!`), and moved into the
        // record at the end: a copy of them costs a retain and release of each reference they hold.
        if case .none = f.v {
            // Only changed sublayers were walked: the layer's own record stands, its subtree grows
            // by theirs. The list it walked goes back to the spares.
            let subtree = f.subtree
            f.layer._storedRendering.record.subtree = subtree
            fileInSuperlayerIndex(f.layer, subtree)
            f.subs.removeAll(keepingCapacity: true)
            state.spareLists.append(f.subs)
            return subtree
        }
        let m = f.m, clip = f.inputs.clip
        var subtree = f.subtree
        var drawn = f.own.intersection(clip)
        // A transition redraws the whole subtree each frame (a cross dissolve changes the pixels
        // of sublayers whose own records stay the same).
        let inTransition = f.v!.transition != nil
        if inTransition { drawn = drawn.union(subtree) }
        if f.v!.shadow != nil {
            let source = f.v!.shadow!.path.map { _LayerRenderer.deviceBox($0.boundingBox, m) } ?? subtree.union(f.own)
            let shadowBox = _DamagePad().adding(margin: f.shadowMargin, offset: f.shadowOffset).apply(to: source).intersection(clip)
            drawn = drawn.union(shadowBox)
            subtree = subtree.union(shadowBox)
        }
        let damageRect = f.inputs.pad.apply(to: drawn).intersection(state.full)
        let signature = _LayerSignature(f.v!, matrix: m, inputs: f.inputs)
        var opaque = _PixelRect.empty
        if f.inputs.clipIsExact, f.v!.opacity >= 1, !inTransition, let bg = f.v!.background, bg.alpha >= 1,
           f.v!.effectiveCornerRadius == 0, m.b == 0, m.c == 0 {
            opaque = innerPixels(f.v!.bounds, m).intersection(clip)
        }
        let layer = f.layer
        layer._storedRendering.record.commit(owner: state.me, isNew: f.force, drawn: damageRect, subtree: subtree,
                                       signature: signature, content: f.v!.contentOwner, damage: &state.damage)
        layer._storedRendering.record.opaque = opaque
        layer._storedRendering.record.inputs = f.inputs
        layer._storedRendering.record.childClip = f.childClip
        layer._storedRendering.record.childClipIsExact = f.childClipIsExact
        layer._storedRendering.record.childOpacity = f.childOpacity
        layer._storedRendering.record.childPad = f.childPad
        if !inTransition {
            layer._storedRendering.record.values = f.v.take()
            layer._storedRendering.record.valuesPass = state.pass
        } else if layer._storedRendering.record.values != nil {
            layer._storedRendering.record.values = nil
        }
        fileInSuperlayerIndex(layer, subtree)
        return subtree
    }

    /// Keeps the superlayer's spatial index of its sublayers (if it has one) filing `layer` under
    /// the pixels its record now gives (`_SublayerIndex`).
    @inline(__always)
    static func fileInSuperlayerIndex(_ layer: CALayer, _ subtree: _PixelRect) {
        if let parent = layer._superlayer, let index = parent._storedRendering.sublayerIndex {
            index.noteSubtree(subtree, of: layer, in: parent)
        }
    }
}
