extension UIView {
    /// Whether a view's tint shows as is or dimmed (`UIViewTintAdjustmentMode`, iOS 7).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top of the hierarchy).
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// The tint desaturated to grey, as behind an alert.
        case dimmed = 2
    }
}
