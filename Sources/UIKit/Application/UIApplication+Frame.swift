import Foundation

// The frame pipeline (ARCHITECTURE.md "One clock, one frame"). Each frame, in order:
//   1. deliver queued input: touches, then keys;
//   2. fire due framework timers (gesture deadlines);
//   3. advance animations and physics: layer animations, property animators, display links
//      (those of the run loop's current mode: `.tracking` while a scroll view is scrolled by the
//      user, else `.default`; `.common` ones always), scroll physics;
//   4. layout pass from each window down, with appearance transitions around it;
//   5. display pass: snapshots taken "after screen updates" capture their views again, then
//      `draw(_:)` of views that need display, into their layers' backing stores;
//   6. composite the damaged parts of each visible window into its framebuffer, and hand the
//      windows that changed to the host to present.
// A frame runs in the application's runtime: it becomes current first, and the frame reads its
// clock, its animations and its display links.
extension UIApplication {
    /// Runs one frame at the runtime clock's current time.
    package func _runFrame() {
        _runtime.makeCurrent()
        let now = _runtime.clock.now()
        let host = _runtime.host   // one weak load per frame
        host?.collectInput(for: self)
        _deliverQueuedInput()
        _deliverQueuedKeyInput()
        _timers.fireDue(at: now)
        _runtime.animationScheduler.tick(at: now)
        _runtime.core.displayLinks.fire(at: now, frameDuration: FrameConstants.frameInterval,
                                        mode: _runLoopModes.update())
        _frameTickers.tick(at: now)
        _layoutPass()
        _displayPass()
        _compositePass(presentingTo: host)
    }

    /// True when some layer was marked for display since this application's last display pass.
    private var _displayRequested: Bool { _CADisplayRequests.generation != _seenDisplayGeneration }

    /// Step 5: snapshots taken "after screen updates" capture their views again, then the layers
    /// of this application's visible windows that asked for display draw (`_CADisplayRequests`).
    func _displayPass() {
        // Nothing asked for display and no layer changed size: no layer can need drawing.
        guard _displayRequested else { return }
        _seenDisplayGeneration = _CADisplayRequests.generation
        if !_pendingSnapshotCaptures.isEmpty { _capturePendingSnapshots() }
        // Only the layers that asked (or the subtrees inserted or shown since), in this
        // application's windows.
        _CADisplayRequests.serve { root in _isWindowLayer(root) }
    }

    /// Step 6: every visible window recomposites what changed into its framebuffer; `host`
    /// presents those whose pixels changed.
    func _compositePass(presentingTo host: (any _UIHost)?) {
        _forEachWindow { window in
            guard !window.isHidden else { return }
            let redrawn = window._composite()
            if redrawn > 0 { host?.present(window) }
        }
    }

    /// Step 4: the animations of presentations asked for since the last frame start
    /// (`viewIsAppearing` of the presented controller first), `viewIsAppearing` for controllers appearing, the layout of every window (only the
    /// marked branches are visited), then the end of pending appearance transitions
    /// (`viewDidAppear`/`viewDidDisappear`).
    func _layoutPass() {
        if !_pendingTransitionStarts.isEmpty {
            let starting = _pendingTransitionStarts
            _pendingTransitionStarts.removeAll()
            for transition in starting { transition.start() }
        }
        if _pendingAppearances.isEmpty {
            _layoutWindows()
            return
        }
        let pending = _pendingAppearances
        _pendingAppearances.removeAll()
        for entry in pending where entry.appearing {
            entry.controller._viewIsAppearing()
        }
        _layoutWindows()
        for entry in pending {
            entry.controller._endAppearance(warnsWhenUnbalanced: false)
        }
    }

    /// The constraint pass (pending `updateConstraints`, then the engine's solve) and the layout
    /// pass of every window.
    private func _layoutWindows() {
        _forEachWindow { window in
            if window._layoutEngine != nil { window._updateConstraintsAndSolveIfNeeded() }
            window.layer._layoutSubtreeIfNeeded()
        }
    }

    /// True when a frame would do something: input waiting, appearance transitions pending, a
    /// framework timer (a gesture deadline), touches held back by recognizers, an active display
    /// link, a layer marked for display, or a window waiting for layout.
    package var _hasPendingWork: Bool {
        if !_inputQueue.isEmpty || !_keyInputQueue.isEmpty || !_pendingAppearances.isEmpty || !_pendingTransitionStarts.isEmpty || !_timers.isEmpty { return true }
        if _displayRequested { return true }
        if _gestureEnvironment.hasPendingWork || !_frameTickers.isEmpty { return true }
        if _runtime.core.displayLinks.hasActiveLinks { return true }
        if _runtime.animationScheduler.hasPendingWork { return true }
        var layoutPending = false
        _forEachWindow { if $0.layer._hasPendingLayout { layoutPending = true } }
        return layoutPending
    }

    /// What `_hasPendingWork` is waiting for, one item per line: each animation in flight (key
    /// path, view class, timing), active display links (target class), scroll views moving by
    /// themselves, framework timers, touches held by recognizers, and the rest. Empty when idle.
    /// `UITestHost.settle` reports it when it times out.
    package var _pendingWorkDescription: String {
        var lines: [String] = []
        if !_inputQueue.isEmpty { lines.append("\(_inputQueue.count) input event(s) waiting for delivery") }
        if !_keyInputQueue.isEmpty { lines.append("\(_keyInputQueue.count) key event(s) waiting for delivery") }
        if !_pendingAppearances.isEmpty { lines.append("\(_pendingAppearances.count) appearance transition(s) to finish") }
        if !_pendingTransitionStarts.isEmpty { lines.append("\(_pendingTransitionStarts.count) view controller transition(s) to start") }
        if let timers = _timers.description { lines.append(timers) }
        if _displayRequested { lines.append("layers marked for display") }
        lines += _gestureEnvironment.pendingWorkDescriptions
        lines += _frameTickers.descriptions
        lines += _runtime.core.displayLinks.activeLinkDescriptions
        lines += _runtime.animationScheduler.pendingWorkDescriptions
        _forEachWindow { if $0.layer._hasPendingLayout { lines.append("a \(type(of: $0)) waiting for layout") } }
        return lines.map { "- " + $0 }.joined(separator: "\n")
    }
}
