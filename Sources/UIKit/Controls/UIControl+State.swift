import Foundation

extension UIControl {
    /// The states a control can be in, with the raw values of `UIControl.h` (`UIControlState`).
    /// Values combine: `[.selected, .highlighted]` is a selected control being touched.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set: enabled, not selected, not highlighted (0).
        public static let normal = State([])
        /// A touch is down inside the control (1 << 0).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled (1 << 1).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (1 << 2).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (1 << 3).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits free for the application's own states (0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit (0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
