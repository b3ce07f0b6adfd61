import CoreGraphics
@_implementationOnly import CCairo

/// A colour as drawn: components 0...1, not premultiplied.
package struct _RGBA: Equatable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    /// `color` in RGB (a gray colour expanded to r = g = b), components clamped to 0...1; nil for
    /// nil or colours in other spaces.
    package init?(_ color: CGColor?) {
        guard let color, let c = color.components, let model = color.colorSpace?.model else { return nil }
        func unit(_ v: CGFloat) -> Double { Double(max(0, min(1, v))) }
        switch model {
        case .monochrome where c.count >= 2: (red, green, blue, alpha) = (unit(c[0]), unit(c[0]), unit(c[0]), unit(c[1]))
        case .rgb where c.count >= 4: (red, green, blue, alpha) = (unit(c[0]), unit(c[1]), unit(c[2]), unit(c[3]))
        default: return nil
        }
    }

    package var isVisible: Bool { alpha > 0 }
}

/// A layer's shadow as drawn.
package struct _ShadowValues: Equatable {
    package var color: _RGBA          // alpha already multiplied by `shadowOpacity`
    package var offset: CGSize
    package var radius: CGFloat
    package var path: CGPath?

    package static func == (a: _ShadowValues, b: _ShadowValues) -> Bool {
        a.color == b.color && a.offset == b.offset && a.radius == b.radius && a.path === b.path
    }
}

/// Everything the renderer reads from a layer, read in one place (`CALayer._valuesToDraw()`).
package struct _CALayerDrawValues {
    package var bounds: CGRect
    package var position: CGPoint
    package var anchorPoint: CGPoint
    package var affine: CGAffineTransform
    package var hasIdentityTransform: Bool
    package var opacity: Float
    package var isHidden: Bool
    package var masksToBounds: Bool
    package var zPosition: CGFloat
    package var background: _RGBA?
    package var cornerRadius: CGFloat
    package var borderWidth: CGFloat
    package var border: _RGBA?
    /// The pixels shown: the backing store's surface, else the `contents` image's.
    package var contentSurface: OpaquePointer?
    /// Whatever owns `contentSurface` (a `_CABackingStore` or `CGImage`), kept alive while drawing.
    package var contentOwner: AnyObject?
    package var contentVersion: UInt64
    package var contentPixelSize: (width: Int, height: Int)
    package var contentScale: CGFloat
    package var contentsGravity: CALayerContentsGravity
    package var contentsRect: CGRect
    package var shadow: _ShadowValues?

    /// Maps the layer's bounds coordinates to its superlayer's: `p ↦ position + T(p − pivot)`.
    package var localToParent: CGAffineTransform {
        let pivotX = bounds.origin.x + anchorPoint.x * bounds.size.width
        let pivotY = bounds.origin.y + anchorPoint.y * bounds.size.height
        if hasIdentityTransform {
            return CGAffineTransform(translationX: position.x - pivotX, y: position.y - pivotY)
        }
        let t = affine
        return CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d,
                                 tx: position.x + t.tx - (t.a * pivotX + t.c * pivotY),
                                 ty: position.y + t.ty - (t.b * pivotX + t.d * pivotY))
    }

    /// The corner radius as drawn: at most half the shorter side, never negative.
    package var effectiveCornerRadius: CGFloat {
        max(0, min(cornerRadius, bounds.width / 2, bounds.height / 2))
    }

    /// Drawn without any own pixels (background, content, border)?
    package var drawnElementCount: Int {
        (background?.isVisible == true ? 1 : 0) + (contentSurface != nil ? 1 : 0)
            + (borderWidth > 0 && border?.isVisible == true ? 1 : 0)
    }
}

/// The per-layer bookkeeping of rendering, stored in the layer (`_rendering`).
package struct _CALayerRenderingState {
    /// What the last `display()` drew; shown instead of `contents`.
    package var backingStore: _CABackingStore?
    /// The pending display was requested implicitly (a view's first display), so the delegate may
    /// decline it (a view that does not override `draw(_:)` gets no backing store).
    package var displayIsTentative = false
    /// The compositor's record of this layer from the last frame it was composited in.
    package var record = _CompositeRecord()

    package init() {}
}

/// Lets the layer's delegate (a `UIView`) decline implicit displays and drop empty drawings. Not API.
@MainActor
package protocol _CALayerDisplayDelegate: AnyObject {
    /// Asked before an implicit (tentative) display; false skips it.
    func _layerShouldDisplayTentatively(_ layer: CALayer) -> Bool
    /// Told after `draw(in:)` filled `store`; false drops the store (the layer shows `contents`).
    func _layerShouldKeepDrawing(_ layer: CALayer, in store: _CABackingStore) -> Bool
}

/// Version numbers for backing stores, unique across layers.
@MainActor private var _nextContentVersion: UInt64 = 1

