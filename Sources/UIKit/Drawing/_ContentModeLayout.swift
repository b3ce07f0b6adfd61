import Foundation

/// Where content of a given size goes inside a view's bounds for each `UIView.ContentMode`, as
/// iOS places layer contents (`contentsGravity`): the pure geometry behind `UIImageView`.
enum _ContentModeLayout {
    /// The rectangle (in `bounds`' coordinates) that content of `size` points fills under `mode`.
    /// - `scaleToFill`, `redraw`: `bounds` itself (the aspect ratio may change);
    /// - `scaleAspectFit`: scaled by `min(bw/w, bh/h)`, centred (letterboxed);
    /// - `scaleAspectFill`: scaled by `max(bw/w, bh/h)`, centred (overflowing, cropped by clipping);
    /// - the others: unscaled, centred on the axes the name does not pin (`top`: centred
    ///   horizontally at the top edge; `topLeft`: in the top-left corner…).
    /// Content with a zero width or height fills nothing (`CGRect.zero` at the origin mode's point).
    static func rect(for mode: UIView.ContentMode, contentSize size: CGSize, in bounds: CGRect) -> CGRect {
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let w = size.width, h = size.height
            let left = bounds.minX, centerX = bounds.midX - w / 2, right = bounds.maxX - w
            let top = bounds.minY, centerY = bounds.midY - h / 2, bottom = bounds.maxY - h
            let (x, y): (CGFloat, CGFloat) = switch mode {
            case .top: (centerX, top)
            case .bottom: (centerX, bottom)
            case .left: (left, centerY)
            case .right: (right, centerY)
            case .topLeft: (left, top)
            case .topRight: (right, top)
            case .bottomLeft: (left, bottom)
            case .bottomRight: (right, bottom)
            default: (centerX, centerY)
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
