extension UIView {
    /// How a view lays out its content when its bounds change (Apple's raw values).
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit
        case scaleAspectFill
        case redraw
        case center
        case top
        case bottom
        case left
        case right
        case topLeft
        case topRight
        case bottomLeft
        case bottomRight
    }
}
