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

        /// True for the orientations rotated a quarter turn, whose point size swaps width and height.
        var _swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }
    }
}
