extension UIActivityIndicatorView {
    /// The indicator's size and default colour (`UIActivityIndicatorViewStyle`; raw values of
    /// `UIActivityIndicatorView.h`).
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in iOS 13: use `.large` and `color`).
        case whiteLarge = 0
        /// Small and white (deprecated in iOS 13: use `.medium` and `color`).
        case white = 1
        /// Small and grey (deprecated in iOS 13: use `.medium`).
        case gray = 2
        /// Small (20 × 20), iOS 13.
        case medium = 100
        /// Large (37 × 37), iOS 13.
        case large = 101
    }
}
