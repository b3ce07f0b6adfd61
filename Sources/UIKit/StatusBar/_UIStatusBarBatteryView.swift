import Foundation

/// The status bar's battery: a rounded outline with a nub at the right, filled with the charge
/// (`StatusBarConstants.batteryLevel`), in the bar's content colour; the outline and the nub are
/// fainter than the fill, as iOS 13's battery draws them.
final class _UIStatusBarBatteryView: UIView {
    /// The colour of the glyph (black or white, per the bar's style).
    var contentColor: UIColor = .black {
        didSet { if contentColor != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The body, the gap and the nub side by side; as tall as the body.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = StatusBarConstants.self
        return CGSize(width: c.batteryBodySize.width + c.batteryNubGap + c.batteryNubSize.width,
                      height: c.batteryBodySize.height)
    }

    override func draw(_ rect: CGRect) {
        let c = StatusBarConstants.self
        let body = CGRect(origin: .zero, size: c.batteryBodySize)
        let half = c.batteryLineWidth / 2
        let outline = UIBezierPath(roundedRect: body.insetBy(dx: half, dy: half), cornerRadius: c.batteryCornerRadius - half)
        outline.lineWidth = c.batteryLineWidth
        contentColor.withAlphaComponent(c.batteryOutlineOpacity).setStroke()
        outline.stroke()

        let nub = CGRect(x: body.maxX + c.batteryNubGap, y: body.midY - c.batteryNubSize.height / 2,
                         width: c.batteryNubSize.width, height: c.batteryNubSize.height)
        contentColor.withAlphaComponent(c.batteryNubOpacity).setFill()
        UIBezierPath(roundedRect: nub, byRoundingCorners: [.topRight, .bottomRight],
                     cornerRadii: CGSize(width: nub.width, height: nub.width)).fill()

        var charge = body.insetBy(dx: c.batteryFillInset, dy: c.batteryFillInset)
        charge.size.width *= c.batteryLevel
        contentColor.setFill()
        UIBezierPath(roundedRect: charge, cornerRadius: c.batteryFillCornerRadius).fill()
    }
}
