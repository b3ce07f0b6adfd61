import CoreGraphics
import Foundation

/// The model object behind every view: geometry, the layer tree, its content and appearance
/// (drawn by `CALayer+Rendering.swift`) and its animations (`CALayer+Animation.swift`).
///
/// Geometry follows Apple's definitions exactly. `bounds` is the layer's own coordinate space;
/// `position` is where the `anchorPoint` (unit coordinates, default (0.5, 0.5)) sits in the
/// superlayer; `transform` pivots on the anchor point; `frame` is derived: the axis-aligned bounding
/// box of the transformed bounds in the superlayer. A point `p` in the layer maps to the superlayer as
/// `position + T(p − pivot)` with `pivot = bounds.origin + anchorPoint · bounds.size`.
///
/// Transforms with perspective or z components are stored as given; conversions, hit-testing and
/// drawing use their affine part (`CATransform3DGetAffineTransform`).
@MainActor
open class CALayer: Hashable {
    // Geometry storage. Kept in plain stored properties so the hot paths (hit-testing, conversion,
    // layout) read them without indirection.
    //
    // Stored properties that other modules read are internal here, with a `package` accessor of
    // the old name (`_bounds` for `_storedBounds`, …): the optimizer sees every access of an
    // internal property and checks exclusivity statically, where a `package` stored property is
    // checked at run time (`swift_beginAccess`) at each access (docs/ARCHITECTURE.md, "Hot
    // paths: exclusivity checked statically").
    var _storedBounds = CGRect.zero
    /// `bounds` without its setter's checks and notifications (for UIKit's hot paths).
    package var _bounds: CGRect {
        get { _storedBounds }
        set { _storedBounds = newValue }
    }
    var _position = CGPoint.zero
    var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var _transform = CATransform3DIdentity
    var _affine = CGAffineTransform.identity
    var _hasIdentityTransform = true
    var _opacity: Float = 1
    var _zPosition: CGFloat = 0

    /// Animations, presented values and (for a presentation copy) the model layer; nil until the
    /// layer is first animated. See CALayer+Animation.swift.
    var _storedAnimations: _CALayerAnimationStorage?
    package var _animationStorage: _CALayerAnimationStorage? {
        get { _storedAnimations }
        set { _storedAnimations = newValue }
    }

    var _storedSublayers: [CALayer] = []
    /// The sublayers, back to front (the storage of `sublayers`).
    package var _sublayers: [CALayer] {
        get { _storedSublayers }
        set { _storedSublayers = newValue }
    }
    weak var _superlayer: CALayer?
    /// For the root layer of a window: the runtime of the application showing it (see `_runtime`).
    package weak var _hostRuntime: _CARuntime?

    // Layout bookkeeping: `_needsLayout` marks this layer; `_subtreeNeedsLayout` marks every ancestor
    // of a marked layer, so a layout pass visits only marked branches (cost follows the dirty paths,
    // not the tree size).
    var _needsLayout = false
    var _subtreeNeedsLayout = false

    /// Whether the layer has been part of a rendered tree (walked by a compositor): Core Animation
    /// gives a layer a presentation when it is first committed, and a layer without one has no
    /// implicit animations. So a layer made, set up and added to a window in one frame appears at
    /// once with its values.
    var _hasBeenCommitted = false

    /// Told about geometry changes of this layer; UIKit's views use it to run their layout rules
    /// (autoresizing, `setNeedsLayout` on bounds changes) whichever way the geometry was set.
    weak var _storedGeometryObserver: (any _CALayerGeometryObserver)?
    package var _geometryObserver: (any _CALayerGeometryObserver)? {
        get { _storedGeometryObserver }
        set { _storedGeometryObserver = newValue }
    }

    /// Creates a layer with zero bounds at position (0, 0).
    public required init() {}

    /// Frees a deep tree without recursion: sublayers that die with this layer hand their own
    /// sublayers to a work list first, so each release frees one level.
    isolated deinit {
        if _timing != nil { CALayer._timedLayerCount -= 1 }
        guard !_storedSublayers.isEmpty else { return }
        // The lists of changed sublayers hold references too: let them go first.
        _dirtySublayers = []
        var pending = _storedSublayers
        _storedSublayers = []
        while var layer = pending.popLast() {
            layer._dirtySublayers = []
            if isKnownUniquelyReferenced(&layer), !layer._storedSublayers.isEmpty {
                pending.append(contentsOf: layer._storedSublayers)
                layer._storedSublayers = []
            }
        }
    }

