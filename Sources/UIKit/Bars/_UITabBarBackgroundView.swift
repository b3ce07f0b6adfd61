import Foundation

/// The tab bar's background (iOS's `_UIBarBackground`): a fill colour and/or a background image
/// tiled over the whole view, and the shadow along the top edge, which lies just *above* the
/// view (outside it, over the content behind the bar), as on iOS: a one-pixel hairline, or a
/// custom shadow image at its own height.
///
/// The bar sizes it to its bounds plus the part reaching down over the home-indicator inset.
@MainActor
final class _UITabBarBackgroundView: UIView {
    private let shadowView = UIImageView()
    private var image: UIImage?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        shadowView.contentMode = .scaleToFill
        addSubview(shadowView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets what is shown: `fill` behind everything (nil: clear), `image` tiled over it (nil:
    /// none), and either `shadowImage` or a hairline of `shadowColor` above the top edge.
    func configure(fill: UIColor?, image: UIImage?, shadowImage: UIImage?, shadowColor: UIColor) {
        backgroundColor = fill
        if image !== self.image {
            self.image = image
            setNeedsDisplay()
        }
        if let shadowImage {
            shadowView.image = shadowImage
            shadowView.backgroundColor = nil
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = shadowColor
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height: CGFloat
        if let shadowImage = shadowView.image {
            height = shadowImage.size.height
        } else {
            // One device pixel.
            height = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        }
        shadowView.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
    }

    /// Tiles the background image from the top-left corner (a resizable image is drawn once, in
    /// nine parts, over the bounds). Upright images tile through one repeating pattern; turned
    /// ones tile image by image.
    override func draw(_ rect: CGRect) {
        guard let image, let context = UIGraphicsGetCurrentContext() else { return }
        let size = image.size
        if image._isResizable {
            image.draw(in: bounds)
            return
        }
        guard size.width > 0, size.height > 0 else { return }
        if image.imageOrientation == .up, let cgImage = image.cgImage {
            // CGContext.draw puts an image's top row at its rect's maxY (y up): flip one tile's
            // height so the tiles come out upright in this y-down context.
            context.saveGState()
            context.clip(to: bounds)
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: CGRect(origin: .zero, size: size), byTiling: true)
            context.restoreGState()
            return
        }
        var y: CGFloat = 0
        while y < bounds.height {
            var x: CGFloat = 0
            while x < bounds.width {
                image.draw(in: CGRect(x: x, y: y, width: size.width, height: size.height))
                x += size.width
            }
            y += size.height
        }
    }
}
