import Foundation

/// A bar's background: the material or colour, the background image and the hairline. Not API;
/// iOS's `_UIBarBackground`.
///
/// The bar places it behind its content; a bar at the top of the screen (`.topAttached`) makes
/// it reach up behind the status bar (a negative y), as iOS does, while the bar's own frame
/// stays 44 pt. The hairline is a 0.5-pt view on the edge facing the content (the bottom of a
/// navigation bar, the top of a toolbar), or the shadow image at its own height.
@MainActor
final class _UIBarBackground: UIView {
    /// What to draw, resolved by the bar from its appearance.
    struct Look: Equatable {
        /// Fills, back to front (the material's colour, then the appearance's colour).
        var fills: [UIColor] = []
        var image: UIImage?
        var imageContentMode: UIView.ContentMode = .scaleToFill
        /// The hairline's colour; nil: no default hairline.
        var shadowColor: UIColor?
        /// An image replacing the default hairline, drawn as it is.
        var shadowImage: UIImage?

        static func == (a: Look, b: Look) -> Bool {
            a.fills == b.fills && a.image === b.image && a.imageContentMode == b.imageContentMode
                && a.shadowColor == b.shadowColor && a.shadowImage === b.shadowImage
        }
    }

    /// Where the hairline goes.
    enum HairlineEdge { case top, bottom }

    private var fillViews: [UIView] = []
    private let imageView = UIImageView()
    /// The hairline (the default line, or a view showing the shadow image).
    let shadowView = UIImageView()
    var hairlineEdge: HairlineEdge = .bottom {
        didSet { if hairlineEdge != oldValue { setNeedsLayout() } }
    }
    private(set) var look = Look()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(shadowView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `look`; nothing changes when it is the one shown.
    func apply(_ look: Look) {
        guard look != self.look else { return }
        self.look = look
        while fillViews.count > look.fills.count { fillViews.removeLast().removeFromSuperview() }
        while fillViews.count < look.fills.count {
            let view = UIView()
            view.isUserInteractionEnabled = false
            insertSubview(view, belowSubview: imageView)
            fillViews.append(view)
        }
        for (view, color) in zip(fillViews, look.fills) { view.backgroundColor = color }
        imageView.image = look.image
        imageView.isHidden = look.image == nil
        imageView.contentMode = look.imageContentMode == .redraw ? .scaleToFill : look.imageContentMode
        if let shadowImage = look.shadowImage {
            shadowView.image = shadowImage
            shadowView.backgroundColor = nil
            shadowView.isHidden = shadowImage.size.height == 0
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = look.shadowColor
            shadowView.isHidden = look.shadowColor == nil || look.shadowColor!._alpha == 0
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in fillViews { view.frame = bounds }
        imageView.frame = bounds
        let thickness = look.shadowImage?.size.height ?? BarConstants.hairlineThickness
        let y = hairlineEdge == .bottom ? bounds.maxY : bounds.minY - thickness
        shadowView.frame = CGRect(x: 0, y: y, width: bounds.width, height: thickness)
    }
}
