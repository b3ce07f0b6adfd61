import Foundation

extension UIImage {
    /// Draws the image at its point size with its top-left corner at `point`, into the current
    /// context (nothing happens outside drawing). Normal blending, full opacity.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws at `point` with `blendMode` and `alpha` (0...1) multiplied into the image's own alpha.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (in the current context's UIKit coordinates, top-left
    /// origin), upright. Normal blending, full opacity.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, upright (turned per `imageOrientation`), with
    /// `blendMode` and `alpha`. The context's state is unchanged afterwards. Assumes a UIKit
    /// (y-down) context, as iOS does.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), !rect.isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if _isResizable {
            _drawResizable(in: rect, context: context)
        } else {
            context.concatenate(_drawingTransform(in: rect))
            context.draw(_cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        context.restoreGState()
    }

    /// Maps `CGContext.draw`'s unit square (y up: the bitmap's top row at y = 1) to `rect` in
    /// UIKit coordinates, turned per `imageOrientation`. With bitmap fractions `bx` and
    /// `by = 1 − iy` (y down) and the orientation's `(u, v)` mapping, a point lands at
    /// `(rect.minX + u·w, rect.minY + v·h)`.
    func _drawingTransform(in rect: CGRect) -> CGAffineTransform {
        let m = imageOrientation._unitMapping
        let w = rect.width, h = rect.height
        return CGAffineTransform(a: w * m.ua, b: h * m.va, c: -w * m.ub, d: -h * m.vb,
                                 tx: rect.minX + w * (m.ub + m.uc), ty: rect.minY + h * (m.vb + m.vc))
    }
}
