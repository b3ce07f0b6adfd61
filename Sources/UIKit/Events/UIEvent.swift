import Foundation

/// An event: for touches, the set of all fingers currently down, each in its phase.
///
/// The application reuses one touches event object for the whole multi-touch sequence, as UIKit
/// does; don't keep references to it (or to its touches) past the call that received it.
@MainActor
open class UIEvent {
    /// What kind of event this is.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// A finer classification of motion and remote-control events; `.none` for touches.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    open internal(set) var type: EventType
    open internal(set) var subtype: EventSubtype = .none

    /// When the event happened, in seconds on `CACurrentMediaTime()`'s clock.
    open internal(set) var timestamp: TimeInterval = 0

    /// Every touch of the event, in whatever phase; for the touches event, the fingers down.
    var _touches: [UITouch] = []
    private var _allTouchesCache: Set<UITouch>?

    package init(type: EventType) {
        self.type = type
    }

    /// All touches of the event; nil for events that aren't touch events.
    open var allTouches: Set<UITouch>? {
        guard type == .touches else { return nil }
        if let cache = _allTouchesCache { return cache }
        let set = Set(_touches)
        _allTouchesCache = set
        return set
    }

    /// The touches bound to `view` (those whose hit-test view it is).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(_touches.filter { $0.view === view })
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(_touches.filter { $0.window === window })
    }

    func _addTouch(_ touch: UITouch) {
        _touches.append(touch)
        _allTouchesCache = nil
    }

    /// Drops touches that ended or were cancelled, after their last delivery, and retires those
    /// whose delivery no recognizer holds back (`isHeld`): they let go of their views.
    func _removeFinishedTouches(isHeld: (UITouch) -> Bool) {
        let before = _touches.count
        for t in _touches where (t.phase == .ended || t.phase == .cancelled) && !isHeld(t) { t._retire() }
        _touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        if _touches.count != before { _allTouchesCache = nil }
    }
}
