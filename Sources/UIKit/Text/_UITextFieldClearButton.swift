import Foundation

/// A text field's clear button (UIKit's is a `UIButton` with a grey circled cross): a control the
/// field shows per `clearButtonMode` while it has text, whose tap asks `textFieldShouldClear(_:)`
/// and clears the text.
final class _UITextFieldClearButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextFieldClearButton.init(coder:) is not supported")
    }

    override func _stateDidChange() {
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let size = TextConstants.clearButtonSize
        let circle = CGRect(x: bounds.midX - size / 2, y: bounds.midY - size / 2, width: size, height: size)
        let white = TextConstants.clearButtonWhite * (isHighlighted ? 0.8 : 1)
        UIColor(white: white, alpha: 1).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let arm = size * 0.18
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        cross.lineWidth = 1.5
        UIColor.white.setStroke()
        cross.stroke()
    }
}
