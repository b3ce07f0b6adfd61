import Foundation
@_implementationOnly import CCairo

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

    /// A new view showing an image of this view and its subviews as they are now (rendered at the
    /// screen's scale), with the view's bounds size. With `afterScreenUpdates`, pending layout and
    /// drawing run first. Nil when the view has no area.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        guard let image = _renderedImage(scale: scale, afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = scale
        snapshot.layer._needsDisplay = false
        return snapshot
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
