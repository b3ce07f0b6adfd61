import Foundation

/// Draws images: each call to `image(actions:)` makes a new bitmap of `size` points at the
/// format's scale, makes its context current (`UIGraphicsGetCurrentContext()`, y-down, origin at
/// the top-left of `bounds`), runs the block and returns what was drawn.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
///     UIColor.systemBlue.setFill()
///     ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
/// A renderer may be reused and used from any thread (one call at a time per renderer).
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The area drawn, in points; its origin becomes the bitmap's top-left corner.
    public let bounds: CGRect
    /// The format's values at creation (later changes to the passed format do not apply).
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for `size` points with the default format (main-screen scale, not opaque).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.preferredRange = format.preferredRange
        self.format = copy
    }

    /// Always true: this renderer makes images.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh bitmap as the current context and returns the result. Stops the
    /// program when `bounds` is empty (there is nothing to draw into).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = run(actions)
        guard let image = context.makeImage() else {
            _rockhopperFailure("UIGraphicsImageRenderer: the bitmap could not be copied")
        }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the result as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let data = image(actions: actions).pngData() else {
            _rockhopperFailure("UIGraphicsImageRenderer.pngData: PNG encoding failed")
        }
        return data
    }

    /// Runs `actions` and returns the result as JPEG data; `compressionQuality` 0...1.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let data = image(actions: actions).jpegData(compressionQuality: compressionQuality) else {
            _rockhopperFailure("UIGraphicsImageRenderer.jpegData: JPEG encoding failed")
        }
        return data
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let context = _BitmapContext.make(size: bounds.size, scale: format.scale, opaque: format.opaque,
                                          caller: "UIGraphicsImageRenderer")
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
        UIGraphicsPopContext()
        return context
    }
}
