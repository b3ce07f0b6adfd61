import Foundation

// The views a cell is built from besides its content: separator, default backgrounds, accessory
// glyphs, editing and reorder controls. Real subviews, as on iOS, so tests and accessibility find
// them. Not API.

/// The hairline at a cell's bottom edge: one device pixel of the table's `separatorColor`.
@MainActor
final class _UITableViewCellSeparatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A cell's default background (or selected background) in a table: a fill, with the rounded
/// corners of an inset-grouped section's first and last rows. Redrawn only when it changes.
@MainActor
final class _UITableViewCellBackgroundView: UIView {
    var fillColor: UIColor? { didSet { if fillColor != oldValue { _fillChanged() } } }
    /// Which corners are rounded, and by how much.
    var roundedCorners: UIRectCorner = [] { didSet { if roundedCorners != oldValue { _fillChanged() } } }
    var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { _fillChanged() } } }

    /// Whether the fill has rounded corners, which `draw(_:)` draws; a plain rectangle is the
    /// view's `backgroundColor`, as UIKit's own background views are (so it can be found by it).
    private var _drawsFill: Bool { !roundedCorners.isEmpty && cornerRadius > 0 }

    private func _fillChanged() {
        let color = _drawsFill ? nil : fillColor
        if backgroundColor != color { backgroundColor = color }
        setNeedsDisplay()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let fillColor, _drawsFill else { return }
        fillColor.setFill()
        UIBezierPath(roundedRect: bounds, byRoundingCorners: roundedCorners,
                     cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)).fill()
    }
}

/// The glyphs of the standard accessories and controls, drawn once.
@MainActor
enum _UITableViewCellGlyphs {
    /// `.disclosureIndicator`'s chevron, in its own grey.
    static let chevron: UIImage = UIGraphicsImageRenderer(size: ListConstants.chevronSize).image { _ in
        let s = ListConstants.chevronSize
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.5, y: 1.5))
        path.addLine(to: CGPoint(x: s.width - 1.5, y: s.height / 2))
        path.addLine(to: CGPoint(x: 1.5, y: s.height - 1.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }.withRenderingMode(.alwaysOriginal)

    /// `.checkmark`, a template drawn in the tint.
    static let checkmark: UIImage = UIGraphicsImageRenderer(size: ListConstants.checkmarkSize).image { _ in
        let s = ListConstants.checkmarkSize
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: s.height * 0.55))
        path.addLine(to: CGPoint(x: s.width * 0.36, y: s.height - 1))
        path.addLine(to: CGPoint(x: s.width - 1, y: 1))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.black.setStroke()
        path.stroke()
    }.withRenderingMode(.alwaysTemplate)
}

/// The accessory view of `.disclosureIndicator`, `.checkmark`, `.detailButton` and
/// `.detailDisclosureButton`: an image view, or the info button (and a chevron beside it). The
/// button sends the table's `accessoryButtonTappedForRowWith`.
@MainActor
final class _UITableViewCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType
    private(set) var button: UIButton?
    private var glyph: UIImageView?
    var onTap: (@MainActor () -> Void)?

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        isOpaque = false
        var size = CGSize.zero
        switch type {
        case .disclosureIndicator, .checkmark:
            let image = type == .checkmark ? _UITableViewCellGlyphs.checkmark : _UITableViewCellGlyphs.chevron
            let view = UIImageView(image: image)
            addSubview(view)
            glyph = view
            size = image.size
        case .detailButton, .detailDisclosureButton:
            let button = UIButton(type: .detailDisclosure)
            button.sizeToFit()
            button.addTarget(self, action: _UITableViewCellAccessoryView.tapped, for: .touchUpInside)
            addSubview(button)
            self.button = button
            size = button.bounds.size
            if type == .detailDisclosureButton {
                let chevron = UIImageView(image: _UITableViewCellGlyphs.chevron)
                chevron.frame.origin = CGPoint(x: size.width + ListConstants.detailDisclosureGap,
                                               y: (size.height - chevron.bounds.height) / 2)
                addSubview(chevron)
                glyph = chevron
                size.width += ListConstants.detailDisclosureGap + chevron.bounds.width
            }
        case .none:
            break
        }
        bounds.size = size
    }

    required init?(coder: NSCoder) { _rockhopperFailure("_UITableViewCellAccessoryView.init(coder:) is not supported") }

    private func tapped() { onTap?() }

    override func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
}

/// The red minus or green plus at an editing cell's leading edge. A tap on it asks the table to
/// show the Delete button or to commit an insertion.
@MainActor
final class _UITableViewCellEditControl: UIControl {
    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let d = ListConstants.editControlDiameter
        let circle = CGRect(x: bounds.maxX - d, y: (bounds.height - d) / 2, width: d, height: d)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        let bar = CGRect(x: circle.midX - 6, y: circle.midY - 1, width: 12, height: 2)
        UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
        if style == .insert {
            UIBezierPath(roundedRect: CGRect(x: circle.midX - 1, y: circle.midY - 6, width: 2, height: 12), cornerRadius: 1).fill()
        }
    }
}

/// The grabber at an editing cell's trailing edge: three grey lines. The table's reorder
/// recognizer starts a drag on it.
@MainActor
final class _UITableViewCellReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let width: CGFloat = 18
        let x = (bounds.width - width) / 2
        for i in -1...1 {
            let y = bounds.midY + CGFloat(i) * 5 - 0.75
            UIBezierPath(roundedRect: CGRect(x: x, y: y, width: width, height: 1.5), cornerRadius: 0.75).fill()
        }
    }
}
