import Foundation

/// The framework's own timers (long press, multi-tap windows, delayed content touches), fired in
/// the second step of each frame on the media clock — never by `Timer` or dispatch. Not API.
@MainActor
final class _FrameworkTimers {
    typealias ID = Int

    private struct Entry {
        var id: ID
        var deadline: TimeInterval
        /// Whether the timer counts as work waiting (false for the caret's blink, which runs as
        /// long as a text is edited: an app with a blinking caret is idle).
        var keepsBusy: Bool
        var action: @MainActor (ID) -> Void
    }

    private var entries: [Entry] = []
    private var nextID: ID = 1

    /// Runs `action` (given the timer's ID) at the first frame at or after `deadline` (seconds on
    /// the media clock). A timer that does not `keepsBusy` fires as the others but does not make
    /// the application wait for it (`isEmpty` ignores it).
    @discardableResult
    func schedule(at deadline: TimeInterval, keepsBusy: Bool = true, _ action: @escaping @MainActor (ID) -> Void) -> ID {
        let id = nextID
        nextID += 1
        // Keep entries sorted by deadline, then by scheduling order.
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.count
        entries.insert(Entry(id: id, deadline: deadline, keepsBusy: keepsBusy, action: action), at: index)
        return id
    }

    /// Forgets the timer; nothing happens when it already fired or was cancelled.
    func cancel(_ id: ID?) {
        guard let id else { return }
        entries.removeAll { $0.id == id }
    }

    /// Fires every timer due at `now`, earliest first. Timers scheduled while firing wait for a
    /// later frame unless already due.
    func fireDue(at now: TimeInterval) {
        while let first = entries.first, first.deadline <= now + 1e-9 {
            entries.removeFirst()
            first.action(first.id)
        }
    }

    /// True when no timer that keeps the application busy is scheduled.
    var isEmpty: Bool { !entries.contains { $0.keepsBusy } }

    /// "2 framework timer(s), the next due at 1.5 s", or nil when none that keeps the application
    /// busy is scheduled.
    var description: String? {
        let busy = entries.filter(\.keepsBusy)
        guard let first = busy.first else { return nil }
        return "\(busy.count) framework timer(s) (gesture deadlines, delayed content touches), the next due at \(first.deadline) s"
    }

    func removeAll() { entries.removeAll() }
}
