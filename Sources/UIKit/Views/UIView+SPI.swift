#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif
import Foundation

// `UIView`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension UIView {
    /// A new position, anchor point or transform: the margins may differ (safe area, a preserved
    /// superview's margins); they are recomputed when next needed (`UIView+LayoutMargins.swift`).
    /// Generated autoresizing constraints follow the frame.
    package func _layerPositionDidChange(_ layer: CALayer) {
        _markLayoutMarginsStale()
        if _layoutState != nil { _noteFrameChangeForLayoutEngine() }
    }

    package func _checkCanAdopt(_ view: UIView) {
        _rockhopperPrecondition(view !== self, "Can't add self as subview (\(type(of: self)))")
        // A view without subviews is nobody's ancestor: adding a leaf (how deep trees are built,
        // one level at a time at the bottom) needs no walk up, so building stays linear.
        var ancestor = view._subviews.isEmpty ? nil : _superview
        while let a = ancestor {
            _rockhopperPrecondition(a !== view,
                "Can't add a view as a subview of one of its own subviews: \(type(of: view)) is an ancestor of \(type(of: self)), that would make a cycle in the view hierarchy")
            ancestor = a._superview
        }
        _rockhopperPrecondition(!(view is UIWindow), "Can't add a UIWindow as a subview; windows are roots of their own hierarchy")
    }

    /// The view's layer tree rendered at `scale` into a new image of its bounds, as `render(in:)`
    /// draws it; nil when the view has no area.
    package func _renderedImage(scale: CGFloat, afterScreenUpdates: Bool) -> CGImage? {
        _renderedImage(scale: scale, afterScreenUpdates: afterScreenUpdates, presentation: false, ownEffects: true)
    }

    /// `_renderedImage(scale:afterScreenUpdates:)` with the options of
    /// `CALayer._render(in:presentation:ownEffects:)`.
    package func _renderedImage(scale: CGFloat, afterScreenUpdates: Bool, presentation: Bool,
                                ownEffects: Bool) -> CGImage? {
        if afterScreenUpdates { _updateForSnapshot() }
        // What is on screen, when the framebuffer shows exactly what the render would draw (issue
        // 17, goal 4b; the conditions are `_CACompositor.onScreenImage(of:root:)`'s).
        if !afterScreenUpdates && !presentation && ownEffects, let window, let compositor = window._compositor,
           compositor.scale == scale,
           let image = compositor.onScreenImage(of: layer, root: window.layer) {
            return image
        }
        let b = bounds
        let pw = Int((b.width * scale).rounded(.up)), ph = Int((b.height * scale).rounded(.up))
        guard pw > 0, ph > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let ctx = CGContext(cairoSurface: surface, deviceHeight: ph)
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        if !presentation && ownEffects {
            layer.render(in: ctx)
        } else {
            layer._render(in: ctx, presentation: presentation, ownEffects: ownEffects)
        }
        return ctx.makeImage()
    }
}
