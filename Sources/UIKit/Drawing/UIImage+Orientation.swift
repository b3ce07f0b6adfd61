extension UIImage {
    /// How a bitmap is rotated or mirrored relative to the upright picture (Apple's raw values).
    public enum Orientation: Int, Sendable {
        case up = 0
        case down
        case left
        case right
        case upMirrored
        case downMirrored
        case leftMirrored
        case rightMirrored

        /// Where a point of the bitmap appears in the upright picture, both as fractions of their
        /// width and height, y down: `(u, v) = (ua·bx + ub·by + uc, va·bx + vb·by + vc)`. From the
        /// EXIF orientations UIKit's cases match: up 1, upMirrored 2, down 3, downMirrored 4,
        /// leftMirrored 5 (transpose), right 6, rightMirrored 7 (transverse), left 8 (EXIF 2.3,
        /// tag 0x0112: "the 0th row is the visual left-hand side… the 0th column the visual bottom"
        /// for 8).
        var _unitMapping: (ua: CGFloat, ub: CGFloat, uc: CGFloat, va: CGFloat, vb: CGFloat, vc: CGFloat) {
            switch self {
            case .up: (1, 0, 0, 0, 1, 0)
            case .upMirrored: (-1, 0, 1, 0, 1, 0)
            case .down: (-1, 0, 1, 0, -1, 1)
            case .downMirrored: (1, 0, 0, 0, -1, 1)
            case .left: (0, 1, 0, -1, 0, 1)
            case .leftMirrored: (0, 1, 0, 1, 0, 0)
            case .right: (0, -1, 1, 1, 0, 0)
            case .rightMirrored: (0, -1, 1, -1, 0, 1)
            }
        }

        /// True for the orientations rotated a quarter turn, whose point size swaps width and height.
        var _swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }
    }
}