extension CALayer {
    /// The one function that reads the values the renderer draws. Reads the model values (this
    /// layer); once layers have presentation copies, read geometry and appearance from
    /// `presentation() ?? self` here, and the backing store from `self`.
    package func _valuesToDraw() -> _CALayerDrawValues {
        let source = self
        var surface: OpaquePointer? = nil
        var owner: AnyObject? = nil
        var version: UInt64 = 0
        var size = (width: 0, height: 0)
        var scale: CGFloat = 1
        if let store = _rendering.backingStore {
            surface = store.surface; owner = store; version = store.version
            size = (store.pixelWidth, store.pixelHeight); scale = store.scale
        } else if let image = source.contents as? CGImage {
            surface = image.cairoSurface; owner = image
            size = (image.width, image.height); scale = source.contentsScale > 0 ? source.contentsScale : 1
        }
        var shadow: _ShadowValues? = nil
        if source.shadowOpacity > 0, var color = _RGBA(source.shadowColor) {
            color.alpha *= Double(min(1, source.shadowOpacity))
            if color.alpha > 0 {
                shadow = _ShadowValues(color: color, offset: source.shadowOffset, radius: max(0, source.shadowRadius),
                                       path: source.shadowPath)
            }
        }
        return _CALayerDrawValues(
            bounds: source._bounds, position: source._position, anchorPoint: source._anchorPoint,
            affine: source._affine, hasIdentityTransform: source._hasIdentityTransform,
            opacity: source.opacity, isHidden: source.isHidden, masksToBounds: source.masksToBounds,
            zPosition: source.zPosition,
            background: _RGBA(source.backgroundColor), cornerRadius: source.cornerRadius,
            borderWidth: source.borderWidth, border: _RGBA(source.borderColor),
            contentSurface: surface, contentOwner: owner, contentVersion: version, contentPixelSize: size,
            contentScale: scale, contentsGravity: source.contentsGravity, contentsRect: source.contentsRect,
            shadow: shadow)
    }

    /// `displayIfNeeded()`: a tentative display asks the delegate first.
    package func _displayIfNeeded() {
        guard _needsDisplay else { return }
        _needsDisplay = false
        if _rendering.displayIsTentative {
            _rendering.displayIsTentative = false
            if let hooks = delegate as? _CALayerDisplayDelegate, !hooks._layerShouldDisplayTentatively(self) { return }
        }
        display()
    }

    /// `display()`: draws into the backing store (made or reused), then lets the delegate drop an
    /// empty drawing.
    package func _displayIntoBackingStore() {
        let b = _bounds
        let scale = contentsScale > 0 ? contentsScale : 1
        let pw = Int((b.width * scale - RenderingConstants.pixelAlignmentTolerance).rounded(.up))
        let ph = Int((b.height * scale - RenderingConstants.pixelAlignmentTolerance).rounded(.up))
        guard pw > 0, ph > 0 else {
            _rendering.backingStore = nil
            return
        }
        var store = _rendering.backingStore
        if let s = store, s.pixelWidth != pw || s.pixelHeight != ph || s.isOpaque != isOpaque { store = nil }
        if store == nil { store = _CABackingStore(pixelWidth: pw, pixelHeight: ph, opaque: isOpaque, scale: scale) }
        guard let store else { _rendering.backingStore = nil; return }
        store.clear()
        store.scale = scale
        store.drawnBounds = b
        do {
            let ctx = CGContext(cairoSurface: store.surface, deviceHeight: ph)
            ctx.scaleBy(x: scale, y: scale)
            ctx.translateBy(x: -b.origin.x, y: -b.origin.y)
            draw(in: ctx)
            ctx.flush()
        }
        store.version = _nextContentVersion
        _nextContentVersion += 1
        if let hooks = delegate as? _CALayerDisplayDelegate, !hooks._layerShouldKeepDrawing(self, in: store) {
            _rendering.backingStore = nil
        } else {
            _rendering.backingStore = store
        }
    }

    /// `render(in:)`.
    package func _render(in ctx: CGContext) {
        let cr = ctx.cairoContext
        cairo_save(cr)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let base = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let renderer = _LayerRenderer(cr: cr)
        renderer.renderRoot(self, matrix: base)
        cairo_restore(cr)
        ctx.synchronize()
    }
}

extension CALayer {
    /// The display pass (frame step 5) over this subtree: every visible layer that needs display
    /// (or, with `needsDisplayOnBoundsChange`, was drawn at another size) displays, parents first.
    /// Hidden subtrees wait until they are shown.
    package func _displaySubtreeIfNeeded() {
        if isHidden { return }
        if !_needsDisplay && needsDisplayOnBoundsChange,
           let store = _rendering.backingStore, store.drawnBounds.size != _bounds.size {
            setNeedsDisplay()
        }
        if _needsDisplay { _displayIfNeeded() }
        for sub in _sublayers { sub._displaySubtreeIfNeeded() }
    }
}
