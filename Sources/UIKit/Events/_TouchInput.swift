import Foundation

/// One finger's change, as platform input reports it (the SDL window or `UITestHost`). Not API.
package struct _TouchInput: Sendable, Equatable {
    package enum Kind: Sendable { case down, move, up, cancel }

    /// Identifies the finger for its whole life.
    package var finger: Int
    package var kind: Kind
    /// In screen coordinates (points).
    package var location: CGPoint

    package init(finger: Int, kind: Kind, location: CGPoint) {
        self.finger = finger; self.kind = kind; self.location = location
    }
}

/// What touch input remembers between events: the fingers down and the last completed tap.
/// Not API.
struct _TouchTracker {
    /// Fingers down, with their touch objects. A small array: a handful of fingers at most.
    var active: [(finger: Int, touch: UITouch)] = []

    /// The last touch that ended (for `tapCount`): when, where (window coordinates), in which window.
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int, window: ObjectIdentifier?)?

    init() {}

    func touch(for finger: Int) -> UITouch? {
        for entry in active where entry.finger == finger { return entry.touch }
        return nil
    }

    /// The tap count of a touch beginning at `location` in `window` at `time`: one more than the
    /// last tap's when it ended at most `EventConstants.multiTapInterval` ago and within
    /// `EventConstants.multiTapMaximumDistance` of here, else 1.
    func tapCount(at location: CGPoint, in window: ObjectIdentifier?, time: TimeInterval) -> Int {
        guard let last = lastTap, last.window == window,
              time - last.time <= EventConstants.multiTapInterval else { return 1 }
        let dx = location.x - last.location.x, dy = location.y - last.location.y
        guard (dx * dx + dy * dy).squareRoot() <= EventConstants.multiTapMaximumDistance else { return 1 }
        return last.count + 1
    }
}
