import CoreGraphics

/// The object a layer asks for layout and for its content. UIKit makes every view its layer's
/// delegate. All methods have default implementations that do nothing.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called by the default `CALayer.layoutSublayers()`; a `UIView` runs `layoutSubviews` here.
    func layoutSublayers(of layer: CALayer)

    /// Called by the default `CALayer.draw(in:)` to draw the layer's content into `ctx` (origin
    /// top-left, in the layer's bounds coordinates, scaled by `contentsScale`).
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// The action for a change of `event` on `layer`: an action, `NSNull()` for "no action, stop
    /// looking", or nil to let the layer keep looking (`actions`, then the default). A `UIView`
    /// answers for its own layer: an animation inside animation blocks, `NSNull()` outside.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
