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

    /// Draws the image scaled to fill `rect`, upright, with `blendMode` and `alpha`. The context's
    /// state is unchanged afterwards. Assumes a UIKit (y-down) context, as iOS does.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), !rect.isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        // CGContext.draw puts the image's top row at rect.maxY (y-up); flip so it lands at minY.
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(_cgImage, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        context.restoreGState()
    }
}
