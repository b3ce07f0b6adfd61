import Foundation

/// Which mode the main run loop runs in between this application's frames, and the display links
/// fire in: `.tracking` while some scroll view in a window is touched, dragged, pinched or
/// decelerating after a fling (a bounce or page it started itself, a programmatic scroll and a
/// zoom animation do not count, as on iOS), `.default` otherwise. Not API.
///
/// Scroll views register when a drag or pinch begins; each frame the tracker drops those that
/// are gone, out of a window or at rest, so a scroll view removed mid-fling cannot keep the mode.
/// No allocation once the array has grown to the number of scroll views scrolled at once.
@MainActor
final class _RunLoopModeTracker {
    private struct Entry { weak var scrollView: UIScrollView? }
    private var entries: [Entry] = []
    /// The mode of the current frame, found by `update()` in the frame's animation step; the
    /// window host runs the run loop in it after the frame.
    private(set) var mode: RunLoop.Mode = .default

    /// `scrollView` began a drag or pinch: the run loop is in tracking mode until it comes to rest.
    func scrollViewBeganTracking(_ scrollView: UIScrollView) {
        if !entries.contains(where: { $0.scrollView === scrollView }) { entries.append(Entry(scrollView: scrollView)) }
    }

    /// Finds this frame's mode: `.tracking` while a registered scroll view is still scrolling
    /// under or after the user's fingers, else `.default`.
    @discardableResult
    func update() -> RunLoop.Mode {
        mode = _modeNow()
        return mode
    }

    private func _modeNow() -> RunLoop.Mode {
        guard !entries.isEmpty else { return .default }
        entries.removeAll { entry in
            guard let view = entry.scrollView, view.window != nil else { return true }
            let activity = view._activity
            return !(view.isTracking || activity.isDrivenByFingers || activity.deceleration != nil || activity.isZoomBouncing)
        }
        return entries.isEmpty ? .default : .tracking
    }
}
