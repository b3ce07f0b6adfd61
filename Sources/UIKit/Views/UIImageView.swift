import Foundation

/// A view that shows an image, placed in its bounds by `contentMode` (default `.scaleToFill`).
///
/// The image is drawn by `draw(_:)` into the view's backing store and redrawn when the image,
/// the highlight, the content mode or the size changes. Touches pass through by default
/// (`isUserInteractionEnabled` is false), as on iOS.
@MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted (or when there is no `highlightedImage`).
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted`; nil shows `image`.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue && isHighlighted { setNeedsDisplay() } }
    }

    /// Whether `highlightedImage` is shown. Default false.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// A view showing `image`, sized to it: frame `(0, 0, image.size)` (zero without an image).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// A view showing `image`, or `highlightedImage` while highlighted; sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image on screen now.
    private var displayedImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    open override var contentMode: UIView.ContentMode {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsDisplay() } }
    }

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    /// Draws the image into `rect`'s part of the bounds, placed by `contentMode`
    /// (`_ContentModeLayout`). Parts outside the bounds are cut off. An `.alwaysTemplate` image is
    /// drawn as a shape filled with `tintColor`; `.automatic` and `.alwaysOriginal` ones as they
    /// are (UIImage.RenderingMode: "automatic … uses the default rendering mode for the context",
    /// which for an image view is the original).
    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage else { return }
        let target = _ContentModeLayout.rect(for: contentMode, contentSize: image.size, in: bounds)
        if image.renderingMode == .alwaysTemplate {
            image._drawAsTemplate(in: target, color: tintColor)
        } else {
            image.draw(in: target)
        }
    }

    /// A template image is drawn in the tint: redraw it when the tint changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// The image's size in points (zero without an image), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// The image's size in points; `noIntrinsicMetric` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
