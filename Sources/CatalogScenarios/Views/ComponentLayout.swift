import UIKit

/// Small building blocks the component screens share: a caption above a group of controls, a
/// horizontal row of controls, the line of the last event, and a vertical stack pinned under the
/// safe area's top.
@MainActor enum ComponentLayout {
    /// A grey footnote naming what the controls below it show.
    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }

    /// The line of the last event or value, in the tint colour.
    static func statusLine(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .label
        label.numberOfLines = 2
        return label
    }

    /// Controls side by side, `spacing` apart; equal widths when `equal`.
    static func row(_ views: [UIView], spacing: CGFloat = 12, equal: Bool = false) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        row.axis = .horizontal
        row.spacing = spacing
        row.alignment = .center
        if equal {
            row.distribution = .fillEqually
        } else {
            // Captions give way and take what is left; controls keep their natural width.
            for view in views {
                let isCaption = (view as? UILabel)?.numberOfLines == 0
                view.setContentCompressionResistancePriority(isCaption ? UILayoutPriority(150) : .required, for: .horizontal)
                view.setContentHuggingPriority(isCaption ? UILayoutPriority(150) : .defaultHigh, for: .horizontal)
            }
        }
        return row
    }

    /// A vertical stack of `views` in `view`, `margin` pt inside the safe area's sides and `top` pt
    /// under its top.
    @discardableResult
    static func pinStack(_ views: [UIView], in view: UIView, spacing: CGFloat = 10, top: CGFloat = 8,
                         margin: CGFloat = 16) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: top),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: margin),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -margin),
        ])
        return stack
    }

    /// A 25 × 25 pt template star, for buttons with an image.
    static let star: UIImage = CatalogGlyphs.image { r in
        let path = UIBezierPath()
        let center = CGPoint(x: r.midX, y: r.midY)
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? r.width / 2 : r.width / 5
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }
}

extension UIView {
    /// The centre of the view, in window coordinates: where a finger taps it.
    var centerInWindow: CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }

    /// A point of the view given in its own coordinates, in window coordinates.
    func windowPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint { convert(CGPoint(x: x, y: y), to: nil) }
}

extension UISlider {
    /// The centre of the thumb at `value` (the current value when nil), in window coordinates.
    func thumbCenter(at value: Float? = nil) -> CGPoint {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value ?? self.value)
        return convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
    }
}
