import Foundation

/// Something that moves by itself each frame (a decelerating scroll view, a programmatic scroll).
/// Not API.
@MainActor
protocol _FrameTicking: AnyObject {
    /// Advances to media time `time` (seconds). Called in the frame's animation step.
    func _tick(at time: TimeInterval)
    /// What the object is doing, for diagnostics ("a UIScrollView decelerating").
    var _frameTickingDescription: String { get }
}

extension _FrameTicking {
    var _frameTickingDescription: String { "a \(type(of: self)) moving by itself" }
}

/// The objects ticked in each frame's animation step, after display links. A ticker stays until it
/// removes itself. Not API.
@MainActor
final class _FrameTickers {
    private struct Entry { weak var ticker: (any _FrameTicking)? }
    private var entries: [Entry] = []

    func add(_ ticker: any _FrameTicking) {
        if !entries.contains(where: { $0.ticker === ticker }) { entries.append(Entry(ticker: ticker)) }
    }

    func remove(_ ticker: any _FrameTicking) {
        entries.removeAll { $0.ticker === ticker || $0.ticker == nil }
    }

    /// Ticks every registered object; ones added during the pass start next frame.
    func tick(at time: TimeInterval) {
        let current = entries
        for entry in current { entry.ticker?._tick(at: time) }
    }

    var isEmpty: Bool { !entries.contains { $0.ticker != nil } }

    /// One line per live ticker, from its `_frameTickingDescription`.
    var descriptions: [String] { entries.compactMap { $0.ticker?._frameTickingDescription } }

    func removeAll() { entries.removeAll() }
}
