import Foundation

/// A text field's border and background image, drawn in `borderRect(forBounds:)` behind
/// everything else (UIKit's `_UITextFieldRoundedRectBackgroundView` and its kin):
/// - `.none`: nothing but the `background` image, if any;
/// - `.line`: a 1-pt dark rectangle;
/// - `.bezel`: a 1-pt grey rectangle with darker top and left edges;
/// - `.roundedRect`: a white rounded rectangle (5-pt corners) outlined by a light grey hairline;
///   background images are ignored, as UIKit ignores them for this style.
/// With `background` set (and not `.roundedRect`) the image fills the rectangle, the
/// `disabledBackground` when the field is disabled.
final class _UITextFieldBorderView: UIView {
    var borderStyle: UITextField.BorderStyle = .none { didSet { setNeedsDisplay() } }
    var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextFieldBorderView.init(coder:) is not supported")
    }

    override func draw(_ rect: CGRect) {
        let bounds = self.bounds
        let scale = window?.screen.scale ?? UIScreen.main.scale
        if borderStyle != .roundedRect, let backgroundImage {
            backgroundImage.draw(in: bounds)
            return
        }
        switch borderStyle {
        case .none:
            break
        case .line:
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            UIColor.black.setStroke()
            path.stroke()
        case .bezel:
            let box = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            box.lineWidth = 1
            UIColor(white: 0.6, alpha: 1).setStroke()
            box.stroke()
            let shade = UIBezierPath()
            shade.move(to: CGPoint(x: bounds.minX + 0.5, y: bounds.maxY))
            shade.addLine(to: CGPoint(x: bounds.minX + 0.5, y: bounds.minY + 0.5))
            shade.addLine(to: CGPoint(x: bounds.maxX, y: bounds.minY + 0.5))
            shade.lineWidth = 1
            UIColor(white: 0.35, alpha: 1).setStroke()
            shade.stroke()
        case .roundedRect:
            let hairline = 1 / scale
            let inset = bounds.insetBy(dx: hairline / 2, dy: hairline / 2)
            let path = UIBezierPath(roundedRect: inset, cornerRadius: TextConstants.roundedRectCornerRadius)
            UIColor.white.setFill()
            path.fill()
            path.lineWidth = hairline
            UIColor(white: TextConstants.roundedRectBorderWhite, alpha: 1).setStroke()
            path.stroke()
        }
    }
}
