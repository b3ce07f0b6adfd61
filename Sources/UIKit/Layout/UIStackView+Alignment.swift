import Foundation

extension UIStackView {
    /// How a stack view places its arranged views across its axis (raw values as in UIKit's
    /// header).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views' leading edges (vertical stack) or top edges (horizontal stack) meet the
        /// stack's.
        case leading = 1
        /// The views' first baselines line up (horizontal stacks).
        case firstBaseline = 2
        /// The views are centered across the axis.
        case center = 3
        /// The views' trailing edges (vertical stack) or bottom edges (horizontal stack) meet
        /// the stack's.
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks).
        case lastBaseline = 5

        /// `.leading`: the top edges of a horizontal stack's views.
        public static var top: Alignment { .leading }
        /// `.trailing`: the bottom edges of a horizontal stack's views.
        public static var bottom: Alignment { .trailing }
    }
}
