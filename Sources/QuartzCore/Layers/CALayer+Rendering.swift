import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// A colour as drawn: components 0...1, not premultiplied.
package struct _RGBA: Equatable, Sendable {
    package var red: Double, green: Double, blue: Double, alpha: Double

    /// `color` in RGB (a gray colour expanded to r = g = b), components clamped to 0...1; nil for
    /// nil.
    @inline(__always)
    package init?(_ color: CGColor?) {
        guard let c = color?.rgba else { return nil }
        red = Double(max(0, min(1, c.red))); green = Double(max(0, min(1, c.green)))
        blue = Double(max(0, min(1, c.blue))); alpha = Double(max(0, min(1, c.alpha)))
    }

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    var isVisible: Bool { alpha > 0 }
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

/// Everything the renderer reads from a layer, read in one place (`CALayer._valuesToDraw(presentation:)`).
/// For a hidden or fully transparent layer only `isHidden` and `opacity` are filled in.
struct _CALayerDrawValues {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var affine: CGAffineTransform
    var hasIdentityTransform: Bool
    var opacity: Float
    var isHidden: Bool
    var masksToBounds: Bool
    var background: _RGBA?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var border: _RGBA?
    /// The pixels shown: the backing store's surface, else the `contents` image's.
    var contentSurface: OpaquePointer?
    /// Whatever owns `contentSurface` (a `_CABackingStore` or `CGImage`), kept alive while drawing.
    var contentOwner: AnyObject?
    var contentVersion: UInt64
    var contentPixelSize: (width: Int, height: Int)
    var contentScale: CGFloat
    var contentsGravity: CALayerContentsGravity
    var contentsRect: CGRect
    var shadow: _ShadowValues?
    /// The whole-layer transition playing (compositor only: with `presentation`), if any.
    var transition: _CATransitionDrawValues?

    /// Maps the layer's bounds coordinates to its superlayer's: `p ↦ position + T(p − pivot)`.
    var localToParent: CGAffineTransform {
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
    var effectiveCornerRadius: CGFloat {
        max(0, min(cornerRadius, bounds.width / 2, bounds.height / 2))
    }

    /// Drawn without any own pixels (background, content, border)?
    var drawnElementCount: Int {
        (background?.isVisible == true ? 1 : 0) + (contentSurface != nil ? 1 : 0)
            + (borderWidth > 0 && border?.isVisible == true ? 1 : 0)
    }
}

extension CALayer {
    /// Whether the system draws this layer over the window's screen (the status bar): see
    /// `_CALayerRenderingState.isScreenOverlay`. Not API.
    package var _isScreenOverlay: Bool {
        get { _storedRendering.isScreenOverlay }
        set { _storedRendering.isScreenOverlay = newValue }
    }
}

/// The per-layer bookkeeping of rendering, stored in the layer (`_storedRendering`).
package struct _CALayerRenderingState {
    /// What the last `display()` drew; shown instead of `contents`.
    var backingStore: _CABackingStore?
    /// The pending display was requested implicitly (a view's first display), so the delegate may
    /// decline it (a view that does not override `draw(_:)` gets no backing store).
    package var displayIsTentative = false
    /// The compositor's record of this layer from the last frame it was composited in.
    package var record = _CompositeRecord()
    /// The layer's blurred shadow, kept while its shape stays (see `_CAShadowMask`).
    var shadowMask: _CAShadowMask?
    /// The layer and its sublayers drawn as a group, kept while they hold (see `_CAGroupImage`).
    var groupImage: _CAGroupImage?
    /// The coverage of the layer's rounded background and of its border, kept while their shapes
    /// stay (see `_ShapeCoverage`).
    var backgroundCoverage: _ShapeCoverage?
    var borderCoverage: _ShapeCoverage?
    /// The shadow key last asked for that missed the kept mask, in which compositor pass, and how
    /// many misses in a row had a new shape: a shape that keeps changing is blurred directly
    /// instead of kept.
    var shadowMaskMiss: (key: _CAShadowMaskKey, pass: UInt64, changedFrames: Int)?
    /// Which of many sublayers the compositor's walk visits (see `_VisibleSublayers`).
    var visibleSublayers: _VisibleSublayers?
    /// A spatial index of the layer's sublayers for the compositor's redraw, kept while the layer
    /// has many sublayers (see `_SublayerIndex`).
    var sublayerIndex: _SublayerIndex?
    /// This layer's drawing-order position in its superlayer's `sublayerIndex` when that was built.
    var slotInSuperlayerIndex = -1
    /// Drawn over a window's screen by the system, not by the app (the status bar): as the last
    /// sublayer of a compositor's root, the compositor keeps the pixels under it
    /// (`_CACompositor+ScreenOverlay.swift`).
    package var isScreenOverlay = false

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

/// The display requests not served yet, and a version stamp of them. Not API.
///
/// - **The stamp** (`generation`) is bumped by every request (and by other changes that call for a
///   display pass, such as a snapshot to capture again). An application whose display pass last
///   saw another value has layers that may need drawing (`UIApplication._hasPendingWork`). A
///   stamp, not a flag, so several applications alive at once each see every request (see
///   `_CARuntime`).
/// - **The requests** are what the display pass visits, so its cost follows what asked for
///   display, not the size of the tree: a layer that asked itself (`setNeedsDisplay`; a new size
///   with `needsDisplayOnBoundsChange`, or while a display waits for a non-empty size), or a
///   subtree that may hold such layers (one inserted into a tree, or shown again). A layer has at
///   most one request of each kind (`CALayer._displayRequest`); requests hold their layers weakly.
///   An application serves the requests of layers in its windows (`serve(isRoot:)`); a request in
///   a hidden subtree is dropped (showing it requests the subtree again); one out of every window
///   it knows waits (another application's window, or a tree not yet inserted).
@MainActor
package enum _CADisplayRequests {
    /// Moves on at every request. Internal storage, read through `generation` by other modules
    /// (docs/ARCHITECTURE.md, "Hot paths: exclusivity checked statically").
    private(set) static var _storedGeneration: UInt64 = 0
    package static var generation: UInt64 { _storedGeneration }

    struct Request {
        /// The layer's token, not the layer: a weak reference gives the object it points to a side
        /// table for life, and every retain and release of an object with one takes the runtime's
        /// slow path — for a layer, several times a frame while it animates. The token lives
        /// exactly as long as its layer (only the layer holds it).
        weak var token: _CADisplayRequestToken?
        /// The layer's whole subtree, not only the layer.
        var subtree: Bool

        var layer: CALayer? { token?.layer }
    }

    /// Requests not served yet. Its capacity is kept: no allocation per frame once it has grown.
    private static var pending: [Request] = []
    /// The requests being served (swapped with `pending`, so requests made meanwhile wait).
    private static var serving: [Request] = []
    /// `pending`'s length at which requests of layers that are gone are dropped: twice what was
    /// left the last time (at least 64), so the drops cost O(1) per request, amortized, and a
    /// program that makes and discards layers with no frame between (a test, a tree never shown)
    /// keeps the list as long as its live requests, not as long as its history.
    private static var compactionLength = 64

    /// Records that something may need a display pass.
    package static func note() { _storedGeneration &+= 1 }

    /// `layer` (or, with `subtree`, any layer under it) may need display.
    static func request(_ layer: CALayer, subtree: Bool) {
        _storedGeneration &+= 1
        let kind: UInt8 = subtree ? 2 : 1
        guard layer._displayRequest & kind == 0 else { return }
        layer._displayRequest |= kind
        if pending.count >= compactionLength { dropRequestsOfReleasedLayers() }
        let token: _CADisplayRequestToken
        if let made = layer._displayRequestToken {
            token = made
        } else {
            token = _CADisplayRequestToken(layer)
            layer._displayRequestToken = token
        }
        pending.append(Request(token: token, subtree: subtree))
    }

    private static func dropRequestsOfReleasedLayers() {
        pending.removeAll { $0.token == nil }
        resetCompactionLength()
    }

    private static func resetCompactionLength() { compactionLength = max(64, 2 * pending.count) }

    /// The number of requests waiting (tests).
    package static var pendingCount: Int { pending.count }

    /// Serves the requests of layers whose root layer `isRoot` accepts (an application's
    /// windows): each visible one displays (a subtree request walks the subtree); those under a
    /// hidden layer are dropped; the rest wait.
    package static func serve(isRoot: (CALayer) -> Bool) {
        guard !pending.isEmpty else { return }
        swap(&pending, &serving)
        for request in serving {
            guard let layer = request.layer else { continue }
            var root = layer
            var hidden = layer._storedIsHidden
            while let up = root._superlayer {
                root = up
                if up.isHidden { hidden = true }
            }
            guard isRoot(root) else {
                pending.append(request)
                continue
            }
            layer._displayRequest &= ~(request.subtree ? 2 : 1)
            if hidden { continue }
            if request.subtree { layer._displaySubtreeIfNeeded() } else { layer._displayOwnIfNeeded() }
        }
        serving.removeAll(keepingCapacity: true)
        resetCompactionLength()
    }
}

/// Version numbers for backing stores, unique across layers.
@MainActor private var _nextContentVersion: UInt64 = 1

/// The animated values `_valuesToDraw` takes from a layer's presented state: nil where no
/// animation sets the property.
private struct _AnimatedDrawValues {
    var opacity: Float?
    var bounds: CGRect?
    var position: CGPoint?
    var anchorPoint: CGPoint?
    /// The transform's components, composed only for a layer that shows.
    var transform: _AnimVector?
    var backgroundColor: _AnimVector?

    init() {}

    init(_ state: borrowing _CALayerPresentedState) {
        if state.isLoaded(.opacity) { opacity = Float(state.opacity[0]) }
        if state.isLoaded(.bounds) {
            let b = state.bounds
            bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
        }
        if state.isLoaded(.position) { position = CGPoint(x: state.position[0], y: state.position[1]) }
        if state.isLoaded(.anchorPoint) { anchorPoint = CGPoint(x: state.anchorPoint[0], y: state.anchorPoint[1]) }
        if state.isLoaded(.transform) { transform = state.transform }
        if state.isLoaded(.backgroundColor) { backgroundColor = state.backgroundColor }
    }
}

extension CALayer {
    /// The one function that reads the values the renderer draws. With `presentation` (the
    /// compositor: what is on screen now), while animations run the animated values (geometry,
    /// opacity, background colour) at `CACurrentMediaTime()` (sampled at the layer's local time
    /// then) replace the model's, read from the animation state without making a presentation
    /// copy; without it (`render(in:)`, which Apple
    /// documents as ignoring animations) the model values. Content and sublayers always come from
    /// this (model) layer. The compositor compares what this returns frame to frame, so animated
    /// values damage exactly what moves.
    ///
    /// Runs for every visible layer in every frame, so it reads each stored property once and
    /// skips what cannot show (the border colour without a border width, contents settings without
    /// contents, the shadow at zero opacity): each class property read costs an exclusivity check.
    func _valuesToDraw(presentation: Bool) -> _CALayerDrawValues {
        let source = self
        var v = _CALayerDrawValues(
            bounds: source._storedBounds, position: source._position, anchorPoint: source._anchorPoint,
            affine: .identity, hasIdentityTransform: source._hasIdentityTransform,
            opacity: source._opacity, isHidden: source._storedIsHidden, masksToBounds: false,
            background: nil, cornerRadius: 0, borderWidth: 0, border: nil,
            contentSurface: nil, contentOwner: nil, contentVersion: 0, contentPixelSize: (0, 0), contentScale: 1,
            contentsGravity: .resize, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1), shadow: nil,
            transition: nil)
        // The animated values, read from the animation state in place (no copy of it); all but
        // the opacity applied after the visibility check, as the model's are.
        var animated = _AnimatedDrawValues()
        if presentation, _hasAnimationsInFlight, let storage = _storedAnimations {
            let now = CACurrentMediaTime()
            let local = _localTime(atClock: now).time
            animated = storage.withPresentedState(of: self, clock: now, local: local) { _AnimatedDrawValues($0) }
            if let opacity = animated.opacity { v.opacity = opacity }
            if let (animation, progress) = _transitionInFlight(atLocal: local), let before = animation.before {
                v.transition = _CATransitionDrawValues(
                    style: animation.style, progress: progress, before: before,
                    beforeIsOpaque: animation.style == .crossDissolve && animation.beforeIsOpaque)
            }
        }
        if v.isHidden || v.opacity <= 0 { return v }
        if !v.hasIdentityTransform { v.affine = source._affine }
        if let b = animated.bounds { v.bounds = b }
        if let p = animated.position { v.position = p }
        if let a = animated.anchorPoint { v.anchorPoint = a }
        if let components = animated.transform {
            v.affine = CATransform3DGetAffineTransform(_TransformComponents.compose(components))
            v.hasIdentityTransform = v.affine.isIdentity
        }
        v.masksToBounds = source._storedMasksToBounds
        if let c = animated.backgroundColor {
            v.background = _RGBA(red: max(0, min(1, c[0])), green: max(0, min(1, c[1])),
                                 blue: max(0, min(1, c[2])), alpha: max(0, min(1, c[3])))
        } else {
            v.background = _RGBA(source._storedBackgroundColor)
        }
        v.cornerRadius = source._storedCornerRadius
        v.borderWidth = source._storedBorderWidth
        if v.borderWidth > 0 { v.border = _RGBA(source._storedBorderColor) }
        if let store = _storedRendering.backingStore {
            v.contentSurface = store.surface; v.contentOwner = store; v.contentVersion = store.version
            v.contentPixelSize = (store.pixelWidth, store.pixelHeight); v.contentScale = store.scale
        } else if let contents = source._storedContents, let image = contents as? CGImage {
            v.contentSurface = image.cairoSurface; v.contentOwner = image
            v.contentPixelSize = (image.width, image.height)
            let scale = source._storedContentsScale
            v.contentScale = scale > 0 ? scale : 1
        }
        if v.contentSurface != nil {
            v.contentsGravity = source._storedContentsGravity
            v.contentsRect = source._storedContentsRect
        }
        let shadowOpacity = source._storedShadowOpacity
        if shadowOpacity > 0, var color = _RGBA(source._storedShadowColor) {
            color.alpha *= Double(min(1, shadowOpacity))
            if color.alpha > 0 {
                v.shadow = _ShadowValues(color: color, offset: source._storedShadowOffset, radius: max(0, source._storedShadowRadius),
                                         path: source._storedShadowPath)
            }
        }
        return v
    }

    /// `displayIfNeeded()`: a tentative display asks the delegate first. A layer without area
    /// keeps its request until it has some (a view made with a zero frame and sized later draws
    /// then).
    func _displayIfNeeded() {
        guard _storedNeedsDisplay, _storedBounds.width > 0, _storedBounds.height > 0 else { return }
        _storedNeedsDisplay = false
        if _storedRendering.displayIsTentative {
            _storedRendering.displayIsTentative = false
            if let hooks = delegate as? _CALayerDisplayDelegate, !hooks._layerShouldDisplayTentatively(self) { return }
        }
        display()
    }

    /// `display()`: draws into the backing store (made or reused), then lets the delegate drop an
    /// empty drawing.
    func _displayIntoBackingStore() {
        let b = _storedBounds
        let scale = contentsScale > 0 ? contentsScale : 1
        let pw = Int((b.width * scale - RenderingConstants.pixelAlignmentTolerance).rounded(.up))
        let ph = Int((b.height * scale - RenderingConstants.pixelAlignmentTolerance).rounded(.up))
        guard pw > 0, ph > 0 else {
            _storedRendering.backingStore = nil; _noteOwnRenderChange()
            return
        }
        var store = _storedRendering.backingStore
        if let s = store, s.pixelWidth != pw || s.pixelHeight != ph || s.isOpaque != isOpaque { store = nil }
        if store == nil { store = _CABackingStore(pixelWidth: pw, pixelHeight: ph, opaque: isOpaque, scale: scale) }
        guard let store else { _storedRendering.backingStore = nil; _noteOwnRenderChange(); return }
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
            _storedRendering.backingStore = nil; _noteOwnRenderChange()
        } else {
            _storedRendering.backingStore = store
        }
        _noteOwnRenderChange()
    }

}

