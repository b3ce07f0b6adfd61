import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Which `UIView` classes draw: true when an instance's `draw(_:)` drew something or never
/// reached UIView's empty default, false when the default was reached and nothing was drawn.
/// Swift cannot ask whether a method is overridden, so the first display of each class answers.
@MainActor private var _drawingClasses: [ObjectIdentifier: Bool] = [:]

extension UIView: _CALayerDisplayDelegate {
    /// Called at the end of `init(frame:)`: the layer draws at the screen's scale, and the view
    /// displays once, tentatively: only if its class draws (see `_drawingClasses`).
    func _setUpRendering() {
        layer.contentsScale = UIScreen.main.scale
        layer._needsDisplay = true
        layer._rendering.displayIsTentative = true
        _CADisplayRequests.note()
    }

    /// `contentMode` sets the layer's gravity (vertical names swapped, since Core Animation's are
    /// y-up) and `.redraw` makes bounds-size changes redraw, as UIKit does.
    func _contentModeDidChange() {
        let gravity: CALayerContentsGravity
        switch contentMode {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .bottom
        case .bottom: gravity = .top
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .bottomLeft
        case .topRight: gravity = .bottomRight
        case .bottomLeft: gravity = .topLeft
        case .bottomRight: gravity = .topRight
        }
        layer.contentsGravity = gravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }

    /// `draw(_:in:)` for the view's own layer.
    func _drawLayerContent(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        _drawReachedDefault = false
        draw(layer.bounds)
        UIGraphicsPopContext()
    }

    package func _layerShouldDisplayTentatively(_ layer: CALayer) -> Bool {
        _drawingClasses[ObjectIdentifier(type(of: self))] ?? true
    }

    package func _layerShouldKeepDrawing(_ layer: CALayer, in store: _CABackingStore) -> Bool {
        guard layer === self.layer else { return true }
        let key = ObjectIdentifier(type(of: self))
        if !_drawReachedDefault {
            _drawingClasses[key] = true
            return true
        }
        // The default was reached: either the class doesn't override `draw(_:)`, or its override
        // calls `super`. Only pixels tell them apart.
        if store.isFullyTransparent {
            if _drawingClasses[key] == nil { _drawingClasses[key] = false }
            return false
        }
        _drawingClasses[key] = true
        return true
    }

    // MARK: - Snapshots

