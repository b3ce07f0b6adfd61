import CoreGraphics

/// The object a layer asks for layout (and, with rendering, for its content). UIKit makes every
/// view its layer's delegate. All methods have default implementations that do nothing.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called by the default `CALayer.layoutSublayers()`; a `UIView` runs `layoutSubviews` here.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
}
