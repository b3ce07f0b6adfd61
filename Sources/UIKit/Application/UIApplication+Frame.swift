import Foundation

// The frame pipeline (ARCHITECTURE.md "One clock, one frame"). Each frame, in order:
//   1. deliver queued input;
//   2. fire due framework timers (gesture deadlines);
//   3. advance animations and physics: layer animations, property animators, display links,
//      scroll physics;
//   4. layout pass from each window down, with appearance transitions around it;
//   5–6. display and composite (arrive with rendering).
extension UIApplication {
    /// Runs one frame at the clock's current time.
    package func _runFrame() {
        let now = CACurrentMediaTime()
        _deliverQueuedInput()
        _timers.fireDue(at: now)
        _UIViewAnimationScheduler.shared.tick(at: now)
        _CADisplayLinkRegistry.shared.fire(at: now, frameDuration: FrameConstants.frameInterval)
        _frameTickers.tick(at: now)
        _layoutPass()
    }

    /// Step 4: `viewIsAppearing` for controllers appearing, the layout of every window (only the
    /// marked branches are visited), then the end of pending appearance transitions
    /// (`viewDidAppear`/`viewDidDisappear`).
    package func _layoutPass() {
        if _pendingAppearances.isEmpty {
            _layoutWindows()
            return
        }
        let pending = _pendingAppearances
        _pendingAppearances.removeAll()
        for entry in pending where entry.appearing {
            entry.controller.viewIsAppearing(false)
        }
        _layoutWindows()
        for entry in pending {
            entry.controller.endAppearanceTransition()
        }
    }

    private func _layoutWindows() {
        _forEachWindow { $0.layer._layoutSubtreeIfNeeded() }
    }

    /// True when a frame would do something: input waiting, appearance transitions pending, a
    /// framework timer (a gesture deadline), touches held back by recognizers, an active display
    /// link, or a window waiting for layout.
    package var _hasPendingWork: Bool {
        if !_inputQueue.isEmpty || !_pendingAppearances.isEmpty || !_timers.isEmpty { return true }
        if _gestureEnvironment.hasPendingWork || !_frameTickers.isEmpty { return true }
        if _CADisplayLinkRegistry.shared.hasActiveLinks { return true }
        if _UIViewAnimationScheduler.shared.hasPendingWork { return true }
        var layoutPending = false
        _forEachWindow { if $0.layer._hasPendingLayout { layoutPending = true } }
        return layoutPending
    }
}
