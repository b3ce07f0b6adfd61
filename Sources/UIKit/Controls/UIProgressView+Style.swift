extension UIProgressView {
    /// The look of a progress view (`UIProgressViewStyle`; raw values of `UIProgressView.h`).
    public enum Style: Int, Sendable {
        /// The standard bar: 4 pt high with rounded ends, on a light grey track.
        case `default` = 0
        /// The bar for toolbars: thinner, square, on a clear track.
        case bar = 1
    }
}