    /// A new view showing an image of this view and its subviews (rendered at the screen's scale),
    /// with the view's bounds size; nil when the view has no area.
    ///
    /// Without `afterScreenUpdates` the image is the view as it is now. With it, pending layout and
    /// drawing run first, and the image is taken again at the next screen update (this frame's
    /// display pass), so it shows the changes made until then — Apple: "whether the snapshot
    /// should be rendered after recent changes have been incorporated"; seed 003's note: a view
    /// whose `alpha` is set to 0 right after the call gives an empty snapshot. The view need not
    /// be on screen: transition animators snapshot incoming views before adding them.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        guard let image = _renderedImage(scale: scale, afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = scale
        snapshot.layer._needsDisplay = false
        if afterScreenUpdates { _captureAgainAtTheNextScreenUpdate(snapshot, rect: nil, scale: scale) }
        return snapshot
    }

    /// A new view showing the `rect` part (in this view's bounds coordinates) of an image of this
    /// view and its subviews, sized `rect.size`; when the snapshot is made larger or smaller, the
    /// parts inside `capInsets` keep their size and the middle stretches (zero insets: all of it
    /// stretches). `afterScreenUpdates` as for `snapshotView(afterScreenUpdates:)`. Nil when `rect`
    /// has no area inside the bounds.
    ///
    /// The stretched image is drawn at the snapshot's size (iOS gives the layer a
    /// `contentsCenter`): while an animation resizes the snapshot, the frame in flight shows that
    /// drawing scaled, caps included, and the caps are exact again when it ends.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let area = rect.standardized
        guard area.width > 0, area.height > 0,
              let image = _snapshotImage(of: area, scale: scale, afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = _UIResizableSnapshotView(frame: CGRect(origin: .zero, size: area.size), image: image,
                                                scale: scale, capInsets: capInsets)
        if afterScreenUpdates { _captureAgainAtTheNextScreenUpdate(snapshot, rect: area, scale: scale) }
        return snapshot
    }

    /// The `rect` part of the rendered view, in pixels at `scale`; nil when it lies outside the
    /// bounds.
    func _snapshotImage(of rect: CGRect, scale: CGFloat, afterScreenUpdates: Bool) -> CGImage? {
        guard let whole = _renderedImage(scale: scale, afterScreenUpdates: afterScreenUpdates) else { return nil }
        let b = bounds
        let pixels = CGRect(x: ((rect.minX - b.minX) * scale).rounded(), y: ((rect.minY - b.minY) * scale).rounded(),
                            width: (rect.width * scale).rounded(), height: (rect.height * scale).rounded())
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        if pixels == CGRect(x: 0, y: 0, width: whole.width, height: whole.height) { return whole }
        return whole.cropping(to: pixels)
    }

    /// Takes the snapshot again in the display pass of the next frame: Core Animation's "after
    /// the screen updates" (the commit at the end of the run-loop turn).
    private func _captureAgainAtTheNextScreenUpdate(_ snapshot: UIView, rect: CGRect?, scale: CGFloat) {
        _application._pendingSnapshotCaptures.append(_UIPendingSnapshotCapture(snapshot: snapshot, source: self,
                                                                              rect: rect, scale: scale))
        _CADisplayRequests.note()
    }

    /// Draws this view and its subviews, as they are now, into the current UIKit context
    /// (`UIGraphicsGetCurrentContext()`), scaled so the view's bounds fill `rect`. With
    /// `afterScreenUpdates`, pending layout and drawing run first. Returns false when there is no
    /// current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        if afterScreenUpdates { _updateForSnapshot() }
        let b = bounds
        guard b.width > 0, b.height > 0 else { return true }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// Runs pending layout and display of this view's subtree.
    func _updateForSnapshot() {
        layer.layoutIfNeeded()
        layer._displaySubtreeIfNeeded()
    }

    /// The look a transition starts from: pending layout and drawing run, then the view's layer
    /// tree as on screen (animated values), without the view's own alpha and shadow (the
    /// compositor applies those to the whole transition), at the screen's scale. Nil when the
    /// view has no area.
    func _transitionSnapshot() -> CGImage? {
        _renderedImage(scale: window?.screen.scale ?? UIScreen.main.scale, afterScreenUpdates: true,
                       presentation: true, ownEffects: false)
    }

}

/// A snapshot waiting for the next screen update (`UIApplication._pendingSnapshotCaptures`).
@MainActor
struct _UIPendingSnapshotCapture {
    weak var snapshot: UIView?
    weak var source: UIView?
    /// The part of the source a resizable snapshot shows; nil: all of it.
    let rect: CGRect?
    let scale: CGFloat
}

extension UIApplication {
    /// The display pass's first step: snapshots taken "after screen updates" since the last one
    /// render their views again, as they are now. A source or snapshot freed meanwhile is skipped
    /// (the snapshot keeps its first image).
    func _capturePendingSnapshots() {
        let pending = _pendingSnapshotCaptures
        _pendingSnapshotCaptures.removeAll()
        for capture in pending {
            guard let snapshot = capture.snapshot, let source = capture.source else { continue }
            if let resizable = snapshot as? _UIResizableSnapshotView {
                if let image = source._snapshotImage(of: capture.rect ?? source.bounds, scale: capture.scale,
                                                     afterScreenUpdates: true) {
                    resizable._image = image
                }
            } else if let image = source._renderedImage(scale: capture.scale, afterScreenUpdates: true) {
                snapshot.layer.contents = image
            }
        }
    }
}

/// What `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` returns: the captured image
/// drawn in nine parts over the bounds (`UIImage.resizableImage(withCapInsets:resizingMode:
/// .stretch)`), redrawn when the size changes.
final class _UIResizableSnapshotView: UIView {
    /// The captured pixels.
    var _image: CGImage { didSet { setNeedsDisplay() } }
    let _scale: CGFloat
    let _capInsets: UIEdgeInsets

    init(frame: CGRect, image: CGImage, scale: CGFloat, capInsets: UIEdgeInsets) {
        _image = image
        _scale = scale
        _capInsets = capInsets
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsDisplay() } }
    }

    override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        UIImage(cgImage: _image, scale: _scale, orientation: .up)
            .resizableImage(withCapInsets: _capInsets, resizingMode: .stretch)
            .draw(in: bounds)
    }
}
