import Foundation

extension UIImage {
    /// How an image's pixels become what is shown (Apple's raw values, `UIImage.h`).
    ///
    /// A template image is a shape: only its alpha counts, and the view showing it fills that
    /// shape with its `tintColor`. `.automatic` lets the place decide: a `UIImageView` draws such
    /// an image as is, while bars (tab bar items, bar button items) draw it as a template, as
    /// iOS does.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (original in image views, template in bars).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the alpha filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The same picture with `renderingMode`; the pixels are shared, not copied. Returns `self`
    /// when the mode is already `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        if renderingMode == self.renderingMode { return self }
        return UIImage(cgImage: _cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets,
                       resizingMode: resizingMode, renderingMode: renderingMode)
    }

    /// Draws the image's alpha as a shape filled with `color` in `rect` (UIKit coordinates of the
    /// current context): the picture is drawn into a transparency layer and then covered with
    /// `color` in `.sourceIn` mode, so only the image's coverage keeps the colour. Nothing
    /// happens outside drawing.
    func _drawAsTemplate(in rect: CGRect, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), !rect.isEmpty else { return }
        context.saveGState()
        context.beginTransparencyLayer(in: rect, auxiliaryInfo: nil)
        draw(in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        context.endTransparencyLayer()
        context.restoreGState()
    }
}
