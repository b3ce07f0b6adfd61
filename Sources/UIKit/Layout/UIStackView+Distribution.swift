import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis (raw values as in
    /// UIKit's header). Every distribution fits the first and last visible arranged views
    /// tightly to the stack's edges.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; when they do not fit (or do not fill it), the view with the
        /// lowest compression resistance (or hugging) priority gives way.
        case fill = 0
        /// The views are all the same size: the largest intrinsic size when space allows;
        /// overflow and underflow are spread equally.
        case fillEqually = 1
        /// Overflow and underflow are spread in proportion to the views' intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the extra space is divided equally between
        /// them; `spacing` is the minimum gap.
        case equalSpacing = 3
        /// The views' centers are equally far apart as far as the minimum gap (`spacing`) allows.
        case equalCentering = 4
    }
}
