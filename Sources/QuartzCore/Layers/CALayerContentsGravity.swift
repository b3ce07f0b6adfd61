import CoreGraphics

/// How a layer's `contents` are placed in its bounds (Apple's string constants).
///
/// The vertical names follow Core Animation's convention, which assumes a y-up layer: with
/// `contentsAreFlipped` false (always, here, as for every UIKit view's layer), `.top` aligns the
/// content with the layer's maximum y, which is the *bottom* edge on a UIKit screen, and `.bottom`
/// with the top edge. `UIView.contentMode` compensates (`.top` sets `.bottom`), as UIKit does.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Horizontally centred at the maximum-y edge (the bottom on a UIKit screen).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Horizontally centred at the minimum-y edge (the top on a UIKit screen).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Vertically centred at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Vertically centred at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the left, maximum-y corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the right, maximum-y corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the left, minimum-y corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the right, minimum-y corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds keeping its aspect ratio, centred (overflow is drawn unless
    /// `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where content of `contentSize` (points) lands in `bounds` under this gravity, in the layer's
    /// coordinates (y down, as UIKit draws them). Unknown values behave as `.resize`, as Core
    /// Animation does. A zero-sized content or bounds gives `bounds`.
    func _placement(of contentSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = contentSize.width, h = contentSize.height
        guard w > 0, h > 0, bounds.width > 0, bounds.height > 0 else { return bounds }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            // Horizontal: −1 left edge, 0 centre, 1 right edge. Vertical in Core Animation's y-up
            // naming: 1 ("top") is the maximum y of the layer's (y-down) coordinates.
            let (hx, vy): (Int, Int)
            switch self {
            case .top: (hx, vy) = (0, 1)
            case .bottom: (hx, vy) = (0, -1)
            case .left: (hx, vy) = (-1, 0)
            case .right: (hx, vy) = (1, 0)
            case .topLeft: (hx, vy) = (-1, 1)
            case .topRight: (hx, vy) = (1, 1)
            case .bottomLeft: (hx, vy) = (-1, -1)
            case .bottomRight: (hx, vy) = (1, -1)
            default: (hx, vy) = (0, 0)
            }
            let x = hx < 0 ? bounds.minX : (hx > 0 ? bounds.maxX - w : bounds.midX - w / 2)
            let y = vy < 0 ? bounds.minY : (vy > 0 ? bounds.maxY - h : bounds.midY - h / 2)
            return CGRect(x: x, y: y, width: w, height: h)
        default:
            return bounds
        }
    }
}
