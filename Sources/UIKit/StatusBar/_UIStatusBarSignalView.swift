import Foundation

/// The status bar's left glyphs: four signal bars rising to the right, then the Wi-Fi fan (a dot
/// and two arcs opening upward), all full strength, in the bar's content colour, standing on the
/// view's bottom edge.
final class _UIStatusBarSignalView: UIView {
    /// The colour of the glyphs (black or white, per the bar's style).
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

    private static var barsWidth: CGFloat {
        let c = StatusBarConstants.self
        let n = CGFloat(c.signalBarHeights.count)
        return n * c.signalBarWidth + (n - 1) * c.signalBarSpacing
    }

    /// Half the width of the Wi-Fi fan: the outer arc's reach at ±45° from the vertical, with its
    /// round cap.
    private static var wifiHalfWidth: CGFloat {
        let c = StatusBarConstants.self
        return (c.wifiRadius - c.wifiArcWidth / 2) * sin(CGFloat.pi / 4) + c.wifiArcWidth / 2
    }

    /// The bars, the gap and the fan side by side; as tall as the tallest bar.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = StatusBarConstants.self
        return CGSize(width: Self.barsWidth + c.wifiSpacing + 2 * Self.wifiHalfWidth,
                      height: max(c.signalBarHeights.max() ?? 0, c.wifiRadius))
    }

    override func draw(_ rect: CGRect) {
        let c = StatusBarConstants.self
        let base = bounds.maxY
        contentColor.setFill()
        var x: CGFloat = 0
        for height in c.signalBarHeights {
            let bar = CGRect(x: x, y: base - height, width: c.signalBarWidth, height: height)
            UIBezierPath(roundedRect: bar, cornerRadius: c.signalBarWidth / 3).fill()
            x += c.signalBarWidth + c.signalBarSpacing
        }

        // The fan opens upward from a point on the base line: in UIKit's y-down coordinates,
        // from −135° to −45°.
        let center = CGPoint(x: Self.barsWidth + c.wifiSpacing + Self.wifiHalfWidth, y: base)
        let start = -3 * CGFloat.pi / 4, end = -CGFloat.pi / 4
        let third = c.wifiRadius / 3
        let dot = UIBezierPath()
        dot.move(to: center)
        dot.addArc(withCenter: center, radius: third, startAngle: start, endAngle: end, clockwise: true)
        dot.close()
        dot.fill()
        contentColor.setStroke()
        for radius in [2 * third, 3 * third] {
            let arc = UIBezierPath(arcCenter: center, radius: radius - c.wifiArcWidth / 2,
                                   startAngle: start, endAngle: end, clockwise: true)
            arc.lineWidth = c.wifiArcWidth
            arc.lineCapStyle = .round
            arc.stroke()
        }
    }
}
