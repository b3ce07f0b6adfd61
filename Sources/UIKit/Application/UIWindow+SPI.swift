#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif
import Foundation

// `UIWindow`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension UIWindow {
    /// Frame step 6 for this window: brings its framebuffer (the screen's size at the screen's
    /// scale, made here on first use and remade when either changes) up to date, redrawing only
    /// the damaged pixels. Returns the number of pixels redrawn.
    @discardableResult
    package func _composite() -> Int {
        let screen = self.screen
        let scale = screen.scale
        let pw = Int((screen.bounds.width * scale).rounded(.up)), ph = Int((screen.bounds.height * scale).rounded(.up))
        if let c = _compositor, c.pixelWidth != pw || c.pixelHeight != ph || c.scale != scale {
            _compositor = nil
        }
        if _compositor == nil { _compositor = _CACompositor(pixelWidth: pw, pixelHeight: ph, scale: scale) }
        return _compositor?.composite(layer) ?? 0
    }

    /// An image of the window as it is now, at `scale` pixels per point (nil: the screen's): the
    /// window's size in pixels, with the area no view covers black. Pending layout and display run
    /// first. At the screen's scale this is a copy of the framebuffer (composited first); at other
    /// scales the layer tree is rendered afresh.
    package func _snapshotImage(scale: CGFloat? = nil) -> CGImage {
        _updateForSnapshot()
        let screenScale = screen.scale
        let s = scale ?? screenScale
        _rockhopperPrecondition(s > 0 && s.isFinite, "snapshot scale must be positive (got \(s))")
        let b = bounds
        let pw = Int((b.width * s).rounded(.up)), ph = Int((b.height * s).rounded(.up))
        if s == screenScale, !isHidden, frame.origin == .zero {
            _composite()
        }
        if s == screenScale, !isHidden, frame.origin == .zero, let c = _compositor,
           pw <= c.pixelWidth, ph <= c.pixelHeight {
            let ctx = CGContext(cairoSurface: c.framebuffer, deviceHeight: c.pixelHeight)
            let full = ctx.makeImage()!
            if pw == c.pixelWidth && ph == c.pixelHeight { return full }
            return full.cropping(to: CGRect(x: 0, y: 0, width: pw, height: ph))!
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, pw)), Int32(max(1, ph)))!
        defer { cairo_surface_destroy(surface) }
        let ctx = CGContext(cairoSurface: surface, deviceHeight: Int(max(1, ph)))
        ctx.setFillColor(gray: CGFloat(RenderingConstants.backdropGray), alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: max(1, pw), height: max(1, ph)))
        ctx.scaleBy(x: s, y: s)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        return ctx.makeImage()!
    }
}