    // MARK: - Geometry

    /// The layer's own coordinate space. Changing `origin` shifts where sublayers appear (this is
    /// how `UIScrollView` scrolls); changing `size` grows or shrinks the layer around `position`.
    /// Stops the program on NaN components, as Core Animation raises `CALayerInvalidGeometry`,
    /// and on infinite ones (see docs/DEVIATIONS.md, "Non-finite values").
    open var bounds: CGRect {
        get { _storedBounds }
        set {
            _requireFinite(newValue, "CALayer bounds")
            let old = _storedBounds
            guard old != newValue else { return }
            let change = _willChange(.bounds)
            _storedBounds = newValue
            // A new size may call for a redraw (`needsDisplayOnBoundsChange`, `.redraw` views), or
            // allow one that waited for a non-empty size.
            if old.size != newValue.size && (_storedNeedsDisplay || needsDisplayOnBoundsChange) {
                _CADisplayRequests.request(self, subtree: false)
            }
            _storedGeometryObserver?._layerBoundsDidChange(self, from: old)
            _didChange(change)
        }
    }

    /// Where the anchor point sits, in the superlayer's coordinate space (UIKit's `center`).
    /// Stops the program on NaN or infinite coordinates.
    open var position: CGPoint {
        get { _position }
        set {
            _requireFinite(newValue, "CALayer position")
            guard _position != newValue else { return }
            let change = _willChange(.position)
            _position = newValue
            _storedGeometryObserver?._layerPositionDidChange(self)
            _didChange(change)
        }
    }

