import Foundation

extension UIControl {
    /// The events a control sends its actions for, with the raw values of `UIControl.h`
    /// (`UIControlEvents`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched the control (1 << 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down, tap count above one (1 << 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control (1 << 2).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control (1 << 3).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged into the control (1 << 4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control (1 << 5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control (1 << 6).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control (1 << 7).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (1 << 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (1 << 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (1 << 13).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired (1 << 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control (1 << 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed while editing (1 << 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (1 << 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key (1 << 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0xFFF).
        public static let allTouchEvents = Event(rawValue: 0xFFF)
        /// Every editing event (0xF0000).
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Bits free for the application's own events (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for UIKit (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (0xFFFFFFFF).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
