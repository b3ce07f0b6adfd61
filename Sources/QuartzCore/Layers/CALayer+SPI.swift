#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif
import CoreGraphics
import Foundation

// `CALayer`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CALayer {
    /// `add(_:forKey:)` with package options: a driver that supplies progress (UIKit's property
    /// animator) and a driver base for each track.
    @discardableResult
    package func _addAnimation(_ anim: CAAnimation, forKey key: String?, driver: (any _CAAnimationDriver)?,
                               driverBase: Double = 0, tracks precompiled: [_AnimationTrack]? = nil,
                               groups extraGroups: [_CAAnimationCompletionGroup] = []) -> _CAAnimationEntry? {
        if _storedAnimations?.modelLayer != nil { return nil }
        // A layer with animations stays with the engine that lists it (even if its tree moved to
        // another application's window) until they end, so the engine's counts stay balanced.
        let engine = _storedAnimations?.engine ?? _runtime.animationEngine
        let now = engine.clock.now()
        let context = _CAAddContext(now: now, previousPresented: engine.actionContext)
        var tracks = precompiled ?? anim._makeTracks(for: self, context: context)
        if driverBase != 0 { for i in tracks.indices { tracks[i].driverBase = driverBase } }
        // The animation lives in the layer's local time: `beginTime` 0 is the layer's time now.
        let timing = _AnimationTiming(member: anim, now: _localTime(atClock: now).time)
        if let key { removeAnimation(forKey: key) }
        let storage = _storageForAnimations()
        let entry = _CAAnimationEntry(key: key, animation: anim, timing: timing, tracks: tracks, driver: driver,
                                      groups: CATransaction._completionGroupsForNewAnimation() + extraGroups)
        storage._storedEntries.append(entry)
        engine.added(entry, to: self, storage: storage)
        return entry
    }

    /// Removes the entry (the package side of UIKit's bookkeeping).
    package func _removeAnimationEntry(_ entry: _CAAnimationEntry) {
        guard let storage = _storedAnimations,
              let index = storage._storedEntries.firstIndex(where: { $0 === entry }) else { return }
        storage._storedEntries.remove(at: index)
        storage.engine?.removed(entry, storage: storage)
    }

    /// A key not in use, made from `base` (`base`, then `base-2`, `base-3`…).
    package func _unusedAnimationKey(_ base: String) -> String {
        guard let storage = _storedAnimations, storage._storedEntries.contains(where: { $0.key == base }) else { return base }
        var n = 2
        while storage._storedEntries.contains(where: { $0.key == "\(base)-\(n)" }) { n += 1 }
        return "\(base)-\(n)"
    }

    /// True while an animation that disallows user interaction is in flight on the layer.
    package var _hasInteractionBlockingAnimations: Bool {
        (_storedAnimations?.interactionBlockingCount ?? 0) > 0
    }

    /// The presented vector of `property` at clock time `t` (the model's when nothing animates
    /// it); the layer's animations are sampled at its local time then.
    package func _presentedVector(of property: _AnimatableProperty, at t: Double) -> _AnimVector {
        guard let storage = _storedAnimations, !storage._storedEntries.isEmpty else { return _modelVector(of: property) }
        let state = storage.presentedState(of: self, at: t)
        return state.isLoaded(property) ? state[property] : _modelVector(of: property)
    }

    /// The model value of `property` as a vector.
    package func _modelVector(of property: _AnimatableProperty) -> _AnimVector {
        var v = _AnimVector()
        switch property {
        case .bounds:
            v[0] = Double(_storedBounds.origin.x); v[1] = Double(_storedBounds.origin.y)
            v[2] = Double(_storedBounds.size.width); v[3] = Double(_storedBounds.size.height)
        case .position: v[0] = Double(_position.x); v[1] = Double(_position.y)
        case .anchorPoint: v[0] = Double(_anchorPoint.x); v[1] = Double(_anchorPoint.y)
        case .transform: v = _TransformComponents.decompose(_transform)
        case .opacity: v[0] = Double(_opacity)
        case .zPosition: v[0] = Double(_zPosition)
        case .backgroundColor: v = _storedAnimations?.backgroundColorModel ?? v
        }
        return v
    }

    /// Sets the model value of `property` from a vector, through the public setters (so
    /// observers run), with actions disabled.
    package func _setModelVector(_ v: _AnimVector, of property: _AnimatableProperty) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch property {
        case .bounds: bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .position: position = CGPoint(x: v[0], y: v[1])
        case .anchorPoint: anchorPoint = CGPoint(x: v[0], y: v[1])
        case .transform: transform = _TransformComponents.compose(v)
        case .opacity: opacity = Float(v[0])
        case .zPosition: zPosition = CGFloat(v[0])
        case .backgroundColor: _storageForAnimations().backgroundColorModel = v
        }
        CATransaction.commit()
    }

    /// Sets the model background colour components and runs the change's action (UIKit's
    /// `backgroundColor` setter).
    package func _setBackgroundColorModel(_ rgba: SIMD4<Double>) {
        var v = _AnimVector()
        v[0] = rgba[0]; v[1] = rgba[1]; v[2] = rgba[2]; v[3] = rgba[3]
        let storage = _storageForAnimations()
        guard storage.backgroundColorModel != v else { return }
        let change = _willChange(.backgroundColor)
        storage.backgroundColorModel = v
        _didChange(change)
    }

    /// Maps a point from the superlayer's coordinates to this layer's. A singular transform (a
    /// zero scale) maps everything to the pivot.
    @inline(__always)
    package func _convertFromSuperlayer(_ q: CGPoint) -> CGPoint {
        var x = q.x - _position.x
        var y = q.y - _position.y
        if !_hasIdentityTransform {
            let t = _affine
            x -= t.tx; y -= t.ty
            let det = t.a * t.d - t.b * t.c
            if det == 0 {
                x = 0; y = 0
            } else {
                let ix = (t.d * x - t.c * y) / det
                let iy = (-t.b * x + t.a * y) / det
                x = ix; y = iy
            }
        }
        return CGPoint(x: x + _storedBounds.origin.x + _anchorPoint.x * _storedBounds.size.width,
                       y: y + _storedBounds.origin.y + _anchorPoint.y * _storedBounds.size.height)
    }

    /// `render(in:)`: the model, with the layer's opacity and shadow. With `presentation`, what
    /// is on screen instead (animated values, transitions); without `ownEffects`, the layer's own
    /// opacity and shadow are left out (the look a transition starts from).
    package func _render(in ctx: CGContext, presentation: Bool = false, ownEffects: Bool = true) {
        let cr = ctx.cairoContext
        cairo_save(cr)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let base = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let renderer = _LayerRenderer(cr: cr, presentation: presentation)
        renderer.renderRoot(self, matrix: base, ownEffects: ownEffects)
        cairo_restore(cr)
        ctx.synchronize()
    }

    /// The transition playing on the layer at clock time `t`, if any (the last one added that has
    /// not stopped), with its eased progress: the time fraction through its timing function,
    /// clamped to 0…1.
    package func _transitionInFlight(at t: Double) -> (animation: _CATransitionAnimation, progress: Double)? {
        guard _storedAnimations != nil else { return nil }
        return _transitionInFlight(atLocal: _localTime(atClock: t).time)
    }

    /// `_transitionInFlight(at:)` at the layer's local time `local`.
    func _transitionInFlight(atLocal local: Double) -> (animation: _CATransitionAnimation, progress: Double)? {
        guard let entries = _storedAnimations?._storedEntries else { return nil }
        for entry in entries.reversed() where !entry.stopped {
            guard let animation = entry.animation as? _CATransitionAnimation else { continue }
            let s = entry.timing.sample(at: local)
            let x = entry.timing.duration > 0 ? max(0, min(1, s.time / entry.timing.duration)) : 1
            return (animation, animation.timingFunction?._solve(x) ?? x)
        }
        return nil
    }

    /// This layer's part of the display pass: it displays if it needs display, or, with
    /// `needsDisplayOnBoundsChange`, was drawn at another size than it has now.
    func _displayOwnIfNeeded() {
        if !_storedNeedsDisplay && needsDisplayOnBoundsChange,
           let store = _storedRendering.backingStore, store.drawnBounds.size != _storedBounds.size {
            _storedNeedsDisplay = true
            _storedRendering.displayIsTentative = false
        }
        if _storedNeedsDisplay { _displayIfNeeded() }
    }

    /// The display pass (frame step 5) over this subtree: every visible layer that needs display
    /// (or, with `needsDisplayOnBoundsChange`, was drawn at another size) displays, parents first.
    /// Hidden subtrees wait until they are shown.
    /// Iterative (an explicit stack): trees of any depth.
    package func _displaySubtreeIfNeeded() {
        // (Serves requests of the whole subtree: `_CADisplayRequests` finds their flags cleared.)
        CALayer._withWalkStack { stack in
            stack.append(self)
            while let layer = stack.popLast() {
                if layer.isHidden { continue }
                layer._displayOwnIfNeeded()
                let subs = layer._storedSublayers
                var i = subs.count
                while i > 0 { i -= 1; stack.append(subs[i]) }
            }
        }
    }

    /// `hitTest(_:)` as Core Animation defines it, iterative (an explicit stack of sublayer lists)
    /// so trees of any depth are hit-tested. Sublayers of classes outside QuartzCore, which may
    /// override `hitTest(_:)`, are asked through it.
    package func _defaultHitTest(_ p: CGPoint) -> CALayer? {
        struct Frame { var layer: CALayer; var local: CGPoint; var inside: Bool; var subs: [CALayer]; var next: Int }
        func enter(_ layer: CALayer, _ p: CGPoint) -> Frame? {
            if layer.isHidden { return nil }
            let local = layer._convertFromSuperlayer(p)
            let inside = layer.contains(local)
            if layer.masksToBounds && !inside { return nil }
            return Frame(layer: layer, local: local, inside: inside, subs: layer._frontToBackSublayers(), next: 0)
        }
        guard let first = enter(self, p) else { return nil }
        var stack = [first]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].subs.count {
                let sub = stack[top].subs[stack[top].next]
                stack[top].next += 1
                let local = stack[top].local
                if _CALayerClassInfo.usesDefaultHitTest(sub) {
                    if let frame = enter(sub, local) { stack.append(frame) }
                } else if let hit = sub.hitTest(local) {
                    return hit
                }
            } else {
                let frame = stack.removeLast()
                if frame.inside { return frame.layer }
            }
        }
        return nil
    }

    /// Records that something drawn may have changed.
    package static func _noteRenderChange() { _renderGeneration &+= 1 }

    /// Records that something this layer draws with changed: marks it and lists it, and each
    /// ancestor not yet listed, in its superlayer's `_dirtySublayers`, so the next compositor walk
    /// reaches it along that path alone. O(depth) at worst, O(1) once the path is listed.
    @inline(__always)
    package func _noteOwnRenderChange() {
        CALayer._renderGeneration &+= 1
        _renderDirty = true
        if !_queuedInSuperlayer { _queueInSuperlayer() }
    }

    /// Records that the sublayers or their order changed (see `_noteOwnRenderChange`).
    package func _noteSublayersChanged() {
        CALayer._renderGeneration &+= 1
        _sublayersChanged = true
        _storedRendering.sublayerIndex?.invalidate()
        if !_queuedInSuperlayer { _queueInSuperlayer() }
    }

    /// Lists this layer in its superlayer's `_dirtySublayers`, and so on up to the first ancestor
    /// already listed (or the root).
    package func _queueInSuperlayer() {
        var child = self
        while !child._queuedInSuperlayer, let parent = child._superlayer {
            child._queuedInSuperlayer = true
            parent._dirtySublayers.append(child)
            child = parent
        }
    }

    /// The layout pass over this subtree: visits only marked branches.
    /// Iterative (an explicit stack), parents before children, each sublayer's marks read when
    /// its turn comes, as a recursive walk would: trees of any depth.
    package func _layoutSubtreeIfNeeded() {
        CALayer._withWalkStack { stack in
            stack.append(self)
            while let layer = stack.popLast() {
                guard layer === self || layer._needsLayout || layer._subtreeNeedsLayout else { continue }
                if layer._needsLayout {
                    layer._needsLayout = false
                    layer.layoutSublayers()
                }
                if layer._subtreeNeedsLayout {
                    layer._subtreeNeedsLayout = false
                    let subs = layer._storedSublayers
                    var i = subs.count
                    while i > 0 { i -= 1; stack.append(subs[i]) }
                }
            }
        }
    }

    /// The runtime this layer's animations run in: that of the application whose window shows its
    /// tree (the root layer's `_hostRuntime`), or the current runtime for a tree no window shows.
    /// Walks up to the root: O(depth), read when an animation is added, not per frame.
    package var _runtime: _CARuntime {
        var layer = self
        while let parent = layer._superlayer { layer = parent }
        return layer._hostRuntime ?? _CARuntime.current
    }

    /// The time on this layer's clock (absolute time, not the layer's local time: see
    /// `_localNow`): that of the engine running its animations, else of its runtime. What
    /// presentation values and new animations of the layer are computed at, so they are right
    /// whichever application is current.
    package var _now: Double {
        if let engine = _storedAnimations?.engine { return engine.clock.now() }
        return _runtime.clock.now()
    }
}
