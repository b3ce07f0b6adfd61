import Foundation

/// The images UIKit draws for the glyph button types, and the darkened and lightened copies of a
/// `.custom` button's images. Not API.
///
/// - `.contactAdd`: a circle with a "+"; `.infoLight`, `.infoDark`, `.detailDisclosure`: a circle
///   with an "i" (one glyph since iOS 7). Template images, 22 × 22 pt
///   (`ControlConstants.glyphButtonSize`), drawn in the button's tint.
/// - `.close`: a filled light grey circle with a grey "×", 30 × 30 pt, in its own colours.
@MainActor
enum _UIButtonGlyphs {
    /// The glyph of `type`, or nil for a type without one. Made once per type.
    static func image(for type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .contactAdd: return contactAdd
        case .infoLight, .infoDark, .detailDisclosure: return info
        case .close: return close
        default: return nil
        }
    }

    private static let lineWidth: CGFloat = 1.25

    private static func template(_ draw: (CGRect) -> Void) -> UIImage {
        let side = ControlConstants.glyphButtonSize
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            draw(CGRect(x: 0, y: 0, width: side, height: side))
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    private static func ring(in rect: CGRect) {
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1 + lineWidth / 2, dy: 1 + lineWidth / 2))
        ring.lineWidth = lineWidth
        ring.stroke()
    }

    /// A ring with a "+" whose arms reach 5 pt from the centre.
    static let contactAdd: UIImage = template { rect in
        ring(in: rect)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let plus = UIBezierPath()
        plus.move(to: CGPoint(x: c.x - 5, y: c.y)); plus.addLine(to: CGPoint(x: c.x + 5, y: c.y))
        plus.move(to: CGPoint(x: c.x, y: c.y - 5)); plus.addLine(to: CGPoint(x: c.x, y: c.y + 5))
        plus.lineWidth = 1.5
        plus.stroke()
    }

    /// A ring with an "i": a dot above a stem.
    static let info: UIImage = template { rect in
        ring(in: rect)
        let c = CGPoint(x: rect.midX, y: rect.midY)
        UIBezierPath(ovalIn: CGRect(x: c.x - 1.1, y: c.y - 5.6, width: 2.2, height: 2.2)).fill()
        UIBezierPath(roundedRect: CGRect(x: c.x - 0.9, y: c.y - 2, width: 1.8, height: 7.5), cornerRadius: 0.6).fill()
    }

    /// A light grey disc with a grey "×".
    static let close: UIImage = {
        let side = ControlConstants.closeButtonSize
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
            let c = side / 2, arm: CGFloat = 4.5
            let cross = UIBezierPath()
            cross.move(to: CGPoint(x: c - arm, y: c - arm)); cross.addLine(to: CGPoint(x: c + arm, y: c + arm))
            cross.move(to: CGPoint(x: c + arm, y: c - arm)); cross.addLine(to: CGPoint(x: c - arm, y: c + arm))
            cross.lineWidth = 2.25
            cross.lineCapStyle = .round
            UIColor.secondaryLabel.setStroke()
            cross.stroke()
        }
        return image.withRenderingMode(.alwaysOriginal)
    }()

    /// `image` darkened (highlighted: black at `customButtonHighlightDarkening` over its pixels)
    /// or lightened (disabled: drawn at `customButtonDisabledImageAlpha`), at its own scale and
    /// rendering mode.
    static func adjusted(_ image: UIImage, highlighted: Bool) -> UIImage {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return image }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let rect = CGRect(origin: .zero, size: size)
        let result = UIGraphicsImageRenderer(size: size, format: format).image { context in
            if highlighted {
                image.draw(in: rect)
                let cg = context.cgContext
                cg.setBlendMode(.sourceAtop)
                cg.setFillColor(UIColor(white: 0, alpha: ControlConstants.customButtonHighlightDarkening).cgColor)
                cg.fill(rect)
            } else {
                image.draw(in: rect, blendMode: .normal, alpha: ControlConstants.customButtonDisabledImageAlpha)
            }
        }
        return result.withRenderingMode(image.renderingMode)
    }
}
