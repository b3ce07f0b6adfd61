import Foundation

/// The drawing environment passed to a `UIGraphicsImageRenderer` block: the Core Graphics context
/// (UIKit's y-down coordinates, in points) and conveniences that draw with its current colours.
/// Valid only inside the block.
open class UIGraphicsImageRendererContext {
    /// The context of the renderer's bitmap; it is also the current UIKit context during the block.
    public let cgContext: CGContext
    /// The format the renderer was made with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image at the format's scale.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else {
            _rockhopperFailure("UIGraphicsImageRendererContext.currentImage: the bitmap could not be copied")
        }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour using `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width, centred on
    /// its edges.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes `rect` using `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
