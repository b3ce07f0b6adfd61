import Foundation

/// One physical button or key held down (`UIPress`, iOS 9): on a hardware keyboard, a key from
/// its going down to its coming up. The application reuses one press object per key for the
/// whole press, as UIKit does; don't keep it past the call that received it.
@MainActor
open class UIPress: NSObject {
    /// Where the press is in its life.
    public enum Phase: Int, Sendable {
        case began = 0, changed, stationary, ended, cancelled
    }

    /// What was pressed (`UIPressType`): the buttons of a remote or game controller by name; a
    /// hardware keyboard's key is `2000 + keyCode.rawValue` (as iOS reports it), so its arrow
    /// keys are not `.upArrow`…, which are a remote's.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
        public static let tvRemoteOneTwoThree = PressType(rawValue: 32)
        public static let tvRemoteFourColors = PressType(rawValue: 33)
    }

    /// When the press last changed, in seconds on `CACurrentMediaTime()`'s clock.
    open internal(set) var timestamp: TimeInterval = 0

    /// Began when the key went down, ended when it came up.
    open internal(set) var phase: Phase = .began

    /// What was pressed; for a keyboard key `2000 + key.keyCode.rawValue`.
    open internal(set) var type: PressType

    /// The key window when the key went down.
    open internal(set) weak var window: UIWindow?

    /// The responder the press was delivered to: the first responder when the key went down
    /// (or the key window when there was none). Held weakly.
    open internal(set) weak var responder: UIResponder?

    /// The gesture recognizers that receive the press: none (recognizers do not handle presses
    /// in Rockhopper yet).
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }

    /// How hard the button is pressed: keyboard keys are digital, 1 while down and 0 once up
    /// (Apple: "for digital buttons it returns 0 or 1").
    open var force: CGFloat { (phase == .ended || phase == .cancelled) ? 0 : 1 }

    /// The keyboard key, for presses of a hardware keyboard.
    open internal(set) var key: UIKey?

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.type = PressType(rawValue: KeyboardConstants.keyboardPressTypeBase + key.keyCode.rawValue)
        self.timestamp = timestamp
        super.init()
    }
}