    /// The point of `bounds`, in unit coordinates, that `position` refers to and transforms pivot
    /// on. Default (0.5, 0.5). Changing it moves the layer on screen (its position stays).
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            _requireFinite(newValue, "CALayer anchorPoint")
            guard _anchorPoint != newValue else { return }
            let change = _willChange(.anchorPoint)
            _anchorPoint = newValue
            _storedGeometryObserver?._layerPositionDidChange(self)
            _didChange(change)
        }
    }

    /// The z component of the anchor point. Stored; 2-D rendering does not use it.
    open var anchorPointZ: CGFloat = 0

    /// The layer's transform, applied around the anchor point. Default identity. Stops the
    /// program on NaN or infinite entries; a singular transform (scale 0) is fine and hides the layer.
    open var transform: CATransform3D {
        get { _transform }
        set {
            _requireFinite(newValue, "CALayer transform")
            guard _transform != newValue else { return }
            let change = _willChange(.transform)
            _setTransformStorage(newValue)
            _storedGeometryObserver?._layerPositionDidChange(self)
            _didChange(change)
        }
    }

    /// Stores `t` and its affine part, without observers or actions.
    func _setTransformStorage(_ t: CATransform3D) {
        _transform = t
        _affine = CATransform3DGetAffineTransform(t)
        _hasIdentityTransform = _affine.isIdentity
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { _affine }

    /// Sets `transform` to the 3-D equivalent of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The bounding box of the transformed bounds in the superlayer's coordinates.
    ///
    /// Setting it moves `position` so the box lands on the given rect and sets `bounds.size` to the
    /// size whose transformed bounding box has the rect's size: exact for scales, flips and any
    /// rotation where such a size exists. Where none does (a rect too thin for the rotation) or it
    /// is not unique (odd multiples of 45°), `bounds.size` keeps its value (Core Animation documents
    /// the result as undefined for rotations that are not multiples of 90°).
    open var frame: CGRect {
        get {
            if _hasIdentityTransform {
                return CGRect(x: _position.x - _anchorPoint.x * _storedBounds.width,
                              y: _position.y - _anchorPoint.y * _storedBounds.height,
                              width: _storedBounds.width, height: _storedBounds.height)
            }
            return _storedBounds.applying(_ownToSuperlayerTransform)
        }
        set {
            _requireFinite(newValue, "CALayer frame")
            let r = newValue.standardized
            var size = r.size
            if !_hasIdentityTransform {
                let t = _affine
                let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
                let det = a * d - c * b
                size = _storedBounds.size
                // Solve |a|·w + |c|·h = width, |b|·w + |d|·h = height. At 45° the system is
                // singular, but cos² − sin² rounds to ~1e-16 rather than 0, so "zero" is relative.
                if abs(det) > 1e-12 * (a * d + c * b) {
                    let w = (d * r.width - c * r.height) / det
                    let h = (a * r.height - b * r.width) / det
                    // A negative solution means no size has this box; rounding noise is not that.
                    let noise = 1e-9 * (r.width + r.height)
                    if w >= -noise && h >= -noise { size = CGSize(width: max(0, w), height: max(0, h)) }
                }
            }
            // Where the anchor must sit so that the box's centre lands on the rect's centre.
            let offX = (0.5 - _anchorPoint.x) * size.width
            let offY = (0.5 - _anchorPoint.y) * size.height
            let t = _affine
            let newPosition = CGPoint(x: r.midX - (t.a * offX + t.c * offY + t.tx),
                                      y: r.midY - (t.b * offX + t.d * offY + t.ty))
            position = newPosition
            bounds = CGRect(origin: _storedBounds.origin, size: size)
        }
    }

    /// The layer's stacking order among its siblings: higher values are drawn above and hit first.
    /// Default 0; equal values keep the `sublayers` order. NaN stops the program (it has no
    /// order); ±infinity sorts last or first.
    open var zPosition: CGFloat {
        get { _zPosition }
        set {
            _requireNotNaN(newValue, "CALayer zPosition")
            guard _zPosition != newValue else { return }
            let change = _willChange(.zPosition)
            _zPosition = newValue
            // The drawing order of the superlayer's sublayers may change.
            _superlayer?._noteSublayersChanged()
            _didChange(change)
        }
    }

    /// Hidden layers are neither drawn nor hit. Default false.
    open var isHidden: Bool {
        get { _storedIsHidden }
        set {
            let oldValue = _storedIsHidden
            _storedIsHidden = newValue
            _noteOwnRenderChange()
            // Shown again: its subtree's display requests wait no longer.
            if oldValue && !isHidden { _CADisplayRequests.request(self, subtree: true) }
        }
    }
    final var _storedIsHidden: Bool = false

    /// Group opacity, 0...1. Default 1.
    open var opacity: Float {
        get { _opacity }
        set {
            guard _opacity != newValue else { return }
            let change = _willChange(.opacity)
            _opacity = newValue
            _didChange(change)
        }
    }

    /// Whether sublayers are clipped to the bounds (to the rounded shape once `cornerRadius` exists).
    /// Default false. Also limits hit-testing of sublayers to the bounds.
    open var masksToBounds: Bool {
        get { _storedMasksToBounds }
        set {
            _storedMasksToBounds = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedMasksToBounds: Bool = false

    /// A name for debugging; not used by the framework.
    open var name: String?

    /// Receives layout, drawing and action callbacks. Held weakly. UIKit sets each
    /// view as its layer's delegate.
    open weak var delegate: (any CALayerDelegate)? {
        didSet { _storedDelegateRefusesActions = false }
    }

    /// Set by UIKit on a view's own layer when the view's class and the layer's class are the
    /// framework's (neither overrides `action(for:forKey:)`, `action(forKey:)` or
    /// `defaultAction(forKey:)`): then the delegate answers `NSNull()` for every change made
    /// outside an animation block, so `_willChange` skips the lookup while
    /// `_openViewAnimationBlocks` is 0 (no weak load, no key string, no casts). Cleared when the
    /// delegate changes and when the view goes away. Not API.
    package final var _delegateRefusesActions: Bool {
        get { _storedDelegateRefusesActions }
        set { _storedDelegateRefusesActions = newValue }
    }
    final var _storedDelegateRefusesActions = false

    /// How many UIKit animation blocks (`UIView.animate`, `performWithoutAnimation`, …) are open,
    /// in any runtime: while one is, every change asks its delegate. Not API.
    package static var _openViewAnimationBlocks: Int {
        get { _storedOpenViewAnimationBlocks }
        set { _storedOpenViewAnimationBlocks = newValue }
    }
    static var _storedOpenViewAnimationBlocks = 0

    // MARK: - Timing (CAMediaTiming; CALayer+Timing.swift)

    /// The layer's timing when any value differs from Core Animation's defaults; nil otherwise
    /// (the common case, in which time lookups skip the walk up the tree). Set through
    /// `_updateTiming`, which keeps `_timedLayerCount` right.
    var _timing: _CALayerTiming?

    /// When the layer's timeline starts, in its superlayer's time (for a root layer,
    /// `CACurrentMediaTime()`'s). Default 0. The "resume a paused layer" idiom sets it to the time
    /// the layer spent paused. NaN or infinity stops the program (a layer's time must stay on the
    /// timeline; docs/DEVIATIONS.md, "Non-finite values").
    open var beginTime: CFTimeInterval {
        get { _timing?.beginTime ?? 0 }
        set {
            _requireFinite(newValue, "CALayer beginTime")
            _updateTiming { $0.beginTime = newValue }
        }
    }

    /// Seconds per iteration of the layer's own timeline. Default 0: the layer's time is not
    /// folded (its animations and sublayers see its time unbounded). Greater than 0, the layer's
    /// time repeats (`repeatCount`, `repeatDuration`, `autoreverses`) like an animation's and is
    /// held at the ends outside its active duration. NaN stops the program.
    open var duration: CFTimeInterval {
        get { _timing?.duration ?? 0 }
        set {
            _requireNotNaN(newValue, "CALayer duration")
            _updateTiming { $0.duration = newValue }
        }
    }

    /// How fast the layer's time runs against its superlayer's: 2 runs its animations and those
    /// of its sublayers twice as fast, 0 freezes them (the "pause a layer" idiom), a negative
    /// speed runs them backwards. Default 1. NaN or infinity stops the program.
    open var speed: Float {
        get { _timing?.speed ?? 1 }
        set {
            _requireFinite(CGFloat(newValue), "CALayer speed")
            _updateTiming { $0.speed = newValue }
        }
    }

    /// Seconds added to the layer's time after `beginTime` and `speed`: with `speed` 0, the one
    /// time its animations show (how a paused layer is scrubbed). Default 0. NaN or infinity
    /// stops the program.
    open var timeOffset: CFTimeInterval {
        get { _timing?.timeOffset ?? 0 }
        set {
            _requireFinite(newValue, "CALayer timeOffset")
            _updateTiming { $0.timeOffset = newValue }
        }
    }

    /// Iterations of the layer's timeline when `duration` > 0 (0 means 1; `.infinity` repeats
    /// forever). Default 0. NaN stops the program.
    open var repeatCount: Float {
        get { _timing?.repeatCount ?? 0 }
        set {
            _requireNotNaN(CGFloat(newValue), "CALayer repeatCount")
            _updateTiming { $0.repeatCount = newValue }
        }
    }

    /// Seconds the layer's timeline repeats for when `duration` > 0, instead of a count; 0 means
    /// not used. Default 0. NaN stops the program.
    open var repeatDuration: CFTimeInterval {
        get { _timing?.repeatDuration ?? 0 }
        set {
            _requireNotNaN(newValue, "CALayer repeatDuration")
            _updateTiming { $0.repeatDuration = newValue }
        }
    }

    /// Whether each iteration of the layer's timeline (with `duration` > 0) runs forward then
    /// backward. Default false.
    open var autoreverses: Bool {
        get { _timing?.autoreverses ?? false }
        set { _updateTiming { $0.autoreverses = newValue } }
    }

    /// Stored for `CAMediaTiming`; a layer is never removed from the presentation by its timing
    /// (docs/COMPATIBILITY.md, "Layer timing"). Default `.removed`.
    open var fillMode: CAMediaTimingFillMode {
        get { _timing?.fillMode ?? .removed }
        set { _updateTiming { $0.fillMode = newValue } }
    }

    // MARK: - Actions

    /// Actions by key, consulted by `action(forKey:)` after the delegate. `NSNull()` as a value
    /// disables the key's implicit animation. Default nil.
    open var actions: [String: any CAAction]?

    /// The action to run when the property `event` changes, or nil for none. Asks, in order,
    /// the delegate's `action(for:forKey:)`, `actions`, `defaultAction(forKey:)`, and finally
    /// gives the implicit animation of an animatable property (a `CABasicAnimation` with the
    /// transaction's duration, 0.25 s by default). The first non-nil answer wins; `NSNull()`
    /// means no action.
    open func action(forKey event: String) -> (any CAAction)? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let answer = actions?[event] { return answer is NSNull ? nil : answer }
        if let answer = Self.defaultAction(forKey: event) { return answer is NSNull ? nil : answer }
        return _implicitAnimation(forKey: event)
    }

    /// The class's default action for `event`; nil here (the implicit animations come after it).
    /// Override to give a layer class its own default actions.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: - Hierarchy

    /// The sublayers, back to front; nil when there are none. Setting replaces them all.
    open var sublayers: [CALayer]? {
        get { _storedSublayers.isEmpty ? nil : _storedSublayers }
        set {
            for layer in _storedSublayers {
                layer._superlayer = nil
                layer._queuedInSuperlayer = false
                _CACompositor._noteRemoved(layer)
            }
            _dirtySublayers.removeAll()
            _storedSublayers = []
            _noteSublayersChanged()
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(_storedSublayers.count)) }
        }
    }

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { _superlayer }

    /// Appends `layer` on top of the other sublayers, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_storedSublayers.count))  // clamped after detaching
    }

    /// Inserts `layer` at `index` in `sublayers` (clamped to the count), removing it from its old
    /// superlayer first. Stops the program when `layer` is this layer or one of its ancestors.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        _checkCanAdopt(layer)
        layer._detachFromSuperlayer()
        let i = min(Int(index), _storedSublayers.count)
        _storedSublayers.insert(layer, at: i)
        layer._superlayer = self
        _noteSublayersChanged()
        // The new subtree may hold layers waiting for their first display.
        _CADisplayRequests.request(layer, subtree: true)
        // Its animations may now run on another timeline (under a paused layer, or out of one).
        if CALayer._timedLayerCount > 0 { _CATimingChanges.note() }
        if layer._needsLayout || layer._subtreeNeedsLayout { _markSubtreeNeedsLayout() }
    }

    /// Inserts `layer` just below `sibling`; appends when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        _checkCanAdopt(layer)
        layer._detachFromSuperlayer()
        let index = sibling.flatMap { s in _storedSublayers.firstIndex { $0 === s } } ?? _storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`; appends when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        _checkCanAdopt(layer)
        layer._detachFromSuperlayer()
        let index = sibling.flatMap { s in _storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? _storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` was. Stops the program when `oldLayer` is not a sublayer,
    /// as Core Animation does.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            _rockhopperFailure("replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer")
        }
        if oldLayer === newLayer { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(min(index, _storedSublayers.count)))
    }

    /// Detaches the layer from its superlayer; nothing happens when it has none.
    open func removeFromSuperlayer() {
        _detachFromSuperlayer()
        // A layer out of the tree (a cell kept for reuse, say) does not keep its blurred shadow.
        _storedRendering.shadowMask = nil
    }

    private func _detachFromSuperlayer() {
        guard let parent = _superlayer else { return }
        if let i = parent._storedSublayers.firstIndex(where: { $0 === self }) {
            parent._storedSublayers.remove(at: i)
        }
        _superlayer = nil
        parent._noteSublayersChanged()
        if _queuedInSuperlayer {
            _queuedInSuperlayer = false
            if let j = parent._dirtySublayers.firstIndex(where: { $0 === self }) { parent._dirtySublayers.remove(at: j) }
        }
        _CACompositor._noteRemoved(self)
        if CALayer._timedLayerCount > 0 { _CATimingChanges.note() }
    }

    private func _checkCanAdopt(_ layer: CALayer) {
        _rockhopperPrecondition(layer !== self, "Can't add a layer as a sublayer of itself")
        // A layer without sublayers is nobody's ancestor: adding a leaf needs no walk up.
        var ancestor = layer._storedSublayers.isEmpty ? nil : _superlayer
        while let a = ancestor {
            _rockhopperPrecondition(a !== layer, "Can't add a layer as a sublayer of one of its own sublayers: that would make a cycle in the layer tree")
            ancestor = a._superlayer
        }
    }

    /// True when `self` is `layer` or lies below it.
    func _isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c._superlayer
        }
        return false
    }

    // MARK: - Hit-testing

    /// True when `p` (in this layer's coordinates) lies inside `bounds`.
    open func contains(_ p: CGPoint) -> Bool {
        _storedBounds.contains(p)
    }

    /// The farthest descendant (or this layer) that contains `p`, given in the *superlayer's*
    /// coordinates, as Core Animation defines it. Hidden layers are skipped; with `masksToBounds`,
    /// sublayers are hit only inside the bounds. Sublayers are tried front to back (by
    /// `zPosition`, then order).
    open func hitTest(_ p: CGPoint) -> CALayer? {
        _defaultHitTest(p)
    }

    // MARK: - Display

    var _storedNeedsDisplay = false
    /// Whether `setNeedsDisplay()` was called since the layer last drew.
    package var _needsDisplay: Bool {
        get { _storedNeedsDisplay }
        set { _storedNeedsDisplay = newValue }
    }
    /// The display requests this layer has waiting in `_CADisplayRequests`: bit 1 its own, bit 2
    /// its subtree's.
    var _displayRequest: UInt8 = 0
    /// What a waiting display request holds weakly instead of the layer (made at its first).
    var _displayRequestToken: _CADisplayRequestToken?

    /// Marks the layer's content for redrawing in the next frame's display pass.
    open func setNeedsDisplay() {
        _storedNeedsDisplay = true
        _storedRendering.displayIsTentative = false
        _CADisplayRequests.request(self, subtree: false)
    }

    /// Marks part of the layer's content (in its bounds coordinates) for redrawing. The whole
    /// layer is redrawn.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// True when the content waits for redrawing.
    open func needsDisplay() -> Bool { _storedNeedsDisplay }

    /// Redraws the content now if it waits for redrawing (see `display()`).
    open func displayIfNeeded() {
        _displayIfNeeded()
    }

    /// Redraws the layer's content: makes (or reuses) a backing store of `bounds.size ×
    /// contentsScale` pixels, clears it and calls `draw(in:)` with a context whose origin is the
    /// top-left of `bounds` (y down), scaled by `contentsScale`. The backing store is then what the
    /// layer shows in place of `contents`. Called by the display pass; override to set `contents`
    /// yourself instead (then don't call `super`).
    open func display() {
        _displayIntoBackingStore()
    }

    /// Draws the layer's content into `ctx`. The default asks the delegate (`draw(_:in:)`), which
    /// is how a `UIView` runs `draw(_:)`. Override to draw a `CALayer` subclass.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether a change of `bounds.size` redraws the content (`setNeedsDisplay`). Default false;
    /// `UIView.contentMode = .redraw` sets it.
    open var needsDisplayOnBoundsChange = false

    /// Renders the layer and its sublayers into `ctx`, in the context's current user space, which
    /// is taken as the layer's bounds coordinates (the layer's own position and transform are not
    /// applied). Core Animation draws the layer tree as it is (the model values) and, like it, does
    /// not flip: in a y-up bitmap context the layer's top is at the bottom of the image.
    open func render(in ctx: CGContext) {
        _render(in: ctx)
    }

    // MARK: - Appearance (drawn by QuartzCore/Rendering)

    /// The fill behind the layer's content, inside the rounded corners. Default nil (none).
    open var backgroundColor: CGColor? {
        get { _storedBackgroundColor }
        set {
            _storedBackgroundColor = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedBackgroundColor: CGColor?

    /// Radius of the rounded corners of the background and border, in points; also of the clip of
    /// `contents` and sublayers with `masksToBounds`. Clamped when drawn to half the shorter side.
    /// Default 0. NaN stops the program; infinity gives the fully rounded shape.
    open var cornerRadius: CGFloat {
        get { _storedCornerRadius }
        set {
            _requireNotNaN(newValue, "CALayer cornerRadius")
            _storedCornerRadius = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedCornerRadius: CGFloat = 0

    /// Width of the border, drawn inside the bounds, above the sublayers. Default 0; 0 or less
    /// draws none. NaN or infinity stops the program.
    open var borderWidth: CGFloat {
        get { _storedBorderWidth }
        set {
            _requireFinite(newValue, "CALayer borderWidth")
            _storedBorderWidth = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedBorderWidth: CGFloat = 0

    /// Colour of the border. Default opaque black.
    open var borderColor: CGColor? {
        get { _storedBorderColor }
        set {
            _storedBorderColor = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedBorderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The layer's image: a `CGImage` (other objects are ignored, as Core Animation ignores what it
    /// cannot show), placed by `contentsGravity`. A layer that has displayed (`display()`) shows its
    /// drawing instead. Default nil.
    open var contents: Any? {
        get { _storedContents }
        set {
            _storedContents = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedContents: Any?

    /// How `contents` (and drawn content after a size change) is placed in the bounds. Default
    /// `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { _storedContentsGravity }
        set {
            _storedContentsGravity = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedContentsGravity: CALayerContentsGravity = .resize

    /// Pixels per point of the contents: an image of `w × h` pixels is `w / contentsScale` points
    /// wide for the gravities that do not scale, and drawn backing stores have `contentsScale`
    /// pixels per point. Default 1 (a `UIView` sets its layer's to the screen's scale); 0 or less
    /// is drawn as 1; NaN or infinity stops the program.
    open var contentsScale: CGFloat {
        get { _storedContentsScale }
        set {
            _requireFinite(newValue, "CALayer contentsScale")
            _storedContentsScale = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedContentsScale: CGFloat = 1

    /// The part of `contents` shown, in unit coordinates of the image (origin top-left). Default
    /// (0, 0, 1, 1).
    open var contentsRect: CGRect {
        get { _storedContentsRect }
        set {
            _storedContentsRect = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedContentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// A hint that the layer fills its bounds with opaque content: drawn backing stores then have no
    /// alpha channel (undrawn pixels are black). Default false.
    open var isOpaque = false { didSet { _noteOwnRenderChange() } }

    /// Colour of the shadow. Default opaque black.
    open var shadowColor: CGColor? {
        get { _storedShadowColor }
        set {
            _storedShadowColor = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedShadowColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// Opacity of the shadow, 0...1. Default 0 (no shadow).
    open var shadowOpacity: Float {
        get { _storedShadowOpacity }
        set {
            _storedShadowOpacity = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedShadowOpacity: Float = 0

    /// Offset of the shadow in the layer's coordinates, in points (y down: positive heights move it
    /// down on a UIKit screen). Default (0, −3).
    open var shadowOffset: CGSize {
        get { _storedShadowOffset }
        set {
            _requireFinite(newValue, "CALayer shadowOffset")
            _storedShadowOffset = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedShadowOffset: CGSize = CGSize(width: 0, height: -3)

    /// Blur radius of the shadow, in points: the standard deviation of the Gaussian (see
    /// `RenderingConstants.shadowSigmaPerRadius`). Default 3.
    open var shadowRadius: CGFloat {
        get { _storedShadowRadius }
        set {
            _requireFinite(newValue, "CALayer shadowRadius")
            _storedShadowRadius = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedShadowRadius: CGFloat = 3

    /// The shape of the shadow, in the layer's coordinates; nil (the default) takes the shape from
    /// the alpha of what the layer draws (background, contents, sublayers, border).
    open var shadowPath: CGPath? {
        get { _storedShadowPath }
        set {
            _storedShadowPath = newValue
            _noteOwnRenderChange()
        }
    }
    final var _storedShadowPath: CGPath?

    /// Rendering bookkeeping: backing store, compositor record. Not API.
    package final var _rendering: _CALayerRenderingState {
        get { _storedRendering }
        set { _storedRendering = newValue }
    }
    final var _storedRendering = _CALayerRenderingState()

    // Damage tracking (see `_CACompositor`): a compositor walks only the layers whose drawing may
    // have changed and the paths down to them, so a frame costs what changed, not the tree size.
    /// Something this layer draws with (geometry, appearance, content, visibility) changed since a
    /// compositor last walked it.
    final var _renderDirty = false
    /// The sublayers or their order changed since a compositor last walked this layer.
    final var _sublayersChanged = false
    /// Sublayers that changed (or have changes below them) since a compositor last walked this
    /// layer, each listed once (`_queuedInSuperlayer`); a sublayer leaving is taken off it.
    final var _dirtySublayers: [CALayer] = []
    /// Whether this layer is listed in its superlayer's `_dirtySublayers`.
    final var _queuedInSuperlayer = false

    /// Bumped by every change that can alter pixels (geometry, appearance, content, the tree), so
    /// a compositor whose last frame saw the same value — with no animation running — has nothing
    /// to walk. Not API.
    static var _renderGeneration: UInt64 = 0

    // MARK: - Layout

    /// Marks the layer for layout; the next layout pass (or `layoutIfNeeded`) calls
    /// `layoutSublayers()`. Calls coalesce.
    open func setNeedsLayout() {
        // A marked layer's ancestors are marked already (they were when it was marked, and
        // inserting a marked layer marks its new ancestors), or a layout pass under way has it
        // still to visit: nothing to do. A view's size change marks its superview once per
        // subview, so this is the common case of a layout pass.
        guard !_needsLayout else { return }
        _needsLayout = true
        guard let parent = _superlayer, !parent._subtreeNeedsLayout else { return }
        parent._markSubtreeNeedsLayout()
    }

    /// True when `setNeedsLayout()` has been called since the last layout.
    open func needsLayout() -> Bool { _needsLayout }

    /// Lays out now if a layout is pending: from the highest ancestor that needs layout (or this
    /// layer) down through every marked layer below it, parents before children.
    open func layoutIfNeeded() {
        var top: CALayer = self
        var current = _superlayer
        while let c = current {
            if c._needsLayout { top = c }
            current = c._superlayer
        }
        top._layoutSubtreeIfNeeded()
    }

    /// Lays out the sublayers. The default asks the delegate (`layoutSublayers(of:)`), which is
    /// how a `UIView` runs `layoutSubviews`. Don't call it directly; use `setNeedsLayout`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    func _markSubtreeNeedsLayout() {
        var current: CALayer? = self
        while let c = current, !c._subtreeNeedsLayout {
            c._subtreeNeedsLayout = true
            current = c._superlayer
        }
    }

    /// Emptied stacks of the per-frame tree walks, kept so a frame's layout and display passes
    /// allocate none; a walk started inside another (a `layoutSublayers` that lays out another
    /// tree) takes its own.
    private static var _walkStackPool: [[CALayer]] = []

    static func _withWalkStack(_ body: (inout [CALayer]) -> Void) {
        var stack = _walkStackPool.popLast() ?? []
        body(&stack)
        stack.removeAll(keepingCapacity: true)
        _walkStackPool.append(stack)
    }

    /// True when this layer or any layer below it waits for layout.
    package var _hasPendingLayout: Bool { _needsLayout || _subtreeNeedsLayout }

    // MARK: Hashable (identity, as `NSObject`'s `==` is on Apple platforms)

    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Geometry notifications for the layer's owner (UIKit's views). Not API.
@MainActor
package protocol _CALayerGeometryObserver: AnyObject {
    /// `bounds` changed from `old` to the layer's current bounds.
    func _layerBoundsDidChange(_ layer: CALayer, from old: CGRect)
    /// `position`, `anchorPoint` or `transform` changed.
    func _layerPositionDidChange(_ layer: CALayer)
}

/// Which layer classes keep Core Animation's own `hitTest(_:)`. Swift cannot ask whether a method
/// is overridden, so the classes of this module (none overrides it) are hit-tested inline and
/// other classes through their `hitTest(_:)`.
@MainActor
enum _CALayerClassInfo {
    private static var ownClasses = _ModuleClassCache(module: "QuartzCore")

    static func usesDefaultHitTest(_ layer: CALayer) -> Bool {
        let type = type(of: layer)
        if type == CALayer.self { return true }
        return ownClasses.isDeclaredInModule(type)
    }
}
