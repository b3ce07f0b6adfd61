import Foundation

extension UIControl {
    /// How a control's content sits horizontally (`UIControlContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        /// The leading edge for the layout direction (iOS 11).
        case leading = 4
        /// The trailing edge for the layout direction (iOS 11).
        case trailing = 5
    }

    /// How a control's content sits vertically (`UIControlContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }
}
